/**
 * Small builders for the ajv schemas of request bodies and parameters. Each field carries its Spanish
 * messages (ajv-errors) and its normalisation (ajv-keywords `transform`), so a route needs one line per field.
 * The same schemas feed GET /api/openapi.json.
 */
import { badRequest } from '../http/errors.js';
import { AMOUNT_TOO_LARGE, toCents } from '../lib/money.js';

type Schema = Record<string, unknown>;

export interface TextOptions {
  /** Message when missing or blank; omit for an optional field. */
  required?: string;
  upper?: boolean;
  /** Keep inner and outer spaces (passwords). */
  raw?: boolean;
  pattern?: [RegExp, string];
  max?: number;
}

export function text(options: TextOptions = {}): Schema {
  const transform = options.raw ? [] : options.upper ? ['trim', 'toUpperCase'] : ['trim'];
  const schema: Schema = { type: 'string', maxLength: options.max ?? 200 };
  if (transform.length) schema.transform = transform;
  const messages: Record<string, string> = { maxLength: `Máximo ${options.max ?? 200} caracteres` };
  if (options.required) {
    schema.minLength = 1;
    messages.minLength = options.required;
    messages.type = options.required;
  } else {
    schema.type = ['string', 'null'];
    schema.default = '';
    schema.nullAsEmpty = true;
  }
  if (options.pattern) {
    schema.pattern = options.pattern[0].source;
    messages.pattern = options.pattern[1];
  }
  schema.errorMessage = messages;
  return schema;
}

/** Ids are INT columns: anything above this cannot exist (and 1e20 must not reach the database). */
export const MAX_ID = 2_147_483_647;

/** A positive integer id; `message` when missing or not a number. */
export function id(message = 'Datos no válidos.'): Schema {
  return { type: 'integer', minimum: 1, maximum: MAX_ID, errorMessage: message };
}

export function optionalId(): Schema {
  return { type: ['integer', 'null'], minimum: 1, maximum: MAX_ID, default: null, errorMessage: 'Datos no válidos.' };
}

/** Integer from a fixed set (types, states). */
export function oneOf(values: number[], message: string): Schema {
  return { type: 'integer', enum: values, errorMessage: message };
}

export const state = (): Schema => oneOf([0, 1], 'El estado debe ser 0 o 1.');

/**
 * A Bs amount with at most two decimals, as a number or a numeric string; converted with toCents().
 * Checked by the `bsAmount` keyword (validate.ts), which parses like toCents: ajv's multipleOf 0.01
 * would refuse valid amounts such as 0.07 through float rounding.
 */
export function money(required: string, invalid = 'Debe ingresar un número'): Schema {
  return {
    type: ['number', 'string'],
    bsAmount: true,
    bsCeiling: true,
    errorMessage: { bsAmount: invalid, bsCeiling: AMOUNT_TOO_LARGE, type: required },
  };
}

/** An amount the schema let through, in centavos; `message` when it is not one (more than two decimals, negative). */
export function centsOf(value: unknown, message: string): number {
  const cents = toCents(String(value).trim());
  if (cents === null || cents < 0) throw badRequest(message);
  return cents;
}

/** An object schema: every field listed in `required` gets its own message from the field schema. */
export function body(properties: Record<string, Schema>, required: string[] = []): Schema {
  const requiredMessages: Record<string, string> = {};
  for (const key of required) {
    const message = properties[key]?.errorMessage as Record<string, string> | string | undefined;
    requiredMessages[key] =
      typeof message === 'string' ? message : (message?.minLength ?? message?.type ?? 'Datos no válidos.');
  }
  return {
    type: 'object',
    properties,
    required,
    ...(required.length ? { errorMessage: { required: requiredMessages } } : {}),
  };
}

/** Path parameters: all integers unless given; 'null' arrives as null (see validateParams). */
export function params(properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema {
  return { type: 'object', properties, required };
}

export const nullableInt = (): Schema => ({
  type: ['integer', 'null'],
  minimum: -MAX_ID,
  maximum: MAX_ID,
  errorMessage: 'Parámetro no válido.',
});
export const pathInt = (): Schema => ({
  type: 'integer',
  minimum: 1,
  maximum: MAX_ID,
  errorMessage: 'Parámetro no válido.',
});
