/**
 * Builders for the JSON Schemas of answers (OpenAPI 3.1 = JSON Schema 2020-12). A route names the schema of
 * its 200 answer (`response`), GET /api/openapi.json publishes it, and the API suite checks every 2xx answer
 * of every test against it (tests/api/answer-contract.ts), so the document and the code cannot drift.
 * Objects are closed (`additionalProperties: false`): a field the schema does not name fails the tests.
 */
export type JsonSchema = Record<string, unknown>;

export const int = (description?: string): JsonSchema => ({ type: 'integer', ...(description ? { description } : {}) });
export const num = (description?: string): JsonSchema => ({ type: 'number', ...(description ? { description } : {}) });
export const str = (description?: string): JsonSchema => ({ type: 'string', ...(description ? { description } : {}) });
export const bool = (): JsonSchema => ({ type: 'boolean' });
/** A calendar date, YYYY-MM-DD (La Paz). */
export const date = (): JsonSchema => ({ type: 'string', format: 'date' });
/** An instant with its offset or Z (ISO 8601). */
export const dateTime = (): JsonSchema => ({ type: 'string', format: 'date-time' });
/** An amount in Bs as a JSON number with at most two decimals (the server counts in centavos). */
export const bs = (description?: string): JsonSchema => ({ type: 'number', ...(description ? { description } : {}) });
/** A 0/1 flag (estado, asignado…). */
export const flag = (): JsonSchema => ({ type: 'integer', enum: [0, 1] });

/** The same schema, or null. A named schema stays itself (one component, referenced), beside null. */
export function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.title === 'string') return { anyOf: [schema, { type: 'null' }] };
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.type))
    return schema.type.includes('null') ? schema : { ...schema, type: [...schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

/** A closed object: every property is required unless named in `optional`. */
export function obj(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  const required = Object.keys(properties).filter((k) => !optional.includes(k));
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

/** An object whose keys are data (a map by id or by date). */
export const mapOf = (value: JsonSchema): JsonSchema => ({ type: 'object', additionalProperties: value });

export const list = (item: JsonSchema): JsonSchema => ({ type: 'array', items: item });

/** A schema that also has a name in the document's components (schemas that several answers share). */
export function named(title: string, schema: JsonSchema): JsonSchema {
  return { title, ...schema };
}
