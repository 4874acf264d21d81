import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/index.js';

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'instituto-processes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// WORKERS on SQLite: several processes write one file. A transaction that read first must wait for another
// process's write instead of failing with SQLITE_BUSY, and no update may be lost.
it('keeps every read-then-write transaction of three processes sharing one SQLite file', async () => {
  const file = path.join(dir, 'shared.sqlite');
  const db = await openDatabase(`sqlite:${file}`);
  await db.schema.createTable('bench_counter', (t) => {
    t.integer('id').primary();
    t.integer('value').notNullable();
  });
  await db('benchCounter').insert({ id: 1, value: 0 });
  await db.destroy();
  const worker = path.join(import.meta.dirname, 'processes', 'counter-worker.ts');
  const tsx = path.join(import.meta.dirname, '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const startAt = String(Date.now() + 3000);
  const results = await Promise.allSettled(
    [1, 2, 3].map(() => run(process.execPath, [tsx, worker, file, '200', startAt])),
  );
  expect(
    results.map((r) => (r.status === 'rejected' ? String((r.reason as { stderr?: string }).stderr ?? r.reason) : 'ok')),
  ).toEqual(['ok', 'ok', 'ok']);
  const check = await openDatabase(`sqlite:${file}`, { migrate: false });
  expect((await check('benchCounter').where({ id: 1 }).first('value')).value).toBe(600);
  await check.destroy();
}, 180_000); // builds a migrated SQLite file and starts three processes: slow on a loaded 2-core machine
