import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, expect, it } from 'vitest';
import { knexConfig, openDatabase } from '../../api/src/db.js';
import { backupDatabase, restoreDatabase } from '../../api/src/lib/backup.js';
import { describeEngines, type TestApi } from './harness.js';

const dir = mkdtempSync(path.join(tmpdir(), 'instituto-backups-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TABLES = ['users', 'turns', 'semesters', 'class_groups', 'enrolments', 'instalments', 'payments', 'receipt_sequences', 'audit_log'];
const rowsOf = async (db: Knex) => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await db(t).orderByRaw('1')])));

function freshUrl(api: TestApi): string {
  const name = `instituto_restore_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  if (api.engine === 'sqlite') return `sqlite:${path.join(dir, `${name}.sqlite`)}`;
  const url = new URL(process.env.TEST_MYSQL_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

describeEngines('backup and restore', (api) => {
  it('a snapshot restored into a fresh database holds the same rows', async () => {
    const cajero = api().as('cajero');
    await cajero.post('/api/semesters/insertSemester', { nameSemester: 'I-2061' });
    await api().as('admin').post('/api/turns/insertTurn', { nameTurn: 'respaldo', description: 'antes del respaldo', idDepartament: 1 });
    const snapshot = await backupDatabase(api().db, dir);
    expect(path.basename(snapshot.file)).toMatch(/^instituto-\d{4}-\d{2}-\d{2}-\d{6}\.(sqlite|sql)$/);

    const target = freshUrl(api());
    await restoreDatabase(target, snapshot.file, () => openDatabase(target));
    const restored = knexFactory(knexConfig(target));
    try {
      expect(await rowsOf(restored)).toEqual(await rowsOf(api().db));
      // A second restore into the now full database is refused.
      await expect(restoreDatabase(target, snapshot.file, () => openDatabase(target))).rejects.toThrow('no está vacía');
    } finally {
      await restored.destroy();
      if (api().engine !== 'sqlite') {
        const base = new URL(process.env.TEST_MYSQL_URL!);
        base.pathname = '/';
        const admin = knexFactory({ client: 'mysql2', connection: { uri: base.toString() } as any });
        await admin.raw('DROP DATABASE IF EXISTS ??', [new URL(target).pathname.slice(1)]);
        await admin.destroy();
      }
    }
  });

  it('the administrator downloads a snapshot; nobody else does', async () => {
    const res = await api().as('admin').get('/api/backups/download');
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toMatch(/Respaldo \d{4}-\d{2}-\d{2} \d{6}\.(sqlite|sql)/);
    expect((await api().as('cajero').get('/api/backups/download')).status).toBe(403);
    expect((await api().as('docente').get('/api/backups/download')).status).toBe(403);
  });
});
