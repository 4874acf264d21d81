import { createServer } from 'node:http';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { errorsAndLogging } from '../../api/src/http/middleware.js';
import { BROWSER_FAILED_MESSAGE, DocumentBrowserMissing, DocumentTimeout } from '../../api/src/pdf/errors.js';

/** Errors a database or the upload parser throws become 400s, a document's failure a 503/504, with a Spanish text, never a 500. */
describe('error mapping', () => {
  it('maps values a column cannot hold and refused uploads to 400', async () => {
    const thrown: Record<string, object> = {
      '/long': Object.assign(new Error("Data too long for column 'name'"), { code: 'ER_DATA_TOO_LONG', errno: 1406 }),
      '/range': Object.assign(new Error('Out of range value'), { code: 'ER_WARN_DATA_OUT_OF_RANGE', errno: 1264 }),
      '/upload': Object.assign(new Error('maxFileSize exceeded'), { httpCode: 413 }),
      '/bug': new Error('undefined is not a function'),
      // The document layer's own error kinds (they know no HTTP): the edge gives them their status.
      '/no-browser': new DocumentBrowserMissing(),
      '/browser-failed': new DocumentBrowserMissing(BROWSER_FAILED_MESSAGE),
      '/slow-document': new DocumentTimeout(),
    };
    const app = new Koa();
    app.use(errorsAndLogging({ info() {}, error() {} }));
    app.use((ctx) => {
      throw thrown[ctx.path];
    });
    const server = createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const answer = async (path: string) => {
        const res = await fetch(base + path);
        return [res.status, (await res.json()).msg];
      };
      expect(await answer('/long')).toEqual([400, 'Uno de los textos es demasiado largo.']);
      expect(await answer('/range')).toEqual([400, 'Uno de los números está fuera de rango.']);
      expect(await answer('/upload')).toEqual([400, 'El archivo no debe superar los 5 MB.']);
      expect(await answer('/bug')).toEqual([500, 'Ocurrio algo inesperado. Por favor intente de nuevo.']);
      expect(await answer('/no-browser')).toEqual([
        503,
        'No se encontró un navegador para generar PDF. Instale chromium.',
      ]);
      expect(await answer('/browser-failed')).toEqual([
        503,
        'No se pudo iniciar el navegador para generar PDF. Revise la instalación de chromium.',
      ]);
      expect(await answer('/slow-document')).toEqual([
        504,
        'La generación del documento tardó demasiado. Intente de nuevo.',
      ]);
    } finally {
      server.close();
    }
  });
});
