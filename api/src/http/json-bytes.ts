import { COMPRESS_FROM } from './compression.js';

/** Arrays shorter than this are one JSON.stringify: batching only pays off on long answers. */
const BATCHED_FROM = 256;
/** Elements per JSON.stringify call: ~20–40 kB of text for report rows, well below where flattening grows costly. */
const BATCH = 128;
const CHUNK_BYTES = 256 * 1024;

/**
 * A JSON answer as UTF-8 bytes. Long arrays (report rows) are stringified a batch of elements at a time and
 * written into a few large buffers: V8 returns a long JSON.stringify result as a rope that Buffer.from must
 * first flatten, and for a report of 500 kB that cost more than the stringify itself (1.6 ms against 1.2 ms;
 * for the 10 MB overdue list, tens of milliseconds). The bytes are exactly those of JSON.stringify(value).
 */
export function jsonBytes(value: unknown): Buffer {
  const body = jsonBody(value);
  return typeof body === 'string' ? Buffer.from(body) : body;
}

/**
 * JSON shorter than the compression threshold (in UTF-16 units) is answered as the string itself: it is never
 * compressed, and Node writes the headers and a string body in one piece, where a buffer is a second chunk to gather.
 */
const SHORT_TEXT = COMPRESS_FROM;

/** A JSON answer as Koa's body: the text when short, else UTF-8 bytes (jsonBytes). */
export function jsonBody(value: unknown): string | Buffer {
  if (!Array.isArray(value) || value.length < BATCHED_FROM || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    const text = JSON.stringify(value) ?? 'null';
    return text.length < SHORT_TEXT ? text : Buffer.from(text);
  }
  const chunks: Buffer[] = [];
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  const write = (text: string) => {
    // UTF-8 takes at most three bytes per UTF-16 unit.
    if (used + text.length * 3 > chunk.length) {
      chunks.push(chunk.subarray(0, used));
      chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, text.length * 3));
      used = 0;
    }
    used += chunk.write(text, used);
  };
  for (let start = 0; start < value.length; start += BATCH) {
    // A slice stringified as an array writes its holes, undefined, functions and symbols as null, as the whole would.
    const batch = JSON.stringify(value.slice(start, start + BATCH));
    write(start === 0 ? '[' : ',');
    write(batch.slice(1, -1));
  }
  write(']');
  chunks.push(chunk.subarray(0, used));
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}
