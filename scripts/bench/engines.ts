import knexFactory, { type Knex } from 'knex';
import { datasetUrls, openDatasetApp } from './dataset-app.js';
import { caseMeasures, reportCases, type QueryCase, type QueryResult } from './query-cases.js';
import { interleaved } from './stats.js';
import { currentSettings, MYSQL_SERVER_SETTINGS, type ServerSetting } from '../../api/src/db/mysql-settings.js';

/** The MariaDB datasets compared with the SQLite ones (the generator is seeded: both engines hold the same rows). */
export const MYSQL_BENCH_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/instituto_bench';

/** Rounds of a row go on until this much time is spent (at most ten times RUNS): small rows get many samples. */
const ROW_BUDGET_MS = Number(process.env.BENCH_ROW_BUDGET_MS ?? 3000);

/**
 * Each report on MariaDB and on SQLite at 500,000 payments (the app in a process of its own on each, request to last
 * byte), interleaved round by round, medians; MariaDB run as docs/OPERATIONS.md configures a production server.
 */
export async function compareEngines(runs: number): Promise<Array<{ onMysql: QueryResult; onSqlite: QueryResult }>> {
  const restoreSettings = await productionSettings(Number(process.env.BENCH_MYSQL_POOL_MB ?? 1024));
  const mysql = await openDatasetApp(datasetUrls({ DATABASE_URL: MYSQL_BENCH_URL })[1]!);
  const sqlite = await openDatasetApp(datasetUrls({})[1]!);
  try {
    const [casesMysql, casesSqlite] = [await reportCases(mysql.db), await reportCases(sqlite.db)];
    const results: Array<{ onMysql: QueryResult; onSqlite: QueryResult }> = [];
    for (const [i, onMysql] of casesMysql.entries()) {
      const onSqlite: QueryCase = casesSqlite[i]!;
      const [m, s] = [caseMeasures(mysql, onMysql), caseMeasures(sqlite, onSqlite)];
      const [mysqlMs, sqliteMs] = await interleaved(
        [m.measures[0]!, s.measures[0]!],
        Math.min(runs, onMysql.maxRuns ?? runs),
        5,
        { budgetMs: ROW_BUDGET_MS },
      );
      results.push({ onMysql: m.result([mysqlMs!]), onSqlite: s.result([sqliteMs!]) });
    }
    return results;
  } finally {
    await sqlite.close();
    await mysql.close();
    await restoreSettings();
  }
}

/** Runs `work` on a connection to the benchmark's MariaDB server (no database selected). */
async function onServer<T>(work: (server: Knex) => Promise<T>): Promise<T> {
  const server = knexFactory({
    client: 'mysql2',
    connection: MYSQL_BENCH_URL.replace(/\/[^/?]*(\?|$)/, '/$1'),
    pool: { min: 0, max: 1 },
  });
  try {
    return await work(server);
  } finally {
    await server.destroy();
  }
}

/**
 * SQLite reads both datasets from the OS page cache; MariaDB only from its buffer pool (128 MB by default, smaller
 * than the two datasets, ~550 MB together), and since 10.5 without its adaptive hash index. The comparison runs
 * MariaDB as docs/OPERATIONS.md configures a production server (MYSQL_SERVER_SETTINGS: a pool that holds the data,
 * the hash index on), says what it changed, and answers how to put the server back.
 */
export async function productionSettings(poolMegabytes: number): Promise<() => Promise<void>> {
  const target = (s: ServerSetting) => (s.name === 'innodb_buffer_pool_size' ? poolMegabytes * 1048576 : s.wanted(0));
  try {
    const before = await onServer(currentSettings);
    const raised = MYSQL_SERVER_SETTINGS.filter((s) => before.get(s.name)! < target(s));
    if (!raised.length) return async () => {};
    const after = await onServer(async (server) => {
      for (const s of raised) await server.raw(`set global ${s.name} = ${target(s)}`);
      return currentSettings(server);
    });
    const shown = (s: ServerSetting, value = 0) =>
      s.name === 'innodb_buffer_pool_size' ? `${value / 1048576} MB` : value ? 'ON' : 'OFF';
    for (const s of raised)
      console.info(
        `MariaDB: ${s.name} ${shown(s, before.get(s.name))} → ${shown(s, after.get(s.name))} durante la comparación.`,
      );
    return () =>
      onServer(async (server) => {
        for (const s of raised) await server.raw(`set global ${s.name} = ${before.get(s.name)}`);
      });
  } catch (err) {
    console.info(
      `MariaDB: no se pudo ajustar la configuración del servidor (${(err as Error).message}); se mide con la actual.`,
    );
    return async () => {};
  }
}

/** Whether the MariaDB of the benchmark answers (the engine rows are left out, with a line, when it does not). */
export async function mysqlReachable(): Promise<boolean> {
  return onServer(async (server) => {
    await server.raw('select 1');
    return true;
  }).catch(() => false);
}
