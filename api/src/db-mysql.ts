import { createRequire } from 'node:module';
import { READ_METHODS } from './db-query-shapes.js';
import { arrayRowBuilder, type ColumnKey } from './db-row-keys.js';

/*
 * The MariaDB/MySQL client of knex (mysql2) with one change: a query builder's select reads its rows as arrays
 * and makes each one object with the app's keys, as the SQLite client does (db-sqlite.ts). mysql2 made an object
 * per row with the column names and the mapper (db-row-keys.ts) then copied it under the camelCase keys: two
 * objects a row, which for a report of tens of thousands of rows was a good part of the time MariaDB took more
 * than SQLite (issue 27). Raw SQL and writes keep knex's behaviour exactly. Extends knex's internal class, so
 * knex is pinned to an exact version in package.json: check this file when it moves.
 */
const require = createRequire(import.meta.url);
const Mysql2Client = require('knex/lib/dialects/mysql2/index.js') as new (config: unknown) => object;

interface QueryObject { sql?: string; bindings?: unknown[]; options?: Record<string, unknown>; method?: string; response?: unknown }
interface Connection {
  query(options: Record<string, unknown>, bindings: unknown, done: (err: Error | null, rows: unknown, fields?: Array<{ name: string }>) => void): void;
}


export class MysqlClient extends (Mysql2Client as new (config: unknown) => { config: { rowKey?: ColumnKey } }) {
  private rowsOf?: ReturnType<typeof arrayRowBuilder>;

  _query(connection: Connection, obj: QueryObject): Promise<QueryObject> {
    const { rowKey } = this.config;
    if (!rowKey || !obj?.sql || !READ_METHODS.has(obj.method ?? '')) {
      return (Mysql2Client.prototype as { _query(c: Connection, o: QueryObject): Promise<QueryObject> })._query.call(this, connection, obj);
    }
    this.rowsOf ??= arrayRowBuilder(rowKey);
    const rowsOf = this.rowsOf;
    return new Promise((resolve, reject) => {
      connection.query({ ...obj.options, sql: obj.sql, rowsAsArray: true }, obj.bindings, (err, rows, fields) => {
        if (err) return reject(err);
        // knex reads [rows, fields] (processResponse); a select always answers a result set.
        obj.response = [Array.isArray(rows) && fields ? rowsOf(fields.map((field) => field.name), rows as unknown[][]) : rows, fields];
        resolve(obj);
      });
    });
  }
}
