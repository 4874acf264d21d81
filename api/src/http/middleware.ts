import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { constraintViolation, databaseUnavailable } from './db-errors.js';
import { GENERIC_ERROR, httpErrorOf, uniqueMessageFor } from './errors.js';
import { redactUrl } from '../lib/redact-url.js';

/** What the app logs through: console in tests, pino in the server (lib/log.ts). */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
  /** False when info lines are dropped anyway (LOG_LEVEL above info): the access line is then not even built. */
  infoEnabled?: boolean;
}

export const FILE_TOO_LARGE = 'El archivo no debe superar los 5 MB.';
const DATABASE_AWAY = 'No se puede conectar con la base de datos en este momento. Intente de nuevo en unos segundos.';
const DEADLOCK = 'La operación coincidió con otra al mismo tiempo y no se guardó. Intente de nuevo.';
/** Seconds a client should wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = 5;

const VALUE_ERRORS: Record<string, string> = {
  ER_DATA_TOO_LONG: 'Uno de los textos es demasiado largo.',
  ER_WARN_DATA_OUT_OF_RANGE: 'Uno de los números está fuera de rango.',
  ER_TRUNCATED_WRONG_VALUE_FOR_FIELD: 'Datos no válidos.',
  ER_TRUNCATED_WRONG_VALUE: 'Datos no válidos.',
};

/**
 * The answer an error becomes: status and `{ msg }` body; null for an unexpected fault (500, logged). Shared with
 * the idempotency middleware, which stores the answer a refused request got.
 */
export function errorAnswer(
  raw: unknown,
): { status: number; body: Record<string, unknown>; headers?: Record<string, string> } | null {
  const violation = constraintViolation(raw);
  const known = httpErrorOf(raw);
  if (known) return { status: known.status, body: { msg: known.message, ...known.extra }, headers: known.headers };
  // The database is away: tell the client when to try again instead of a 500.
  if (databaseUnavailable(raw))
    return { status: 503, body: { msg: DATABASE_AWAY }, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } };
  // MariaDB rolled the transaction back (after inTransaction's retries): nothing was written; the request may be sent again.
  if ((raw as { code?: string } | null)?.code === 'ER_LOCK_DEADLOCK') return { status: 409, body: { msg: DEADLOCK } };
  if (violation?.kind === 'unique') {
    return { status: 409, body: { msg: uniqueMessageFor(violation.constraint, violation.table, violation.columns) } };
  }
  if (violation?.kind === 'foreign-key')
    return { status: 409, body: { msg: 'El registro hace referencia a datos que no existen o está en uso.' } };
  const code = (raw as { code?: string } | null)?.code ?? '';
  // A value the column cannot hold (MariaDB strict mode) is the client's input, not a server fault.
  if (VALUE_ERRORS[code]) return { status: 400, body: { msg: VALUE_ERRORS[code] } };
  const httpCode = (raw as { httpCode?: number } | null)?.httpCode ?? 500;
  // An upload refused by formidable (over 5 MB, malformed multipart): always a 400, never a 500.
  if (httpCode < 500) return { status: 400, body: { msg: httpCode === 413 ? FILE_TOO_LARGE : 'Solicitud no válida.' } };
  const status = (raw as { status?: number } | null)?.status;
  // Body parser and router errors (malformed JSON, payload too large, 405).
  if (status && status < 500) return { status, body: { msg: 'Solicitud no válida.' } };
  return null;
}

/** Request id, access log line, and the one place errors become responses: no stack or SQL leaves the server. */
export function errorsAndLogging(logger: Logger): Middleware {
  // Read once: process.env is a slow lookup to repeat on every request.
  const logRequests = process.env.LOG_REQUESTS !== '0' && logger.infoEnabled !== false;
  return async (ctx, next) => {
    const started = performance.now();
    const requestId = (ctx.get('x-request-id') || randomUUID()).slice(0, 64);
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } catch (raw) {
      const answer = errorAnswer(raw);
      if (answer) {
        ctx.status = answer.status;
        ctx.body = answer.body;
        for (const [name, value] of Object.entries(answer.headers ?? {})) ctx.set(name, value);
        // The pool reconnects on a later request; the outage is still worth a line in the log.
        if (answer.status === 503)
          logger.error(`[${requestId}] ${ctx.method} ${redactUrl(ctx.path)}: base de datos no disponible`, raw);
      } else {
        ctx.status = 500;
        ctx.body = { msg: GENERIC_ERROR };
        logger.error(`[${requestId}] ${ctx.method} ${redactUrl(ctx.path)}`, raw);
      }
    } finally {
      if (logRequests)
        logger.info(
          `[${requestId}] ${ctx.method} ${redactUrl(ctx.url)} ${ctx.status} ${(performance.now() - started).toFixed(1)}ms`,
        );
    }
  };
}
