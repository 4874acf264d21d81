import { fetchUtils, HttpError } from 'react-admin';
import { appMessages } from '../i18n/esApp';
import { session } from './session';
import { IDEMPOTENCY_HEADER, submissionOf } from './idempotency';

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

type Answer = Awaited<ReturnType<typeof fetchJson>>;

/**
 * GET answers asked for ahead of the page that will read them (at the login answer, on a menu click: see
 * routeData.ts), so the request runs while the page is still being drawn. Keyed by address, session and
 * department; each is handed out once, within EARLY_MS, and any write drops them all.
 */
const early = new Map<string, { at: number; answer: Promise<Answer> }>();
const EARLY_MS = 5000;
let prefetching = false;

/** Runs `start`, whose GET calls through httpClient (made synchronously, as the data provider does) are kept for the page. */
export function prefetch(start: () => unknown): void {
  prefetching = true;
  try {
    (start() as Promise<unknown> | undefined)?.catch?.(() => undefined);
  } finally {
    prefetching = false;
  }
}

/**
 * fetchJson with the session's Bearer token and, for role 1 once a department is chosen,
 * the `X-Department-Id` header. Failures become an HttpError whose message is the server's
 * Spanish `msg` (400/403/409 …) or the generic message.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}): Promise<Answer> {
  if ((options.method ?? 'GET') !== 'GET') {
    early.clear();
    return fetchJson(url, options);
  }
  const { token, department } = session.get();
  const key = `${url} ${token} ${department?.idDepartamento ?? ''}`;
  if (prefetching) {
    const answer = fetchJson(url, options);
    early.set(key, { at: Date.now(), answer });
    answer.catch(() => undefined); // the page that takes it sees the failure
    return answer;
  }
  const kept = early.get(key);
  if (kept) {
    early.delete(key);
    if (Date.now() - kept.at < EARLY_MS) return kept.answer;
  }
  return fetchJson(url, options);
}

async function fetchJson(url: string, options: fetchUtils.Options) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  for (const [name, value] of Object.entries(sessionHeaders())) headers.set(name, value);
  // A money call carries its submission's key: sent again without an answer, it is not paid twice.
  const submission = submissionOf(options.method ?? 'GET', url, options.body);
  if (submission) headers.set(IDEMPOTENCY_HEADER, submission.key);
  try {
    const answer = await fetchUtils.fetchJson(url, { ...options, headers });
    submission?.settle(answer.status);
    return answer;
  } catch (error) {
    if (error instanceof HttpError) {
      submission?.settle(error.status, messageOf(error.body) ?? undefined);
      throw new HttpError(messageOf(error.body) ?? GENERIC_ERROR, error.status, error.body);
    }
    submission?.settle(0);
    throw new HttpError(GENERIC_ERROR, 0, null);
  }
}
