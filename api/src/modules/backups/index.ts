import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documented } from '../../http/route.js';
import { ADMIN_ONLY } from '../../http/session.js';
import { backupDatabase } from '../../lib/backup.js';
import { sendFile } from '../../pdf/index.js';
import type { ModuleDeps } from '../index.js';

/** GET /api/backups/download: the administrator's 'Respaldo' page downloads a fresh snapshot. */
export function registerBackups({ router, db, config }: ModuleDeps): void {
  const api = documented(router, '/backups');
  api.get('/download', { roles: ADMIN_ONLY }, async ({ ctx }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'instituto-respaldo-'));
    try {
      const snapshot = await backupDatabase(db, dir);
      const type = snapshot.name.endsWith('.sql') ? 'application/sql' : 'application/vnd.sqlite3';
      sendFile(ctx, await readFile(snapshot.file), snapshot.name, type);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
