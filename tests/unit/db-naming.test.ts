import { describe, expect, it } from 'vitest';
import { camelCase, snakeCase, snakeCaseMappers } from '../../api/src/db/naming.js';

/**
 * The mapping is the one objection's knexSnakeCaseMappers did (proved equal over every table and column of the
 * migrated schema before objection was removed); these are the names where a hand-written mapping goes wrong.
 */
describe('names between the database and the code', () => {
  it('turns column names into the keys the API has always used: ids, digits, underscores, aliases', () => {
    const keys: Array<[string, string]> = [
      ['id', 'id'],
      ['department_id', 'departmentId'],
      ['branch_office_id', 'branchOfficeId'],
      ['income_type_id', 'incomeTypeId'],
      ['pago1', 'pago1'],
      ['address_2', 'address2'],
      ['q1_total', 'q1Total'],
      ['sum_total_cents', 'sumTotalCents'],
      ['_x', '_X'],
      ['a__b', 'aB'],
      ['a_', 'a'],
      ['ID', 'ID'],
      ['already_camelCase', 'alreadyCamelCase'],
      ['grupo:nombre_x', 'grupo:nombreX'],
    ];
    const rowKey = (column: string) =>
      Object.keys(snakeCaseMappers().postProcessResponse({ [column]: 1 }) as object)[0];
    for (const [column, key] of keys) {
      expect([column, camelCase(column)]).toEqual([column, key]);
      expect([column, rowKey(column)]).toEqual([column, key]);
    }
  });

  it('turns identifiers written in code into column names: digits stay, acronyms are one word, only after the last ":"', () => {
    const columns: Array<[string, string]> = [
      ['departmentId', 'department_id'],
      ['branchOfficeId', 'branch_office_id'],
      ['idUser', 'id_user'],
      ['pago1', 'pago1'],
      ['address2', 'address2'],
      ['q1Total', 'q1_total'],
      ['pdfURL', 'pdf_url'],
      ['fooBAR', 'foo_bar'],
      ['IDs', 'ids'],
      ['a:firstNames', 'a:first_names'],
      ['*', '*'],
      ['_x', '_x'],
      ['amountCents', 'amount_cents'],
    ];
    const { wrapIdentifier } = snakeCaseMappers();
    for (const [written, column] of columns)
      expect([written, wrapIdentifier(written, (id) => `"${id}"`)]).toEqual([written, `"${column}"`]);
    expect(snakeCase('receiptSequences')).toBe('receipt_sequences');
    expect(snakeCase('')).toBe('');
  });
});

describe('result rows renamed to camelCase', () => {
  it('gives every row its camelCase keys with their values, in the column order', () => {
    const rows = [
      {
        id: 1,
        first_names: 'ANA',
        last_paid_at: null,
        pago1: 400,
        'grupo:nombre': 'A',
        sum_total_cents: '1250',
        already_camelCase: 1,
      },
      {
        id: 2,
        first_names: 'LUIS',
        last_paid_at: '2026-10-01T14:00:00.000Z',
        pago1: 0,
        'grupo:nombre': 'B',
        sum_total_cents: '0',
        already_camelCase: 2,
      },
    ];
    const mapped = snakeCaseMappers().postProcessResponse(rows) as Array<Record<string, unknown>>;
    expect(JSON.stringify(mapped)).toBe(
      JSON.stringify([
        {
          id: 1,
          firstNames: 'ANA',
          lastPaidAt: null,
          pago1: 400,
          'grupo:nombre': 'A',
          sumTotalCents: '1250',
          alreadyCamelCase: 1,
        },
        {
          id: 2,
          firstNames: 'LUIS',
          lastPaidAt: '2026-10-01T14:00:00.000Z',
          pago1: 0,
          'grupo:nombre': 'B',
          sumTotalCents: '0',
          alreadyCamelCase: 2,
        },
      ]),
    );
  });

  it('keeps a column named __proto__ (as the key _Proto, as before) without touching the prototype', () => {
    const row = JSON.parse('{"__proto__": "x", "first_names": "ANA"}') as Record<string, unknown>;
    const [mapped] = snakeCaseMappers().postProcessResponse([row]) as Array<Record<string, unknown>>;
    expect(Object.getPrototypeOf(mapped)).toBe(Object.prototype);
    expect(mapped).toEqual({ _Proto: 'x', firstNames: 'ANA' });
  });

  it('renames raw driver answers and single rows key by key, and leaves empty results and scalars alone', () => {
    const mappers = snakeCaseMappers();
    expect(mappers.postProcessResponse([[{ first_names: 'ANA' }], [{ name: 'first_names' }]])).toEqual([
      [{ first_names: 'ANA' }],
      [{ name: 'first_names' }],
    ]);
    expect(mappers.postProcessResponse({ affected_rows: 1 })).toEqual({ affectedRows: 1 });
    expect(mappers.postProcessResponse([])).toEqual([]);
    expect(mappers.postProcessResponse([3, 4])).toEqual([3, 4]);
    expect(mappers.postProcessResponse(null)).toBe(null);
  });

  it('writes column names with quotes or backslashes as data, never as code', () => {
    const row = { 'a"); throw new Error("x': 1, 'b\\': 2, 'c\u2028d': 3 };
    expect(snakeCaseMappers().postProcessResponse([row])).toEqual([
      { 'a"); throw new Error("x': 1, 'b\\': 2, 'c\u2028d': 3 },
    ]);
  });
});
