import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { parseQueriesWithQuerystring, requestBodies } from '../../api/src/http/request-parsing.js';

/** ctx.query of a request to `url`, as a fresh Koa app answers it with or without the app's parser. */
function queryOf(url: string, ours: boolean): Record<string, unknown> {
  const app = new Koa();
  if (ours) parseQueriesWithQuerystring(app);
  const ctx = app.createContext({ url, method: 'GET', headers: {}, socket: {} } as never, {} as never);
  return { ...(ctx.query as Record<string, unknown>) };
}

describe('query strings and bodies', () => {
  it('ctx.query reads every query string as Koa does: lists, plus signs, accents, repeated and odd keys', () => {
    for (const url of [
      '/api/rest/students?sort=%5B%22apellidos%22%2C%22ASC%22%5D&range=%5B0%2C24%5D&filter=%7B%22q%22%3A%22MAMANI%22%7D',
      '/api/x?a=1&a=2&b=juan+pablo&c=%C3%91and%C3%BA&empty=&flag', '/api/x?%zz=1&d=%E0%A4%A', '/api/x', '/api/x?',
      '/api/x?constructor=1&toString=2',
    ]) {
      expect(queryOf(url, true), url).toEqual(queryOf(url, false));
    }
  });

  it('a __proto__ key stays a plain key and changes no object', () => {
    const query = queryOf('/api/x?__proto__=z&a=1', true);
    expect(Object.entries(query)).toEqual(expect.arrayContaining([['a', '1']]));
    expect(({} as Record<string, unknown>).z).toBeUndefined();
  });

  it('a JSON body is read on POST, PUT and PATCH only', async () => {
    const app = new Koa();
    app.use(requestBodies({ jsonLimit: '2mb' }));
    app.use((ctx) => { ctx.body = { read: (ctx.request as { body?: unknown }).body !== undefined }; });
    const server = createServer(app.callback()).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const send = (method: string) => new Promise<boolean>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path: '/', agent: false, headers: { 'content-type': 'application/json', 'content-length': '7', connection: 'close' } }, (res) => {
        let text = '';
        res.on('data', (chunk) => { text += chunk; });
        res.on('end', () => resolve((JSON.parse(text) as { read: boolean }).read));
      });
      req.on('error', reject);
      req.end('{"a":1}');
    });
    try {
      const read: string[] = [];
      for (const method of ['GET', 'DELETE', 'OPTIONS', 'POST', 'PUT', 'PATCH']) if (await send(method)) read.push(method);
      expect(read).toEqual(['POST', 'PUT', 'PATCH']);
    } finally {
      server.close();
    }
  });
});
