import { describe, expect, it } from 'vitest';
import { knexSnakeCaseMappers } from 'objection';
import { snakeCaseRowMappers } from '../../api/src/db-row-keys.js';

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
