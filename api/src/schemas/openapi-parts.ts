import { RECORD_CHANGED } from '../../../domain/concurrency.js';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX, IDEMPOTENT_REPLAYED_HEADER } from '../../../domain/idempotency.js';

/** Pieces of the OpenAPI document shared by the documented face (openapi.ts) and the REST face (rest/openapi-rest.ts). */

/**
 * The JSON Schema 2020-12 keywords (plus OpenAPI's own `discriminator`, `xml`, `externalDocs`, `example`) that
 * the document keeps. Everything else in our ajv schemas — ajv-errors' `errorMessage`, ajv-keywords' `transform`,
 * validate.ts's `nullAsEmpty`, `bsAmount`, `bsCeiling`, any keyword added later — is ours, not JSON Schema, and is
 * dropped, so a client generator or a validator never meets an unknown keyword. `x-` extensions are kept.
 */
const SCHEMA_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$ref',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$defs',
  '$comment',
  '$vocabulary',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'items',
  'prefixItems',
  'contains',
  'minContains',
  'maxContains',
  'maxItems',
  'minItems',
  'uniqueItems',
  'unevaluatedItems',
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'unevaluatedProperties',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'dependentSchemas',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'title',
  'description',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'examples',
  'discriminator',
  'xml',
  'externalDocs',
  'example',
]);

/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const ONE_SCHEMA = [
  'items',
  'contains',
  'additionalProperties',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
  'not',
  'if',
  'then',
  'else',
  'contentSchema',
];
const SCHEMA_LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAP = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

/** The date pattern of our date fields (schemas/fields.ts calendarDate, pattern ^\d{4}-\d{2}-\d{2}…). */
const DATE_PATTERN = /^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$?$/;

/**
 * A schema as the document publishes it: walked by structure (a property called `transform` is a property,
 * not a keyword), non-standard keywords dropped, date patterns also named `format: date`.
 */
export function strip(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!SCHEMA_KEYWORDS.has(key) && !key.startsWith('x-')) continue;
    if (ONE_SCHEMA.includes(key)) out[key] = strip(value);
    else if (SCHEMA_LIST.includes(key) && Array.isArray(value)) out[key] = value.map(strip);
    else if (SCHEMA_MAP.includes(key) && value && typeof value === 'object')
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v)]));
    else out[key] = value;
  }
  if (typeof out.pattern === 'string' && DATE_PATTERN.test(out.pattern) && !out.format) out.format = 'date';
  return out;
}

/** The one error body of the API: a Spanish message for the user (some answers add `type` or `data`). */
export const ERROR_SCHEMA = {
  type: 'object',
  description: 'Toda respuesta de error de la API: un mensaje en español para el usuario.',
  properties: {
    msg: { type: 'string', description: 'Mensaje para el usuario' },
    codigo: {
      type: 'string',
      description: 'Motivo para programas, cuando lo hay: `SIN_CAJA` (el cajero no tiene una caja abierta)',
    },
  },
  required: ['msg'],
};

const error = (description: string, extra: Record<string, unknown> = {}) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  ...extra,
});

/** Shared error answers, referenced by every operation that can give them. */
export const ERROR_RESPONSES = {
  BadRequest: error(
    'Datos no válidos (parámetros, consulta, cuerpo, o un archivo que supera su límite): no se cambió nada.',
  ),
  Unauthorized: error(
    'Sin sesión válida: falta el token Bearer, expiró, se cerró la sesión o el usuario fue desactivado; o la clave de API no existe, fue revocada o venció.',
  ),
  Forbidden: error(
    'Sin permiso: el rol no puede usar esta operación, el registro pertenece a otro departamento, docente o usuario, o una clave de API pide otro departamento o una operación que solo hace una persona.',
  ),
  NotFound: error('El registro nombrado en la ruta no existe (o la ruta no existe).'),
  MethodNotAllowed: error('La ruta existe pero no con este método; la cabecera `Allow` lista los métodos que acepta.', {
    headers: { Allow: { description: 'Métodos que acepta la ruta, p. ej. `GET, PUT`', schema: { type: 'string' } } },
  }),
  Conflict: error('El registro ya existe, otro registro lo usa, o cambió desde que se leyó; no se escribió nada.'),
  Stale: error(
    `El registro cambió desde que se leyó (\`{ msg: '${RECORD_CHANGED}' }\`), o ya existe, o está en uso; no se escribió nada.`,
  ),
  PayloadTooLarge: error('El cuerpo JSON supera los 2 MB.'),
  TooManyRequests: error(
    'Demasiados intentos (ingresos fallidos, o claves de API no válidas desde la misma dirección): espere antes de volver a intentar.',
    {
      headers: {
        'Retry-After': { description: 'Segundos de espera sugeridos (cuando se conocen)', schema: { type: 'integer' } },
      },
    },
  ),
  ServiceUnavailable: error(
    'No hay navegador para generar el PDF (chromium ausente o no inicia), o la base de datos no responde.',
    {
      headers: {
        'Retry-After': {
          description: 'Segundos de espera sugeridos (base de datos no disponible)',
          schema: { type: 'integer' },
        },
      },
    },
  ),
  DatabaseUnavailable: error(
    'La base de datos no responde (caída, reiniciando o sin conexiones libres): no se escribió nada; reintente tras `Retry-After`.',
    {
      headers: { 'Retry-After': { description: 'Segundos de espera sugeridos', schema: { type: 'integer' } } },
    },
  ),
  GatewayTimeout: error('La generación del documento tardó demasiado.'),
  IdempotencyMismatch: error(
    `La clave \`${IDEMPOTENCY_HEADER}\` ya se usó para otra solicitud (otro cuerpo, ruta o método) del mismo usuario: no se cambió nada.`,
  ),
};

