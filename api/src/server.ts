/**
 * The server's entry point (npm start runs its build, dist/api/server.js; npm run dev:api the source). It checks
 * the settings, the port and the database before loading the app and its packages (start.ts, seconds on a busy
 * machine), so a start that cannot go on says why at once.
 */
import cluster from 'node:cluster';
import net from 'node:net';
import { loadConfig, startSettings } from './config.js';
import { failStart } from './process/start-errors.js';
import { STANDBY_ENV, workerCount } from './process/workers.js';

/** Fails like the app's own listen() would (EADDRINUSE, EACCES) when PORT cannot be listened on now. */
function checkPort(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

async function main() {
  // Read (and on the first start, write) the session secret here, before any worker could race to create it.
  const config = loadConfig();
  if (cluster.isWorker) {
    const { runWorker } = await import('./process/start.js');
    await runWorker(config, process.env[STANDBY_ENV] === '1');
    return;
  }
  const workers = workerCount();
  // Only to refuse bad values now: whether the demo goes in depends on the database (start.ts).
  startSettings(false);
  await checkPort(config.port);
  const { openDatabase } = await import('./db/index.js');
  const db = await openDatabase(config.databaseUrl, { migrate: false });
  // The first query reaches the database. The embedded default's first start is the one that shows the demo: no
  // migration has ever run on it.
  const freshDefault = !config.databaseUrl && !(await db.schema.hasTable('knex_migrations'));
  const { runPrimary } = await import('./process/start.js');
  await runPrimary(config, workers, db, freshDefault);
}

await main().catch(failStart);
