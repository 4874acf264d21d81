import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { openDatabase } from '../../api/src/db/index.js';
import { closeReads } from '../../api/src/db/reads.js';
import { seed } from '../../api/src/db/seeds/index.js';
import { answerContract, type AnswerContract } from './answer-contract.js';
import { copyDatabase, copySqliteTemplate, serverConnection } from './database-template.js';
import { httpServer } from '../../api/src/http/node-server.js';

export const LOGINS = {
  admin: ['admin', 'Admin2024!'],
  cajero: ['cajero', 'Cajero2024!'],
  docente: ['docente', 'Docente2024!'],
} as const;

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
  /** Binary bodies (PDF, xlsx). */
  buffer?: Buffer;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApi {
  db: Knex;
  engine: string;
  /** http://127.0.0.1:<port> of the app under test, for requests the helpers do not shape (multipart uploads). */
  baseUrl: string;
  tokens: Record<keyof typeof LOGINS, string>;
  request<T = any>(method: string, url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Shorthands that act as a demo user: as('cajero').get('/api/...'). */
  as(user: keyof typeof LOGINS): {
    get<T = any>(url: string, headers?: Record<string, string>): Promise<ApiResponse<T>>;
    post<T = any>(url: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
    put<T = any>(url: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
    delete<T = any>(url: string, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  };
  login(username: string, password: string): Promise<string>;
}

/** The engines the API suite runs on: SQLite always, MariaDB/MySQL when TEST_MYSQL_URL is set (CI sets it). */
export const engines = ['sqlite', ...(process.env.TEST_MYSQL_URL ? ['mysql'] : [])];

/**
 * A new, empty database of the engine; `migrated` makes it a copy of this run's migrated template of the engine
 * (tests/api/database-template.ts), which `openDatabase` then finds up to date.
 */
export async function freshDatabaseUrl(
  engine: string,
  { migrated = false } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const suffix = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (engine === 'sqlite') {
    const file = path.join(tmpdir(), `instituto_test_${suffix}.sqlite`);
    if (migrated) copySqliteTemplate(inject('sqliteTemplate'), file);
    return {
      url: `sqlite:${file}`,
      drop: async () => ['', '-wal', '-shm'].forEach((s) => rmSync(file + s, { force: true })),
    };
  }
  const name = `instituto_test_${suffix}`;
  const url = new URL(process.env.TEST_MYSQL_URL!);
  url.pathname = `/${name}`;
  const template = inject('mysqlTemplate');
  if (migrated && template) {
    const server = serverConnection(url.toString());
    try {
      await copyDatabase(server, template, name);
    } finally {
      await server.destroy();
    }
  }
  return {
    url: url.toString(),
    drop: async () => {
      const server = serverConnection(url.toString());
      await server.raw('DROP DATABASE IF EXISTS ??', [name]);
      await server.destroy();
    },
  };
}

/**
 * Runs a suite once per engine against a fresh database seeded with reference data and the demo logins
 * (`demo: true` adds the full demo), through the real app on an ephemeral port. The demo cashier has an open
 * shift unless `cashierShift: false`.
 */
export function describeEngines(
  title: string,
  suite: (api: () => TestApi) => void,
  options: { demo?: boolean; cashierShift?: boolean } = {},
) {
  for (const engine of engines) {
    describe(`${title} [${engine}]`, () => {
      let api: TestApi;
      let server: Server;
      let drop: () => Promise<void>;
      beforeAll(async () => {
        const fresh = await freshDatabaseUrl(engine, { migrated: true });
        drop = fresh.drop;
        const db = await openDatabase(fresh.url);
        await seed(db, { referenceOnly: !options.demo });
        const app = createApp({
          db,
          config: loadConfig({ jwtSecret: new TextEncoder().encode('test-secret'), sessionSeconds: 3600 }),
          logger: {
            info() {},
            error(m: string, e?: unknown) {
              if (process.env.TEST_SERVER_ERRORS) console.error(m, e);
            },
          },
        });
        server = httpServer(app);
        // The client (fetch) and this server share the test's process: a synchronous step of a test (rasterizing a
        // PDF) on a loaded machine can outlast node's 5 s keep-alive, and the server then closes the idle socket just
        // as the client sends its next request on it (ECONNRESET). Kept longer than any such step.
        server.keepAliveTimeout = 120_000;
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const port = (server.address() as { port: number }).port;
        let contract: AnswerContract | undefined;
        const request = async (method: string, url: string, o: RequestOptions = {}) => {
          const res = await fetch(`http://127.0.0.1:${port}${url}`, {
            method,
            headers: {
              ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
              ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
              ...o.headers,
            },
            body: o.body !== undefined ? JSON.stringify(o.body) : undefined,
          });
          const type = res.headers.get('content-type') ?? '';
          const binary = type.includes('application/pdf') || type.includes('spreadsheet') || type.startsWith('image/');
          const text = binary ? '' : await res.text();
          let body: any = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* plain text */
          }
          const broken = contract?.check(method, url, res.status, type, body);
          if (broken) throw new Error(broken);
          return {
            status: res.status,
            body,
            text,
            headers: res.headers,
            buffer: text ? undefined : Buffer.from(await res.arrayBuffer()),
          };
        };
        contract = answerContract((await request('GET', '/api/openapi.json')).body);
        const login = async (username: string, password: string) => {
          const res = await request('POST', '/api/users/login', { body: { username, password } });
          if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${res.text}`);
          return res.body.token as string;
        };
        const tokens = {
          admin: await login(...LOGINS.admin),
          cajero: await login(...LOGINS.cajero),
          docente: await login(...LOGINS.docente),
        };
        // Role 2 takes money only inside an open shift: the demo cashier starts with one, as at the counter.
        if (options.cashierShift !== false) {
          const opened = await request('POST', '/api/counter/shift/open', {
            token: tokens.cajero,
            body: { openingAmount: 0 },
          });
          if (opened.status !== 200) throw new Error(`shift open: ${opened.status} ${opened.text}`);
        }
        api = {
          db,
          engine,
          tokens,
          request,
          login,
          baseUrl: `http://127.0.0.1:${port}`,
          as: (user) => ({
            get: (url, headers) => request('GET', url, { token: tokens[user], headers }),
            post: (url, body, headers) => request('POST', url, { token: tokens[user], body: body ?? {}, headers }),
            put: (url, body, headers) => request('PUT', url, { token: tokens[user], body: body ?? {}, headers }),
            delete: (url, headers) => request('DELETE', url, { token: tokens[user], headers }),
          }),
        };
      }, 60_000); // a copy of the migrated template plus the seeds and three logins: seconds, tens on a loaded 2-core machine
      afterAll(async () => {
        // Kept-alive sockets would hold close() for the long keep-alive above.
        await new Promise((resolve) => {
          server?.close(resolve);
          server?.closeAllConnections();
        });
        if (api) await closeReads(api.db);
        await api?.db.destroy();
        await drop?.();
      }, 60_000); // dropping a MariaDB database of every table takes seconds on a loaded machine
      suite(() => api);
    });
  }
}
