/**
 * npm run bench:import — only the student import rows of npm run bench: a generated .xlsx of 5,000 rows previewed
 * and then imported through the app as `npm start` runs it, each ≤ 20 s, with a small request every 100 ms
 * meanwhile (its p95 ≤ 200 ms), on a fresh database of each engine: a SQLite file in BENCH_DIR and, when MariaDB
 * answers, BENCH_IMPORT_MYSQL_URL (default BENCH_MYSQL_URL's database with `_import`). Both are dropped and made
 * again on every run. Not part of npm test. Env: BENCH_NO_MYSQL=1 (SQLite only), BENCH_WORKERS (app processes).
 */
import { cpus, loadavg } from 'node:os';
import { mysqlReachable } from './bench/engines.js';
import { printTable } from './bench/stats.js';
import { importRows, importUrls } from './bench/student-import.js';

const WORKERS = process.env.BENCH_WORKERS ? Number(process.env.BENCH_WORKERS) : undefined;
const urls = importUrls();
console.info(
  `npm run bench:import · ${cpus().length} núcleos · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · carga media de la máquina ${loadavg()[0]!.toFixed(1)}`,
);
const rows = [['Medida', 'Motor', 'Resultado', 'Límite / detalle', 'Presupuesto', '']];
rows.push(...(await importRows('SQLite', urls.sqlite, WORKERS)));
if (!process.env.BENCH_NO_MYSQL && (await mysqlReachable()))
  rows.push(...(await importRows('MariaDB', urls.mysql, WORKERS)));
else
  console.info(`MariaDB no responde en ${urls.mysql.replace(/\/\/[^@]*@/, '//***@')} (o BENCH_NO_MYSQL): solo SQLite.`);
console.info('');
printTable(rows);
process.exit(0);
