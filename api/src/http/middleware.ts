import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { constraintViolation } from './db-errors.js';
import { AppError, GENERIC_ERROR, uniqueMessageFor } from './errors.js';

export type Logger = Pick<Console, 'info' | 'error'>;

/** Request id, access log line, and the one place errors become responses: no stack or SQL leaves the server. */
export function errorsAndLogging(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const requestId = (ctx.get('x-request-id') || randomUUID()).slice(0, 64);
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } catch (raw) {
      const err = raw as Error;
      const violation = constraintViolation(err);
      if (err instanceof AppError) {
        ctx.status = err.status;
        ctx.body = { msg: err.message, ...err.extra };
      } else if (violation?.kind === 'unique') {
        ctx.status = 409;
        ctx.body = { msg: uniqueMessageFor(violation.constraint, violation.table, violation.columns) };
      } else if (violation?.kind === 'foreign-key') {
        ctx.status = 409;
        ctx.body = { msg: 'El registro hace referencia a datos que no existen o está en uso.' };
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
      const ms = (performance.now() - started).toFixed(1);
      if (process.env.LOG_REQUESTS !== '0') logger.info(`[${requestId}] ${ctx.method} ${ctx.url} ${ctx.status} ${ms}ms`);
    }
  };
}
