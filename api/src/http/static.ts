import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.map': 'application/json',
};

/** Serves the built admin; unknown GET paths outside /api get index.html (client-side routes). */
export function serveAdmin(root: string): Middleware {
  const index = path.join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api')) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      decoded = '/'; // a malformed %-escape is no file of ours: the app shell answers
    }
    let file = path.join(root, path.normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) file = index;
    if (!existsSync(file)) {
      ctx.status = 503;
      ctx.body = 'La interfaz no está construida. Ejecute "npm run build".';
      return;
    }
    ctx.type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    // Hashed assets never change; index.html must always be fresh.
    ctx.set('Cache-Control', file === index ? 'no-cache' : 'public, max-age=31536000, immutable');
    ctx.vary('Accept-Encoding');
    // The build wrote .br and .gz beside each asset (vite.config.ts): send the smallest the browser takes, as is.
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    const packed = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : null;
    // Only a packed copy written with (or after) the file: builds do not empty dist/, and a small index.html
    // gets no new copy, so an older one may lie beside it.
    if (packed && existsSync(packed) && statSync(packed).mtimeMs >= statSync(file).mtimeMs) {
      ctx.set('Content-Encoding', encoding as string);
      ctx.length = statSync(packed).size;
      ctx.body = createReadStream(packed);
      return;
    }
    ctx.body = createReadStream(file);
  };
}
