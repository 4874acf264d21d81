import { createRequire } from 'node:module';
import { keptTokens, matchShape, PART_FIELDS, partsOf, partsWithSlot, READ_METHODS, readShape, type BuilderParts, type Slot } from './db-query-shapes.js';

/*
 * knex compiles a query builder to SQL on every run: each identifier wrapped (and renamed to snake_case), each
 * clause formatted and joined, ~10 µs a statement. For a REST list page that was the largest of the app's own
 * costs around its two queries (issue 27). The app builds the same few hundred shapes again and again with other
 * values, so the SQL knex compiled for a shape is kept and only the bindings are taken from each builder.
 *
 * A builder is read as a shape (db-query-shapes.ts): every string and number in its parts is a slot, the rest
 * its structure. Which slots are bound is learnt, not assumed: the builder is compiled again with one slot changed
 * at a time to a marker; a slot whose marker moves into the bindings and leaves the SQL as it was is bound, any
 * other slot (a table, a column, an operator, a direction) is a literal that a later builder must repeat exactly
 * to get the kept SQL. So a hit answers what knex would have compiled. Builders holding anything else (a callback,
 * raw SQL, a subquery, a date, a query context) are compiled by knex every time, as is every write. Replaces a
 * method of knex's internal QueryBuilder: knex is pinned to an exact version in package.json.
 */
const require = createRequire(import.meta.url);
const QueryBuilder = require('knex/lib/query/querybuilder.js') as {
  new (client: unknown): KnexBuilder;
  prototype: { toSQL(this: KnexBuilder, method?: string, tz?: unknown): CompiledQuery | CompiledQuery[] };
};
const { nanoid } = require('knex/lib/util/nanoid.js') as { nanoid(): string };

interface CompiledQuery {
  sql: string; bindings: unknown[]; method?: string; options?: object; timeout?: unknown; cancelOnTimeout?: unknown;
  __knexQueryUid?: string; pluck?: string; as?: string;
}
/** What knex compiled for a shape, but its bindings and query id. */
type Template = Omit<CompiledQuery, 'bindings'>;
interface KnexBuilder extends BuilderParts {
  client: { config?: { keepSql?: boolean }; positionBindings(sql: string): string; prepBindings(bindings: unknown[]): unknown[] };
  _single: { table?: unknown }; _queryContext?: unknown;
}

/**
 * A shape as kept: its tokens, and what knex compiled for it without the bindings (null: knex compiles it every
 * time) with the slot each binding comes from.
 */
interface Kept {
  tokens: unknown[]; template: Template | null; bindingSlots: number[];
  /** What knex's answer has besides the fields every answer has (`pluck`, `as`). */
  extraFields: string[];
}

const ANSWER_FIELDS = new Set(['method', 'options', 'timeout', 'cancelOnTimeout', 'bindings', '__knexQueryUid', 'sql']);
/** Shapes kept in all, and per table and statement count: the app writes its queries in code, far below either. */
const MAX_KEPT = 5_000;
const MAX_PER_BUCKET = 64;
/**
 * Learning compiles a shape once per slot. A query larger than these (a long `whereIn`, whose every length is a
 * shape of its own) is compiled by knex every time: its compiling is small beside its rows.
 */
const MAX_SLOTS = 200;
const MAX_BINDINGS = 16;

/** knex's own compiling, whatever keepCompiledSql() did to the builder's prototype. */
const knexToSQL = QueryBuilder.prototype.toSQL;
const knexCompile = (builder: KnexBuilder) => knexToSQL.call(builder) as CompiledQuery | CompiledQuery[];
/** knex's own compiling, counted. */
function compiledByKnex(builder: KnexBuilder): CompiledQuery | CompiledQuery[] {
  counts.compiled++;
  return knexCompile(builder);
}

