/**
 * The test databases are copies of one migrated template per engine (database-template.ts): a copy that lost a
 * key, a foreign key, a trigger or a reference row would let every other API test run against a schema the app
 * never has. The MariaDB copy must describe exactly as the template does; the SQLite copy, exactly as a database
 * migrated from empty.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import { openDatabase } from '../../api/src/db/index.js';
import { freshDatabaseUrl } from './harness.js';
import { serverConnection } from './database-template.js';

async function describeSchema(db: Knex, schema: string): Promise<string[]> {
  const lines: string[] = [];
  const [tables] = await db.raw(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'",
    [schema],
  );
  for (const { name } of tables) {
    const [[created]] = await db.raw('SHOW CREATE TABLE ??.??', [schema, name]);
    lines.push(created['Create Table'].replace(/ AUTO_INCREMENT=\d+/, ''));
    const [rows] = await db.raw('SELECT * FROM ??.??', [schema, name]);
    lines.push(`${name}: ${JSON.stringify(rows)}`);
  }
  const [triggers] = await db.raw(
    'SELECT TRIGGER_NAME, EVENT_MANIPULATION, EVENT_OBJECT_TABLE, ACTION_TIMING, ACTION_STATEMENT FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?',
    [schema],
  );
  for (const t of triggers) lines.push(Object.values(t).join(' '));
  return lines.sort();
}

describe.runIf(process.env.TEST_MYSQL_URL)('the MariaDB test database template', () => {
  it('is copied with every table, key, foreign key, row and trigger of the migrated schema', async () => {
    const copy = await freshDatabaseUrl('mysql', { migrated: true });
    const server = serverConnection(copy.url);
    try {
      const name = new URL(copy.url).pathname.slice(1);
      const expected = await describeSchema(server, inject('mysqlTemplate'));
      expect(expected.some((line) => line.startsWith('knex_migrations: [{'))).toBe(true);
      expect(await describeSchema(server, name)).toEqual(expected);
    } finally {
      await server.destroy();
      await copy.drop();
    }
  });
});

/** Every table, index and trigger of a SQLite database as it was created, and every table's rows. */
async function describeSqlite(url: string): Promise<string[]> {
  const db = await openDatabase(url, { migrate: false });
  try {
    const objects = await db.raw("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'");
    const lines = objects.map((o: any) => `${o.type} ${o.name} ${o.sql}`);
    for (const { name } of objects.filter((o: any) => o.type === 'table')) {
      const rows = await db.raw(`SELECT * FROM "${name}"`);
      // When each migration ran differs between the two databases; what ran, and in which order, may not.
      lines.push(`${name}: ${JSON.stringify(rows.map(({ migrationTime: _, ...row }: any) => row))}`);
    }
    return lines.sort();
  } finally {
    await db.destroy();
  }
}

describe('the SQLite test database template', () => {
  it('is copied with every table, index, trigger and row of a database migrated from empty', async () => {
    const copy = await freshDatabaseUrl('sqlite', { migrated: true });
    const empty = await freshDatabaseUrl('sqlite');
    try {
      await (await openDatabase(empty.url)).destroy();
      const expected = await describeSqlite(empty.url);
      expect(expected.some((line) => line.startsWith('knex_migrations: [{'))).toBe(true);
      expect(await describeSqlite(copy.url)).toEqual(expected);
    } finally {
      await copy.drop();
      await empty.drop();
    }
  });
});
