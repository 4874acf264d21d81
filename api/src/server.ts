import path from 'node:path';
import cluster from 'node:cluster';
import { createApp } from './app.js';
import { dataDir, loadConfig } from './config.js';
import { openDatabase, refreshPlannerStatistics } from './db.js';
import { seedIfEmpty } from '../../seeds/index.js';
import { createLogger } from './lib/log.js';
import { shutdownHooks } from './lib/shutdown.js';
import { checkBrowserAvailable, loadTemplates } from './pdf/index.js';
import { superviseWorkers, workerCount } from './workers.js';

// Read (and on the first start, write) the session secret here, before any worker could race to create it.
const config = loadConfig();
const workers = workerCount();
const database = config.databaseUrl?.replace(/\/\/[^@]*@/, '//***@') ?? path.relative(process.cwd(), path.join(dataDir, 'instituto.sqlite'));
const where = `http://localhost:${config.port} (base de datos: ${database})`;

/** Migrations, demo data and planner statistics, once, before anything serves. */
async function prepareDatabase() {
  // Fail early on a broken template; warn clearly (but keep serving) when no browser can render PDFs.
  loadTemplates();
  if (!checkBrowserAvailable()) {
    console.warn('Aviso: no se encontró chromium; los recibos y reportes PDF no podrán generarse. Instale el paquete "chromium" o defina PUPPETEER_EXECUTABLE_PATH.');
  }
  const db = await openDatabase(config.databaseUrl);
  await seedIfEmpty(db);
  await refreshPlannerStatistics(db);
  return db;
}

async function serve(db: Awaited<ReturnType<typeof openDatabase>>, announce: boolean) {
  // Tables grow while the app runs (a new semester's enrolments): statistics are refreshed every hour.
  setInterval(() => void refreshPlannerStatistics(db).catch(() => undefined), 3_600_000).unref();
  const logger = createLogger();
  const app = createApp({ db, config, logger });
  const server = app.listen(config.port, () => {
    if (announce) console.info(`Instituto: ${where}`);
  });
  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    if (announce) console.info(`${signal}: cerrando...`);
    server.close();
    await shutdownHooks.run();
    await db.destroy();
    logger.flush();
    process.exit(0);
  }
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

if (cluster.isWorker) {
  // The primary has migrated and seeded: a worker only opens the database.
  await serve(await openDatabase(config.databaseUrl, { migrate: false }), false);
} else if (workers > 1) {
  const db = await prepareDatabase();
  await db.destroy();
  superviseWorkers(workers, () => console.info(`Instituto: ${where}, ${workers} procesos`));
} else {
  await serve(await prepareDatabase(), true);
}
