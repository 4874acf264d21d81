/** Run by backupInChild: writes one backup into the folder of argv and prints its Snapshot as JSON. */
import { writeSnapshot } from '../backup.js';

try {
  const snapshot = await writeSnapshot(process.env.BACKUP_DATABASE_URL!, process.argv[2]);
  process.stdout.write(JSON.stringify(snapshot));
} catch (err) {
  process.stderr.write(String((err as Error).message));
  process.exitCode = 1;
}
