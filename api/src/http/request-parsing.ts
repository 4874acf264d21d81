import { parse, stringify } from 'node:querystring';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';

/**
 * `ctx.query` parsed by node:querystring instead of Koa 3's URLSearchParams (which walks every key with getAll and
 * defines each property): the same decoding ('+' as space, %XX, repeated keys as arrays), a few µs less on every
 * request that has a query string, and every list has one. The result has no prototype, so a `__proto__` key is
 * a plain key, as Koa's defineProperty made it. Cached per request and query string, as Koa caches it.
 */
export function parseQueriesWithQuerystring(app: Koa): void {
  Object.defineProperty(app.request, 'query', {
    configurable: true,
    get(this: Koa.Request & { _querycache?: Record<string, unknown> }) {
      const text = this.querystring;
      const cache = (this._querycache ??= Object.create(null) as Record<string, unknown>);
      return (cache[text] ??= parse(text));
    },
    set(this: Koa.Request, value: Record<string, unknown>) {
      this.querystring = stringify(value as never);
    },
  });
}

/** The methods koa-body reads a body for (its default parsedMethods). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * JSON and form bodies (koa-body), only on the methods it parses: for a GET it still ran four Content-Type checks
 * and copied its options before finding there was nothing to do.
 */
export function requestBodies(options: Parameters<typeof koaBody>[0]): Middleware {
  const bodies = koaBody(options) as unknown as Middleware;
  return (ctx, next) => (BODY_METHODS.has(ctx.method) ? bodies(ctx, next) : next());
}
