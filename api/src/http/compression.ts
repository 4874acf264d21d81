import compress from 'koa-compress';
import type { Middleware } from 'koa';

// JSON answers travel compressed with the cheapest setting that still shrinks them several times (gzip
// level 1: brotli even at quality 4 took longer than the query of a large report). The admin's assets come
// precompressed from the build (static.ts) and are left alone here; PDF, PNG and xlsx are compressed already.
/** Answers shorter than this are sent as they are (JSON shorter than this is also sent as text, json-bytes.ts). */
export const COMPRESS_FROM = 1024;
const OPTIONS = { threshold: COMPRESS_FROM, br: false, deflate: false, gzip: { level: 1, memLevel: 9, chunkSize: 64 * 1024 } } as const;

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
      const range = ctx.response.get('Content-Range');
      if (ctx.status === 200 && range && !BYTE_RANGE.test(range)) {
        itemRange = range;
        ctx.remove('Content-Range');
      }
    });
    if (itemRange !== undefined) ctx.set('Content-Range', itemRange);
  };
}
