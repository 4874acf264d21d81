import { createServer } from 'node:http';
import { createApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { openDatabase } from '../../api/src/db.js';
import { login } from './dataset-app.js';
import type { SameSqlAnswer } from './same-sql.js';

/**
 * For each path, the SQL statements the app runs for that request (a copy of the app in this process, on the
 * same database, the administrator's session in department 1; the second request is the one recorded, so a
 * session check the app caches is not counted), with its JSON answer and Content-Range.
 */
export async function captureRequests(databaseUrl: string, paths: string[]): Promise<Record<string, SameSqlAnswer>> {
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
      const listener = (query: { sql: string; bindings?: unknown[] }) => statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
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
