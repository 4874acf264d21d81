import { describe, expect, it } from 'vitest';
import { knexSnakeCaseMappers } from 'objection';
import { openDatabase } from '../../api/src/db.js';
import { camelCase, snakeCase, snakeCaseRowMappers } from '../../api/src/db-row-keys.js';

// Proof before objection goes: our mapping against objection's for every table and column of the migrated schema.
describe('the migrated schema mapped as objection mapped it', () => {
  it('every table and column name, both directions', async () => {
    const db = await openDatabase('sqlite::memory:');
    const tables = (await db.raw("select name from sqlite_master where type = 'table' order by name") as Array<{ name: string }>).map((t) => t.name);
    const names = new Set<string>();
    for (const table of tables) {
      names.add(table);
      const columns = await db.raw(`pragma table_info(${JSON.stringify(table)})`) as Array<{ name: string }>;
      columns.forEach((c) => names.add(c.name));
    }
    await db.destroy();
    const objection = knexSnakeCaseMappers();
    const ours = snakeCaseRowMappers();
    const wrap = (id: string) => id;
    const theirKey = (n: string) => Object.keys(objection.postProcessResponse({ [n]: null }) as object)[0];
    const tricky: string[] = [];
    for (const name of names) {
      const key = theirKey(name);
      expect([name, camelCase(name)]).toEqual([name, key]);
      expect([name, ours.rowKey(name)]).toEqual([name, key]);
      for (const written of [name, key!, `t:${key}`, `${name}`.toUpperCase()]) {
        expect([written, ours.wrapIdentifier(written, wrap)]).toEqual([written, objection.wrapIdentifier(written, wrap)]);
        expect([written, snakeCase(written.split(':').pop()!)]).toEqual([written, (objection.wrapIdentifier(written.split(':').pop()!, wrap))]);
      }
      if (snakeCase(key!) !== name || /\d|^_|_$|__|[^a-z0-9_]/.test(name) || /(^|_)id(_|$)/.test(name)) tricky.push(`${name} -> ${key} -> ${snakeCase(key!)}`);
    }
    const row = Object.fromEntries([...names].map((n, i) => [n, i]));
    expect(ours.postProcessResponse([row])).toEqual(objection.postProcessResponse([row]));
    expect(JSON.stringify(ours.postProcessResponse([row]))).toBe(JSON.stringify(objection.postProcessResponse([row])));
    // Beyond the schema: every string of up to 5 characters over an alphabet of the kinds that matter.
    const alphabet = ['a', 'B', '_', '1', ':', 'É', 'ß'];
    let words = [''];
    for (let n = 0; n < 5; n++) {
      words = words.flatMap((w) => alphabet.map((c) => w + c));
      for (const w of words) {
        expect([w, ours.wrapIdentifier(w, wrap)]).toEqual([w, objection.wrapIdentifier(w, wrap)]);
        expect([w, ours.rowKey(w)]).toEqual([w, theirKey(w)]);
      }
    }
    console.log(`${names.size} names (${tables.length} tables); tricky:\n${tricky.join('\n')}`);
    expect(names.size).toBeGreaterThan(150);
  });
});
