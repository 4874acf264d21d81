/**
 * npm run bench:engines — only the engine rows of npm run bench: every report on MariaDB beside the same
 * report on SQLite at 500,000 payments, the app in a process of its own on each engine, request to last byte,
 * interleaved medians; budget MariaDB ≤ 1.5× SQLite. The SQLite datasets are BENCH_DIR's; MariaDB's BENCH_MYSQL_URL
 * (default mysql://root@127.0.0.1:3306/instituto_bench, and …_500k), filled when empty. Not part of npm test.
 * Env: RUNS (default 9), BENCH_ROW_BUDGET_MS (a row's rounds go on until this much time is spent, up to ten times RUNS; 3000).
 */
import { compareEngines, mysqlReachable, MYSQL_BENCH_URL } from './bench/engines.js';
import { printTable } from './bench/stats.js';

if (!(await mysqlReachable())) {
  console.error(`MariaDB no responde en ${MYSQL_BENCH_URL.replace(/\/\/[^@]*@/, '//***@')}.`);
  process.exit(1);
}
const rows = [['Reporte, 500k pagos', 'MariaDB', 'SQLite', 'Relación', 'Presupuesto', '']];
for (const { onMysql, onSqlite } of await compareEngines(Number(process.env.RUNS ?? 9))) {
  const ratio = onMysql.apiMs / onSqlite.apiMs;
  rows.push([
    onMysql.name,
    `${onMysql.apiMs.toFixed(1)} ms`,
    `${onSqlite.apiMs.toFixed(1)} ms`,
    `${ratio.toFixed(2)}x`,
    '≤ 1.5x',
    ratio <= 1.5 ? 'cumple' : 'NO cumple',
  ]);
}
console.info('');
printTable(rows);
process.exit(0);
