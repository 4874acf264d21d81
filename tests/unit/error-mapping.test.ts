import { createServer } from 'node:http';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { errorsAndLogging } from '../../api/src/http/middleware.js';

/** Errors a database or the upload parser throws become 400s with a Spanish text, never a 500. */
describe('error mapping', () => {
  it('maps values a column cannot hold and refused uploads to 400', async () => {
    const thrown: Record<string, object> = {
      '/long': Object.assign(new Error("Data too long for column 'name'"), { code: 'ER_DATA_TOO_LONG', errno: 1406 }),
      '/range': Object.assign(new Error('Out of range value'), { code: 'ER_WARN_DATA_OUT_OF_RANGE', errno: 1264 }),
      '/upload': Object.assign(new Error('maxFileSize exceeded'), { httpCode: 413 }),
      '/bug': new Error('undefined is not a function'),
    };
    const app = new Koa();
    app.use(errorsAndLogging({ info() {}, error() {} }));
    app.use((ctx) => { throw thrown[ctx.path]; });
    const server = createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const answer = async (path: string) => { const res = await fetch(base + path); return [res.status, (await res.json()).msg]; };
      expect(await answer('/long')).toEqual([400, 'Uno de los textos es demasiado largo.']);
      expect(await answer('/range')).toEqual([400, 'Uno de los números está fuera de rango.']);
      expect(await answer('/upload')).toEqual([400, 'El archivo no debe superar los 5 MB.']);
      expect(await answer('/bug')).toEqual([500, 'Ocurrio algo inesperado. Por favor intente de nuevo.']);
    } finally {
      server.close();
    }
  });
});
