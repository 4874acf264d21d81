/*
 * Column names are snake_case in the database and camelCase in code. knex's documented hooks translate both
 * ways: `wrapIdentifier` for identifiers written in code, `postProcessResponse` for the rows that come back.
 */
type Row = Record<string, unknown>;

/**
 * A column's name → its key in the app's rows: every "_" dropped, the character after one upper-cased
 * (`first_names` → `firstNames`, `address_2` → `address2`); the first character is kept as it is.
 */
export function camelCase(column: string): string {
  if (column.length === 0) return column;
  let out = column[0]!;
  for (let i = 1; i < column.length; i++) {
    const char = column[i]!;
    if (char !== '_') out += column[i - 1] === '_' ? char.toUpperCase() : char;
  }
  return out;
}

/**
 * An identifier written in code → the column or table name: "_" before each upper-case letter that follows a
 * character that is not upper-case (`amountCents` → `amount_cents`, `pdfURL` → `pdf_url`), then all lower case;
 * digits are left alone (`pago1` → `pago1`).
 */
export function snakeCase(identifier: string): string {
  if (identifier.length === 0) return identifier;
  const upper = identifier.toUpperCase();
  const lower = identifier.toLowerCase();
  let out = lower[0]!;
  for (let i = 1; i < identifier.length; i++) {
    const char = identifier[i]!;
    if (char === upper[i] && upper[i] !== lower[i]) {
      const prev = identifier[i - 1]!;
      const prevIsUpper = prev === upper[i - 1] && upper[i - 1] !== lower[i - 1];
      out += prevIsUpper ? lower[i] : `_${lower[i]}`;
    } else {
      out += char;
    }
  }
  return out;
}

/** Only the part after the last ":" is mapped (`a:b_c` → `a:bC`), so aliased paths keep their prefix. */
function lastPart(map: (name: string) => string) {
  const known = new Map<string, string>();
  return (name: string): string => {
    if (!name) return name;
    let mapped = known.get(name);
    if (mapped === undefined) {
      const at = name.lastIndexOf(':') + 1;
      mapped = name.slice(0, at) + map(name.slice(at));
      // Identifiers are written in code: a few hundred distinct names at most.
      if (known.size < 10_000) known.set(name, mapped);
    }
    return mapped;
  };
}

/** A plain object's keys renamed by copying into `{}`; anything else (arrays of a raw answer, numbers) as it is. */
function renamedKeys(value: unknown, keyOf: (column: string) => string): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Row = {};
  for (const key of Object.keys(value)) out[keyOf(key)] = (value as Row)[key];
  return out;
}

/** knex's `wrapIdentifier` and `postProcessResponse` for snake_case columns and camelCase code. */
export function snakeCaseMappers() {
  const rowKey = lastPart(camelCase);
  const columnName = lastPart(snakeCase);
  return {
    wrapIdentifier: (identifier: string, wrap: (identifier: string) => string) => wrap(columnName(identifier)),
    postProcessResponse: (result: unknown): unknown =>
      Array.isArray(result) ? result.map((item) => renamedKeys(item, rowKey)) : renamedKeys(result, rowKey),
  };
}
