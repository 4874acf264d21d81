import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';

export interface RateLimitOptions {
  /** Names the counter family, e.g. 'verify'. */
  scope: string;
  /** Requests one address may make per window. */
  limit: number;
  windowSeconds: number;
  /** Answers a refused request (the caller chooses JSON or an HTML page). */
  refuse: (ctx: Context) => void;
}

/**
 * Requests per client address in fixed windows, counted in the database (rate_limits) so that every API
 * process behind a balancer shares one count. Under a race at a window's start a request or two may go
 * uncounted, which is fine for a limit meant to stop bulk scanning. ctx.ip honours X-Forwarded-For only
 * with TRUST_PROXY, so a client cannot pick its own address.
 */
/** Counts one hit of `limitKey` in the current fixed window; answers the window's hits and the seconds it has left. */
export async function countHit(
  db: Knex,
  limitKey: string,
  windowSeconds: number,
): Promise<{ hits: number; retryAfter: number }> {
  const windowMs = windowSeconds * 1000;
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs).toISOString();
  const counted = await db('rateLimits').where({ limitKey, windowStart }).increment('hits', 1);
  if (!counted) {
    await db('rateLimits')
      .insert({ limitKey, windowStart, hits: 1 })
      .onConflict('limitKey')
      .merge(['windowStart', 'hits']);
    // The table holds one row per address seen lately: rows of windows long gone are dropped here.
    await db('rateLimits')
      .where('windowStart', '<', new Date(now - 24 * 3600 * 1000).toISOString())
      .delete();
  }
  const row = await db('rateLimits').where({ limitKey }).first('hits');
  return {
    hits: Number(row?.hits ?? 0),
    retryAfter: Math.ceil((Math.floor(now / windowMs) * windowMs + windowMs - now) / 1000),
  };
}

export function rateLimit(db: Knex, options: RateLimitOptions): Middleware {
  return async (ctx, next) => {
    const { hits, retryAfter } = await countHit(db, `${options.scope}:${ctx.ip}`.slice(0, 100), options.windowSeconds);
    if (hits > options.limit) {
      ctx.set('Retry-After', String(retryAfter));
      options.refuse(ctx);
      return;
    }
    await next();
  };
}
