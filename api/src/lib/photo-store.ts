import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '../config.js';

/**
 * Where student photos live (ARCHITECTURE.md "Growing past one machine"): one small interface, a folder
 * under data/ by default, an object store later. Keys are random names chosen here, never by the user,
 * and never a path stored in a record.
 */
export interface PhotoStore {
  put(bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{32}\.jpg$/;

function folderPhotoStore(dir: string): PhotoStore {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('Invalid photo key');
    return path.join(dir, key);
  };
  return {
    async put(bytes) {
      await mkdir(dir, { recursive: true });
      const key = `${randomBytes(16).toString('hex')}.jpg`;
      await writeFile(fileOf(key), bytes, { mode: 0o600 });
      return key;
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (KEY.test(key)) await rm(fileOf(key), { force: true });
    },
  };
}

/** The store in use: PHOTO_DIR, else data/photos. */
export function photoStore(): PhotoStore {
  return folderPhotoStore(path.resolve(process.env.PHOTO_DIR ?? path.join(dataDir, 'photos')));
}
