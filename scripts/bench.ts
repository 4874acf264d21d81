/**
 * npm run bench — the speed budgets, pass or fail ('cumple' / 'NO cumple'), on the dataset with 500,000
 * payments (scripts/generate-dataset.ts; generated into BENCH_DIR when empty), on SQLite and, when it answers at
 * BENCH_MYSQL_URL (default mysql://root@127.0.0.1:3306/instituto_bench, and …_500k), on MariaDB:
 *   - 30 staff working: an open-loop mix of ~40 requests/s over the calls of the ten busiest screens and monthly-fee
 *     payments (open-loop.ts, screen-calls.ts): p95 ≤ 200 ms for lists, searches and payments, ≤ 1 s for reports and
 *     whole-group sheets, a receipt PDF ≤ 300 ms; 0 errors;
 *   - each screen in Chromium (screens.ts): content ≤ 1 s after the click once the app is loaded, ≤ 2.5 s on a first
 *     visit with an empty cache; the script before the login form is usable ≤ 200 kB (login-bytes.ts);
 *   - the busiest month's general report PDF ≤ 5 s, and 3 at once all answered (busy-report.ts);
 *   - teacher pay and reports grow ≤ 1.3× from 50k to 500k payments; MariaDB ≤ 1.5× SQLite per report (engines.ts);
 *   - the student import of a 5,000-row .xlsx: preview and import ≤ 20 s each, on a fresh database of its own, with a
 *     small request's p95 ≤ 200 ms meanwhile (student-import.ts).
 * Beside the figures, as limits and not targets: the same request to the same-SQL handler (same-sql.ts) and the
 * receipt printed by a bare Chromium (receipts.ts). Loopback only; not part of npm test.
 *
 * Env: BENCH_DIR (datasets kept there), BENCH_RATE (40), BENCH_LOAD_SECONDS (25), RUNS (9: rounds of the report
 * medians), BENCH_SCREEN_RUNS (3), BENCH_NO_MYSQL=1 (SQLite only), BENCH_WORKERS (app processes; default as npm start).
 */
import { cpus, loadavg } from 'node:os';
import { actorOf } from '../api/src/http/session.js';
import { BUSY_REPORT_GOAL_MS, measureBusyReport } from './bench/busy-report.js';
import { startSameSql } from './bench/capture.js';
import { datasetUrls, openDatasetApp, type DatasetApp } from './bench/dataset-app.js';
import { compareEngines, mysqlReachable, MYSQL_BENCH_URL, productionSettings } from './bench/engines.js';
import { loginPageBytes } from './bench/login-bytes.js';
import { runOpenLoop } from './bench/open-loop.js';
import { measureReportGrowth, reportCases } from './bench/query-cases.js';
import { receiptAgainstFloor, receiptFetcher, receiptPages } from './bench/receipts.js';
import { CLASS_BUDGET_MS, screenData, screens, type CallClass } from './bench/screen-calls.js';
import { measureScreens } from './bench/screens.js';
import { printTable } from './bench/stats.js';
import { importRows, importUrls } from './bench/student-import.js';

const RUNS = Number(process.env.RUNS ?? 9);
const RATE = Number(process.env.BENCH_RATE ?? 40);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 25);
const SCREEN_RUNS = Number(process.env.BENCH_SCREEN_RUNS ?? 3);
const WORKERS = process.env.BENCH_WORKERS ? Number(process.env.BENCH_WORKERS) : undefined;
const SCREEN_GOAL_MS = 1000;
const FIRST_VISIT_GOAL_MS = 2500;
const GROWTH_GOAL = 1.3;
const ENGINE_GOAL = 1.5;
const LOGIN_SCRIPT_GOAL = 200 * 1024;
/** A report's rounds go on until this much time is spent (up to ten times RUNS). */
const ROW_BUDGET_MS = Number(process.env.BENCH_ROW_BUDGET_MS ?? 3000);

const rows: string[][] = [['Medida', 'Motor', 'Resultado', 'Límite / detalle', 'Presupuesto', '']];
const ok = (met: boolean) => (met ? 'cumple' : 'NO cumple');
const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const CLASS_NAMES: Record<CallClass, string> = {
  lista: 'listas',
  búsqueda: 'búsquedas',
  pagos: 'pantalla de pagos',
  cobro: 'cobro de una mensualidad con Idempotency-Key',
  reporte: 'reportes',
  planilla: 'planillas de grupo entero',
  recibo: 'recibo PDF',
};

