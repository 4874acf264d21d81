import { versionField } from '../lib/versioned.js';
import { strip } from '../schemas/openapi-parts.js';
import type { JsonSchema } from '../schemas/answers.js';

/**
 * The request bodies of a resource, taken from its record schema: a create names `required` (and may name the
 * other `writable` fields); an update any subset of them plus the `version` it read. Both stay open: react-admin
 * sends back the whole record it read, and the fields a resource does not write are ignored.
 */
export function bodiesOf(
  record: JsonSchema,
  writable: string[],
  required: string[] = writable,
): { create: JsonSchema; update: JsonSchema } {
  const all = (record.properties ?? {}) as Record<string, JsonSchema>;
  const properties = Object.fromEntries(
    writable.map((k) => {
      if (!all[k]) throw new Error(`${String(record.title)}: ${k} is not a field of the record`);
      return [k, all[k]];
    }),
  );
  return {
    create: { type: 'object', properties, ...(required.length ? { required } : {}) },
    update: {
      type: 'object',
      properties: { ...properties, ...(all.version ? { version: strip(versionField()) as JsonSchema } : {}) },
    },
  };
}
