import { createRequire } from 'node:module';

/*
 * The SQLite client of knex (better-sqlite3) with two changes, both for speed and for several processes
 * sharing one database file (WORKERS, issue 14).
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

export class SqliteClient extends BetterSqliteClient {
  transaction(...args: unknown[]) {
    return new (ImmediateTransaction as new (...a: unknown[]) => unknown)(this, ...args);
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