/** The answer to a save made from a version that is no longer the record's (its text; the shared answer is `Stale`). */
export const STALE = {
  description: `{ msg: '${RECORD_CHANGED}' }: el registro cambió desde que se leyó; no se escribió nada`,
};

export const errorRef = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** What an operation is, as far as its possible errors go (read from its route definition, see openapi.ts). */
export interface ErrorFacts {
  /** Has path or query parameters or a body the server validates. */
  input: boolean;
  /**
   * Needs a session (a person's token or an API key). Every such operation can answer 401, 403 (a role's rule, or an
   * API key naming another department), 429 (too many wrong API keys from one address) and 503 (the session is read
   * from the database).
   */
  secured: boolean;
  /** Names a record in its path, or (signed in) in its query or body. */
  namesRecord: boolean;
  /** POST, PUT, PATCH or DELETE. */
  write: boolean;
  /** POST, PUT or PATCH: the JSON body is read (up to 2 MB) whatever the route declares. */
  parsesBody: boolean;
  /** Its body carries the record's `version` (optimistic concurrency). */
  versioned: boolean;
  /** Answers a PDF made by the browser. */
  pdf: boolean;
  /** Under /api/, where a wrong method answers 405 (http/method-not-allowed.ts). */
  methodChecked: boolean;
  /** Reads the database (every operation but this document itself): 503 while it is away. */
  database: boolean;
  /** Statuses the route declares itself (RouteOptions.errors). */
  declared?: readonly number[];
}

/** The error answers an operation can give, by status, as references to the shared ones. */
export function errorAnswers(f: ErrorFacts): Record<string, unknown> {
  const declared = (status: number) => f.declared?.includes(status) ?? false;
  return {
    ...(f.input || f.parsesBody ? { 400: errorRef('BadRequest') } : {}),
    ...(f.secured ? { 401: errorRef('Unauthorized') } : {}),
    ...(f.secured || declared(403) ? { 403: errorRef('Forbidden') } : {}),
    ...(f.namesRecord || declared(404) ? { 404: errorRef('NotFound') } : {}),
    ...(f.methodChecked ? { 405: errorRef('MethodNotAllowed') } : {}),
    // Writes meet unique and foreign-key constraints (http/middleware.ts answers those 409 too).
    ...(f.versioned ? { 409: errorRef('Stale') } : f.write || declared(409) ? { 409: errorRef('Conflict') } : {}),
    ...(f.parsesBody ? { 413: errorRef('PayloadTooLarge') } : {}),
    ...(f.secured || declared(429) ? { 429: errorRef('TooManyRequests') } : {}),
    // Every operation that reads the session or data can meet the database away.
    ...(f.database ? { 503: errorRef('DatabaseUnavailable') } : {}),
    ...(f.pdf || declared(503) ? { 503: errorRef('ServiceUnavailable'), 504: errorRef('GatewayTimeout') } : {}),
  };
}

/**
 * A money call (domain/idempotency.ts MONEY_ROUTES): it takes an optional Idempotency-Key, may answer 422 for a
 * key used with another request, and marks an answer repeated from the first request with that key.
 */
export function withIdempotencyKey(op: Record<string, any>): void {
  op.parameters = [
    ...(op.parameters ?? []),
    {
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
      description: [
        'Clave única de esta operación, elegida por el cliente (p. ej. un UUID), para reintentarla sin riesgo.',
        'La primera solicitud con la clave se procesa una vez; una repetición del mismo usuario y departamento con el mismo cuerpo',
        'recibe la respuesta de la primera (mismo estado y cuerpo) sin volver a escribir, también mientras la primera sigue en proceso',
        '(espera hasta 10 s; si aún no termina: 409 con `Retry-After`). Se guardan las respuestas 2xx y 4xx salvo 409 y 429, al menos 24 horas.',
        'Sin la cabecera, cada solicitud se procesa. Vacía o de más de 255 caracteres: 400.',
      ].join(' '),
    },
  ];
  const ok = op.responses?.[200];
  if (ok && !ok.$ref) {
    ok.headers = {
      ...ok.headers,
      [IDEMPOTENT_REPLAYED_HEADER]: {
        description: 'true cuando la respuesta repite la de una solicitud anterior con la misma clave',
        schema: { type: 'string', enum: ['true'] },
      },
    };
  }
  op.responses = { ...op.responses, 422: errorRef('IdempotencyMismatch') };
}
