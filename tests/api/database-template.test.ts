/**
 * The MariaDB test databases are copies of one migrated template (database-template.ts): a copy that lost a
 * key, a foreign key, a trigger or a reference row would let every other API test run against a schema the app
 * never has. The copy must describe exactly as the template does.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
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
