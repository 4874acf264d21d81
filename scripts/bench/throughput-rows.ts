/**
 * `npm run bench:throughput`: only the three rows of issue 27's first goal (requests per second at 32 connections,
 * one app process, against the same-SQL handler), without the rest of `npm run bench`. DATABASE_URL names the
 * dataset (default: the SQLite 50k file in BENCH_DIR); BENCH_SECONDS the length of each round (default 2), BENCH_ROUNDS
 * their number (default 7); BENCH_SERVER_CPU pins the servers to a CPU (app-process.ts).
 */
import path from 'node:path';
import { tmpdir } from 'node:os';
import { measureThroughput, THROUGHPUT_CASES } from './throughput.js';

const url = process.env.DATABASE_URL ?? `sqlite:${path.join(process.env.BENCH_DIR ?? tmpdir(), 'instituto-bench-50k.sqlite')}`;
const results = await measureThroughput(url, THROUGHPUT_CASES, 1, { bareKoa: false });
// CPU per request of the server process: steadier than requests per second when other processes share the cores.
console.info('Lista (32 conexiones, 1 proceso)          Aplicación    Mismo SQL     Relación  Meta            CPU ms/petición (app / mismo SQL)');
for (const [i, r] of results.entries()) {
  const goal = THROUGHPUT_CASES[i]!.goal ?? 0;
  const { share } = r;
  const cpu = `${r.appCpuMs.toFixed(2)} / ${r.sameSqlCpuMs.toFixed(2)} (${((r.sameSqlCpuMs / r.appCpuMs) * 100).toFixed(1)} %)`;
  console.info(`${r.name.padEnd(40)}  ${`${r.app.toFixed(0)} req/s`.padEnd(12)}  ${`${r.sameSql.toFixed(0)} req/s`.padEnd(12)}  ${`${share.toFixed(1)} %`.padEnd(8)}  ${`≥ ${goal} % ${share >= goal ? 'cumple' : 'NO cumple'}`.padEnd(14)}  ${cpu}`);
}
