import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { constraintViolation } from './db-errors.js';
import { GENERIC_ERROR, httpErrorOf, uniqueMessageFor } from './errors.js';
import { jsonBody } from './json-bytes.js';

/** What the app logs through: console in tests, pino in the server (lib/log.ts). */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
  /** False when info lines are dropped anyway (LOG_LEVEL above info): the access line is then not even built. */
  infoEnabled?: boolean;
}

export const FILE_TOO_LARGE = 'El archivo no debe superar los 5 MB.';

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
export function errorAnswer(raw: unknown): { status: number; body: Record<string, unknown> } | null {
  const violation = constraintViolation(raw);
  const known = httpErrorOf(raw);
  if (known) return { status: known.status, body: { msg: known.message, ...known.extra } };
  if (violation?.kind === 'unique') {
    return { status: 409, body: { msg: uniqueMessageFor(violation.constraint, violation.table, violation.columns) } };
  }
  if (violation?.kind === 'foreign-key') return { status: 409, body: { msg: 'El registro hace referencia a datos que no existen o está en uso.' } };
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
      } else {
        ctx.status = 500;
        ctx.body = { msg: GENERIC_ERROR };
        logger.error(`[${requestId}] ${ctx.method} ${ctx.path}`, raw);
      }
    } finally {
      if (logRequests) logger.info(`[${requestId}] ${ctx.method} ${ctx.url} ${ctx.status} ${(performance.now() - started).toFixed(1)}ms`);
    }
  };
}

/**
 * Serialises a JSON answer once, into bytes. Koa's `response.length` stringifies an object body just to measure
 * it, and koa-compress reads that length and then stringifies the body again to send it; a string body would
 * still be scanned for its length and copied into a buffer for zlib. For a report of 500 kB that was ~3 ms.
 * Runs inside compression, so the bytes it leaves are what gets compressed.
 */
export function serializeJsonOnce(): Middleware {
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return;
    // The Content-Type (application/json) was set when the object was assigned and stays; the status too.
    ctx.body = jsonBody(body);
  };
}
