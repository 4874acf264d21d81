import { describe, expect, it } from 'vitest';
import { knexSnakeCaseMappers } from 'objection';
import { arrayRowBuilder, snakeCaseRowMappers } from '../../api/src/db-row-keys.js';

const objection = knexSnakeCaseMappers();

describe('result rows renamed to camelCase', () => {
  it('gives every row the keys and values objection gives, in the same order', () => {
    const rows = [
      { id: 1, first_names: 'ANA', last_paid_at: null, pago1: 400, 'grupo:nombre': 'A', sum_total_cents: '1250', already_camelCase: 1 },
      { id: 2, first_names: 'LUIS', last_paid_at: '2026-10-01T14:00:00.000Z', pago1: 0, 'grupo:nombre': 'B', sum_total_cents: '0', already_camelCase: 2 },
    ];
    const mapped = snakeCaseRowMappers().postProcessResponse(rows) as Array<Record<string, unknown>>;
    const expected = objection.postProcessResponse(rows) as Array<Record<string, unknown>>;
    expect(mapped).toEqual(expected);
    expect(mapped.map((row) => Object.keys(row))).toEqual(expected.map((row) => Object.keys(row)));
    expect(Object.keys(mapped[0]!)).toContain('lastPaidAt');
  });

  it('keeps a column named __proto__ a key, as objection does, without touching the prototype', () => {
    const row = JSON.parse('{"__proto__": "x", "first_names": "ANA"}') as Record<string, unknown>;
    const [mapped] = snakeCaseRowMappers().postProcessResponse([row]) as Array<Record<string, unknown>>;
    expect(Object.getPrototypeOf(mapped)).toBe(Object.prototype);
    expect(mapped).toEqual((objection.postProcessResponse([row]) as unknown[])[0]);
  });

  it('leaves raw driver answers, single rows and empty results as objection does', () => {
    const mappers = snakeCaseRowMappers();
    const raw = [[{ first_names: 'ANA' }], [{ name: 'first_names' }]];
    expect(mappers.postProcessResponse(raw)).toEqual(objection.postProcessResponse(raw));
    expect(mappers.postProcessResponse({ affected_rows: 1 })).toEqual({ affectedRows: 1 });
    expect(mappers.postProcessResponse([])).toEqual([]);
    expect(mappers.postProcessResponse([3, 4])).toEqual([3, 4]);
  });

  it('writes column names with quotes or backslashes as data, never as code', () => {
    const row = { 'a"); throw new Error("x': 1, 'b\\': 2, 'c\u2028d': 3 };
    expect(snakeCaseRowMappers().postProcessResponse([row])).toEqual(objection.postProcessResponse([row]));
  });
});

describe('SQLite rows built from arrays by the app client', () => {
  const open = async () => {
    const { knexConfig } = await import('../../api/src/db.js');
    const { default: knexFactory } = await import('knex');
    const config = knexConfig('sqlite::memory:');
    const { postProcessResponse: _p, wrapIdentifier: _w, rowKey: _k, ...stock } = config;
    const app = knexFactory(config);
    // The stock client on its own connection: better-sqlite3's objects, renamed by objection as before.
    const reference = knexFactory({ ...stock, client: 'better-sqlite3', ...objection });
    for (const db of [app, reference]) {
      await db.raw('create table student_fees (id integer primary key, first_names text, amount_cents integer)');
      await db('studentFees').insert([{ firstNames: 'ANA', amountCents: 40000 }, { firstNames: 'LUIS', amountCents: null }]);
    }
    return { app, reference };
  };

  it('gives the rows, keys and key order of the stock driver renamed by objection, for builders and raw SQL', async () => {
    const { app, reference } = await open();
    const queries = [
      (db: typeof app) => db('studentFees').orderBy('id'),
      (db: typeof app) => db('studentFees').where({ id: 2 }).first(),
      (db: typeof app) => db('studentFees as a').join('studentFees as b', 'b.id', 'a.id').select('a.id', 'b.amountCents', 'b.id'),
      (db: typeof app) => db.raw('select first_names, amount_cents / 100.0 as in_bs, null as no_value from student_fees order by id'),
      (db: typeof app) => db('studentFees').pluck('id'),
    ];
    for (const query of queries) {
      const [ours, theirs] = [await query(app), await query(reference)];
      expect(ours).toEqual(theirs);
      expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs));
    }
    await app.destroy();
    await reference.destroy();
  });

  it('runs a statement that returns rows while it writes exactly once', async () => {
    const { app, reference } = await open();
    const inserted = await app('studentFees').insert({ firstNames: 'EVA', amountCents: 100 }).returning(['id', 'firstNames']);
    expect(inserted).toEqual([{ id: 3, firstNames: 'EVA' }]);
    expect(await app('studentFees').count({ n: '*' }).first()).toEqual({ n: 3 });
    await app.destroy();
    await reference.destroy();
  });
});

describe('rows built from arrays', () => {
  it('keeps a column named __proto__ a key, and the last of two equal names, as a driver object would', () => {
    const rows = arrayRowBuilder((column) => column)(['__proto__', 'id', 'id'], [['x', 1, 2]]);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    expect(JSON.stringify(rows)).toBe('[{"__proto__":"x","id":2}]');
  });
});
