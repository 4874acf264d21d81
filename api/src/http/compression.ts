import { gzipSync } from 'node:zlib';
import compress from 'koa-compress';
import type { Context, Middleware } from 'koa';

// JSON answers travel compressed with the cheapest setting that still shrinks them several times (gzip
// level 1: brotli even at quality 4 took longer than the query of a large report). The admin's assets come
// precompressed from the build (static.ts) and are left alone here; PDF, PNG and xlsx are compressed already.
/** Answers shorter than this are sent as they are (JSON shorter than this is also sent as text, json-bytes.ts). */
export const COMPRESS_FROM = 1024;
const GZIP = { level: 1, memLevel: 9 } as const;
const OPTIONS = { threshold: COMPRESS_FROM, br: false, deflate: false, gzip: { ...GZIP, chunkSize: 64 * 1024 } } as const;
/**
 * JSON answers shorter than this are gzipped at once on the request's own turn (~25 µs for a page of 25 students);
 * koa-compress's zlib stream costs a round trip through the thread pool and its buffers (~200 µs, a fifth of such a
 * request). Longer ones (reports) stream there, off the event loop.
 */
const AT_ONCE_BELOW = 64 * 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** A byte range (`bytes 0-99/200`) describes unencoded offsets; any other unit (`students 0-24/319`) counts items. */
const BYTE_RANGE = /^\s*bytes\b/i;
/** Only gzip is offered: a client whose Accept-Encoding names neither it nor `*` gets the answer as it is. */
const TAKES_GZIP = /gzip|\*/i;

/**
 * Response compression. koa-compress skips every answer carrying a Content-Range header, taking it for partial
 * content; but a data-provider list's `Content-Range: <resource> 0-24/319` counts records, not bytes, and the
 * list is the whole answer. So the header is held back while compression decides and put back afterwards:
 * ra-data-simple-rest reads it unchanged, and the list travels compressed like every other JSON answer.
 */
export function compression(): Middleware {
  const inner = compress(OPTIONS) as unknown as Middleware;
  return async (ctx, next) => {
    let itemRange: string | undefined;
    await inner(ctx, async () => {
      await next();
      // A short answer (most lists of a catalogue, every message) is sent as it is, decided here in one test:
      // koa-compress would reach the same answer only after reading the type, the length and four headers.
      // A text counts its characters, so one of up to 1,023 is never compressed even if it takes more bytes.
      // So is any answer to a client that does not take gzip (scripts, API tools), without koa-compress's checks.
      const { body } = ctx;
      if (((typeof body === 'string' || Buffer.isBuffer(body)) && body.length < COMPRESS_FROM) || !TAKES_GZIP.test(ctx.get('Accept-Encoding'))) {
        ctx.compress = false;
        return;
      }
      if (gzippedAtOnce(ctx)) return;
      const range = ctx.response.get('Content-Range');
      if (ctx.status === 200 && range && !BYTE_RANGE.test(range)) {
        itemRange = range;
        ctx.remove('Content-Range');
      }
    });
    if (itemRange !== undefined) ctx.set('Content-Range', itemRange);
  };
}

/** A short JSON answer gzipped in place when the client takes gzip (as koa-compress would, without its stream). */
function gzippedAtOnce(ctx: Context): boolean {
  const { body } = ctx;
  if (!(typeof body === 'string' || Buffer.isBuffer(body)) || body.length >= AT_ONCE_BELOW) return false;
  if (ctx.status !== 200 || ctx.method === 'HEAD' || ctx.response.type !== 'application/json' || ctx.response.get('Content-Encoding')
    || NO_TRANSFORM.test(ctx.response.get('Cache-Control'))) return false;
  if (ctx.acceptsEncodings('gzip', 'identity') !== 'gzip') return false;
  // The Content-Type stays (it is set); Koa sets the length of the new body. The Content-Range stays as it is.
  ctx.body = gzipSync(body, GZIP);
  ctx.set('Content-Encoding', 'gzip');
  ctx.compress = false;
  return true;
}
