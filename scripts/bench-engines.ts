/**
 * npm run bench:engines — every report on MariaDB beside the same rows on SQLite (issue 27): the app in a process
 * of its own on each engine, request to last byte, interleaved medians, at 50,000 and 500,000 payments, with the
 * plans of every statement the app ran checked with EXPLAIN on MariaDB (no full scan of a large table, no payments
 * sorted apart); and the monthly-pay search on MariaDB with the statistics `npm run dataset` left (≤ 15 ms).
 * The SQLite datasets are BENCH_DIR's (as npm run bench); MariaDB's are BENCH_MYSQL_URL (default
 * mysql://root@127.0.0.1:3306/instituto_bench, and …_500k), filled when empty. Not part of npm test. Env: RUNS, BENCH_ROW_BUDGET_MS
 * (a row's rounds go on until this much time is spent, up to ten times RUNS; 3000).
 */
import { engineRows, mysqlReachable, MYSQL_BENCH_URL } from './bench/engines.js';
import { printTable } from './bench/stats.js';

if (!(await mysqlReachable())) {
  console.error(`MariaDB no responde en ${MYSQL_BENCH_URL.replace(/\/\/[^@]*@/, '//***@')}.`);
  process.exit(1);
}
const rows = await engineRows(Number(process.env.RUNS ?? 15));
console.info('');
printTable([['Medida', 'MariaDB', 'SQLite', 'Relación', 'Meta', ''], ...rows]);
process.exit(0);
