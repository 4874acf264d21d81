import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, refreshPlannerStatistics } from './db.js';
import { seedIfEmpty } from '../../seeds/index.js';
import { createLogger } from './lib/log.js';
import { shutdownHooks } from './lib/shutdown.js';
import { checkBrowserAvailable, loadTemplates } from './pdf/index.js';

const config = loadConfig();
// Fail early on a broken template; warn clearly (but keep serving) when no browser can render PDFs.
loadTemplates();
if (!checkBrowserAvailable()) {
  console.warn('Aviso: no se encontró chromium; los recibos y reportes PDF no podrán generarse. Instale el paquete "chromium" o defina PUPPETEER_EXECUTABLE_PATH.');
}
const db = await openDatabase(config.databaseUrl);
await seedIfEmpty(db);
await refreshPlannerStatistics(db);
// Tables grow while the app runs (a new semester's enrolments): statistics are refreshed every hour.
setInterval(() => void refreshPlannerStatistics(db).catch(() => undefined), 3_600_000).unref();
const logger = createLogger();
const app = createApp({ db, config, logger });
const server = app.listen(config.port, () => {
  console.info(`Instituto: http://localhost:${config.port} (base de datos: ${config.databaseUrl ? config.databaseUrl.replace(/\/\/[^@]*@/, '//***@') : 'data/instituto.sqlite'})`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: cerrando...`);
  server.close();
  await shutdownHooks.run();
  await db.destroy();
  logger.flush();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
