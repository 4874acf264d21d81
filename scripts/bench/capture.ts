import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { openDatabase } from '../../api/src/db/index.js';
import { printedPort, startProcess, type BenchProcess } from './app-process.js';
import { login } from './dataset-app.js';
import type { SameSqlAnswer } from './same-sql.js';

/**
 * For each path, the SQL statements the app runs for that request (a copy of the app in this process, on the
 * same database, the administrator's session in department 1; the second request is the one recorded, so a
 * session check the app caches is not counted), with its JSON answer and Content-Range.
 */
async function captureRequests(databaseUrl: string, paths: string[]): Promise<Record<string, SameSqlAnswer>> {
  const db = await openDatabase(databaseUrl);
  const server = createServer(createApp({ db, config: loadConfig(), logger: { info() {}, error() {} } }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const headers = { authorization: `Bearer ${(await login(base)).token}`, 'x-department-id': '1' };
    const captured: Record<string, SameSqlAnswer> = {};
    for (const pathname of paths) {
      await fetch(`${base}${pathname}`, { headers });
      const statements: SameSqlAnswer['statements'] = [];
      const listener = (query: { sql: string; bindings?: unknown[] }) =>
        statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
      db.on('query', listener);
      let res: Response;
      try {
        res = await fetch(`${base}${pathname}`, { headers });
      } finally {
        db.off('query', listener);
      }
      if (res.status !== 200) throw new Error(`${pathname}: HTTP ${res.status}`);
      captured[pathname] = { statements, answer: await res.json(), contentRange: res.headers.get('content-range') };
    }
    return captured;
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await db.destroy();
  }
}

let started = 0;

/**
 * The same-SQL handler (same-sql.ts) in a process of its own, serving `paths`: for each, the statements the app ran
 * for it (captured here), on the same driver and database, then the same JSON. The honest floor of a request.
 */
export async function startSameSql(databaseUrl: string, paths: string[]): Promise<BenchProcess> {
  const file = path.join(tmpdir(), `bench-statements-${process.pid}-${started++}.json`);
  writeFileSync(file, JSON.stringify(await captureRequests(databaseUrl, paths)));
  return startProcess(['scripts/bench/same-sql.ts'], { STATEMENTS: file, DATABASE_URL: databaseUrl }, printedPort);
}