/** The receipt printed by a bare Chromium on a warm page (the limit beside the receipt's p95), unloaded, with the API's beside it. */
async function receiptLimit(app: DatasetApp): Promise<string> {
  const ids: number[] = await app
    .db('payments')
    .where({ departmentId: 1, status: 1 })
    .whereNotNull('instalmentId')
    .orderBy('id')
    .limit(20)
    .pluck('id');
  const { api, floor } = await receiptAgainstFloor(
    receiptFetcher(app.base, app.token),
    ids,
    await receiptPages(app.db, actorOf(app.user), ids.slice(0, 10)),
    15,
  );
  return `Chromium solo ${ms(floor)} · API sin carga ${ms(api)}`;
}

async function loadRows(engine: string, app: DatasetApp, receiptReference: string) {
  const headers = { authorization: `Bearer ${app.token}`, 'x-department-id': '1' };
  const load = await runOpenLoop(app.db, { base: app.base, headers }, { rate: RATE, seconds: LOAD_SECONDS });
  console.info(`${engine}: carga terminada, ${machineLoad()}`);
  for (const c of load.byClass) {
    const budget = CLASS_BUDGET_MS[c.className];
    rows.push([
      `30 personas: ${CLASS_NAMES[c.className]}, p95 (${c.count} peticiones)`,
      engine,
      ms(c.p95),
      c.className === 'recibo' ? receiptReference : `mediana ${ms(c.p50)} · máx. ${ms(c.max)}`,
      `≤ ${ms(budget)}`,
      ok(c.p95 <= budget && !c.errors),
    ]);
  }
  rows.push([
    `30 personas: errores (${load.sent} peticiones en ${load.seconds} s, ${load.rate.toFixed(1)}/s)`,
    engine,
    String(load.errors.length),
    '',
    '0',
    ok(!load.errors.length),
  ]);
  for (const error of load.errors.slice(0, 5)) console.info(`  ${engine}: ${error}`);
}

async function busyReportRow(engine: string, app: DatasetApp) {
  try {
    const busy = await measureBusyReport(app, 3, 3);
    const slowest = Math.max(...busy.together.map((s) => s.ms));
    rows.push([
      `Reporte general PDF del mes más cargado (${busy.start} a ${busy.end}, ${busy.lines} líneas)`,
      engine,
      ms(busy.ms),
      `3 a la vez: todos responden, el más lento ${ms(slowest)}`,
      `≤ ${ms(BUSY_REPORT_GOAL_MS)}`,
      ok(busy.ms <= BUSY_REPORT_GOAL_MS),
    ]);
  } catch (err) {
    rows.push([
      'Reporte general PDF del mes más cargado',
      engine,
      'falló',
      (err as Error).message.slice(0, 80),
      `≤ ${ms(BUSY_REPORT_GOAL_MS)}`,
      ok(false),
    ]);
  }
}

/** The reports at 50k and 500k payments, interleaved, each beside the same-SQL handler on the same dataset. */
async function growthRows(engine: string, app50: DatasetApp, app500: DatasetApp, urls: Array<{ url: string }>) {
  const sameSql50 = await startSameSql(
    urls[0]!.url,
    (await reportCases(app50.db)).map((c) => c.path),
  );
  const sameSql500 = await startSameSql(
    urls[1]!.url,
    (await reportCases(app500.db)).map((c) => c.path),
  );
  try {
    const sameSql = { at50: sameSql50.base, at500: sameSql500.base };
    for (const { at50, at500 } of await measureReportGrowth(app50, app500, RUNS, sameSql, ROW_BUDGET_MS)) {
      const growth = at500.apiMs / at50.apiMs;
      rows.push([
        `${at500.name}: 500k / 50k pagos (${at500.rows} filas)`,
        engine,
        `${growth.toFixed(2)}x`,
        `${ms(at500.apiMs)} / ${ms(at50.apiMs)} · mismo SQL ${ms(at500.sameSqlMs!)} / ${ms(at50.sameSqlMs!)}`,
        `≤ ${GROWTH_GOAL}x`,
        ok(growth <= GROWTH_GOAL),
      ]);
    }
  } finally {
    sameSql50.stop();
    sameSql500.stop();
  }
}

async function screenRows(engine: string, app: DatasetApp) {
  const timings = await measureScreens(app.base, screens(await screenData(app.db)), SCREEN_RUNS);
  for (const t of timings) {
    rows.push([
      `Pantalla ${t.name}: tras el clic`,
      engine,
      ms(t.afterClickMs),
      t.url,
      `≤ ${ms(SCREEN_GOAL_MS)}`,
      ok(t.afterClickMs <= SCREEN_GOAL_MS),
    ]);
    rows.push([
      `Pantalla ${t.name}: primera visita, caché vacía`,
      engine,
      ms(t.firstVisitMs),
      '',
      `≤ ${ms(FIRST_VISIT_GOAL_MS)}`,
      ok(t.firstVisitMs <= FIRST_VISIT_GOAL_MS),
    ]);
  }
}

