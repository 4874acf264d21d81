/**
 * One migrated database per engine and test run, copied into each test file's database.
 *
 * MariaDB: running every migration takes 6–13 s on a loaded 2-core machine (its ALTERs rebuild tables), once per
 * file and engine; copying the finished tables, their rows (the migrations' own bookkeeping and reference rows) and
 * the triggers takes about a second, and less with the tables created over several connections at once.
 * SQLite: migrating takes about a tenth of a second; a copy of the migrated file, a millisecond.
 */
import { copyFileSync } from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import { openDatabase } from '../../api/src/db/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated MariaDB database this run copies, or '' without TEST_MYSQL_URL. */
    mysqlTemplate: string;
    /** The file of the migrated SQLite database this run copies. */
    sqliteTemplate: string;
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

/** Migrates a new SQLite database in `file`, its write-ahead log folded in, so the file alone is the database. */
export async function buildSqliteTemplate(file: string): Promise<void> {
  const db = await openDatabase(`sqlite:${file}`);
  try {
    await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    await db.destroy();
  }
}

/** A new SQLite database in `file`, a copy of the migrated template. */
export function copySqliteTemplate(template: string, file: string): void {
  copyFileSync(template, file);
}

interface TemplateSchema {
  charset: string;
  collation: string;
  tables: { name: string; create: string }[];
  triggers: string[];
}

/** The template's statements, read once per test process: the template does not change during a run. */
const schemas = new Map<string, Promise<TemplateSchema>>();

function templateSchema(server: Knex, from: string): Promise<TemplateSchema> {
  let schema = schemas.get(from);
  if (!schema) {
    schema = readSchema(server, from);
    schema.catch(() => schemas.delete(from));
    schemas.set(from, schema);
  }
  return schema;
}

async function readSchema(server: Knex, from: string): Promise<TemplateSchema> {
  const [[db]] = await server.raw(
    'SELECT DEFAULT_CHARACTER_SET_NAME AS charset, DEFAULT_COLLATION_NAME AS collation FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?',
    [from],
  );
  const [names] = await server.raw(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'",
    [from],
  );
  const [triggerNames] = await server.raw(
    'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?',
    [from],
  );
  const tables = [];
  for (const { name } of names) {
    const [[created]] = await server.raw('SHOW CREATE TABLE ??.??', [from, name]);
    tables.push({ name: name as string, create: created['Create Table'] as string });
  }
  const triggers = [];
  for (const { name } of triggerNames) {
    const [[created]] = await server.raw('SHOW CREATE TRIGGER ??.??', [from, name]);
    triggers.push(created['SQL Original Statement'] as string);
  }
  return { charset: db.charset, collation: db.collation, tables, triggers };
}

/** Connections that create the copy's tables side by side: MariaDB spends most of a CREATE TABLE waiting on disk. */
const COPY_CONNECTIONS = 4;

/**
 * Creates `to` as a copy of `from`: tables as SHOW CREATE TABLE states them (keys, foreign keys, generated
 * columns) with their rows, then the triggers (after the rows, so copying fires none). The tables are created
 * over several connections, each without foreign key checks (a table may name one not created yet).
 */
export async function copyDatabase(server: Knex, from: string, to: string): Promise<void> {
  const schema = await templateSchema(server, from);
  await server.raw(`CREATE DATABASE ?? CHARACTER SET ${schema.charset} COLLATE ${schema.collation}`, [to]);
  const config = server.client.config.connection as { uri: string };
  const target = new URL(config.uri);
  target.pathname = `/${to}`;
  const copier = knexFactory({
    client: 'mysql2',
    connection: { uri: target.toString() } as any,
    pool: {
      min: 0,
      max: COPY_CONNECTIONS,
      afterCreate: (conn: any, done: (err: Error | null, conn: unknown) => void) =>
        conn.query('SET FOREIGN_KEY_CHECKS = 0', (err: Error | null) => done(err, conn)),
    },
  });
  try {
    const queue = [...schema.tables];
    const worker = async () => {
      for (let table = queue.shift(); table; table = queue.shift()) {
        await copier.raw(table.create);
        await copier.raw('INSERT INTO ??.?? SELECT * FROM ??.??', [to, table.name, from, table.name]);
      }
    };
    await Promise.all(Array.from({ length: COPY_CONNECTIONS }, worker));
    for (const trigger of schema.triggers) await copier.raw(trigger);
  } finally {
    await copier.destroy();
  }
}
