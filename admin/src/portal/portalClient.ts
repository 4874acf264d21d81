import { portalCalls } from '../providers/calls/portal';
import type { Call } from '../providers/calls/call';
import { session } from '../providers/session';
import { portalMessages as P } from '../i18n/portal';

/** The portal's request: the session's Bearer token, the server's Spanish msg on a refusal, back to the login on a 401. */
async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const { token } = session.get();
  const response = await fetch(path, {
    ...init,
    headers: {
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  }).catch(() => {
    throw new Error(P.failed);
  });
  if (response.status === 401 && token) {
    session.clear();
    window.location.assign('/login');
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new Error((body && typeof body.msg === 'string' && body.msg) || P.failed);
  }
  return response;
}

const call: Call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const response = await request(`/api${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
};

/** The portal's typed calls over the light request above (no react-admin in the portal's chunks). */
export const portalApi = portalCalls(call);

/** Downloads a PDF of the portal (receipt, report card) under the name the server gives it. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await request(path);
  const disposition = response.headers.get('content-disposition') ?? '';
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = exact ? decodeURIComponent(exact) : (/filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Ends this session on the server (best effort) and goes back to the shared login page. */
export async function portalLogout(): Promise<void> {
  const { token } = session.get();
  if (token)
    await fetch('/api/users/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(
      () => undefined,
    );
  session.clear();
  window.location.assign('/login');
}
