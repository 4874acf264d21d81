/**
 * What a start does once server.ts has checked the settings: the primary prepares the database and supervises
 * the workers, a worker serves the app. Loaded by server.ts only then, with every package the app needs.
 */
import path from 'node:path';
import type { Knex } from 'knex';
import { createApp } from '../app.js';
import { httpServer } from '../http/node-server.js';
import { startWebhookDelivery } from '../modules/integrations/webhook-delivery.service.js';
import { dataDir, StartError, startSettings, type AppConfig } from '../config.js';
import { isMysql, openDatabase, refreshPlannerStatistics } from '../db/index.js';
import { serverSettingAdvice } from '../db/mysql-settings.js';
import { seedIfEmpty } from '../db/seeds/index.js';
import { createLogger } from '../lib/log.js';
import { shutdownHooks } from '../lib/shutdown.js';
import { closeReads } from '../db/reads.js';
import { derivedDifferences, differencesLine } from '../modules/reports/derived-check.service.js';
import { ensureFirstAdministrator } from '../modules/setup/first-admin.service.js';
import { checkBrowserAvailable, loadTemplates } from '../pdf/index.js';
import { failStart } from './start-errors.js';
import { superviseWorkers } from './workers.js';

/** Migrations, reference (or demo) data, the first administrator and planner statistics, once, before anything serves. */
async function prepareDatabase(db: Knex, freshDefault: boolean) {
  // Fail early on a broken template; warn clearly (but keep serving) when no browser can render PDFs.
  loadTemplates();
  if (!checkBrowserAvailable()) {
    console.warn(
      'Aviso: no se encontró chromium; los recibos y reportes PDF no podrán generarse. Instale el paquete "chromium" o defina PUPPETEER_EXECUTABLE_PATH.',
    );
  }
  const settings = startSettings(freshDefault);
  await db.migrate.latest();
  const seeded = await seedIfEmpty(db, { demo: settings.demo });
  if (seeded === 'reference')
    console.info('Base de datos nueva: datos de referencia cargados, sin datos de demostración.');
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
  // Every serving process sends webhooks; the deliveries are claimed row by row, so none goes out twice.
  const webhooks = startWebhookDelivery(db, logger.error);
  shutdownHooks.add(() => webhooks.stop());
  let server: ReturnType<typeof app.listen> | null = null;
  const listen = () => {
    if (server) return;
    server = httpServer(app).listen(config.port);
    server.on('error', failStart);
  };
  if (!standby) listen();
  else {
    process.on('message', (message: { serve?: boolean }) => {
      if (message?.serve) listen();
    });
    process.send?.({ standbyReady: true });
  }
  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    server?.close();
    await shutdownHooks.run();
    await closeReads(db);
    await db.destroy();
    logger.flush();
    process.exit(0);
  }
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

/** A worker: opens the database the primary has migrated and seeded, and serves (or stands by). */
export async function runWorker(config: AppConfig, standby: boolean): Promise<void> {
  await serve(config, await openDatabase(config.databaseUrl, { migrate: false }), standby);
}

/**
 * The primary, with the database server.ts opened: migrates and seeds it, then starts the workers. Even one worker
 * runs under a primary (workers.ts): a crash is replaced at once, and the port stays open.
 */
export async function runPrimary(config: AppConfig, workers: number, db: Knex, freshDefault: boolean): Promise<void> {
  await prepareDatabase(db, freshDefault);
  const database =
    config.databaseUrl?.replace(/\/\/[^@]*@/, '//***@') ??
    path.relative(process.cwd(), path.join(dataDir, 'instituto.sqlite'));
  const where = `http://localhost:${config.port} (base de datos: ${database})`;
  superviseWorkers(workers, () => console.info(`Instituto: ${where}${workers > 1 ? `, ${workers} procesos` : ''}`));
  await reportDerivedCheck(db);
  await db.destroy();
}
