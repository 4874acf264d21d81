import { createRequire } from 'node:module';

/*
 * A knex query builder read as a shape (db-compiled-sql.ts): its compiled parts walked in one fixed order, every
 * string and number a slot, the rest (object keys, nesting, null, undefined, booleans) its structure. A kept shape
 * is that walk as tokens, some slots generalized to "any value of this type". Reads knex's internal JoinClause:
 * knex is pinned to an exact version in package.json.
 */
const require = createRequire(import.meta.url);
const JoinClause = require('knex/lib/query/joinclause.js') as new (...args: unknown[]) => object;

export type Slot = string | number;
/** The builder methods that only read rows (a write, even one returning rows, is none of them). */
export const READ_METHODS: ReadonlySet<string> = new Set(['select', 'first', 'pluck']);
/** The fields of a builder that knex compiles. */
export interface BuilderParts {
  _method?: string; _single: object; _statements: unknown[]; _options?: unknown[]; _comments?: unknown[];
  _timeout?: number; _cancelOnTimeout?: boolean;
}
/** A builder read for the first time: its tokens (each slot's value as its own token), its slots' values and where they stand. */
export interface ShapeReading { tokens: unknown[]; values: Slot[]; slotTokens: number[] }

/** Tokens of a shape besides literal values, null, undefined and booleans (which stand for themselves). */
const OBJECT = Symbol('object');
const JOIN = Symbol('join clause');
const ARRAY = Symbol('array');
const END = Symbol('end');
/**
 * A bound slot: any string but '', any number but 0 and NaN. The falsy ones knex may compile apart (it leaves out
 * an offset of 0): they match only as literals, i.e. in a shape learnt with them.
 */
const BOUND_STRING = Symbol('bound string');
const BOUND_NUMBER = Symbol('bound number');
/** Any string, any number: the slots of a shape knex compiles every time. */
const ANY_STRING = Symbol('any string');
const ANY_NUMBER = Symbol('any number');

/** The builder's fields knex compiles, and their values in that order (the one order every walk below follows). */
export const PART_FIELDS = ['_method', '_single', '_statements', '_options', '_comments', '_timeout', '_cancelOnTimeout'] as const;
export const partsOf = (b: BuilderParts): unknown[] => [b._method, b._single, b._statements, b._options, b._comments, b._timeout, b._cancelOnTimeout];

const plainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Appends value's tokens and its slots (each slot's value stands as its token for now); false if not keepable. */
function tokenize(value: unknown, tokens: unknown[], slots: Slot[], slotTokens: number[]): boolean {
  switch (typeof value) {
    case 'string': case 'number':
      slotTokens.push(tokens.length);
      tokens.push(value);
      slots.push(value);
      return true;
    case 'undefined': case 'boolean':
      tokens.push(value);
      return true;
    case 'object': {
      if (value === null) { tokens.push(null); return true; }
      if (Array.isArray(value)) {
        tokens.push(ARRAY);
        for (const item of value) if (!tokenize(item, tokens, slots, slotTokens)) return false;
        tokens.push(END);
        return true;
      }
      const join = value instanceof JoinClause;
      if (!join && !plainObject(value)) return false;
      tokens.push(join ? JOIN : OBJECT);
      for (const key of Object.keys(value)) {
        if (join && key === 'and') continue; // a join clause's `and` is the clause itself
        tokens.push(key);
        if (!tokenize((value as Record<string, unknown>)[key], tokens, slots, slotTokens)) return false;
      }
      tokens.push(END);
      return true;
    }
    default: return false;
  }
}

/** The walk of a hit, in tokenize's order: module state rather than closures, it runs on every query. */
let tokens: unknown[] = [];
let at = 0;
let slots: Slot[] = [];

/** Whether value matches the kept tokens from `at` on, collecting its slots. */
function matches(value: unknown): boolean {
  const token = tokens[at++];
  switch (typeof value) {
    case 'string':
      if (token !== value && (token !== BOUND_STRING || value === '') && token !== ANY_STRING) return false;
      slots.push(value);
      return true;
    case 'number':
      if (token !== value && (token !== BOUND_NUMBER || !value) && token !== ANY_NUMBER) return false;
      slots.push(value);
      return true;
    case 'object': {
      if (value === null) return token === null;
      if (Array.isArray(value)) {
        if (token !== ARRAY) return false;
        for (let i = 0; i < value.length; i++) if (!matches(value[i])) return false;
        return tokens[at++] === END;
      }
      const join = value instanceof JoinClause;
      if (token !== (join ? JOIN : OBJECT) || (!join && !plainObject(value))) return false;
      for (const key of Object.keys(value)) {
        if (join && key === 'and') continue;
        if (tokens[at++] !== key || !matches((value as Record<string, unknown>)[key])) return false;
      }
      return tokens[at++] === END;
    }
    default: return token === value;
  }
}

/** A copy of `value` with the slot numbered `target` (counting from `counter.next`) replaced by `marker`. */
function replaced(value: unknown, counter: { next: number }, target: number, marker: Slot): unknown {
  if (typeof value === 'string' || typeof value === 'number') return counter.next++ === target ? marker : value;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => replaced(item, counter, target, marker));
  const join = value instanceof JoinClause;
  const copy = (join ? Object.create(Object.getPrototypeOf(value) as object) : {}) as Record<string, unknown>;
  for (const key of Object.keys(value)) if (!join || key !== 'and') copy[key] = replaced((value as Record<string, unknown>)[key], counter, target, marker);
  if (join) copy.and = copy;
  return copy;
}

/** The shape of a builder's parts; null if some part holds what no shape is kept for (a callback, raw SQL, a date). */
export function readShape(parts: unknown[]): ShapeReading | null {
  const reading: ShapeReading = { tokens: [], values: [], slotTokens: [] };
  return parts.every((part) => tokenize(part, reading.tokens, reading.values, reading.slotTokens)) ? reading : null;
}

/**
 * The reading's tokens as kept: with `bindingSlots` (the slot of each binding), its bound slots stand for any value
 * but a falsy one; without (knex compiles this structure every time), every slot stands for any value.
 */
export function keptTokens({ tokens, values, slotTokens }: ShapeReading, bindingSlots: number[] | null): unknown[] {
  const kept = [...tokens];
  const bound = new Set(bindingSlots);
  slotTokens.forEach((token, slot) => {
    const string = typeof values[slot] === 'string';
    if (!bindingSlots) kept[token] = string ? ANY_STRING : ANY_NUMBER;
    else if (bound.has(slot) && values[slot]) kept[token] = string ? BOUND_STRING : BOUND_NUMBER;
  });
  return kept;
}

/** The slots of parts that match the kept tokens, or null. */
export function matchShape(shapeTokens: unknown[], parts: unknown[]): Slot[] | null {
  tokens = shapeTokens;
  at = 0;
  slots = [];
  for (let p = 0; p < parts.length; p++) if (!matches(parts[p])) return null;
  return slots;
}

/** A deep copy of the parts with the slot numbered `target` replaced by `marker` (none when -1). */
export function partsWithSlot(parts: unknown[], target: number, marker: Slot): unknown[] {
  const counter = { next: 0 };
  return parts.map((part) => replaced(part, counter, target, marker));
}
