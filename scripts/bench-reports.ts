/**
 * npm run bench:reports — the reports against the SQL that returns their rows (issue 12), on the benchmark
 * dataset (scripts/generate-dataset.ts) with 50,000 and with 500,000 payments:
 *   - the cashier/general report's group income over one month (department 1, every cashier);
 *   - the monthly payment report of the largest group;
 *   - the overdue list of the department.
 * Each figure is the median of RUNS requests through HTTP (session, validation, JSON and compression included,
 * to the last byte the client receives) beside RUNS raw replays of the SQL statements the app ran for that
 * request, through the driver alone (rows as it gives them, not renamed); the two datasets' apps run side by
 * side and all four measures are interleaved, so the 500k/50k growth compares figures taken in the same moments.
 * Prints both, their ratio and the growth. Not part of npm test.
 *
 * Env: RUNS (default 15; the overdue list 7), BENCH_DIR (default the system temp dir; the SQLite datasets are kept there and reused),
 * DATABASE_URL / DATABASE_URL_500K to name other databases (MySQL/MariaDB: empty ones are filled).
 */
import { datasetUrls, openDatasetApp } from './bench/dataset-app.js';
import { measureReportGrowth } from './bench/query-cases.js';
import { printTable } from './bench/stats.js';

const RUNS = Number(process.env.RUNS ?? 15);
const [small, large] = datasetUrls();
const app50 = await openDatasetApp(small!);
const app500 = await openDatasetApp(large!);
let results: Awaited<ReturnType<typeof measureReportGrowth>>;
try {
  results = await measureReportGrowth(app50, app500, RUNS);
} finally {
  await app500.close();
  await app50.close();
}
const table = [['Reporte', 'Pagos', 'Filas', 'API ms', 'SQL ms', 'API/SQL']];
for (const [payments, key] of [['50000', 'at50'], ['500000', 'at500']] as const) {
  for (const { [key]: r } of results) table.push([r.name, payments, String(r.rows), r.apiMs.toFixed(1), r.sqlMs.toFixed(1), `${(r.apiMs / r.sqlMs).toFixed(2)}x`]);
}
console.info('');
printTable(table);
console.info('\nCrecimiento 500k / 50k (API, medidos en las mismas rondas):');
printTable(results.map(({ at50, at500 }) => [`  ${at50.name}`, `${(at500.apiMs / at50.apiMs).toFixed(2)}x`]));
process.exit(0);
