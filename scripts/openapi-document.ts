/**
 * The OpenAPI document (the one GET /api/openapi.json serves), without starting a server:
 * the app is built over a throwaway in-memory SQLite database (never queried: the document comes from the
 * route definitions) and asked for the document in-process. Used by `npm run check:openapi` (redocly lint)
 * and `npm run gen:api-types` (openapi-typescript) through scripts/openapi-tools.ts.
 *   tsx scripts/openapi-document.ts <out.json>   writes it to a file
 */
import { writeFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import type Koa from 'koa';
import knexFactory from 'knex';
import { createApp } from '../api/src/app.js';
import { loadConfig } from '../api/src/config.js';
import { knexConfig } from '../api/src/db/index.js';

/** The document GET /api/openapi.json answers, built over a throwaway in-memory database. */
export async function openApiJson(): Promise<Record<string, unknown>> {
  process.env.LOG_REQUESTS = '0';
  const db = knexFactory(knexConfig('sqlite::memory:'));
  try {
    const app = createApp({
      db,
      config: loadConfig({ jwtSecret: new TextEncoder().encode('openapi-document'), sessionSeconds: 60 }),
      logger: { info() {}, error: console.error },
    });
    const { status, body } = await get(app, '/api/openapi.json');
    if (status !== 200) throw new Error(`GET /api/openapi.json → ${status}: ${body.slice(0, 300)}`);
    return JSON.parse(body);
  } finally {
    await db.destroy();
  }
}

/** One GET through the app's own middleware, on a socket-less request: what a client would receive. */
async function get(app: Koa, url: string): Promise<{ status: number; body: string }> {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = url;
  req.headers = { host: 'localhost' };
  req.push(null);
  const res = new ServerResponse(req);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    res.write = ((chunk: Buffer | string) => {
      chunks.push(Buffer.from(chunk));
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: Buffer | string) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') });
      return res;
    }) as typeof res.end;
    app.callback()(req, res).catch(reject);
  });
}

/** As a command: writes the document, pretty-printed, to the file named. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = process.argv[2];
  if (!out) {
    console.error('Uso: tsx scripts/openapi-document.ts <archivo.json>');
    process.exit(2);
  }
  writeFileSync(out, `${JSON.stringify(await openApiJson(), null, 2)}\n`);
}
