/** npm run restore -- <file>: restores a backup of npm run backup into the EMPTY database of DATABASE_URL. */
import { loadConfig } from '../api/src/config.js';
import { BackupRefused, restoreDatabase } from '../api/src/lib/backup.js';

const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run restore -- <archivo de respaldo>');
  process.exit(2);
}
try {
  await restoreDatabase(loadConfig().databaseUrl, file);
  console.info('Respaldo restaurado.');
} catch (err) {
  // One line, whatever went wrong: a refusal says why; anything else is reported without a stack trace.
  const reason = err instanceof BackupRefused ? err.message : `No se pudo restaurar: ${(err as Error).message}`;
  console.error(`Respaldo rechazado. ${reason} La base de datos de destino no se modificó.`.replace(/\s+/g, ' '));
  process.exit(1);
}
