import { DocumentError, DocumentTimeout } from '../pdf/errors.js';

/** Errors a service may throw; the error middleware turns them into `{ msg }` responses. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra response fields (e.g. `type`, `data`) kept beside `msg`. */
    readonly extra: Record<string, unknown> = {},
    /** Response headers the answer needs, e.g. `Retry-After` on a 429 or a 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const GENERIC_ERROR = 'Ocurrio algo inesperado. Por favor intente de nuevo.';

export const badRequest = (msg: string, extra?: Record<string, unknown>) => new AppError(400, msg, extra);
export const unauthorized = (msg = 'Sesión no válida o expirada. Vuelva a iniciar sesión.') => new AppError(401, msg);
export const forbidden = (msg = 'No tiene permiso para realizar esta acción.') => new AppError(403, msg);
export const notFound = (msg = 'No se encontro el registro.') => new AppError(404, msg);
export const conflict = (msg: string, extra?: Record<string, unknown>) => new AppError(409, msg, extra);
/** A throttle's refusal, with when to try again (`Retry-After`, whole seconds, at least 1). */
export const tooManyRequests = (msg: string, retryAfterSeconds: number) =>
  new AppError(429, msg, {}, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Seconds a client waits before asking again for a document the browser could not make (it is relaunched). */
const DOCUMENT_RETRY_SECONDS = 5;

/**
 * The HTTP face of an error: an AppError as it is; a failure of a layer that knows no HTTP (the documents of
 * pdf/) with the status of its kind and its Spanish message; null for anything else (the middleware decides).
 */
export function httpErrorOf(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  // The browser is missing or would not start: the service is unavailable; a document over its budget: a gateway timeout.
  if (err instanceof DocumentError) {
    return err instanceof DocumentTimeout
      ? new AppError(504, err.message)
      : new AppError(503, err.message, {}, { 'Retry-After': String(DOCUMENT_RETRY_SECONDS) });
  }
  return null;
}

/** Spanish messages for named unique constraints, registered by the modules that own the tables. */
const uniqueMessages = new Map<string, { table: string; columns: string[]; msg: string }>();

export function registerUniqueMessage(constraint: string, table: string, columns: string[], msg: string): void {
  uniqueMessages.set(constraint, { table, columns, msg });
}

/** Finds the message of a unique violation, by constraint name (MySQL) or by table and columns (SQLite). */
export function uniqueMessageFor(constraint?: string, table?: string, columns?: string[]): string {
  if (constraint && uniqueMessages.has(constraint)) return uniqueMessages.get(constraint)!.msg;
  for (const entry of uniqueMessages.values()) {
    if (
      entry.table === table &&
      columns &&
      entry.columns.length === columns.length &&
      entry.columns.every((c) => columns.includes(c))
    )
      return entry.msg;
  }
  return 'El registro ya existe.';
}
