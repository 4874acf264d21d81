import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { openDatabase } from '../../api/src/db.js';
import { closeBrowser } from '../../api/src/pdf/browser.js';
import { generateDataset } from '../generate-dataset.js';

/**
 * The benchmark databases: `DATABASE_URL` (default a SQLite file in BENCH_DIR, the system temp dir) holds the
 * dataset with 50,000 payments; `DATABASE_URL_500K` the one with 500,000 (default: the same engine, a file or
 * database named with `-500k`). Each is generated when it is empty and reused afterwards.
 */
export function datasetUrls(): { payments: number; url: string }[] {
  const dir = process.env.BENCH_DIR ?? tmpdir();
  const url50 = process.env.DATABASE_URL ?? `sqlite:${path.join(dir, 'instituto-bench-50k.sqlite')}`;
  const url500 = process.env.DATABASE_URL_500K ?? (!process.env.DATABASE_URL ? `sqlite:${path.join(dir, 'instituto-bench-500k.sqlite')}`
    : url50.startsWith('sqlite:') ? url50.replace(/(\.sqlite)?$/, '-500k.sqlite')
      : url50.replace(/\/([^/?]+)(\?|$)/, '/$1_500k$2'));
  return [{ payments: 50_000, url: url50 }, { payments: 500_000, url: url500 }];
}

export interface DatasetApp {
  db: Knex;
  base: string;
  token: string;
  /** GET with the administrator's session in department 1; throws on anything but 200. */
  get(pathname: string): Promise<{ body: string; headers: Headers }>;
  close(): Promise<void>;
}

/** Opens (or generates) a dataset and serves the app on it in this process, logged in as the administrator. */
export async function openDatasetApp(size: { payments: number; url: string }): Promise<DatasetApp> {
  const db = await openDatabase(size.url);
  const payments = Number((await db('payments').count({ n: '*' }).first())?.n ?? 0);
  if (payments < size.payments * 0.9) {
    console.info(`Generando el conjunto de datos con ${size.payments} pagos en ${size.url.replace(/\/\/[^@]*@/, '//***@')}…`);
    await generateDataset(db, 50_000, size.payments);
  }
  const server = createServer(createApp({ db, config: loadConfig(), logger: { info() {}, error() {} } }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const token = await login(base);
  return {
    db, base, token,
    async get(pathname) {
      const res = await fetch(`${base}${pathname}`, { headers: { authorization: `Bearer ${token}`, 'x-department-id': '1' } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${pathname}: HTTP ${res.status} ${body.slice(0, 200)}`);
      return { body, headers: res.headers };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await closeBrowser();
      await db.destroy();
    },
  };
}

export async function login(base: string, username = 'admin', password = 'Admin2024!'): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login: HTTP ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
