import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { expect, it, vi } from 'vitest';
import { knexConfig, openDatabase } from '../../api/src/db/index.js';
import { backupDatabase, restoreDatabase } from '../../api/src/lib/backup.js';
import { backupDir as dir, dropTarget, freshUrl, runRestoreScript } from './backup-fixtures.js';
import { describeEngines } from './harness.js';

const TABLES = [
  'users',
  'turns',
  'semesters',
  'class_groups',
  'enrolments',
  'instalments',
  'payments',
  'receipt_sequences',
  'audit_log',
];
const rowsOf = async (db: Knex) =>
  Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await db(t).orderByRaw('1')])));

// A restore builds a scratch database from every migration (MariaDB: tens of seconds on a loaded machine), and
// npm run restore also starts tsx.
vi.setConfig({ testTimeout: 120_000 });

describeEngines('backup and restore', (api) => {
  it('a snapshot restored into a fresh database holds the same rows', async () => {
    const cajero = api().as('cajero');
    await cajero.post('/api/semesters/insertSemester', { nameSemester: 'I-2061' });
    await api()
      .as('admin')
      .post('/api/turns/insertTurn', { nameTurn: 'respaldo', description: 'antes del respaldo', idDepartament: 1 });
    const snapshot = await backupDatabase(api().db, dir);
    expect(path.basename(snapshot.file)).toMatch(/^instituto-\d{4}-\d{2}-\d{2}-\d{6}\.(sqlite|sql)$/);

    const target = freshUrl(api());
    // The app's first start on the target made an empty database: a restore still goes into it.
    await (await openDatabase(target)).destroy();
    await restoreDatabase(target, snapshot.file);
    const restored = knexFactory(knexConfig(target));
    try {
      expect(await rowsOf(restored)).toEqual(await rowsOf(api().db));
      const migrations = (db: Knex) => db('knex_migrations').orderBy('id').pluck('name');
      expect(await migrations(restored)).toEqual(await migrations(api().db));
      // A second restore into the now full database is refused.
      await expect(restoreDatabase(target, snapshot.file)).rejects.toThrow('no está vacía');
    } finally {
      await restored.destroy();
      await dropTarget(target);
    }
  });

  it('npm run restore says in one line that the backup was restored', async () => {
    const snapshot = await backupDatabase(api().db, dir);
    const target = freshUrl(api());
    try {
      const run = runRestoreScript(target, snapshot.file);
      expect(run).toMatchObject({ status: 0, stdout: 'Respaldo restaurado.\n' });
      // The restored database records the restore in its audit trail, institute-wide.
      const restored = knexFactory(knexConfig(target));
      try {
        const rows = await restored('audit_log').where({ entity: 'backup', action: 'restore' });
        expect(rows.map((r: any) => [r.departmentId, r.userId])).toEqual([[null, null]]);
      } finally {
        await restored.destroy();
      }
    } finally {
      await dropTarget(target);
    }
  });

  it('the administrator downloads a snapshot; nobody else does', async () => {
    const res = await api().as('admin').get('/api/backups/download');
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toMatch(
      /Respaldo \d{4}-\d{2}-\d{2} \d{6}\.(sqlite|sql)/,
    );
    expect((await api().as('cajero').get('/api/backups/download')).status).toBe(403);
    expect((await api().as('docente').get('/api/backups/download')).status).toBe(403);
  });
});
