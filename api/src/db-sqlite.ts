import { createRequire } from 'node:module';
import { arrayRowBuilder, type ColumnKey } from './db-row-keys.js';
import { ImmediateReadRunner, type Connection, type IdlePool, type QueryObject, type Statement } from './db-sqlite-runner.js';

/*
 * The SQLite client of knex (better-sqlite3) with a few changes, for speed and for several processes sharing
 * one database file (WORKERS, issue 14): immediate transactions, rows read as arrays, cached statements, and
 * selects run at once on the idle connection (db-sqlite-runner.ts). It extends knex's internal classes and
 * restates its _query, so knex is pinned to an exact version in package.json: check this file when it moves.
 */
const require = createRequire(import.meta.url);
const BetterSqliteClient = require('knex/lib/dialects/better-sqlite3/index.js');
const SqliteTransaction = require('knex/lib/dialects/sqlite3/execution/sqlite-transaction.js');

/**
 * A transaction takes the write lock when it begins (BEGIN IMMEDIATE), waiting up to busy_timeout for another
 * process's transaction to end. knex's plain BEGIN takes it at the first write instead, and a transaction that
 * read first then fails at once with SQLITE_BUSY when another process wrote meanwhile, so a payment could be
 * refused under load. In one process nothing changes: its single connection runs one transaction at a time.
 */
class ImmediateTransaction extends SqliteTransaction {
  begin(conn: unknown) {
    return this.query(conn, 'BEGIN IMMEDIATE;');
  }
}

/** SQL that may change what a prepared `select *` answers: a table created, altered or dropped (migrations). */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\s/i;
/** Bumped by every schema change any SQLite client runs: a reader's kept column names older than it are read again. */
let schemaEpoch = 0;
/** Per prepared reader: its rows' builder, for the column names it had at `epoch`, `width` columns wide. */
const READERS = new WeakMap<Statement, { epoch: number; width: number; build: (rows: unknown[][]) => Record<string, unknown>[] }>();

export class SqliteClient extends BetterSqliteClient {
  declare config: { rowKey?: ColumnKey };
  declare transacting?: boolean;
  declare _optSafeIntegers: (options: unknown) => boolean | undefined;
  declare _formatBindings: (bindings: unknown[] | undefined) => unknown[];
  private rowsOf?: ReturnType<typeof arrayRowBuilder>;

  transaction(...args: unknown[]) {
    return new (ImmediateTransaction as new (...a: unknown[]) => unknown)(this, ...args);
  }

  /**
   * knex's own _query, but with `rowKey` in the config a reader's rows are read as arrays and made into
   * objects with the app's keys by a builder compiled per column list (db-row-keys.ts): for a report of
   * thousands of rows that is a quarter less time than better-sqlite3 making its objects, and no second copy
   * to rename them. Without `rowKey` (a plain knex on the same file) it is knex's behaviour exactly.
   */
  async _query(connection: { prepare(sql: string): Statement } | undefined, obj: QueryObject) {
    const { rowKey } = this.config;
    // Writes, errors and a plain knex are knex's own (preparing again is a hit in the statement cache).
    const statement = rowKey && obj.sql && connection ? connection.prepare(obj.sql) : undefined;
    if (!rowKey || !statement?.reader) {
      if (obj.sql && SCHEMA_CHANGE.test(obj.sql)) schemaEpoch++;
      return super._query(connection, obj);
    }
    return this.readRows(statement, obj);
  }

  /** Runs a reader and leaves its rows, keyed by `rowKey`, in `obj.response`; synchronous, as the driver is. */
  readRows(statement: Statement, obj: QueryObject): QueryObject {
    const safeIntegers = this._optSafeIntegers(obj.options);
    if (safeIntegers !== undefined) statement.safeIntegers(safeIntegers);
    // Statements are cached per connection (cacheStatements): raw mode is set on every use, not assumed.
    const rows = statement.raw(true).all(this._formatBindings(obj.bindings)) as unknown[][];
    obj.response = this.rowsBuilder(statement, rows[0]?.length)(rows);
    return obj;
  }

  /**
   * A reader's row builder, its column names read once: `columns()` makes five strings per column on every call
   * (~4 µs for a catalogue's row, ~12 µs for a student's 18 columns, as much as the query of a short list).
   * Read again after a schema change run here, or when a row is wider or narrower than the names (another
   * process changed the schema; running the app's queries against a schema it does not know is not supported).
   */
  private rowsBuilder(statement: Statement, width: number | undefined) {
    const known = READERS.get(statement);
    if (known && known.epoch === schemaEpoch && (width === undefined || width === known.width)) return known.build;
    const names = statement.columns().map((column) => column.name);
    this.rowsOf ??= arrayRowBuilder(this.config.rowKey!);
    const build = this.rowsOf.rowsFor(names);
    READERS.set(statement, { epoch: schemaEpoch, width: names.length, build });
    return build;
  }

  runner(builder: unknown) {
    return new ImmediateReadRunner(this, builder);
  }

  /**
   * The pool's one connection when nothing holds it (no transaction, no query under way) and nobody waits
   * for it; read from tarn's own lists (tarn 3, pinned through knex). A transaction's client never gets it.
   */
  idleConnection(): Connection | undefined {
    const pool = (this as unknown as { pool?: IdlePool }).pool;
    if (this.transacting || !pool || pool.numUsed() !== 0 || pool.numPendingAcquires() !== 0 || pool.numFree() !== 1) return undefined;
    const connection = pool.free[0]!.resource;
    return connection.__knex__disposed ? undefined : connection;
  }
}

const STATEMENT_CACHE = 500;

/**
 * Knex prepares every statement again on each query; preparing was ~6 % of the CPU of a search request
 * (issue 14). The connection keeps its last 500 prepared statements by SQL text (the bindings vary, the text
 * repeats). Safe because knex only calls `all`/`run`, which finish before the statement is used again, and
 * SQLite prepares a statement afresh by itself when the schema changes. Internal calls with more arguments
 * (better-sqlite3's own pragma()) pass through.
 */
export function cacheStatements(conn: { prepare: (sql: string, ...rest: unknown[]) => unknown }): void {
  const prepare = conn.prepare.bind(conn);
  const cache = new Map<string, unknown>();
  conn.prepare = (sql: string, ...rest: unknown[]) => {
    if (rest.length) return prepare(sql, ...rest);
    let statement = cache.get(sql);
    if (statement) {
      cache.delete(sql); // most recently used last
    } else {
      statement = prepare(sql);
      if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, statement);
    return statement;
  };
}

