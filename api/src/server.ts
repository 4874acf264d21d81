import path from 'node:path';
import cluster from 'node:cluster';
import type { Knex } from 'knex';
import { createApp } from './app.js';
import { dataDir, loadConfig, StartError, startSettings, type AppConfig } from './config.js';
import { isMysql, openDatabase, refreshPlannerStatistics } from './db/index.js';
import { serverSettingAdvice } from './db/mysql-settings.js';
import { seedIfEmpty } from '../../seeds/index.js';
import { createLogger } from './lib/log.js';
import { shutdownHooks } from './lib/shutdown.js';
import { derivedDifferences, differencesLine } from './modules/reports/derived-check.js';
import { ensureFirstAdministrator } from './modules/setup/first-admin.service.js';
import { checkBrowserAvailable, loadTemplates } from './pdf/index.js';
import { startErrorLine } from './start-errors.js';
import { STANDBY_ENV, superviseWorkers, workerCount } from './workers.js';

/** A start that cannot go on: one Spanish line naming the setting to check, no stack, a non-zero exit. */
function failStart(err: unknown): void {
  const line = startErrorLine(err, { databaseUrl: process.env.DATABASE_URL, port: Number(process.env.PORT ?? 3000), dataDir });
  // A worker tells the primary, which prints the line once for all of them (workers.ts).
  if (cluster.isWorker && process.send) process.send({ startFailure: line }, () => process.exit(1));
  else {
    console.error(line);
    process.exit(1);
  }
}

/** Migrations, reference (or demo) data, the first administrator and planner statistics, once, before anything serves. */
async function prepareDatabase(config: AppConfig) {
  // Fail early on a broken template; warn clearly (but keep serving) when no browser can render PDFs.
  loadTemplates();
  if (!checkBrowserAvailable()) {
    console.warn('Aviso: no se encontró chromium; los recibos y reportes PDF no podrán generarse. Instale el paquete "chromium" o defina PUPPETEER_EXECUTABLE_PATH.');
  }
  const db = await openDatabase(config.databaseUrl, { migrate: false });
  // The embedded default's first start is the one that shows the demo: no migration has ever run on it.
  const freshDefault = !config.databaseUrl && !(await db.schema.hasTable('knex_migrations'));
  const settings = startSettings(freshDefault);
  await db.migrate.latest();
  const seeded = await seedIfEmpty(db, { demo: settings.demo });
  if (seeded === 'reference') console.info('Base de datos nueva: datos de referencia cargados, sin datos de demostración.');
  if (settings.firstAdmin) {
    // A refusal (the user name belongs to someone else) names the setting it came from.
    const created = await ensureFirstAdministrator(db, settings.firstAdmin).catch((err: Error) => {
      throw new StartError(`ADMIN_USER: ${err.message}`);
    });
    if (created) console.info(`Primer administrador creado: ${settings.firstAdmin.username}.`);
  }
  await refreshPlannerStatistics(db);
  if (isMysql(db)) for (const line of await serverSettingAdvice(db)) console.warn(line);
  return db;
}

/** The stored totals against the rows they come from, in one log line; run while the app starts listening. */
async function reportDerivedCheck(db: Knex): Promise<void> {
  try {
    const found = await derivedDifferences(db);
    (found.length ? console.warn : console.info)(differencesLine(found));
  } catch (err) {
    console.warn(`Verificación de totales no realizada: ${(err as Error).message}`);
  }
}

/**
 * A worker: the app on the cluster's shared port until the primary's signal. A standby (workers.ts) gets ready the
 * same way but listens only when the primary tells it to, in place of a worker that died.
 */
async function serve(config: AppConfig, db: Awaited<ReturnType<typeof openDatabase>>, standby: boolean) {
  // Tables grow while the app runs (a new semester's enrolments): statistics are refreshed every hour.
  setInterval(() => void refreshPlannerStatistics(db).catch(() => undefined), 3_600_000).unref();
  const logger = createLogger();
  const app = createApp({ db, config, logger });
  let server: ReturnType<typeof app.listen> | null = null;
  const listen = () => {
    if (server) return;
    server = app.listen(config.port);
    server.on('error', failStart);
  };
  if (!standby) listen();
  else {
    process.on('message', (message: { serve?: boolean }) => { if (message?.serve) listen(); });
    process.send?.({ standbyReady: true });
  }
  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    server?.close();
    await shutdownHooks.run();
    await db.destroy();
    logger.flush();
    process.exit(0);
  }
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

async function main() {
  // Read (and on the first start, write) the session secret here, before any worker could race to create it.
  const config = loadConfig();
  const workers = workerCount();
  const database = config.databaseUrl?.replace(/\/\/[^@]*@/, '//***@') ?? path.relative(process.cwd(), path.join(dataDir, 'instituto.sqlite'));
  const where = `http://localhost:${config.port} (base de datos: ${database})`;
  if (cluster.isWorker) {
    // The primary has migrated and seeded: a worker only opens the database.
    await serve(config, await openDatabase(config.databaseUrl, { migrate: false }), process.env[STANDBY_ENV] === '1');
  } else {
    // Even one worker runs under a primary (workers.ts): a crash is replaced at once, and the port stays open.
    const db = await prepareDatabase(config);
    superviseWorkers(workers, () => console.info(`Instituto: ${where}${workers > 1 ? `, ${workers} procesos` : ''}`));
    await reportDerivedCheck(db);
    await db.destroy();
  }
}

await main().catch(failStart);
