import { routeCatalogue, type CatalogueEntry, type RouteOptions } from '../http/route.js';
import type { RestResource } from '../rest/resource.js';
import { restPaths } from '../rest/openapi-rest.js';
import { ERROR_RESPONSES, ERROR_SCHEMA, errorAnswers, strip, withIdempotencyKey } from './openapi-parts.js';
import { isMoneyRoute } from '../../../domain/idempotency.js';
import { hoistNamed } from './openapi-names.js';
import { publicPaths } from './openapi-public.js';

type Schema = Record<string, any>;

const DESCRIPTION = [
  'API de administración del instituto. Dos caras: las llamadas documentadas de la especificación (§7), bajo `/api/<área>/…`,',
  'y la cara REST de react-admin (`ra-data-simple-rest`) bajo `/api/rest/<recurso>`.',
  '',
  '- **Sesión**: `POST /api/users/login` devuelve un token; las demás operaciones lo piden en `Authorization: Bearer <token>`.',
  '  Otro sistema envía en su lugar una clave de API (`Bearer ik_…`, Administración → Integraciones): actúa con las reglas de su rol,',
  '  solo en su departamento, y no puede administrar claves ni usuarios.',
  '- **Departamento**: el rol 1 (administrador) elige en qué departamento actúa con la cabecera `X-Department-Id`',
  '  (o el `idDepartament` de la ruta); los demás roles actúan siempre en el suyo.',
  '- **Errores**: todo error es JSON `{ msg }` con un mensaje en español (esquema `Error`); cada operación lista los que puede dar.',
  '  Un fallo inesperado del servidor responde 500 con un mensaje genérico, sin detalles internos.',
  '- **Idempotencia**: las operaciones que crean o cambian dinero aceptan la cabecera `Idempotency-Key`: un reintento con la misma',
  '  clave y el mismo cuerpo recibe la respuesta de la primera solicitud sin cobrar dos veces; la misma clave con otro cuerpo: 422.',
  '- **Montos** en Bs con hasta dos decimales; **fechas** `YYYY-MM-DD` en hora de La Paz.',
].join('\n');

/**
 * OpenAPI 3.1 document of the whole API, built from the same definitions the code uses: the documented routes'
 * ajv schemas (validation) and answer schemas (tests check every answer against them), the REST face's
 * resources (rest/openapi-rest.ts), and the few public routes written by hand (openapi-public.ts).
 */
export function openApiDocument(restResources: RestResource[] = []) {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  for (const entry of routeCatalogue) {
    const oaPath = entry.path.replace(/:(\w+)/g, '{$1}');
    paths[oaPath] = {
      ...paths[oaPath],
      [entry.method]: operationOf(entry, operationIdOf(entry.method, entry.path, operationIds)),
    };
  }
  Object.assign(paths, restPaths(restResources), publicPaths());
  // Every face gets the same finish: an operationId, its area, and the error answers its shape implies.
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item) as Array<[string, Schema]>) {
      op.operationId ??= operationIdOf(method, path.replace(/\{(\w+)\}/g, ':$1'), operationIds);
      op.tags ??= [areaOf(path)];
      op.responses = { ...errorAnswers(factsOf(method, path, op)), ...op.responses };
      if (actsInChosenDepartment(op)) op.parameters = [...(op.parameters ?? []), DEPARTMENT_HEADER];
      if (isMoneyRoute(method, path.replace(/\{(\w+)\}/g, ':$1'))) withIdempotencyKey(op);
      stripAll(op);
    }
  }
  const doc = {
    openapi: '3.1.0',
    info: { title: 'Instituto — API de administración', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/', description: 'El mismo servidor que sirve la administración' }],
    security: [{ bearer: [] }],
    tags: [] as Array<{ name: string; description: string }>,
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'El `token` (JWT) que devuelve `POST /api/users/login`, o una clave de API `ik_…`.',
        },
      },
      schemas: { Error: ERROR_SCHEMA } as Record<string, unknown>,
      responses: ERROR_RESPONSES,
    },
  };
  hoistNamed(doc);
  doc.tags = tagsOf(paths);
  // Only the shared answers some operation uses (no PDF route yet → no 503 component).
  const used = JSON.stringify(paths);
  doc.components.responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).filter(([name]) => used.includes(`"#/components/responses/${name}"`)),
  ) as typeof ERROR_RESPONSES;
  return doc;
}

