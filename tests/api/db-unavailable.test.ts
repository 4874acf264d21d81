import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { openDatabase } from '../../api/src/db/index.js';
import { seed } from '../../api/src/db/seeds/index.js';
import { freshDatabaseUrl, LOGINS } from './harness.js';

/**
 * The database away: every request that needs it answers 503 with a Spanish message and Retry-After, the health
 * probe too, and the app serves again by itself once the database is back. MariaDB is reached through a TCP
 * relay the test opens and closes; SQLite's pool is destroyed.
 */
const AWAY = /No se puede conectar con la base de datos/;

async function startApp(db: Knex) {
  const app = createApp({
    db,
    config: loadConfig({ jwtSecret: new TextEncoder().encode('test-secret'), sessionSeconds: 3600 }),
    logger: { info() {}, error() {} },
  });
  const server = createHttpServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { server, base };
}

const get = (base: string, url: string, token?: string) =>
  fetch(base + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function expectAway(res: Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await res.json()).msg).toMatch(AWAY);
}

/** A relay from a local port to MariaDB that can be cut (every socket destroyed) and opened again on the same port. */
function relay(target: URL) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  let port = 0;
  return {
    get port() {
      return port;
    },
    async open() {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 3306), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    },
    async cut() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}

describe.runIf(process.env.TEST_MYSQL_URL)('database away [mysql]', () => {
  // Collected (not run) on a SQLite-only run too, so the URL must parse without TEST_MYSQL_URL.
  const cable = relay(new URL(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/unused'));
  let db: Knex;
  let app: { server: HttpServer; base: string };
  let drop: () => Promise<void>;
  let token: string;
  beforeAll(async () => {
    const fresh = await freshDatabaseUrl('mysql', { migrated: true });
    drop = fresh.drop;
    await cable.open();
    const url = new URL(fresh.url);
    url.hostname = '127.0.0.1';
    url.port = String(cable.port);
    db = await openDatabase(url.toString());
    await seed(db, { referenceOnly: true });
    app = await startApp(db);
    const login = await fetch(`${app.base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: LOGINS.admin[0], password: LOGINS.admin[1] }),
    });
    token = (await login.json()).token;
  }, 60_000); // a MariaDB database and a server through a relay: seconds, tens on a loaded 2-core machine
  afterAll(async () => {
    await new Promise((resolve) => app?.server.close(resolve));
    await db?.destroy();
    await cable.cut();
    await drop?.();
  }, 60_000); // dropping a MariaDB database takes seconds on a loaded machine

  it('answers 503 with Retry-After while MariaDB is unreachable, and serves again when it is back', async () => {
    expect((await get(app.base, '/api/health')).status).toBe(200);
    await cable.cut();
    await expectAway(await get(app.base, '/api/health'));
    await expectAway(await get(app.base, '/api/rest/turns', token));
    await cable.open();
    // The pool reconnects by itself: no restart.
    let health = 0;
    for (let i = 0; i < 20 && health !== 200; i++) {
      health = (await get(app.base, '/api/health')).status;
      if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(health).toBe(200);
    expect((await get(app.base, '/api/rest/turns', token)).status).toBe(200);
  }, 60_000); // waits for the pool to notice MariaDB is gone and back

  it('answers 503 when the database URL names a port where nothing listens', async () => {
    const base = new URL(process.env.TEST_MYSQL_URL!);
    base.port = '1';
    const nowhere = await openDatabase(base.toString(), { migrate: false }).catch(() => null);
    const knex =
      nowhere ??
      (await import('knex')).default({ client: 'mysql2', connection: { host: '127.0.0.1', port: 1, user: 'root' } });
    const away = await startApp(knex);
    try {
      await expectAway(await get(away.base, '/api/health'));
      const login = await fetch(`${away.base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Admin2024!' }),
      });
      await expectAway(login);
    } finally {
      await new Promise((resolve) => away.server.close(resolve));
      await knex.destroy();
    }
  }, 60_000); // waits for connection attempts to a closed port to fail
});

describe('database away [sqlite]', () => {
  it('answers 503 with Retry-After once the pool is gone', async () => {
    const fresh = await freshDatabaseUrl('sqlite');
    const db = await openDatabase(fresh.url);
    await seed(db, { referenceOnly: true });
    const app = await startApp(db);
    try {
      expect((await get(app.base, '/api/health')).status).toBe(200);
      await db.destroy();
      await expectAway(await get(app.base, '/api/health'));
      const login = await fetch(`${app.base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Admin2024!' }),
      });
      await expectAway(login);
    } finally {
      await new Promise((resolve) => app.server.close(resolve));
      await fresh.drop();
    }
  });
});
