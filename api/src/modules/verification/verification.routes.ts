/**
 * GET /verificar/<code>: the public receipt verification page. No session is read or set;
 * requests are limited per client address so that codes cannot be scanned in bulk.
 */
import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import { positiveIntFromEnv } from '../../config.js';
import { rateLimit } from '../../http/rate-limit.js';
import { INSTITUTE_NAME } from '../../pdf/templates.js';
import {
  messagePage,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  receiptPage,
  TOO_MANY_TEXT,
  TOO_MANY_TITLE,
} from './verification.page.js';
import { verifyReceipt } from './verification.service.js';

const PREFIX = '/verificar';

export function verificationPage(db: Knex): Middleware {
  const limited = rateLimit(db, {
    scope: 'verify',
    limit: positiveIntFromEnv('VERIFY_RATE_LIMIT', 30),
    windowSeconds: 60,
    refuse: (ctx) => {
      ctx.status = 429;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = messagePage(INSTITUTE_NAME, TOO_MANY_TITLE, TOO_MANY_TEXT);
    },
  });
  return async (ctx, next) => {
    if (ctx.path !== PREFIX && !ctx.path.startsWith(`${PREFIX}/`)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return undefined;
    }
    // The address holds the code: keep it out of caches, search engines and other sites' Referer.
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    return limited(ctx, async () => {
      const code = ctx.path.slice(PREFIX.length + 1);
      const receipt = code.includes('/') ? null : await verifyReceipt(db, code, INSTITUTE_NAME);
      ctx.type = 'text/html; charset=utf-8';
      if (!receipt) {
        ctx.status = 404;
        ctx.body = messagePage(INSTITUTE_NAME, NOT_FOUND_TITLE, NOT_FOUND_TEXT);
        return;
      }
      ctx.body = receiptPage(receipt);
    });
  };
}
