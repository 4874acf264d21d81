import { describe, expect, it } from 'vitest';
import { arrayRowBuilder, camelCase, snakeCase, snakeCaseRowMappers } from '../../api/src/db-row-keys.js';

/**
 * The mapping is the one objection's knexSnakeCaseMappers did (proved equal over every table and column of the
 * migrated schema before objection was removed); these are the names where a hand-written mapping goes wrong.
 */
describe('names between the database and the code', () => {
  it('turns column names into the keys the API has always used: ids, digits, underscores, aliases', () => {
    const keys: Array<[string, string]> = [
      ['id', 'id'], ['department_id', 'departmentId'], ['branch_office_id', 'branchOfficeId'], ['income_type_id', 'incomeTypeId'],
      ['pago1', 'pago1'], ['address_2', 'address2'], ['q1_total', 'q1Total'], ['sum_total_cents', 'sumTotalCents'],
      ['_x', '_X'], ['a__b', 'aB'], ['a_', 'a'], ['ID', 'ID'], ['already_camelCase', 'alreadyCamelCase'], ['grupo:nombre_x', 'grupo:nombreX'],
    ];
    const { rowKey } = snakeCaseRowMappers();
    for (const [column, key] of keys) {
      expect([column, camelCase(column)]).toEqual([column, key]);
      expect([column, rowKey(column)]).toEqual([column, key]);
    }
  });

  it('turns identifiers written in code into column names: digits stay, acronyms are one word, only after the last ":"', () => {
    const columns: Array<[string, string]> = [
      ['departmentId', 'department_id'], ['branchOfficeId', 'branch_office_id'], ['idUser', 'id_user'], ['pago1', 'pago1'],
      ['address2', 'address2'], ['q1Total', 'q1_total'], ['pdfURL', 'pdf_url'], ['fooBAR', 'foo_bar'], ['IDs', 'ids'],
      ['a:firstNames', 'a:first_names'], ['*', '*'], ['_x', '_x'], ['amountCents', 'amount_cents'],
    ];
    const { wrapIdentifier } = snakeCaseRowMappers();
    for (const [written, column] of columns) expect([written, wrapIdentifier(written, (id) => `"${id}"`)]).toEqual([written, `"${column}"`]);
    expect(snakeCase('receiptSequences')).toBe('receipt_sequences');
    expect(snakeCase('')).toBe('');
  });
});

describe('result rows renamed to camelCase', () => {
  it('gives every row its camelCase keys with their values, in the column order', () => {
    const rows = [
      { id: 1, first_names: 'ANA', last_paid_at: null, pago1: 400, 'grupo:nombre': 'A', sum_total_cents: '1250', already_camelCase: 1 },
      { id: 2, first_names: 'LUIS', last_paid_at: '2026-10-01T14:00:00.000Z', pago1: 0, 'grupo:nombre': 'B', sum_total_cents: '0', already_camelCase: 2 },
    ];
    const mapped = snakeCaseRowMappers().postProcessResponse(rows) as Array<Record<string, unknown>>;
    expect(JSON.stringify(mapped)).toBe(JSON.stringify([
      { id: 1, firstNames: 'ANA', lastPaidAt: null, pago1: 400, 'grupo:nombre': 'A', sumTotalCents: '1250', alreadyCamelCase: 1 },
      { id: 2, firstNames: 'LUIS', lastPaidAt: '2026-10-01T14:00:00.000Z', pago1: 0, 'grupo:nombre': 'B', sumTotalCents: '0', alreadyCamelCase: 2 },
    ]));
  });

  it('keeps a column named __proto__ (as the key _Proto, as before) without touching the prototype', () => {
    const row = JSON.parse('{"__proto__": "x", "first_names": "ANA"}') as Record<string, unknown>;
    const [mapped] = snakeCaseRowMappers().postProcessResponse([row]) as Array<Record<string, unknown>>;
    expect(Object.getPrototypeOf(mapped)).toBe(Object.prototype);
    expect(mapped).toEqual({ _Proto: 'x', firstNames: 'ANA' });
  });

  it('renames raw driver answers and single rows key by key, and leaves empty results and scalars alone', () => {
    const mappers = snakeCaseRowMappers();
    expect(mappers.postProcessResponse([[{ first_names: 'ANA' }], [{ name: 'first_names' }]])).toEqual([[{ first_names: 'ANA' }], [{ name: 'first_names' }]]);
    expect(mappers.postProcessResponse({ affected_rows: 1 })).toEqual({ affectedRows: 1 });
    expect(mappers.postProcessResponse([])).toEqual([]);
    expect(mappers.postProcessResponse([3, 4])).toEqual([3, 4]);
    expect(mappers.postProcessResponse(null)).toBe(null);
  });

  it('writes column names with quotes or backslashes as data, never as code', () => {
    const row = { 'a"); throw new Error("x': 1, 'b\\': 2, 'c\u2028d': 3 };
    expect(snakeCaseRowMappers().postProcessResponse([row])).toEqual([{ 'a"); throw new Error("x': 1, 'b\\': 2, 'c\u2028d': 3 }]);
  });
});

describe('SQLite rows built from arrays by the app client', () => {
  const open = async () => {
    const { knexConfig } = await import('../../api/src/db.js');
    const { default: knexFactory } = await import('knex');
    const config = knexConfig('sqlite::memory:');
    const { postProcessResponse: _p, wrapIdentifier, rowKey, ...stock } = config;
    const app = knexFactory(config);
    // The stock client on its own connection: better-sqlite3's objects, renamed key by key afterwards.
    const renamed = (row: unknown) => (row && typeof row === 'object' && !Array.isArray(row)
      ? Object.fromEntries(Object.entries(row).map(([k, v]) => [rowKey!(k), v])) : row);
    const reference = knexFactory({
      ...stock, client: 'better-sqlite3', wrapIdentifier,
      postProcessResponse: (result: unknown) => (Array.isArray(result) ? result.map(renamed) : renamed(result)),
    });
    for (const db of [app, reference]) {
      await db.raw('create table student_fees (id integer primary key, first_names text, amount_cents integer)');
      await db('studentFees').insert([{ firstNames: 'ANA', amountCents: 40000 }, { firstNames: 'LUIS', amountCents: null }]);
    }
    return { app, reference };
  };

  it('gives the rows, keys and key order of the stock driver renamed, for builders and raw SQL', async () => {
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
    expect(await app('studentFees').where({ id: 1 }).first()).toEqual({ id: 1, firstNames: 'ANA', amountCents: 40000 });
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
