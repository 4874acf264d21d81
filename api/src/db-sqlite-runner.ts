import { createRequire } from 'node:module';
import { READ_METHODS } from './db-query-shapes.js';

/*
 * knex runs every query through its pool: an acquire (a pending operation with its own timer, then a promise),
 * the query, a release, and some ten promise hops between them. With better-sqlite3 the query itself is a
 * synchronous call on the one connection SQLite has, so for a short read that ceremony cost more than the read:
 * under 32 concurrent requests the two statements of a REST list page took ~75 µs more through it than when
 * run directly (issue 27). This runner reads at once when the connection is idle. Extends knex's internal
 * Runner (knex is pinned to an exact version in package.json: check this file when it moves).
 */
const require = createRequire(import.meta.url);
const Runner = require('knex/lib/execution/runner.js') as new (client: unknown, builder: unknown) => KnexRunner;
const { enrichQueryObject, formatQuery } = require('knex/lib/execution/internal/query-executioner.js') as {
  enrichQueryObject(connection: Connection, obj: QueryObject, client: unknown): QueryObject;
  formatQuery(sql: string, bindings: unknown[] | undefined, timeZone: undefined, client: unknown): string;
};

export interface Statement {
  reader: boolean;
  raw(on: boolean): Statement;
  safeIntegers(on: boolean): Statement;
  columns(): Array<{ name: string }>;
  all(bindings: unknown[]): unknown[];
}
export interface Connection {
  prepare(sql: string): Statement;
  __knexUid?: string;
  __knexTxId?: string;
  __knex__disposed?: unknown;
}
export interface QueryObject {
  sql?: string; bindings?: unknown[]; options?: unknown; response?: unknown; context?: unknown;
  method?: string; timeout?: number; queryContext?: unknown;
}
/** What this runner reads of tarn's pool. */
export interface IdlePool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  free: Array<{ resource: Connection }>;
}

interface ReadingClient {
  config: { rowKey?: unknown };
  idleConnection(): Connection | undefined;
  readRows(statement: Statement, obj: QueryObject): QueryObject;
  processResponse(obj: QueryObject, runner: unknown): unknown;
  postProcessResponse(response: unknown, queryContext: unknown): unknown;
  emit(event: string, ...args: unknown[]): void;
}
interface Builder {
  _connection?: unknown;
  toSQL(): QueryObject | QueryObject[];
  queryContext(): unknown;
  emit(event: string, ...args: unknown[]): void;
}
interface KnexRunner {
  client: ReadingClient;
  builder: Builder;
  connection: Connection | undefined;
  run(): Promise<unknown>;
}


/**
 * Reads a query builder's select at once on the idle connection, with knex's own compiling, events, response
 * processing and error message (the SQL, then the driver's error). Safe because the whole read is synchronous:
 * between finding the connection idle and the last row nothing else of this process runs, and the connection is
 * idle only outside transactions (a transaction holds it from BEGIN to COMMIT, and its client never comes here).
 * Anything else (writes, raw SQL, schema changes, timeouts, a busy connection) runs as knex runs it.
 */
export class ImmediateReadRunner extends (Runner as new (client: unknown, builder: unknown) => KnexRunner) {
  async run(): Promise<unknown> {
    const { client, builder } = this;
    const connection = client.config.rowKey && !builder._connection ? client.idleConnection() : undefined;
    if (!connection) return super.run();
    // Compiled before the 'start' events (knex compiles after them): the app listens to none.
    const compiled = builder.toSQL();
    if (Array.isArray(compiled) || !READ_METHODS.has(compiled.method ?? '') || compiled.timeout) return super.run();
    client.emit('start', builder);
    builder.emit('start', builder);
    this.connection = connection;
    const { __knexUid, __knexTxId } = connection;
    builder.emit('query', { __knexUid, __knexTxId, ...compiled });
    const queryContext = builder.queryContext();
    compiled.queryContext = queryContext;
    const query = enrichQueryObject(connection, compiled, client);
    let response: unknown;
    try {
      const statement = connection.prepare(query.sql!);
      if (!statement.reader) throw new Error('a select that returns no rows');
      response = client.postProcessResponse(client.processResponse(client.readRows(statement, query), this), queryContext);
    } catch (err) {
      const error = err as Error;
      error.message = `${formatQuery(query.sql!, query.bindings, undefined, client)} - ${error.message}`;
      client.emit('query-error', error, { __knexUid, __knexTxId, ...query });
      builder.emit('query-error', error, { __knexUid, __knexTxId, queryContext, ...query });
      throw error;
    } finally {
      this.connection = undefined;
    }
    builder.emit('query-response', response, { __knexUid, __knexTxId, ...query }, builder);
    client.emit('query-response', response, { __knexUid, __knexTxId, ...query }, builder);
    builder.emit('end');
    return response;
  }
}
