import { describe, expect, it } from 'vitest';
import { documented } from '../../api/src/http/route.js';
import { list, named, nullable, obj, str } from '../../api/src/schemas/answers.js';
import { body, id, params, pathInt, text } from '../../api/src/schemas/fields.js';
import { openApiDocument } from '../../api/src/schemas/openapi.js';

/**
 * The generator on routes no module declares yet (an upload, a PDF, a declared conflict, two schemas under one
 * title), through documented() on a stand-in router, so the document's rules are checked before a route needs them.
 */
const router = new Proxy({}, { get: () => () => undefined });
const api = documented(router, '/zzprueba');
const record = named('Registro de prueba', obj({ nombre: str() }));
api.post(
  '/subir/:idUser',
  { summary: 'Sube', params: params({ idUser: pathInt() }), upload: 'photo', response: record },
  async () => undefined,
);
api.get(
  '/informe/:idUser/report.pdf',
  { summary: 'Informe', params: params({ idUser: pathInt() }), produces: 'application/pdf' },
  async () => undefined,
);
api.get('/lista', { summary: 'Lista', response: list(record), errors: [409] }, async () => undefined);
api.put(
  '/guardar',
  {
    summary: 'Guarda',
    body: body({ idUser: id(), nombre: text({ required: 'Ingrese un nombre' }) }, ['idUser', 'nombre']),
    response: record,
  },
  async () => undefined,
);
api.get(
  '/otro',
  { summary: 'Otro', response: named('Registro de prueba', obj({ otro: str() })) },
  async () => undefined,
);
api.get('/quizas', { summary: 'Quizás', response: nullable(record) }, async () => undefined);

describe('the OpenAPI generator', () => {
  const doc: any = openApiDocument([]);
  const paths = doc.paths;

  it('documents an upload as multipart/form-data with a binary field', () => {
    const op = paths['/api/zzprueba/subir/{idUser}'].post;
    expect(op.requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: expect.objectContaining({
            properties: { photo: expect.objectContaining({ type: 'string', format: 'binary' }) },
            required: ['photo'],
          }),
        },
      },
    });
    expect(op.responses[413]).toBeDefined();
  });

  it('gives a PDF its media type and the browser failures', () => {
    const op = paths['/api/zzprueba/informe/{idUser}/report.pdf'].get;
    expect(Object.keys(op.responses[200].content)).toEqual(['application/pdf']);
    expect(op.responses[503]).toEqual({ $ref: '#/components/responses/ServiceUnavailable' });
    expect(doc.components.responses.ServiceUnavailable.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('adds the statuses a route declares and strips ajv keywords from bodies', () => {
    expect(paths['/api/zzprueba/lista'].get.responses[409]).toBeDefined();
    const schema = paths['/api/zzprueba/guardar'].put.requestBody.content['application/json'].schema;
    expect(JSON.stringify(schema)).not.toMatch(/errorMessage|transform|nullAsEmpty/);
    expect(schema.properties.idUser).toEqual({ type: 'integer', minimum: 1, maximum: 2147483647 });
  });

  it('hoists a named schema once and keeps a clashing one apart, under a name the document test refuses', () => {
    expect(paths['/api/zzprueba/lista'].get.responses[200].content['application/json'].schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Registro_de_prueba' },
    });
    expect(paths['/api/zzprueba/subir/{idUser}'].post.responses[200].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Registro_de_prueba',
    });
    expect(paths['/api/zzprueba/otro'].get.responses[200].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Registro_de_prueba__2',
    });
    // A named schema or null is the same component beside null, not a second copy.
    expect(paths['/api/zzprueba/quizas'].get.responses[200].content['application/json'].schema).toEqual({
      anyOf: [{ $ref: '#/components/schemas/Registro_de_prueba' }, { type: 'null' }],
    });
  });
});
