import Ajv, { type AnySchema, type ValidateFunction } from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import addKeywords from 'ajv-keywords';
import { MAX_AMOUNT_CENTS, toCents } from '../lib/money.js';
import { badRequest } from './errors.js';

/** One ajv for bodies (strings trimmed / upper-cased by the schema's `transform`) and one coercing path/query params. */
function makeAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ allErrors: true, coerceTypes, useDefaults: true, strict: false });
  addFormats(ajv);
  addErrors(ajv);
  addKeywords(ajv, ['transform']);
  // A non-negative Bs amount with at most two decimals (number or numeric string).
  ajv.addKeyword({
    keyword: 'bsAmount',
    schemaType: 'boolean',
    validate: (_: boolean, data: unknown) => (toCents(data) ?? -1) >= 0,
  });
  // …and not above a sane ceiling: no single payment, income or expense of the institute reaches it.
  ajv.addKeyword({
    keyword: 'bsCeiling',
    schemaType: 'boolean',
    validate: (_: boolean, data: unknown) => (toCents(data) ?? 0) <= MAX_AMOUNT_CENTS,
  });
  // An optional text sent as null is stored as '' (the columns are NOT NULL with '' as "no value").
  ajv.addKeyword({
    keyword: 'nullAsEmpty',
    schemaType: 'boolean',
    modifying: true,
    validate: (
      _: boolean,
      data: unknown,
      _schema?: unknown,
      ctx?: { parentData: any; parentDataProperty: string | number },
    ) => {
      if (data === null && ctx?.parentData) ctx.parentData[ctx.parentDataProperty] = '';
      return true;
    },
  });
  return ajv;
}

const bodyAjv = makeAjv(false);
const paramAjv = makeAjv(true);

const cache = new WeakMap<object, ValidateFunction>();

function compile(ajv: Ajv, schema: AnySchema): ValidateFunction {
  let fn = cache.get(schema as object);
  if (!fn) {
    fn = ajv.compile(schema);
    cache.set(schema as object, fn);
  }
  return fn;
}

/** Validates (and normalises in place) a request body; throws 400 with the first Spanish message. */
export function validateBody<T>(schema: AnySchema, body: unknown): T {
  const data = body && typeof body === 'object' ? body : {};
  const fn = compile(bodyAjv, schema);
  if (!fn(data)) throw badRequest(firstMessage(fn));
  return data as T;
}

/** Validates path or query parameters, coercing numeric strings; the word 'null' is turned into null first. */
export function validateParams<T>(schema: AnySchema, params: Record<string, unknown>): T {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    data[key] = value === 'null' || value === 'undefined' || value === '' ? null : value;
  }
  const fn = compile(paramAjv, schema);
  if (!fn(data)) throw badRequest(firstMessage(fn));
  return data as T;
}

function firstMessage(fn: ValidateFunction): string {
  const error = fn.errors?.[0];
  if (!error) return 'Datos no válidos.';
  // ajv-errors puts our Spanish texts in `message` with keyword 'errorMessage'; anything else is a shape error.
  return error.keyword === 'errorMessage' ? error.message! : 'Datos no válidos.';
}