/**
 * Role 1 works in the department it chose (the admin sends it on every call): the REST face lists and writes in
 * it, the counter uses it, and the audit trail files role 1's changes under it. Other roles act in their own.
 */
const DEPARTMENT_HEADER = {
  name: 'X-Department-Id',
  in: 'header',
  required: false,
  schema: { type: 'integer', minimum: 1 },
  description:
    'Solo para el rol 1: el departamento en el que trabaja (lista y escribe en él; la bitácora lo registra ahí). ' +
    'Sin la cabecera, su propio departamento. Los demás roles trabajan siempre en el suyo y la cabecera no cambia nada.',
};

/** Asks for a session: the document's default security, unless the operation clears it (public routes). */
const isSecured = (op: Schema) => !Array.isArray(op.security) || op.security.length > 0;

const actsInChosenDepartment = (op: Schema) =>
  isSecured(op) && (!Array.isArray(op['x-roles']) || op['x-roles'].includes(1));

/** One documented route as an operation: parameters, body, answer and the errors it can give. */
function operationOf({ path, options, public: isPublic }: CatalogueEntry, operationId: string) {
  const pathNames = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
  const parameters = [
    ...pathNames.map((name) => ({ name, in: 'path', required: true, schema: pathSchema(name, options) })),
    ...queryParameters(options.query as Schema | undefined),
  ];
  const body = options.body as Schema | undefined;
  return {
    operationId,
    // No made-up summary: a route without one is reported (redocly, tests/api/openapi-document.test.ts).
    ...(options.summary ? { summary: options.summary } : {}),
    tags: [areaOf(path)],
    ...(parameters.length ? { parameters } : {}),
    ...(options.upload ? { requestBody: uploadBody(options.upload) } : body ? { requestBody: jsonBody(body) } : {}),
    ...(options.roles ? { 'x-roles': options.roles } : {}),
    security: isPublic ? [] : [{ bearer: [] }],
    ...(options.errors ? { 'x-errors': options.errors } : {}),
    responses: { 200: answerOf(options) },
  };
}

/** Whoever wrote an operation (a face of its own, a hand-written path), no ajv-only keyword leaves in it. */
function stripAll(op: Schema): void {
  for (const p of op.parameters ?? []) if (p.schema) p.schema = strip(p.schema);
  for (const holder of [op.requestBody, ...Object.values<Schema>(op.responses ?? {})]) {
    for (const media of Object.values<Schema>(holder?.content ?? {}))
      if (media.schema) media.schema = strip(media.schema);
  }
}

/** What an operation's shape says about the errors it can give (openapi-parts.ts errorAnswers). */
function factsOf(method: string, path: string, op: Schema) {
  const parameters: Schema[] = op.parameters ?? [];
  const body = op.requestBody?.content?.['application/json']?.schema;
  const declared: number[] = op['x-errors'] ?? [];
  delete op['x-errors'];
  const input = parameters.length > 0 || !!op.requestBody;
  const secured = isSecured(op);
  return {
    input,
    secured,
    // A record named anywhere (path, query or body) may not exist: 404.
    namesRecord: /\{\w+\}/.test(path) || (secured && input),
    methodChecked: path.startsWith('/api/'),
    write: method !== 'get',
    parsesBody: method === 'post' || method === 'put' || method === 'patch',
    versioned: !!body?.properties?.version,
    pdf: !!op.responses?.[200]?.content?.['application/pdf'],
    database: path !== '/api/openapi.json',
    declared,
  };
}

