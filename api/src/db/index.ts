import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { migrationSource } from './migrations/index.js';
import { dataDir, StartError } from '../config.js';
import { snakeCaseMappers } from './naming.js';

/**
 * Knex's own warnings, minus "Acquire connection error" (with its stack): the same error reaches whoever asked
 * for the connection (a failed start prints it as one line, a request as a logged 5xx), so it is not repeated.
 */
const knexLog = {
  warn: (message: string) => {
    if (!String(message).startsWith('Acquire connection error')) console.warn(message);
  },
};

/** Knex settings for a DATABASE_URL: unset → data/instituto.sqlite, sqlite:<path>, or mysql://… */
export function knexConfig(url: string | undefined): Knex.Config {
  const common = { ...snakeCaseMappers(), log: knexLog, migrations: { migrationSource } };
  if (!url || url.startsWith('sqlite:')) {
    const file = url ? url.slice('sqlite:'.length) : path.join(dataDir, 'instituto.sqlite');
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    return {
      ...common,
      client: 'better-sqlite3',
      connection: { filename: file },
      useNullAsDefault: true,
      // One connection per process: SQLite serialises writers anyway, and a transaction then holds the whole
      // database (knex compiles FOR UPDATE to nothing here, so services lock rows the same way on both engines).
      // Several processes share the file through WAL; transactions take the write lock first (transaction.ts).
      pool: {
        min: 1,
        max: 1,
        afterCreate: (conn: { pragma(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) => {
          conn.pragma('foreign_keys = ON');
          conn.pragma('journal_mode = WAL');
          conn.pragma('busy_timeout = 5000');
          done(null, conn);
        },
      },
    };
  }
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) {
    return {
      ...common,
      client: 'mysql2',
      connection: {
        uri: url.replace(/^mariadb:/, 'mysql:'),
        timezone: 'Z',
        dateStrings: true,
        charset: 'utf8mb4',
      } as Knex.MySql2ConnectionConfig,
      pool: { min: 0, max: 10 },
    };
  }
  // The URL may carry a password: only its scheme is repeated.
  throw new StartError(
    `DATABASE_URL no reconocida (${url.split(':')[0]}:…): use sqlite:<archivo> o mysql://usuario:clave@servidor:puerto/base.`,
  );
}

/** On a database, a transaction or a query builder: each carries its client. */
export function isMysql(db: { client: Knex.Client }): boolean {
  return (db.client as unknown as { dialect: string }).dialect === 'mysql';
}

/** Opens the database and runs pending migrations. */
export async function openDatabase(url: string | undefined, { migrate = true } = {}): Promise<Knex> {
  if (url && /^(mysql|mariadb):/.test(url)) await ensureMysqlDatabase(url);
  const db = knexFactory(knexConfig(url));
  if (migrate) await db.migrate.latest();
  return db;
}

/** The tables the lists, searches and reports read most, whose statistics a bulk load leaves stale. */
const LARGE_TABLES = [
  'users',
  'enrolments',
  'class_groups',
  'semesters',
  'instalments',
  'payments',
  'incomes',
  'expenses',
  'reservations',
  'lessons',
  'calendar_slots',
  'student_debts',
  'debt_totals',
];

/**
 * Statistics computed now, after rows arrived in bulk (the benchmark dataset, a restore): InnoDB recalculates
 * them in the background some time later, and until then MariaDB picks poor plans (the monthly-pay search read
 * every enrolment of a semester: 184 ms instead of 11 ms). SQLite: a full ANALYZE.
 */
export async function analyzeTables(db: Knex): Promise<void> {
  if (isMysql(db)) await db.raw(`ANALYZE TABLE ${LARGE_TABLES.join(', ')}`);
  else await db.raw('ANALYZE');
}

/**
 * SQLite chooses indexes well only with table statistics (without them it prefers department = ? over a
 * selective prefix search): `PRAGMA optimize` analyzes the tables never analyzed or grown tenfold since.
 * Unsampled (analysis_limit 0): a sample of 1,000 rows guessed a department at 1,000 students instead of
 * 25,000 and led the planner astray; the full pass takes ~0.1 s on the 50,000-student benchmark dataset.
 * MySQL/MariaDB keep their statistics themselves.
 */
export async function refreshPlannerStatistics(db: Knex): Promise<void> {
  if (isMysql(db)) return;
  await db.raw('PRAGMA analysis_limit = 0');
  await db.raw('PRAGMA optimize = 0x10002');
}

/** Creates the MySQL database named in the URL when it does not exist yet. */
async function ensureMysqlDatabase(url: string): Promise<void> {
  const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!name) return;
  parsed.pathname = '/';
  const admin = knexFactory({
    client: 'mysql2',
    connection: { uri: parsed.toString() } as any,
    pool: { min: 0, max: 1 },
    log: knexLog,
  });
  try {
    await admin.raw('CREATE DATABASE IF NOT EXISTS ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
  } finally {
    await admin.destroy();
  }
}
