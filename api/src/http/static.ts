import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';

const YEAR_SECONDS = 365 * 24 * 3600;
const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;

/**
 * Serves the built admin (koa-static); unknown GET paths outside /api get index.html (client-side routes).
 * Hashed assets (/assets/) never change: cached for a year, and sent as the .br or .gz the build wrote beside each
 * (vite.config.ts) when the browser takes it. Every other file, index.html first, must always be fresh and is sent
 * as it is: builds do not empty dist/, so a packed copy beside a file whose name has no hash may be an older one.
 */
export function serveAdmin(root: string): Middleware {
  const index = path.join(root, 'index.html');
  const assets = serve(root, {
    index: false,
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  }) as unknown as Middleware;
  const files = serve(root, {
    index: 'index.html',
    brotli: false,
    gzip: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  }) as unknown as Middleware;
  const shell = async (ctx: Context) => {
    const file = await stat(index).catch(() => null);
    if (!file?.isFile()) {
      ctx.status = 503;
      // A build in progress (npm start builds before it serves) ends within a minute.
      ctx.set('Retry-After', '30');
      ctx.body = 'La interfaz no está construida. Ejecute "npm run build".';
      return;
    }
    ctx.remove('Content-Encoding');
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = createReadStream(index);
    ctx.length = file.size;
  };
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api')) return next();
    try {
      await (ctx.path.startsWith('/assets/') ? assets : files)(ctx, () => shell(ctx));
    } catch (err) {
      // A malformed %-escape (400) or a path reaching outside the root (403) is no file of ours: the app shell answers.
      const status = (err as { status?: number }).status;
      if (status !== 400 && status !== 403) throw err;
      await shell(ctx);
    }
  };
}
