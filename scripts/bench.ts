/**
 * npm run bench — the performance table of issue 14 on the engine DATABASE_URL names (default: a SQLite file
 * in the temp dir), with the benchmark dataset (scripts/generate-dataset.ts: 50,000 students, 50,000 payments;
 * and a second database with 500,000 payments for the growth rows, DATABASE_URL_500K). Each figure beside its
 * reference taken in the same run, interleaved, medians:
 *   - requests per second at 32 connections: the app vs bare Koa answering the same JSON (separate processes);
 *   - lists, searches and reports: the API (the app in a process of its own, request to last byte) vs the same
 *     request to the same-SQL handler (its statements, then its JSON), with the statements replayed raw beside
 *     it, and whether any plan reads a large table whole;
 *   - 500k / 50k growth of the reports, both datasets measured in the same rounds;
 *   - a receipt PDF through the API vs page.pdf() of the same HTML on a warm page; receipts/s with 4 clients;
 *   - bytes on the wire to show the login page; the students list after 'Ingresar' in Chromium (login-list.ts);
 *   - the general report PDF of the busiest month at 500k payments (busy-report.ts);
 *   - on SQLite, when the benchmark's MariaDB answers: every report on MariaDB beside the same rows on SQLite (engines.ts).
 * Not part of npm test. Env: RUNS (default 15), BENCH_SECONDS (default 4 per load run), BENCH_DIR.
 */
import { cpus } from 'node:os';
import { actorOf } from '../api/src/http/session.js';
import { datasetUrls, openDatasetApp, type DatasetApp } from './bench/dataset-app.js';
import { BUSY_REPORT_GOAL_MS, measureBusyReport } from './bench/busy-report.js';
import { engineRows, mysqlReachable } from './bench/engines.js';
import { loginPageBytes } from './bench/login-bytes.js';
import { LOGIN_LIST_GOAL_MS, measureLoginList } from './bench/login-list.js';
import { startSameSql } from './bench/capture.js';
import { listCases, measureCase, measureReportGrowth, reportCases, type QueryCase, type QueryResult } from './bench/query-cases.js';
import { receiptAgainstFloor, receiptFetcher, receiptPages, receiptsPerSecond } from './bench/receipts.js';
import { printTable } from './bench/stats.js';
import { measureThroughput, THROUGHPUT_CASES } from './bench/throughput.js';

const RUNS = Number(process.env.RUNS ?? 15);
const rows: string[][] = [['Medida', 'Aplicación', 'Referencia', 'Relación', 'Meta', '']];
const ok = (met: boolean) => (met ? 'cumple' : 'NO cumple');
const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * A request against its floor: the same-SQL handler (the same statements on the same driver and database, then the
 * same JSON, through HTTP: what no app can go below), as issue 27 reads the light lists; the statements replayed
 * raw are printed beside it. Against raw SQL alone a request of a 0.1 ms query could never be within 1.5×: the
 * HTTP round trip costs more than the query.
 */
function queryRow(r: QueryResult, label = '') {
  const floor = r.sameSqlMs ?? r.sqlMs;
  const ratio = r.apiMs / floor;
  const scans = r.fullScans.length ? ` · recorre ${r.fullScans.join(', ')}` : '';
  const sorts = r.paymentSorts ? ` · ordena pagos aparte (${r.paymentSorts})` : '';
  const plansOk = !r.fullScans.length && !r.paymentSorts;
  const reference = r.sameSqlMs === undefined ? `SQL ${ms(r.sqlMs)}` : `mismo SQL ${ms(r.sameSqlMs)} (SQL ${ms(r.sqlMs)})`;
  rows.push([`${r.name}${label} (${r.rows} filas)`, ms(r.apiMs), reference, `${ratio.toFixed(2)}x`, '≤ 1.5x', `${ok(ratio <= 1.5 && plansOk)}${scans}${sorts}`]);
}

async function receiptRows(app: DatasetApp) {
  const ids: number[] = await app.db('payments').where({ departmentId: 1, status: 1 }).whereNotNull('instalmentId').orderBy('id').limit(50).pluck('id');
  const fetchReceipt = receiptFetcher(app.base, app.token);
  const { api, floor, floorAppWay } = await receiptAgainstFloor(fetchReceipt, ids, await receiptPages(app.db, actorOf(app.user), ids.slice(0, 10)), 100);
  rows.push(['Recibo PDF por la API, uno a la vez', ms(api), `setContent + page.pdf() ${ms(floor)}`, `${(api / floor).toFixed(2)}x`, '≤ 1.1x', ok(api / floor <= 1.1)]);
  rows.push(['  el mismo piso impreso como lo hace la app', '', ms(floorAppWay), `${(api / floorAppWay).toFixed(2)}x`, '', 'costo propio de la app']);
  await receiptsPerSecond(fetchReceipt, ids, 8, 4);
  const perSecond = await receiptsPerSecond(fetchReceipt, ids, 200, 4);
  rows.push(['Recibos por segundo, 4 a la vez', `${perSecond.toFixed(1)}/s`, '', '', '≥ 20/s', ok(perSecond >= 20)]);
}