/**
 * knex's own compilation of the builder's parts as they were before knex compiled them, one slot changed; null if
 * knex refuses it. Compiled on a plain knex builder: the app's builders never get the fields or values of these
 * trials (V8 would widen their hidden classes' field types for every later builder).
 */
function compiledWith(builder: KnexBuilder, pristine: unknown[], target: number, marker: Slot): CompiledQuery | null {
  const trial = new QueryBuilder(builder.client) as unknown as Record<string, unknown>;
  partsWithSlot(pristine, target, marker).forEach((part, i) => {
    if (part !== undefined) trial[PART_FIELDS[i]!] = part;
  });
  try {
    const compiled = knexCompile(trial as unknown as KnexBuilder);
    return Array.isArray(compiled) ? null : compiled;
  } catch {
    return null;
  }
}

/**
 * Which slot each binding of `compiled` comes from, learnt by changing one slot at a time; null when some binding
 * comes from no slot, or from several.
 */
function learnBindings(builder: KnexBuilder, pristine: unknown[], compiled: CompiledQuery, values: Slot[]): number[] | null {
  const slotOfBinding = new Array<number>(compiled.bindings.length).fill(-1);
  for (let i = 0; i < values.length; i++) {
    // A small integer for a number (V8 keeps integer fields as such; a fraction would widen them in every builder).
    const marker = typeof values[i] === 'string' ? `\u0002slot ${i}\u0002` : 734_003_300 + i;
    const changed = compiledWith(builder, pristine, i, marker);
    if (!changed || changed.sql !== compiled.sql || changed.bindings.length !== compiled.bindings.length) continue;
    for (let j = 0; j < changed.bindings.length; j++) {
      if (Object.is(changed.bindings[j], compiled.bindings[j])) continue;
      if (!Object.is(changed.bindings[j], marker) || slotOfBinding[j] !== -1) return null;
      slotOfBinding[j] = i;
    }
  }
  return slotOfBinding.some((slot, j) => slot === -1 || !Object.is(values[slot], compiled.bindings[j])) ? null : slotOfBinding;
}

/**
 * Kept shapes per knex configuration (a transaction's client shares its database's), then by table and statement
 * count: the same builder compiles to other SQL on another dialect (SQLite has no FOR UPDATE).
 */
const bucketsByConfig = new WeakMap<object, Map<string, Kept[][]>>();
let keptCount = 0;
const counts = { kept: 0, compiled: 0 };

/** How many queries were answered from kept SQL and how many knex compiled, since the process started. */
export const keptSqlCounts = (): Readonly<typeof counts> => ({ ...counts });

/** The shapes kept for builders like this one (of a client configured with `keepSql`). */
function bucketOf(builder: KnexBuilder, config: object): Kept[] {
  // A table given as raw SQL or a subquery is no key to keep: such a builder is never kept anyway.
  const table = typeof builder._single.table === 'string' ? builder._single.table : '';
  let buckets = bucketsByConfig.get(config);
  if (!buckets) bucketsByConfig.set(config, buckets = new Map());
  let byCount = buckets.get(table);
  if (!byCount) buckets.set(table, byCount = []);
  return byCount[builder._statements.length] ??= [];
}

/** The kept shape the builder's parts match, with their slots' values. */
function find(bucket: Kept[], parts: unknown[]): { kept: Kept; slots: Slot[] } | undefined {
  for (let k = 0; k < bucket.length; k++) {
    const kept = bucket[k]!;
    const slots = matchShape(kept.tokens, parts);
    if (!slots) continue;
    // The shapes met most often move to the front of their bucket.
    if (k > 0) [bucket[k - 1], bucket[k]] = [kept, bucket[k - 1]!];
    return { kept, slots };
  }
  return undefined;
}

