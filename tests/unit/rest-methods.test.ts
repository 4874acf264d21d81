import { createServer } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorsAndLogging } from '../../api/src/http/middleware.js';
import { restPaths } from '../../api/src/rest/openapi-rest.js';
import { restRouter } from '../../api/src/rest/router.js';
import type { RestResource } from '../../api/src/rest/resource.js';

/**
 * on the REST face: a method a resource does not take answers 405 with the methods it takes in
 * `Allow` (not a 404), and the document leaves that method out. A read-only resource stands in for any.
 */
const readOnly: RestResource = {
  name: 'readings',
  contract: { noun: 'la lectura', record: { type: 'object' }, fields: [] },
  list: async () => ({ rows: [{ id: 1 }], total: 1 }),
  getOne: async (_call, id) => ({ id }),
};

let base = '';
const server = createServer();
beforeAll(async () => {
  const app = new Koa();
  app.use(errorsAndLogging({ info() {}, error() {} }));
  app.use(async (ctx, next) => {
    ctx.state.actor = { id: 1, roleId: 1, departmentId: 1 };
    await next();
  });
  const router = restRouter(null as never, null as never, [readOnly]);
  app.use(router.routes());
  server.on('request', app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/rest`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('answers 405 with what the resource takes for a method it lacks, on the list and on one record', async () => {
  const cases: Array<[string, string, string]> = [
    ['POST', '/readings', 'GET, HEAD'],
    ['PUT', '/readings/1', 'GET, HEAD'],
    ['DELETE', '/readings/1', 'GET, HEAD'],
    ['PATCH', '/readings/1', 'GET, HEAD'],
  ];
  for (const [method, path, allow] of cases) {
    const res = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'DELETE' ? undefined : '{}',
    });
    expect(res.status, `${method} ${path}`).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(await res.json()).toEqual({ msg: 'Método no permitido.' });
  }
  expect((await fetch(`${base}/readings/1`)).status).toBe(200);
  // An unknown resource stays a 404.
  expect((await fetch(`${base}/nothing/1`, { method: 'PUT' })).status).toBe(404);
});

it('documents only the methods a resource takes', () => {
  const paths = restPaths([readOnly]);
  expect(Object.keys(paths['/api/rest/readings']!)).toEqual(['get']);
  expect(Object.keys(paths['/api/rest/readings/{id}']!)).toEqual(['get']);
  expect((paths['/api/rest/readings']!.get as { operationId: string }).operationId).toBe('rest_readings_list');
});