/**
 * Every budget on one engine: load, busy report and screens on the 500k dataset; then the growth from 50k to 500k
 * on two freshly started apps (an app that has just printed dozens of PDFs is not the one to compare with a new one).
 */
async function engineRows(engine: string, urls: Array<{ payments: number; url: string }>, first: boolean) {
  // One section that fails (a crashed process, a refused request) is a failed row, not a lost table.
  const step = async (text: string, work: () => Promise<void>) => {
    console.info(`${engine}: ${text}…`);
    try {
      await work();
    } catch (err) {
      console.info(`${engine}: ${text}: ${(err as Error).stack ?? err}`);
      rows.push([text, engine, 'falló', (err as Error).message.slice(0, 80), '', ok(false)]);
    }
  };
  const app500 = await openDatasetApp(urls[1]!, {}, WORKERS);
  try {
    let receiptReference = '';
    await step('recibo de referencia', async () => {
      receiptReference = await receiptLimit(app500);
    });
    await step(`30 personas, ${LOAD_SECONDS} s`, () => loadRows(engine, app500, receiptReference));
    await step('reporte del mes más cargado', () => busyReportRow(engine, app500));
    await step('pantallas en Chromium', () => screenRows(engine, app500));
    if (first) {
      await step('script del ingreso', async () => {
        const bytes = await loginPageBytes(app500.base);
        rows.push([
          'Script antes de poder usar el formulario de ingreso (gzip)',
          '—',
          `${(bytes.scripts / 1024).toFixed(0)} kB`,
          `todo ${(bytes.total / 1024).toFixed(0)} kB; luego, mientras se escribe, ${(bytes.prefetched / 1024).toFixed(0)} kB`,
          '≤ 200 kB',
          ok(bytes.scripts <= LOGIN_SCRIPT_GOAL),
        ]);
      });
    }
  } finally {
    await app500.close();
  }
  const [fresh50, fresh500] = [
    await openDatasetApp(urls[0]!, {}, WORKERS),
    await openDatasetApp(urls[1]!, {}, WORKERS),
  ];
  try {
    await step('reportes a 50k y 500k pagos', () => growthRows(engine, fresh50, fresh500, urls));
  } finally {
    await fresh50.close();
    await fresh500.close();
  }
}

/** The machine's load average (1 min): on shared cores, what else ran beside the benchmark. */
const machineLoad = () => `carga media de la máquina ${loadavg()[0]!.toFixed(1)}`;
console.info(
  `npm run bench · ${cpus().length} núcleos · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${RATE} peticiones/s durante ${LOAD_SECONDS} s · ${machineLoad()}`,
);
await engineRows('SQLite', datasetUrls({}), true);
rows.push(...(await importRows('SQLite', importUrls().sqlite, WORKERS)));
if (!process.env.BENCH_NO_MYSQL && (await mysqlReachable())) {
  const restore = await productionSettings(Number(process.env.BENCH_MYSQL_POOL_MB ?? 1024));
  try {
    await engineRows('MariaDB', datasetUrls({ DATABASE_URL: MYSQL_BENCH_URL }), false);
    rows.push(...(await importRows('MariaDB', importUrls().mysql, WORKERS)));
    console.info('MariaDB y SQLite: reportes lado a lado…');
    const compared = await compareEngines(RUNS).catch((err: Error) => {
      rows.push([
        'Reportes, MariaDB / SQLite',
        'ambos',
        'falló',
        err.message.slice(0, 80),
        `≤ ${ENGINE_GOAL}x`,
        ok(false),
      ]);
      return [];
    });
    for (const { onMysql, onSqlite } of compared) {
      const ratio = onMysql.apiMs / onSqlite.apiMs;
      rows.push([
        `${onMysql.name}, 500k pagos: MariaDB / SQLite`,
        'ambos',
        `${ratio.toFixed(2)}x`,
        `MariaDB ${ms(onMysql.apiMs)} · SQLite ${ms(onSqlite.apiMs)}`,
        `≤ ${ENGINE_GOAL}x`,
        ok(ratio <= ENGINE_GOAL),
      ]);
    }
  } finally {
    await restore();
  }
} else {
  console.info(
    `MariaDB no responde en ${MYSQL_BENCH_URL.replace(/\/\/[^@]*@/, '//***@')} (o BENCH_NO_MYSQL): solo SQLite.`,
  );
}

console.info('');
printTable(rows);
const failed = rows.filter((row) => row[5] === 'NO cumple').length;
console.info(
  `\n${rows.length - 1 - failed} de ${rows.length - 1} presupuestos cumplen · al terminar, ${machineLoad()}.`,
);
process.exit(0);
