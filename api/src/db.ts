import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { migrationSource } from '../../migrations/index.js';
import { dataDir, StartError } from './config.js';
import { keepCompiledSql } from './db-compiled-sql.js';
import { snakeCaseRowMappers, type ColumnKey } from './db-row-keys.js';
import { MysqlClient } from './db-mysql.js';
import { cacheStatements, SqliteClient } from './db-sqlite.js';

export type Db = Knex;

/**
 * Knex's own warnings, minus "Acquire connection error" (with its stack): the same error reaches whoever asked
 * for the connection (a failed start prints it as one line, a request as a logged 5xx), so it is not repeated.
 */
const knexLog = {
  warn: (message: string) => { if (!String(message).startsWith('Acquire connection error')) console.warn(message); },
};

/** Knex settings for a DATABASE_URL: unset → data/instituto.sqlite, sqlite:<path>, or mysql://… */
export function knexConfig(url: string | undefined): Knex.Config & { rowKey?: ColumnKey; keepSql?: boolean } {
  const { rowKey, ...mappers } = snakeCaseRowMappers();
  // A select's SQL is compiled once per shape and kept (db-compiled-sql.ts).
  keepCompiledSql();
  const common = { ...mappers, log: knexLog, migrations: { migrationSource }, keepSql: true };
  if (!url || url.startsWith('sqlite:')) {
    const file = url ? url.slice('sqlite:'.length) : path.join(dataDir, 'instituto.sqlite');
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    return {
      ...common,
      client: SqliteClient as unknown as string,
      // Rows are built with their camelCase keys as they are read (db-sqlite.ts); the mapper then keeps them.
      rowKey,
      connection: { filename: file },
      useNullAsDefault: true,
      // One connection: SQLite serialises writers anyway, and a transaction then holds the whole database
      // (knex compiles FOR UPDATE to nothing here, so services lock rows the same way on both engines).
      pool: {
        min: 1, max: 1,
        afterCreate: (conn: any, done: (err: Error | null, conn: any) => void) => {
          conn.pragma('foreign_keys = ON');
          conn.pragma('journal_mode = WAL');
          conn.pragma('busy_timeout = 5000');
          cacheStatements(conn);
          done(null, conn);
        },
      },
    };
  }
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) {
    return {
      ...common,
      client: MysqlClient as unknown as string,
      // A builder's rows are built with their camelCase keys as they are read (db-mysql.ts).
      rowKey,
      connection: { uri: url.replace(/^mariadb:/, 'mysql:'), timezone: 'Z', dateStrings: true, charset: 'utf8mb4' } as any,
      pool: { min: 0, max: 10 },
    };
  }
  // The URL may carry a password: only its scheme is repeated.
  throw new StartError(`DATABASE_URL no reconocida (${url.split(':')[0]}:…): use sqlite:<archivo> o mysql://usuario:clave@servidor:puerto/base.`);
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
const LARGE_TABLES = ['users', 'enrolments', 'class_groups', 'semesters', 'instalments', 'payments', 'incomes', 'expenses',
  'reservations', 'lessons', 'calendar_slots', 'student_debts', 'debt_totals', 'payment_day_totals'];

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
  const admin = knexFactory({ client: 'mysql2', connection: { uri: parsed.toString() } as any, pool: { min: 0, max: 1 }, log: knexLog });
  try {
    await admin.raw('CREATE DATABASE IF NOT EXISTS ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
  } finally {
    await admin.destroy();
  }
}
