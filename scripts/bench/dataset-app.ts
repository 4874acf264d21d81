import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import type { SessionUser } from '../../api/src/http/session.js';
import { openDatabase } from '../../api/src/db/index.js';
import { closeBrowser } from '../../api/src/pdf/browser.js';
import { generateDataset } from '../generate-dataset.js';
import { startAppProcess } from './app-process.js';

/**
 * The benchmark databases: `DATABASE_URL` (default a SQLite file in BENCH_DIR, the system temp dir) holds the
 * dataset with 50,000 payments; `DATABASE_URL_500K` the one with 500,000 (default: the same engine, a file or
 * database named with `-500k`). Each is generated when it is empty and reused afterwards.
 */
export function datasetUrls(
  env: { DATABASE_URL?: string; DATABASE_URL_500K?: string } = process.env,
): { payments: number; url: string }[] {
  const dir = process.env.BENCH_DIR ?? tmpdir();
  const url50 = env.DATABASE_URL ?? `sqlite:${path.join(dir, 'instituto-bench-50k.sqlite')}`;
  const url500 =
    env.DATABASE_URL_500K ??
    (!env.DATABASE_URL
      ? `sqlite:${path.join(dir, 'instituto-bench-500k.sqlite')}`
      : url50.startsWith('sqlite:')
        ? url50.replace(/(\.sqlite)?$/, '-500k.sqlite')
        : url50.replace(/\/([^/?]+)(\?|$)/, '/$1_500k$2'));
  return [
    { payments: 50_000, url: url50 },
    { payments: 500_000, url: url500 },
  ];
}

export interface DatasetApp {
  db: Knex;
  /** The app as `npm start` runs it (one process of its own): what is timed. */
  base: string;
  /** The app process's pid (its Chromium runs as its children). */
  pid: number;
  token: string;
  user: SessionUser;
  /**
   * GET on that process with the administrator's session in department 1, accepting gzip like a browser; throws
   * on anything but 200. `ms`: from the request to its last byte (decompressing the body is the client's work).
   */
  get(pathname: string): Promise<{ body: string; ms: number }>;
  close(): Promise<void>;
}

/**
 * Opens (or generates) a dataset and starts the app on it in a process of its own (`workers` processes; default
 * as `npm start`: one per core, at most 4), logged in as the administrator.
 */
export async function openDatasetApp(
  size: { payments: number; url: string },
  ports: { app?: number } = {},
  workers?: number,
): Promise<DatasetApp> {
  const db = await openDatabase(size.url);
  const payments = Number((await db('payments').count({ n: '*' }).first())?.n ?? 0);
  if (payments < size.payments * 0.9) {
    console.info(
      `Generando el conjunto de datos con ${size.payments} pagos en ${size.url.replace(/\/\/[^@]*@/, '//***@')}…`,
    );
    await generateDataset(db, 50_000, size.payments);
  } else if (!(await db('lessons').first('id'))) {
    await db.destroy();
    throw new Error(
      `El conjunto de datos de ${size.url.replace(/\/\/[^@]*@/, '//***@')} es anterior a las clases individuales: bórrelo y se generará de nuevo.`,
    );
  }
  const app = await startAppProcess(size.url, workers, ports.app);
  const { token, user } = await login(app.base);
  const headers = { authorization: `Bearer ${token}`, 'x-department-id': '1' };
  const get = async (base: string, pathname: string) => {
    const { status, body, ms } = await leanGet(`${base}${pathname}`, headers);
    if (status !== 200) throw new Error(`${pathname}: HTTP ${status} ${body.slice(0, 200)}`);
    return { body, ms };
  };
  return {
    db,
    base: app.base,
    pid: app.pid,
    token,
    user,
    get: (pathname) => get(app.base, pathname),
    async close() {
      app.stop();
      agent.destroy();
      await closeBrowser();
      await db.destroy();
    },
  };
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** A GET with no session (a reference server: same-sql.ts) timed like the app's; throws on anything but 200. */
export async function timedGet(url: string): Promise<number> {
  const { status, body, ms } = await leanGet(url, {});
  if (status !== 200) throw new Error(`${url}: HTTP ${status} ${body.slice(0, 200)}`);
  return ms;
}

/**
 * The lightest honest client: node:http on a kept-alive connection. The clock stops at the last byte received;
 * the body is then gunzipped when it came compressed (a browser inflates as the bytes arrive, off the page's thread).
 */
function leanGet(
  url: string,
  headers: Record<string, string>,
  retried = false,
): Promise<{ status: number; body: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers: { ...headers, 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        const raw = Buffer.concat(chunks);
        const body = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body, ms });
      });
      res.on('error', onError);
    });
    // A kept-alive socket the server closed after its idle timeout (5 s, e.g. while the other dataset's app
    // starts) as this request went out, or as its answer came back: send it again once on a new socket, as
    // Node's documentation advises (a GET: nothing is written twice).
    function onError(err: NodeJS.ErrnoException) {
      if (req.reusedSocket && !retried && (err.code === 'ECONNRESET' || err.message === 'aborted'))
        resolve(leanGet(url, headers, true));
      else reject(err);
    }
    req.on('error', onError);
    req.end();
  });
}

export async function login(
  base: string,
  username = 'admin',
  password = 'Admin2024!',
): Promise<{ token: string; user: SessionUser }> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login: HTTP ${res.status}`);
  return (await res.json()) as { token: string; user: SessionUser };
}
