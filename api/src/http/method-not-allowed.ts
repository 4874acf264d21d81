import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { AppError } from './errors.js';

export const METHOD_NOT_ALLOWED = 'Método no permitido.';

/**
 * A known /api path asked with a method it does not take: 405 with `Allow`, not the 404 of an unknown path.
 * Runs after the routers found nothing to answer; the methods come from the routers themselves (both faces), so
 * a new route is covered without a list to keep. The router's own allowedMethods() cannot do it: the 404 of an
 * unknown /api path is thrown before it would look.
 */
export function methodNotAllowed(routers: Router<any, any>[]): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') || ctx.body !== undefined) return next();
    const allowed = new Set<string>();
    for (const router of routers) {
      for (const layer of router.match(ctx.path, ctx.method).path) layer.methods.forEach((m: string) => allowed.add(m));
    }
    if (!allowed.size || allowed.has(ctx.method)) return next();
    ctx.set('Allow', [...allowed].join(', '));
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return;
    }
    throw new AppError(405, METHOD_NOT_ALLOWED);
  };
}
