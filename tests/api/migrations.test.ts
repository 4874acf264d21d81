import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/index.js';
import { seed } from '../../api/src/db/seeds/index.js';
import { VERSIONED_TABLES } from '../../api/src/db/migrations/20261126020002_add_record_versions.js';
import { engines } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

const TABLES = [
  'departments',
  'branch_offices',
  'roles',
  'users',
  'modules',
  'user_permissions',
  'login_throttles',
  'revoked_sessions',
  'receipt_sequences',
  'audit_log',
  'turns',
  'payment_types',
  'subjects',
  'lesson_levels',
  'payment_categories',
  'income_types',
  'semesters',
  'class_groups',
  'group_subjects',
  'teacher_subjects',
  'enrolments',
  'instalments',
  'grades',
  'attendances',
  'diagnoses',
  'credential_logs',
  'reservations',
  'calendar_slots',
  'group_teacher_blocks',
  'teacher_activities',
  'lessons',
  'payments',
  'incomes',
  'practice_incomes',
  'expenses',
  'afp_discounts',
  'cash_shifts',
  'idempotency_keys',
];

/** A throw-away database of the engine, handed to `body` and dropped afterwards. */
async function withDatabase(engine: string, body: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) {
  const name = `instituto_migrations_${randomBytes(4).toString('hex')}`;
  const file = path.join(tmpdir(), `${name}.sqlite`);
  const url =
    engine === 'sqlite'
      ? `sqlite:${file}`
      : Object.assign(new URL(process.env.TEST_MYSQL_URL!), { pathname: `/${name}` }).toString();
  const db = await openDatabase(url);
  try {
    await body(db);
  } finally {
    await db.destroy();
    if (engine === 'sqlite') ['', '-wal', '-shm'].forEach((s) => rmSync(file + s, { force: true }));
    else {
      const base = new URL(process.env.TEST_MYSQL_URL!);
      base.pathname = '/';
      const admin = knexFactory({ client: 'mysql2', connection: { uri: base.toString() } as any });
      await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
      await admin.destroy();
    }
  }
}

describe.each(engines)('migrations [%s]', (engine) => {
  it(
    'create every table, roll back to nothing and apply again',
    () =>
      withDatabase(engine, async (db) => {
        for (const table of TABLES) expect(await db.schema.hasTable(table), table).toBe(true);
        await db.migrate.rollback(undefined, true);
        for (const table of TABLES) expect(await db.schema.hasTable(table), table).toBe(false);
        await db.migrate.latest();
        for (const table of TABLES) expect(await db.schema.hasTable(table), table).toBe(true);
      }),
    180_000,
  ); // every migration up, down and up again on a scratch database: a minute on MariaDB on a loaded machine

  it(
    'record versions: added to a database that already holds data, every existing row at version 1',
    () =>
      withDatabase(engine, async (db) => {
        const migration = '20261126020002_add_record_versions';
        await db.migrate.down({ name: migration });
        expect(await db.schema.hasColumn('users', 'version')).toBe(false);
        await seed(db, { referenceOnly: true });
        const users = Number((await db('users').count({ n: '*' }).first())?.n);
        expect(users).toBeGreaterThan(0);
        await db.migrate.latest();
        for (const table of VERSIONED_TABLES) expect(await db.schema.hasColumn(table, 'version'), table).toBe(true);
        expect(await db('users').distinct('version').pluck('version')).toEqual([1]);
        expect(Number((await db('users').count({ n: '*' }).first())?.n)).toBe(users);
      }),
    120_000,
  ); // a scratch database from every migration, one migration down and up again

  it(
    'imported payments: added to a database that holds payments, none of them imported; down and up keep the debt triggers',
    () =>
      withDatabase(engine, async (db) => {
        const triggers = async () =>
          engine === 'sqlite'
            ? await db('sqlite_master').where({ type: 'trigger' }).orderBy('name').pluck('name')
            : (
                await db.raw(
                  'select trigger_name as name from information_schema.triggers where trigger_schema = database() order by 1',
                )
              )[0].map((r: { name: string }) => r.name);
        const before = await triggers();
        expect(before.length).toBeGreaterThan(0);
        await db.migrate.down({ name: '20261129050001_imported_payments' });
        expect(await db.schema.hasColumn('payments', 'imported')).toBe(false);
        expect(await triggers()).toEqual(before);
        await seed(db, { referenceOnly: true });
        const enrolled = await enrolStudent(db);
        await db('payments').insert({
          departmentId: 1,
          instalmentId: enrolled.instalments[0]!.id,
          paymentTypeId: await cashPaymentType(db),
          cashierId: enrolled.studentId,
          receiptNumber: 1,
          amountPaidCents: 100,
          discountCents: 0,
          dueAmountCents: enrolled.instalments[0]!.amountCents,
          balanceAfterCents: enrolled.instalments[0]!.amountCents - 100,
          description: '',
          paidAt: new Date().toISOString(),
          status: 1,
        });
        await db.migrate.latest();
        expect(await db('payments').pluck('imported')).toEqual([0]);
        expect(await db.schema.hasColumn('users', 'guardian_name')).toBe(true);
        expect(await triggers()).toEqual(before);
      }),
    120_000,
  ); // a scratch database from every migration, one migration down and up again
});
