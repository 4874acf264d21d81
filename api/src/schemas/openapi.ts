import { routeCatalogue } from '../http/route.js';
import type { RestResource } from '../rest/resource.js';
import { restPaths } from '../rest/openapi-rest.js';
import { STALE, strip } from './openapi-parts.js';

/**
 * OpenAPI 3.1 document of the documented endpoints, built from the same ajv schemas the routes validate
 * with, plus the ra-data-simple-rest resources under /api/rest.
 */
export function openApiDocument(restResources: RestResource[] = []) {
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
  Object.assign(paths, restPaths(restResources));
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

const hasVersion = (schema: unknown) => !!(schema as { properties?: Record<string, unknown> } | undefined)?.properties?.version;
