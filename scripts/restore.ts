/** npm run restore -- <file>: restores a backup of npm run backup into the EMPTY database of DATABASE_URL. */
import path from 'node:path';
import { loadConfig } from '../api/src/config.js';
import { analyzeTables, openDatabase } from '../api/src/db/index.js';
import { audit } from '../api/src/lib/audit.js';
import { BackupRefused, restoreDatabase } from '../api/src/lib/backup.js';

const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run restore -- <archivo de respaldo>');
  process.exit(2);
}
try {
  const url = loadConfig().databaseUrl;
  const manifest = await restoreDatabase(url, file);
  // The restored database records its own restore (institute-wide, no user: it ran from the console).
  const db = await openDatabase(url);
  try {
    // Every row just arrived in bulk: the planner's statistics computed now, not some time later (MariaDB).
    await analyzeTables(db);
    await audit(db, {
      userId: null,
      entity: 'backup',
      entityId: 0,
      action: 'restore',
      departmentId: null,
      after: { file: path.basename(file), createdAt: manifest.createdAt, migration: manifest.migration },
    });
  } finally {
    await db.destroy();
  }
  console.info('Respaldo restaurado.');
} catch (err) {
  // One line, whatever went wrong: a refusal says why; anything else is reported without a stack trace.
  const reason = err instanceof BackupRefused ? err.message : `No se pudo restaurar: ${(err as Error).message}`;
  console.error(`Respaldo rechazado. ${reason} La base de datos de destino no se modificó.`.replace(/\s+/g, ' '));
  process.exit(1);
}
