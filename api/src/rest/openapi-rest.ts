import { list, type JsonSchema } from '../schemas/answers.js';
import { STALE } from '../schemas/openapi-parts.js';
import { WRITE_MESSAGE_HEADER } from '../../../domain/rest-face.js';
import type { RestResource } from './resource.js';

/**
 * The paths of the ra-data-simple-rest face (/api/rest/<resource>) in the OpenAPI document, from the same
 * definitions the resources answer with (RestResource.contract): the record schema, the fields `sort` and
 * `filter` accept, the bodies. Only the methods a resource has are documented (the others answer 405).
 */

/** The shared error answer (`{ msg }`, a component of openapi.ts). */
const ERROR = { $ref: '#/components/schemas/Error' };
const error = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });
const ERRORS = {
  400: error('Datos no válidos (el mensaje dice cuál)'),
  401: error('Sin sesión o sesión vencida'),
  403: error('El rol o el departamento no lo permiten'),
  405: error('Método no permitido en esta ruta; la cabecera Allow dice los que acepta'),
};
const NOT_FOUND = { 404: error('No existe (o no es del departamento)') };

/** 'el tipo de pago' → 'tipos de pago'; 'la inscripción' → 'inscripciones'. */
function plural(noun: string): string {
  const [word = '', ...rest] = noun.replace(/^(el|la) /, '').split(' ');
  const many = /[aeiou]$/.test(word) ? `${word}s` : word.endsWith('ón') ? `${word.slice(0, -2)}ones` : `${word}es`;
  return [many, ...rest].join(' ');
}

/** A query parameter sent as JSON text (OpenAPI 3.1 `content`), as ra-data-simple-rest sends sort, range and filter. */
const jsonQuery = (name: string, description: string, schema: JsonSchema) => ({
  name,
  in: 'query',
  required: false,
  description,
  content: { 'application/json': { schema } },
});

const scalar: JsonSchema = { type: ['string', 'number', 'integer', 'null'] };

function listParameters(fields: string[], sorts: string[], filters: string[], maxPage: number) {
  const names = ['id', ...fields.filter((f) => f !== 'id')];
  return [
    jsonQuery('sort', 'Campo y sentido: ["nombre","ASC"]', {
      type: 'array',
      prefixItems: [
        { type: 'string', enum: [...names, ...sorts] },
        { type: 'string', enum: ['ASC', 'DESC'] },
      ],
      minItems: 2,
      maxItems: 2,
    }),
    jsonQuery('range', `Primera y última fila, desde 0: [0,24] (como mucho ${maxPage.toLocaleString('es-BO')} filas)`, {
      type: 'array',
      prefixItems: [
        { type: 'integer', minimum: 0 },
        { type: 'integer', minimum: 0 },
      ],
      minItems: 2,
      maxItems: 2,
    }),
    jsonQuery('filter', 'Valor exacto por campo (una lista de valores: cualquiera de ellos); `q` busca texto', {
      type: 'object',
      properties: {
        q: { type: 'string', description: 'Texto libre' },
        ...Object.fromEntries(
          names.map((f) => [f, { anyOf: [scalar, { type: 'array', items: scalar, maxItems: 500 }] }]),
        ),
        ...Object.fromEntries(filters.map((f) => [f, scalar])),
      },
      additionalProperties: false,
    }),
  ];
}

const ID = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
const json = (schema: unknown) => ({ 'application/json': { schema } });

export function restPaths(resources: RestResource[]): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const resource of resources) {
    const { name, contract: c } = resource;
    const op = (method: string, summary: string, rest: Record<string, unknown>) => ({
      operationId: `rest_${name.replace(/-/g, '_')}_${method}`,
      summary,
      'x-face': 'rest',
      security: [{ bearer: [] }],
      ...rest,
    });
    const record = { description: 'El registro', content: json(c.record) };
    // A write may say more than its record (created / reactivated…): in a header, the body stays getOne's record.
    const written = {
      ...record,
      headers: {
        [WRITE_MESSAGE_HEADER]: {
          description:
            'Mensaje de la escritura para el usuario, codificado con encodeURIComponent (solo cuando la escritura lo tiene)',
          schema: { type: 'string' },
        },
      },
    };
    const collection: Record<string, unknown> = {
      get: op('list', `Lista de ${plural(c.noun)} (orden, rango y filtro)`, {
        parameters: listParameters(c.fields, c.sorts ?? [], c.filters ?? [], resource.maxPage ?? 500),
        responses: {
          200: {
            description: 'Las filas del rango pedido',
            headers: {
              'Content-Range': {
                description:
                  'Filas devueltas y total del filtro: `<recurso> <primera>-<última>/<total>`; una página vacía (más allá del final) `<recurso> */<total>`',
                required: true,
                schema: { type: 'string', pattern: '^[a-z-]+ (\\d+-\\d+|\\*)/\\d+$' },
              },
            },
            content: json(list(c.record)),
          },
          ...ERRORS,
        },
      }),
    };
    if (resource.create) {
      collection.post = op('create', `Registra ${c.noun}`, {
        requestBody: { required: true, content: json(c.create ?? { type: 'object' }) },
        responses: { 200: written, ...ERRORS, ...NOT_FOUND, 409: error('Ya existe un registro con esos datos') },
      });
    }
    const item: Record<string, unknown> = {
      get: op('get', `Lee ${c.noun}`, { parameters: [ID], responses: { 200: record, ...ERRORS, ...NOT_FOUND } }),
    };
    if (resource.update) {
      item.put = op('update', `Modifica ${c.noun} (el registro entero o solo los campos cambiados)`, {
        parameters: [ID],
        requestBody: { required: true, content: json(c.update ?? { type: 'object' }) },
        responses: {
          200: written,
          ...ERRORS,
          ...NOT_FOUND,
          409: {
            ...error(STALE.description),
            description: `${STALE.description}; o ya existe un registro con esos datos`,
          },
        },
      });
    }
    if (resource.remove) {
      item.delete = op('delete', `Da de baja ${c.noun} (estado 0; no se borra)`, {
        parameters: [ID],
        responses: { 200: record, ...ERRORS, ...NOT_FOUND },
      });
    }
    paths[`/api/rest/${name}`] = collection;
    paths[`/api/rest/${name}/{id}`] = item;
  }
  return paths;
}