/** Compiles by knex and keeps the shape: with its SQL once its bound slots are learnt, else as one knex compiles. */
function learn(builder: KnexBuilder, bucket: Kept[], parts: unknown[]): CompiledQuery | CompiledQuery[] {
  const reading = keptCount < MAX_KEPT && bucket.length < MAX_PER_BUCKET ? readShape(parts) : null;
  // Copied before knex compiles: compiling may change the builder (SQLite's gives an offset without a limit one of -1).
  const pristine = reading && reading.values.length <= MAX_SLOTS ? partsWithSlot(parts, -1, 0) : null;
  const compiled = compiledByKnex(builder);
  if (!reading || !pristine || Array.isArray(compiled) || compiled.bindings.length > MAX_BINDINGS) return compiled;
  const bindingSlots = learnBindings(builder, pristine, compiled, reading.values);
  const { bindings: _bindings, __knexQueryUid: _uid, ...template } = compiled;
  const extraFields = Object.keys(template).filter((field) => !ANSWER_FIELDS.has(field));
  // Unlearnt (null): every builder of this structure, whatever its values, is compiled by knex.
  bucket.push({ tokens: keptTokens(reading, bindingSlots), template: bindingSlots ? template : null, bindingSlots: bindingSlots ?? [], extraFields });
  keptCount++;
  return compiled;
}

/**
 * The prototype of a client's answers: `toNative` as knex's own answers have it, not an own enumerable field (a
 * spread or JSON of the query leaves it out), without defining it on every answer.
 */
const natives = new WeakMap<object, object>();
function nativeOf(client: KnexBuilder['client']): object {
  let proto = natives.get(client);
  if (!proto) {
    proto = {
      toNative(this: CompiledQuery) {
        return { sql: client.positionBindings(this.sql), bindings: client.prepBindings(this.bindings) };
      },
    };
    natives.set(client, proto);
  }
  return proto;
}

/** knex's answer for a kept shape: its fields in knex's order, the builder's bindings, a query id of its own. */
function answer(builder: KnexBuilder, kept: Kept, slots: Slot[]): CompiledQuery {
  const template = kept.template!;
  const bindings = new Array<unknown>(kept.bindingSlots.length);
  for (let j = 0; j < bindings.length; j++) bindings[j] = slots[kept.bindingSlots[j]!];
  const query = Object.create(nativeOf(builder.client)) as CompiledQuery;
  query.method = template.method;
  query.options = { ...template.options };
  query.timeout = template.timeout;
  query.cancelOnTimeout = template.cancelOnTimeout;
  query.bindings = bindings;
  query.__knexQueryUid = nanoid();
  query.sql = template.sql;
  for (const field of kept.extraFields) (query as unknown as Record<string, unknown>)[field] = (template as Record<string, unknown>)[field];
  return query;
}

/** knex's answer for a builder of a client whose configuration asks for it (`keepSql`), from the SQL kept for its shape. */
function keptToSQL(this: KnexBuilder, method?: string, tz?: unknown): CompiledQuery | CompiledQuery[] {
  const { config } = this.client;
  if (!config?.keepSql) return knexToSQL.call(this, method, tz);
  const plain = (method === undefined || method === this._method) && tz === undefined;
  if (!plain || !READ_METHODS.has(this._method ?? 'select') || this._queryContext !== undefined) {
    return compiledByKnex(this);
  }
  const parts = partsOf(this);
  const bucket = bucketOf(this, config);
  const found = find(bucket, parts);
  if (!found) return learn(this, bucket, parts);
  if (!found.kept.template) return compiledByKnex(this);
  counts.kept++;
  return answer(this, found.kept, found.slots);
}

/**
 * Makes knex's query builders answer from kept SQL where their client's configuration has `keepSql: true` (the
 * app's, db.ts); any other knex in the process compiles as knex does. knex's own QueryBuilder gets the method
 * rather than a subclass of it: builders of a subclass made every request ~15 % slower in V8 once the app had
 * cloned some (measured, the semesters list after the students list), for reasons not worth depending on.
 */
export function keepCompiledSql(): void {
  QueryBuilder.prototype.toSQL = keptToSQL;
}
