/** npm run db:migrate | db:reset — reset drops every table and seeds the demo again. */
import { loadConfig } from '../api/src/config.js';
import { openDatabase } from '../api/src/db.js';
import { seedIfEmpty } from '../seeds/index.js';

const command = process.argv[2];
const config = loadConfig();
let db = await openDatabase(config.databaseUrl);
if (command === 'reset') {
  await db.migrate.rollback(undefined, true);
  await db.destroy();
  db = await openDatabase(config.databaseUrl);
}
const seeded = await seedIfEmpty(db);
console.info(command === 'reset' ? 'Base de datos reconstruida con datos de demostración.' : `Migraciones aplicadas${seeded ? ' y datos de demostración cargados' : ''}.`);
await db.destroy();
