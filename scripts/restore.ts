/** npm run restore -- <file>: restores a snapshot of npm run backup into the EMPTY database of DATABASE_URL. */
import { loadConfig } from '../api/src/config.js';
import { openDatabase } from '../api/src/db.js';
import { restoreDatabase } from '../api/src/lib/backup.js';

const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run restore -- <archivo de respaldo>');
  process.exit(2);
}
const config = loadConfig();
try {
  await restoreDatabase(config.databaseUrl, file, () => openDatabase(config.databaseUrl));
  console.info('Respaldo restaurado.');
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
