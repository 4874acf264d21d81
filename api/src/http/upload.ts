import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import formidable, { errors } from 'formidable';
import type { Context } from 'koa';
import { AppError, badRequest } from './errors.js';
import { FILE_TOO_LARGE } from './middleware.js';

export const ONE_FILE_ONLY = 'Envíe un solo archivo.';
const INVALID_UPLOAD = 'Solicitud no válida.';
/** Room for the multipart headers and a few small fields beside the file. */
const ENVELOPE_BYTES = 64 * 1024;

export interface UploadedFile {
  filepath: string;
  size: number;
  originalFilename: string | null;
}

/** What one route takes: the field of its single file, the largest file it accepts, its own message. */
export interface UploadRule {
  field: string;
  maxBytes: number;
  tooLarge?: string;
}

/**
 * The app's own folder for files being received, so nothing lands loose in the OS temp folder and tests can
 * check it is left empty. UPLOAD_DIR moves it (another disk, a test's folder).
 */
function uploadRoot(): string {
  return path.resolve(process.env.UPLOAD_DIR ?? path.join(tmpdir(), 'instituto-uploads'));
}

/**
 * Receives the one file a route takes and hands it to `use`. Called from the route's handler, so the session
 * and role were checked before a byte is written. The file lives in a folder of its own for this request,
 * removed when the request ends whatever happened (answered, refused, failed, client gone). A request that is
 * not multipart, or has no file in `rule.field`, gives `use` undefined: the service answers its own message.
 */
export async function receiveUpload<T>(
  ctx: Context,
  rule: UploadRule,
  use: (file: UploadedFile | undefined) => Promise<T>,
): Promise<T> {
  if (!ctx.is('multipart/form-data')) return use(undefined);
  const tooLarge = rule.tooLarge ?? FILE_TOO_LARGE;
  // An honest Content-Length already tells: refuse before reading the body.
  if (Number(ctx.get('content-length')) > rule.maxBytes + ENVELOPE_BYTES) throw badRequest(tooLarge);
  const root = uploadRoot();
  await mkdir(root, { recursive: true, mode: 0o700 });
  sweepOnce(root);
  const dir = await mkdtemp(path.join(root, 'req-'));
  try {
    return await use(await parseOne(ctx, dir, rule, tooLarge));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Folders of requests cut short by a process that died (killed, out of memory): older than any live upload. */
const STALE_MS = 60 * 60 * 1000;
const swept = new Set<string>();

/** Once per process and folder, in the background. A live request's folder is never an hour old (Node ends a request after 5 minutes). */
function sweepOnce(root: string): void {
  if (swept.has(root)) return;
  swept.add(root);
  void (async () => {
    for (const name of (await readdir(root)).filter((n) => n.startsWith('req-'))) {
      const dir = path.join(root, name);
      // A folder another process removed meanwhile is no fault.
      await stat(dir).then(
        (s) => (Date.now() - s.mtimeMs > STALE_MS ? rm(dir, { recursive: true, force: true }) : undefined),
        () => undefined,
      );
    }
  })().catch(() => undefined);
}

async function parseOne(
  ctx: Context,
  dir: string,
  rule: UploadRule,
  tooLarge: string,
): Promise<UploadedFile | undefined> {
  // Every file part counts against maxFiles and the size cap, whatever its field: one file per request, in all.
  const form = formidable({
    uploadDir: dir,
    maxFiles: 1,
    maxFileSize: rule.maxBytes,
    maxTotalFileSize: rule.maxBytes,
    maxFields: 20,
    maxFieldsSize: ENVELOPE_BYTES,
  });
  try {
    const [, files] = await form.parse(ctx.req);
    const file = files[rule.field]?.[0];
    return file ? { filepath: file.filepath, size: file.size, originalFilename: file.originalFilename } : undefined;
  } catch (err) {
    // A file input left empty arrives as a nameless empty file: no file, not a broken request.
    if ((err as { code?: number }).code === errors.noEmptyFiles) return undefined;
    throw refusal(err, tooLarge);
  }
}

/** formidable's refusals as 400s in Spanish; anything else (a disk fault) stays a server error. */
function refusal(err: unknown, tooLarge: string): Error {
  const { code, httpCode } = err as { code?: number; httpCode?: number };
  if (code === errors.maxFilesExceeded) return badRequest(ONE_FILE_ONLY);
  if (code === errors.biggerThanMaxFileSize || code === errors.biggerThanTotalMaxFileSize) return badRequest(tooLarge);
  if (httpCode !== undefined && httpCode < 500) return badRequest(INVALID_UPLOAD);
  if (code === errors.aborted) return badRequest(INVALID_UPLOAD);
  return err instanceof Error ? err : new AppError(500, String(err));
}