const [small, large] = datasetUrls();
const engine = small!.url.startsWith('sqlite:') ? 'SQLite' : 'MySQL/MariaDB';
console.info(`Motor: ${engine} · ${cpus().length} núcleos · ${new Date().toISOString().slice(0, 10)}`);

const app50 = await openDatasetApp(small!);
const health: QueryCase = { name: 'Petición mínima (GET /api/health)', path: '/api/health' };
const lists = await listCases(app50.db);
const sameSql50 = await startSameSql(small!.url, [health, ...lists, ...await reportCases(app50.db)].map((c) => c.path));
let reports: Awaited<ReturnType<typeof measureReportGrowth>>;
try {
  const minimal = await measureCase(app50, health, RUNS, sameSql50.base);
  rows.push([minimal.name, ms(minimal.apiMs), `mismo SQL ${ms(minimal.sameSqlMs!)} (SQL ${ms(minimal.sqlMs)})`, '', '', 'costo fijo de una petición']);
  for (const c of lists) queryRow(await measureCase(app50, c, RUNS, sameSql50.base));
  const app500 = await openDatasetApp(large!);
  const sameSql500 = await startSameSql(large!.url, (await reportCases(app500.db)).map((c) => c.path));
  try {
    reports = await measureReportGrowth(app50, app500, RUNS, { at50: sameSql50.base, at500: sameSql500.base });
    const busy = await measureBusyReport(app500, 3, 3);
    const slowest = Math.max(...busy.together.map((s) => s.ms));
    rows.push([`Reporte general PDF del mes más cargado, 500k pagos (${busy.start} a ${busy.end}, ${busy.lines} líneas)`, `${(busy.ms / 1000).toFixed(2)} s`,
      `3 a la vez: el más lento ${(slowest / 1000).toFixed(2)} s`, '', '≤ 5 s', `${ok(busy.ms <= BUSY_REPORT_GOAL_MS)} · primer avance ${busy.firstProgressMs?.toFixed(0) ?? '—'} ms`]);
  } finally {
    sameSql500.stop();
    await app500.close();
  }
  for (const { at50 } of reports) queryRow(at50, ', 50k pagos');
  await receiptRows(app50);
  const bytes = await loginPageBytes(app50.base);
  rows.push(['JavaScript para mostrar /login (gzip)', `${(bytes.scripts / 1024).toFixed(0)} kB`, `todo ${(bytes.total / 1024).toFixed(0)} kB, luego ${(bytes.prefetched / 1024).toFixed(0)} kB`, '', '≤ 200 kB', ok(bytes.scripts <= 200 * 1024)]);
} finally {
  sameSql50.stop();
  await app50.close();
}
const login = await measureLoginList(small!.url, 5);
rows.push(['Lista de estudiantes visible tras \'Ingresar\' (Chromium, caché vacía)', ms(login.studentsMs), `inicio ${ms(login.homeMs)}`, '', '≤ 500 ms',
  ok(login.studentsMs <= LOGIN_LIST_GOAL_MS)]);

// Like with like: one app process against one same-SQL process (and bare Koa, as information); then the students
// page with the app as npm start runs it (WORKERS processes), information only: not like with like.
const throughput = [
  ...(await measureThroughput(small!.url, THROUGHPUT_CASES)).map((t, i) => ({ ...t, name: `${t.name}, 32 conexiones`, goal: THROUGHPUT_CASES[i]!.goal })),
  ...(await measureThroughput(small!.url, THROUGHPUT_CASES.slice(0, 1), cpus().length))
    .map((t) => ({ ...t, name: `${t.name}, 32 conexiones, ${cpus().length} procesos`, goal: undefined })),
];
for (const t of throughput) {
  const { share } = t;
  const bare = `Koa solo ${t.bare.toFixed(0)} req/s (${((t.app / t.bare) * 100).toFixed(1)} %)`;
  rows.push([t.name, `${t.app.toFixed(0)} req/s`, `mismo SQL ${t.sameSql.toFixed(0)} req/s`, `${share.toFixed(1)} %`, t.goal ? `≥ ${t.goal} %` : '',
    t.goal ? `${ok(share >= t.goal)} · ${bare}` : bare]);
}

for (const { at50, at500 } of reports) {
  queryRow(at500, ', 500k pagos');
  const growth = at500.apiMs / at50.apiMs;
  rows.push([`${at500.name}: 500k / 50k pagos`, ms(at500.apiMs), ms(at50.apiMs), `${growth.toFixed(2)}x`, '≤ 1.3x', ok(growth <= 1.3)]);
  if (at500.name === 'Panel de inicio') rows.push([`${at500.name}, 500k pagos`, ms(at500.apiMs), '', '', '≤ 20 ms', ok(at500.apiMs <= 20)]);
}

// Every report on MariaDB beside the same rows on SQLite, when the benchmark's MariaDB answers (engines.ts).
if (engine === 'SQLite' && !process.env.BENCH_NO_ENGINES) {
  if (await mysqlReachable()) rows.push(...await engineRows(RUNS));
  else console.info('MariaDB no responde: se omite la comparación de motores (npm run bench:engines).');
}

console.info('');
printTable(rows);
process.exit(0);
