import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documented } from '../../http/route.js';
import { ADMIN_ONLY } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { backupInChild } from '../../lib/backup.js';
import { sendFile } from '../../pdf/index.js';
import type { ModuleDeps } from '../deps.js';

/**
 * GET /api/backups/download: the administrator's 'Respaldo' page downloads a fresh backup. A child process
 * writes it and the file is streamed, so a large database never stalls the other requests.
 */
export function registerBackups({ router, db }: ModuleDeps): void {
  const api = documented(router, '/backups');
  api.get('/download', {
    // The file is SQL text on MariaDB (application/sql) and a SQLite database on SQLite (application/vnd.sqlite3).
    summary: 'Descarga un respaldo completo de la base de datos', produces: 'application/octet-stream', roles: ADMIN_ONLY }, async ({ ctx, actor }) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'instituto-respaldo-'));
    const cleanUp = () => rm(dir, { recursive: true, force: true });
    try {
      const snapshot = await backupInChild(db, dir);
      const { size } = await stat(snapshot.file);
      // A backup is the whole institute's: an institute-wide row of the audit trail.
      await audit(db, { userId: actor.id, actor, entity: 'backup', entityId: 0, action: 'backup', departmentId: null, after: { file: snapshot.name, bytes: size } });
      const body = createReadStream(snapshot.file);
      body.once('close', () => void cleanUp());
      const type = snapshot.name.endsWith('.sql') ? 'application/sql' : 'application/vnd.sqlite3';
      sendFile(ctx, body, snapshot.name, type, { length: size });
    } catch (err) {
      await cleanUp();
      throw err;
    }
  });
}
