/** npm run db:migrate | db:reset — reset drops every table and seeds again (the demo only where a start would: config.ts startSettings). */
import { loadConfig, startSettings } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/index.js';
import { seedIfEmpty } from '../api/src/db/seeds/index.js';

const command = process.argv[2];
const config = loadConfig();
let db = await openDatabase(config.databaseUrl, { migrate: false });
// Like the server: the embedded default gets the demo on its first start (and on a reset); a named database only with DEMO_DATA=1.
const fresh = !config.databaseUrl && (command === 'reset' || !(await db.schema.hasTable('knex_migrations')));
const { demo } = startSettings(fresh);
if (command === 'reset') {
  await db.migrate.rollback(undefined, true);
  await db.destroy();
  db = await openDatabase(config.databaseUrl, { migrate: false });
}
await db.migrate.latest();
const seeded = await seedIfEmpty(db, { demo });
const loaded =
  seeded === 'demo' ? ' con datos de demostración' : seeded === 'reference' ? ' con datos de referencia' : '';
console.info(
  command === 'reset'
    ? `Base de datos reconstruida${loaded}.`
    : `Migraciones aplicadas${loaded ? ` y base cargada${loaded}` : ''}.`,
);
await db.destroy();
