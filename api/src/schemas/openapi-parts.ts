import { RECORD_CHANGED } from '../../../domain/concurrency.js';

/** Pieces of the OpenAPI document shared by the documented face (openapi.ts) and the REST face (rest/openapi-rest.ts). */

/** Keywords of our ajv setup that are not JSON Schema. */
const AJV_ONLY = new Set(['errorMessage', 'transform', 'nullAsEmpty', 'bsAmount', 'bsCeiling']);

/** The answer to a save made from a version that is no longer the record's. */
export const STALE = { description: `{ msg: '${RECORD_CHANGED}' }: el registro cambió desde que se leyó; no se escribió nada` };

/** Drops the ajv-only keywords (messages, transforms) that are not JSON Schema. */
export function strip(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strip);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).filter(([k]) => !AJV_ONLY.has(k)).map(([k, v]) => [k, strip(v)]));
}
