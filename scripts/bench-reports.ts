/**
 * npm run bench:reports — the reports against the SQL that returns their rows (issue 12), on the benchmark
 * dataset (scripts/generate-dataset.ts) with 50,000 and with 500,000 payments:
 *   - the cashier/general report's group income over one month (department 1, every cashier);
 *   - the monthly payment report of the largest group;
 *   - the overdue list of the department.
 * Each figure is the median of RUNS requests through HTTP (session, validation, JSON and compression included,
 * to the last byte the client receives) beside RUNS raw replays of the SQL statements the app ran for that
 * request, interleaved. Prints both, their ratio and the 500k/50k growth. Not part of npm test.
 *
 * Env: RUNS (default 15; the overdue list 7), BENCH_DIR (default the system temp dir; the SQLite datasets are kept there and reused),
 * DATABASE_URL / DATABASE_URL_500K to name other databases (MySQL/MariaDB: empty ones are filled).
 */
import { datasetUrls, openDatasetApp } from './bench/dataset-app.js';
import { measureCase, reportCases, type QueryResult } from './bench/query-cases.js';
import { printTable } from './bench/stats.js';

const RUNS = Number(process.env.RUNS ?? 15);
const all: Array<{ payments: number; results: QueryResult[] }> = [];
for (const size of datasetUrls()) {
  const app = await openDatasetApp(size);
  try {
    const results: QueryResult[] = [];
    for (const c of await reportCases(app.db)) results.push(await measureCase(app, c, RUNS));
    all.push({ payments: size.payments, results });
  } finally {
    await app.close();
  }
}
const table = [['Reporte', 'Pagos', 'Filas', 'API ms', 'SQL ms', 'API/SQL']];
for (const { payments, results } of all) {
  for (const r of results) table.push([r.name, String(payments), String(r.rows), r.apiMs.toFixed(1), r.sqlMs.toFixed(1), `${(r.apiMs / r.sqlMs).toFixed(2)}x`]);
}
console.info('');
printTable(table);
console.info('\nCrecimiento 500k / 50k (API):');
printTable(all[0]!.results.map((r, i) => [`  ${r.name}`, `${(all[1]!.results[i]!.apiMs / r.apiMs).toFixed(2)}x`]));
process.exit(0);
