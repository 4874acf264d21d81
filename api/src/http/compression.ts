import compress from 'koa-compress';
import type { Middleware } from 'koa';

// JSON answers travel compressed with the cheapest setting that still shrinks them several times (gzip
// level 1: brotli even at quality 4 took longer than the query of a large report). The admin's hashed assets come
// precompressed from the build (static.ts) and are left alone here; PDF, PNG and xlsx are compressed already.
const OPTIONS = {
  threshold: 1024,
  br: false,
  deflate: false,
  zstd: false,
  gzip: { level: 1, memLevel: 9, chunkSize: 64 * 1024 },
} as const;

/** A byte range (`bytes 0-99/200`) describes unencoded offsets; any other unit (`students 0-24/319`) counts items. */
const BYTE_RANGE = /^\s*bytes\b/i;

/**
 * Response compression (koa-compress). koa-compress skips every answer carrying a Content-Range header, taking it for
 * partial content; but a data-provider list's `Content-Range: <resource> 0-24/319` counts records, not bytes, and the
 * list is the whole answer. So the header is held back while compression decides and put back afterwards:
 * ra-data-simple-rest reads it unchanged, and the list travels compressed like every other JSON answer.
 */
export function compression(): Middleware {
  const inner = compress(OPTIONS) as unknown as Middleware;
  return async (ctx, next) => {
    let itemRange: string | undefined;
    await inner(ctx, async () => {
      await next();
      const range = ctx.response.get('Content-Range');
      if (ctx.status === 200 && range && !BYTE_RANGE.test(range)) {
        itemRange = range;
        ctx.remove('Content-Range');
      }
    });
    if (itemRange !== undefined) ctx.set('Content-Range', itemRange);
  };
}
