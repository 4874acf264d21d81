/**
 * One migrated MariaDB schema per test run, copied into each test file's database. Running every migration takes
 * 6–13 s on MariaDB on a loaded 2-core machine (its ALTERs rebuild tables), once per file and engine; copying the
 * finished tables, their rows (the migrations' own bookkeeping and reference rows) and the triggers takes about
 * a second. SQLite migrates in a fraction of a second and does not use it.
 */
import knexFactory, { type Knex } from 'knex';
import { openDatabase } from '../../api/src/db/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated MariaDB database this run copies, or '' without TEST_MYSQL_URL. */
    mysqlTemplate: string;
  }
}

/** The server of a MySQL URL, without a database: for CREATE/DROP DATABASE and copies across databases. */
export function serverConnection(url: string): Knex {
  const base = new URL(url);
  base.pathname = '/';
  return knexFactory({ client: 'mysql2', connection: { uri: base.toString() } as any, pool: { min: 0, max: 1 } });
}

/** Migrates a new database named `name` on the server of `url`: the template every test file copies. */
export async function buildTemplate(url: string, name: string): Promise<void> {
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase(target.toString());
  await db.destroy();
}

/**
 * Creates `to` as a copy of `from`: tables as SHOW CREATE TABLE states them (keys, foreign keys, generated
 * columns), their rows, then the triggers (after the rows, so copying fires none). One connection throughout,
 * since `USE` and `FOREIGN_KEY_CHECKS` belong to it.
 */
export async function copyDatabase(server: Knex, from: string, to: string): Promise<void> {
  const [[schema]] = await server.raw(
    'SELECT DEFAULT_CHARACTER_SET_NAME AS charset, DEFAULT_COLLATION_NAME AS collation FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?',
    [from],
  );
  await server.raw(`CREATE DATABASE ?? CHARACTER SET ${schema.charset} COLLATE ${schema.collation}`, [to]);
  const [tables] = await server.raw(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'",
    [from],
  );
  const [triggers] = await server.raw(
    'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?',
    [from],
  );
  await server.raw('SET FOREIGN_KEY_CHECKS = 0');
  try {
    await server.raw('USE ??', [to]);
    for (const { name } of tables) {
      const [[created]] = await server.raw('SHOW CREATE TABLE ??.??', [from, name]);
      await server.raw(created['Create Table']);
      await server.raw('INSERT INTO ??.?? SELECT * FROM ??.??', [to, name, from, name]);
    }
    for (const { name } of triggers) {
      const [[created]] = await server.raw('SHOW CREATE TRIGGER ??.??', [from, name]);
      await server.raw(created['SQL Original Statement']);
    }
  } finally {
    await server.raw('SET FOREIGN_KEY_CHECKS = 1');
  }
}
