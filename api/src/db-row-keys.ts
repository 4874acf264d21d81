import { knexSnakeCaseMappers } from 'objection';

type Row = Record<string, unknown>;
type RowBuilder = (row: Row) => Row;

/** Distinct result shapes kept compiled; queries are written in code, so real use stays far below it. */
const MAX_SHAPES = 2_000;

/**
 * Objection's snake_case ↔ camelCase mappers for knex, with result rows renamed by a function compiled once per
 * shape of result (its column list). Objection copies each row key by key into `{}`; a report of thousands of
 * rows with twenty columns then costs milliseconds and leaves objects V8 keeps as slow dictionaries, which
 * JSON.stringify walks slowly too. A compiled object literal builds each row in one step, with a fixed shape —
 * the same idea as the row parsers mysql2 compiles per query. Names come from objection's own mapping, so the
 * keys are exactly the ones it would give.
 */
export function snakeCaseRowMappers() {
  const objection = knexSnakeCaseMappers();
  const camelKeys = new Map<string, string>();
  const camelKey = (column: string) => {
    let key = camelKeys.get(column);
    if (key === undefined) {
      key = Object.keys(objection.postProcessResponse({ [column]: null }))[0]!;
      camelKeys.set(column, key);
    }
    return key;
  };
  const builders = new Map<string, RowBuilder | null>();
  const builderFor = (row: Row): RowBuilder | null => {
    const columns = Object.keys(row);
    const shape = columns.join('\u0000');
    let builder = builders.get(shape);
    if (builder === undefined) {
      const keys = columns.map(camelKey);
      // A quoted "__proto__" in a literal would set the prototype instead of a key: such rows take objection's path.
      builder = keys.includes('__proto__') || builders.size >= MAX_SHAPES ? null
        // JSON string literals are valid JavaScript string literals: no column name can escape its quotes.
        : (new Function('row', `return { ${columns.map((c, i) => `${JSON.stringify(keys[i])}: row[${JSON.stringify(c)}]`).join(', ')} };`) as RowBuilder);
      if (builders.size < MAX_SHAPES) builders.set(shape, builder);
    }
    return builder;
  };

  return {
    wrapIdentifier: objection.wrapIdentifier,
    /** Rows of one result share their columns (both drivers); anything else is left to objection. */
    postProcessResponse(result: unknown): unknown {
      if (!Array.isArray(result) || !isPlainRow(result[0])) return objection.postProcessResponse(result);
      const build = builderFor(result[0]);
      if (!build) return objection.postProcessResponse(result);
      const rows = new Array<Row>(result.length);
      for (let i = 0; i < result.length; i++) rows[i] = build(result[i] as Row);
      return rows;
    },
  };
}

function isPlainRow(value: unknown): value is Row {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
