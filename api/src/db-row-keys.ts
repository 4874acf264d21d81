type Row = Record<string, unknown>;
/** A result column's name → the key of that column in the app's rows. */
export type ColumnKey = (column: string) => string;

/** Distinct result shapes kept compiled; queries are written in code, so real use stays far below it. */
const MAX_SHAPES = 2_000;

/**
 * A value per column list (a result's shape), computed once. Past MAX_SHAPES lists nothing more is kept and
 * `overflow` answers instead.
 */
function perShape<V>(compute: (columns: readonly string[]) => V, overflow: (columns: readonly string[]) => V = compute) {
  const values = new Map<string, V>();
  return (columns: readonly string[]): V => {
    const shape = columns.join('\u0000');
    if (values.has(shape)) return values.get(shape)!;
    if (values.size >= MAX_SHAPES) return overflow(columns);
    const value = compute(columns);
    values.set(shape, value);
    return value;
  };
}

/**
 * A row builder per column list, compiled once: an object literal with the rows' final keys, so each row is
 * made in one step with a fixed shape (V8 keeps it as a fast object, which JSON.stringify also walks fast) —
 * the same idea as the row parsers mysql2 compiles per query. `read(column, index)` is the expression that
 * reads one column from the driver's row `r`. Null for a shape a literal cannot write (a "__proto__" key
 * would set the prototype), and past MAX_SHAPES, which the caller builds another way.
 */
function compiledShapes<T>(keyOf: ColumnKey, read: (column: string, index: number) => string) {
  return perShape<((row: T) => Row) | null>((columns) => {
    const keys = columns.map(keyOf);
    if (keys.includes('__proto__')) return null;
    // JSON string literals are valid JavaScript string literals: no column name can escape its quotes.
    return new Function('r', `return { ${keys.map((k, i) => `${JSON.stringify(k)}: ${read(columns[i]!, i)}`).join(', ')} };`) as (row: T) => Row;
  }, () => null);
}

/**
 * Result rows read as arrays (better-sqlite3's raw mode) made into objects keyed by `keyOf(column)`. The
 * driver's own objects cost more to make than the query's lookups for a report of thousands of rows
 * (better-sqlite3 sets each property through the V8 API), and the app renamed them once more afterwards.
 */
export function arrayRowBuilder(keyOf: ColumnKey) {
  const shapes = compiledShapes<unknown[]>(keyOf, (_column, index) => `r[${index}]`);
  /** The builder of one column list, for a caller that keeps it (a prepared statement's columns stay its own). */
  const rowsFor = (columns: readonly string[]) => {
    const build = shapes(columns) ?? ((row: unknown[]) => definedRow(columns.map(keyOf), row));
    return (rows: unknown[][]): Row[] => {
      const result = new Array<Row>(rows.length);
      for (let i = 0; i < rows.length; i++) result[i] = build(rows[i]!);
      return result;
    };
  };
  return Object.assign((columns: readonly string[], rows: unknown[][]): Row[] => rowsFor(columns)(rows), { rowsFor });
}

/** The slow, always-correct way: a key such as "__proto__" stays a key (last of equal names wins, as in the driver). */
function definedRow(keys: string[], values: unknown[]): Row {
  const row: Row = {};
  keys.forEach((key, i) => Object.defineProperty(row, key, { value: values[i], enumerable: true, writable: true, configurable: true }));
  return row;
}

/**
 * A column's name → its key in the app's rows: every "_" dropped, the character after one upper-cased
 * (`first_names` → `firstNames`, `address_2` → `address2`, `_x` → `_X`: the first character is kept as it is).
 * Exactly the mapping objection's knexSnakeCaseMappers used before this app dropped objection.
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
 * digits are left alone (`pago1` → `pago1`). Objection's snakeCase with its default options.
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

/** Only the part after the last ":" is mapped (`a:b_c` → `a:bC`), as objection did for its own aliases. */
function lastPart(map: (name: string) => string) {
  const known = new Map<string, string>();
  return (name: string): string => {
    if (!name) return name;
    let mapped = known.get(name);
    if (mapped === undefined) {
      const at = name.lastIndexOf(':') + 1;
      mapped = name.slice(0, at) + map(name.slice(at));
      known.set(name, mapped);
    }
    return mapped;
  };
}

/** Any object's keys renamed by copying into `{}`, as objection did (a "__proto__" column arrives as `_Proto`). */
function renamedKeys(value: unknown, keyOf: ColumnKey): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Row = {};
  for (const key of Object.keys(value)) out[keyOf(key)] = (value as Row)[key];
  return out;
}

/**
 * snake_case ↔ camelCase mappers for knex: identifiers in code are written as column names (`wrapIdentifier`),
 * result rows come back with camelCase keys. Rows are renamed by a compiled builder per shape instead of a
 * key-by-key copy into `{}`, which left report rows as slow dictionary objects. Rows whose keys already are
 * camelCase (SQL aliased to the API's field names, or rows the SQLite client built with `rowKey`) are returned
 * as they are.
 */
export function snakeCaseRowMappers() {
  const rowKey: ColumnKey = lastPart(camelCase);
  const columnName = lastPart(snakeCase);
  const renamed = (result: unknown): unknown =>
    (Array.isArray(result) ? result.map((item) => renamedKeys(item, rowKey)) : renamedKeys(result, rowKey));
  const shapes = compiledShapes<Row>(rowKey, (column) => `r[${JSON.stringify(column)}]`);
  const keepsKeys = perShape((columns) => columns.every((column) => rowKey(column) === column));

  return {
    wrapIdentifier: (identifier: string, wrap: (identifier: string) => string) => wrap(columnName(identifier)),
    rowKey,
    /** Rows of one result share their columns (both drivers); anything else is renamed key by key. */
    postProcessResponse(result: unknown): unknown {
      if (!Array.isArray(result) || !isPlainRow(result[0])) return renamed(result);
      const columns = Object.keys(result[0]);
      if (keepsKeys(columns)) return result;
      const build = shapes(columns);
      if (!build) return renamed(result);
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