/** A path parameter as the route validates it; an id the route does not declare is still a positive integer. */
function pathSchema(name: string, options: RouteOptions): unknown {
  const declared = (options.params as Schema | undefined)?.properties?.[name];
  if (declared && Array.isArray(declared.type) && declared.type.includes('null')) return optionalSegment(declared);
  if (declared) return strip(declared);
  return /^id[A-Z]/.test(name) ? { type: 'integer', minimum: 1 } : { type: 'string' };
}

/**
 * A segment the specification's paths always carry but that may mean "any": the literal text `null` stands for
 * no value (a path cannot hold an empty one). Declared as both, so a generated client can send either.
 */
function optionalSegment(declared: Schema): Schema {
  const { type, enum: values, ...rest } = strip(declared) as Schema;
  const value = {
    ...rest,
    type: (type as string[]).find((t) => t !== 'null'),
    ...(values ? { enum: values.filter((v: unknown) => v !== null) } : {}),
  };
  return {
    anyOf: [value, { type: 'string', enum: ['null'], description: 'Sin valor: no se filtra por este dato' }],
    description: 'Un número, o el texto `null` cuando no se filtra por este dato',
  };
}

function queryParameters(query: Schema | undefined) {
  const required: string[] = query?.required ?? [];
  return Object.entries<Schema>(query?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: strip(schema),
  }));
}

/**
 * Every documented route with a body refuses a missing one (its schema's required fields, or its service's own
 * check, e.g. a semester's name): tests/api/openapi-document.test.ts sends each one no body and expects 400.
 */
function jsonBody(body: Schema) {
  return { required: true, content: { 'application/json': { schema: strip(body) } } };
}

function uploadBody(field: string) {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { [field]: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' } },
          required: [field],
        },
      },
    },
  };
}

function answerOf(options: Pick<RouteOptions, 'response' | 'produces'>) {
  if (options.produces)
    return {
      description: 'El archivo',
      content: { [options.produces]: { schema: { type: 'string', format: 'binary' } } },
    };
  if (options.response)
    return { description: 'OK', content: { 'application/json': { schema: strip(options.response) } } };
  return { description: 'OK (respuesta sin esquema declarado)' };
}

/** `GET /api/semesters/selectSemesters/:idDepartament/…` → `get_semesters_selectSemesters` (unique: one route per method and path). */
function operationIdOf(method: string, path: string, taken: Set<string>): string {
  const segments = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  const words = [method, ...segments.filter((w) => !w.startsWith(':'))];
  let id = words.join('_').replace(/[^A-Za-z0-9_]/g, '_');
  // Two routes that differ only in their parameters (…/shifts and …/shifts/:idShift) are told apart by them.
  if (taken.has(id))
    id = [...words, 'by', ...segments.filter((w) => w.startsWith(':')).map((w) => w.slice(1))]
      .join('_')
      .replace(/[^A-Za-z0-9_]/g, '_');
  taken.add(id);
  return id;
}

/** The area of a path: its first segment after /api (`semesters`, `ingress`…); the REST face is one area. */
const areaOf = (path: string) => path.replace(/^\/api\//, '').split('/')[0] ?? 'api';

const TAG_DESCRIPTIONS: Record<string, string> = {
  rest: 'La cara REST de react-admin (ra-data-simple-rest): /api/rest/<recurso>',
  sistema: 'Estado del servidor y este documento',
  verificacion: 'Verificación pública de recibos (/verificar/<código>)',
  calendarFeed:
    'Enlaces iCal privados de los docentes (/api/calendarFeed) y el calendario que sirven (/ical/<token>.ics)',
};

/** Every tag the operations use, declared once (sorted) so tools can group them. */
function tagsOf(paths: Record<string, Record<string, unknown>>) {
  const names = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item) as Array<{ tags?: string[] }>) op?.tags?.forEach((t) => names.add(t));
  }
  return [...names]
    .sort()
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `Operaciones de /api/${name}/…` }));
}
