/** npm run backup: a consistent snapshot of the database of DATABASE_URL into backups/ (or BACKUP_DIR). */
import path from 'node:path';
import { loadConfig, projectRoot } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/index.js';
import { backupDatabase } from '../api/src/lib/backup.js';

const config = loadConfig();
const db = await openDatabase(config.databaseUrl);
try {
  const snapshot = await backupDatabase(db, path.resolve(process.env.BACKUP_DIR ?? path.join(projectRoot, 'backups')));
  console.info(`Respaldo guardado en ${snapshot.file}`);
} finally {
  await db.destroy();
}
