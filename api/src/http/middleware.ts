import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { constraintViolation, databaseUnavailable } from './db-errors.js';
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
export const DATABASE_AWAY = 'No se puede conectar con la base de datos en este momento. Intente de nuevo en unos segundos.';
export const DEADLOCK = 'La operación coincidió con otra al mismo tiempo y no se guardó. Intente de nuevo.';
/** Seconds a client should wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = 5;

const VALUE_ERRORS: Record<string, string> = {
  ER_DATA_TOO_LONG: 'Uno de los textos es demasiado largo.',
  ER_WARN_DATA_OUT_OF_RANGE: 'Uno de los números está fuera de rango.',
  ER_TRUNCATED_WRONG_VALUE_FOR_FIELD: 'Datos no válidos.',
  ER_TRUNCATED_WRONG_VALUE: 'Datos no válidos.',
};

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
      const err = raw as Error;
      const violation = constraintViolation(err);
      const known = httpErrorOf(err);
      if (known) {
        ctx.status = known.status;
        ctx.body = { msg: known.message, ...known.extra };
      } else if (databaseUnavailable(raw)) {
        // The pool reconnects on a later request: tell the client when to try again instead of a 500.
        ctx.status = 503;
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        ctx.body = { msg: DATABASE_AWAY };
        logger.error(`[${requestId}] ${ctx.method} ${ctx.path}: base de datos no disponible`, raw);
      } else if ((raw as { code?: string }).code === 'ER_LOCK_DEADLOCK') {
        // MariaDB rolled the transaction back: nothing was written, and the same request may simply be sent again.
        ctx.status = 409;
        ctx.body = { msg: DEADLOCK };
      } else if (violation?.kind === 'unique') {
        ctx.status = 409;
        ctx.body = { msg: uniqueMessageFor(violation.constraint, violation.table, violation.columns) };
      } else if (violation?.kind === 'foreign-key') {
        ctx.status = 409;
        ctx.body = { msg: 'El registro hace referencia a datos que no existen o está en uso.' };
      } else if (VALUE_ERRORS[(raw as { code?: string }).code ?? '']) {
        // A value the column cannot hold (MariaDB strict mode) is the client's input, not a server fault.
        ctx.status = 400;
        ctx.body = { msg: VALUE_ERRORS[(raw as { code: string }).code] };
      } else if (((raw as { httpCode?: number }).httpCode ?? 500) < 500) {
        // An upload refused by formidable (over 5 MB, malformed multipart): always a 400, never a 500.
        ctx.status = 400;
        ctx.body = { msg: (raw as { httpCode: number }).httpCode === 413 ? FILE_TOO_LARGE : 'Solicitud no válida.' };
      } else if ((raw as { status?: number }).status && (raw as { status: number }).status < 500) {
        // Body parser and router errors (malformed JSON, payload too large, 405).
        ctx.status = (raw as { status: number }).status;
        ctx.body = { msg: 'Solicitud no válida.' };
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
