import { RECORD_CHANGED } from '../../../domain/concurrency.js';
import { routeCatalogue } from '../http/route.js';
import { versionField } from '../lib/versioned.js';

/** Keywords of our ajv setup that are not JSON Schema. */
const AJV_ONLY = new Set(['errorMessage', 'transform', 'nullAsEmpty', 'bsAmount', 'bsCeiling']);

/**
 * OpenAPI 3.1 document of the documented endpoints, built from the same ajv schemas the routes validate
 * with, plus the ra-data-simple-rest resources under /api/rest.
 */
export function openApiDocument(restResources: string[] = []) {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  for (const { method, path, options } of routeCatalogue) {
    const oaPath = path.replace(/:(\w+)/g, '{$1}');
    const parameters = [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name, in: 'path', required: true,
      schema: (options.params as any)?.properties?.[name] ?? { type: 'string' },
    }));
    paths[oaPath] = {
      ...paths[oaPath],
      [method]: {
        operationId: operationIdOf(method, path, operationIds),
        summary: options.summary ?? `${method.toUpperCase()} ${path.replace(/^\/api\//, '').replace(/\/:.*$/, '')}`,
        parameters,
        ...(options.body ? { requestBody: { content: { 'application/json': { schema: strip(options.body) } } } } : {}),
        ...(options.roles ? { 'x-roles': options.roles } : {}),
        security: [{ bearer: [] }],
        responses: {
          200: answerOf(options), 400: { description: 'Datos no válidos: { msg }' }, 401: { description: 'Sin sesión' }, 403: { description: 'Sin permiso' },
          ...(hasVersion(options.body) ? { 409: STALE } : {}),
        },
      },
    };
  }
  for (const name of restResources) {
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
  paths['/api/users/login'] = {
    post: {
      requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { username: { type: 'string' }, password: { type: 'string' } }, required: ['username', 'password'] } } } },
      responses: { 200: { description: '{ token, expiration, user }' }, 401: { description: 'Mensaje en texto plano' } },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Instituto — API de administración', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

/** `GET /api/semesters/selectSemesters/:idDepartament/…` → `get_semesters_selectSemesters` (unique: one route per method and path). */
function operationIdOf(method: string, path: string, taken: Set<string>): string {
  const segments = path.replace(/^\/api\//, '').split('/').filter(Boolean);
  const words = [method, ...segments.filter((w) => !w.startsWith(':'))];
  let id = words.join('_').replace(/[^A-Za-z0-9_]/g, '_');
  // Two routes that differ only in their parameters (…/shifts and …/shifts/:idShift) are told apart by them.
  if (taken.has(id)) id = [...words, 'by', ...segments.filter((w) => w.startsWith(':')).map((w) => w.slice(1))].join('_').replace(/[^A-Za-z0-9_]/g, '_');
  taken.add(id);
  return id;
}

function answerOf(options: { response?: unknown; produces?: string }) {
  if (options.produces) return { description: 'Archivo', content: { [options.produces]: { schema: { type: 'string', format: 'binary' } } } };
  if (options.response) return { description: 'OK', content: { 'application/json': { schema: strip(options.response) } } };
  return { description: 'OK' };
}

/** The answer to a save made from a version that is no longer the record's. */
const STALE = { description: `{ msg: '${RECORD_CHANGED}' }: el registro cambió desde que se leyó; no se escribió nada` };

const hasVersion = (schema: unknown) => !!(schema as { properties?: Record<string, unknown> } | undefined)?.properties?.version;

/** Drops the ajv-only keywords (messages, transforms) that are not JSON Schema. */
function strip(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strip);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).filter(([k]) => !AJV_ONLY.has(k)).map(([k, v]) => [k, strip(v)]));
}
