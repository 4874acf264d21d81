import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Imported first by uploads.test.ts, before any module that reads os.tmpdir() when it loads (formidable
 * fixes its default folder then): from here on the OS temp folder of this test process is `osTemp`, so a
 * file any request leaves behind shows up in it. The harness's SQLite files are its only expected residents.
 */
export const base = mkdtempSync(path.join(tmpdir(), 'instituto-uploads-test-'));
export const osTemp = path.join(base, 'tmp');
mkdirSync(osTemp);
process.env.TMPDIR = osTemp;
process.env.PHOTO_DIR = path.join(base, 'photos');
delete process.env.UPLOAD_DIR;
