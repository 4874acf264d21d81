import { fetchUtils, HttpError } from 'react-admin';
import { appMessages } from '../i18n/esApp';
import { session } from './session';

export const GENERIC_ERROR = appMessages.common.generic;

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'msg' in body) {
    const msg = (body as { msg: unknown }).msg;
    if (typeof msg === 'string' && msg.trim()) return msg;
  }
  return null;
}

/** Bearer token and, for role 1 once a department is chosen, X-Department-Id: every API call sends them. */
export function sessionHeaders(): Record<string, string> {
  const { token, user, department } = session.get();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (user?.idRol === 1 && department) headers['X-Department-Id'] = String(department.idDepartamento);
  return headers;
}

/**
 * fetchJson with the session's Bearer token and, for role 1 once a department is chosen,
 * the `X-Department-Id` header. Failures become an HttpError whose message is the server's
 * Spanish `msg` (400/403/409 …) or the generic message.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  for (const [name, value] of Object.entries(sessionHeaders())) headers.set(name, value);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(messageOf(error.body) ?? GENERIC_ERROR, error.status, error.body);
    }
    throw new HttpError(GENERIC_ERROR, 0, null);
  }
}
