import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES, isMoneyRoute } from '../../../domain/idempotency';

export { IDEMPOTENCY_HEADER };

/**
 * One Idempotency-Key per submission of a money call (domain/idempotency.ts MONEY_ROUTES): a submission is the call
 * and its body. Sent again without an answer (a dropped connection, a server fault, a double click while the first
 * is in flight) it reuses its key, so the server pays once and answers the first receipt; once an answer comes,
 * the next submission, even an identical one, is a new operation with a new key.
 */
const pending = new Map<string, { key: string; at: number }>();
/** Unanswered submissions are forgotten after an hour (the server keeps keys a day). */
const FORGET_MS = 60 * 60_000;

/** A random UUID v4. crypto.randomUUID exists only in a secure context: the institute's LAN may serve plain http. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** No answer, a server fault, or the first request still running: the same submission may be sent again. */
function unanswered(status: number, message?: string): boolean {
  return status === 0 || status >= 500 || (status === 409 && message === IDEMPOTENCY_MESSAGES.inProgress);
}

export interface Submission {
  key: string;
  /** Called with the answer's status (0: none came) and its message: an answer ends the submission. */
  settle(status: number, message?: string): void;
}

/** The key to send with this request, or undefined when it is not a money call. */
export function submissionOf(method: string, url: string, body: unknown): Submission | undefined {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0]!;
  if (!isMoneyRoute(method, path)) return undefined;
  const now = Date.now();
  for (const [name, entry] of pending) if (now - entry.at > FORGET_MS) pending.delete(name);
  const name = `${method.toUpperCase()} ${path}\n${typeof body === 'string' ? body : JSON.stringify(body ?? null)}`;
  const entry = pending.get(name) ?? { key: newIdempotencyKey(), at: now };
  pending.set(name, entry);
  return {
    key: entry.key,
    settle(status, message) {
      if (!unanswered(status, message) && pending.get(name) === entry) pending.delete(name);
    },
  };
}
