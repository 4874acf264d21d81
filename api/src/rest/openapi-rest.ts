import { versionField } from '../lib/versioned.js';
import { STALE, strip } from '../schemas/openapi-parts.js';
import type { RestResource } from './resource.js';

/** The paths of the ra-data-simple-rest face (/api/rest/<resource>) in the OpenAPI document. */
export function restPaths(resources: RestResource[]): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { name } of resources) {
    const common = { security: [{ bearer: [] }], 'x-face': 'rest', responses: { 200: { description: 'OK' }, 400: { description: '{ msg }' } } };
    paths[`/api/rest/${name}`] = { get: { ...common, parameters: ['sort', 'range', 'filter'].map((q) => ({ name: q, in: 'query', schema: { type: 'string' } })) }, post: common };
    paths[`/api/rest/${name}/{id}`] = {
      get: { ...common, parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }] },
      put: {
        ...common, parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        // react-admin sends the record it read, its version included.
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { version: strip(versionField()) } } } } },
        responses: { ...common.responses, 409: STALE },
      },
      delete: { ...common, parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }] },
    };
  }
  return paths;
}
