import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db.js';
import { engines } from './harness.js';

const TABLES = ['departments', 'branch_offices', 'roles', 'users', 'modules', 'user_permissions', 'login_throttles', 'revoked_sessions',
  'receipt_sequences', 'audit_log', 'turns', 'payment_types', 'subjects', 'lesson_levels', 'payment_categories',
  'income_types', 'semesters', 'class_groups', 'group_subjects', 'teacher_subjects', 'enrolments', 'instalments',
  'grades', 'attendances', 'diagnoses', 'credential_logs', 'reservations', 'calendar_slots', 'group_teacher_blocks',
  'teacher_activities', 'lessons', 'payments', 'incomes', 'practice_incomes', 'expenses', 'afp_discounts'];

describe.each(engines)('migrations [%s]', (engine) => {
  it('create every table, roll back to nothing and apply again', async () => {
    const name = `instituto_migrations_${randomBytes(4).toString('hex')}`;
    const file = path.join(tmpdir(), `${name}.sqlite`);
    const url = engine === 'sqlite' ? `sqlite:${file}` : Object.assign(new URL(process.env.TEST_MYSQL_URL!), { pathname: `/${name}` }).toString();
    const db = await openDatabase(url);
    try {
      for (const table of TABLES) expect(await db.schema.hasTable(table), table).toBe(true);
      await db.migrate.rollback(undefined, true);
      for (const table of TABLES) expect(await db.schema.hasTable(table), table).toBe(false);
      await db.migrate.latest();
      for (const table of TABLES) expect(await db.schema.hasTable(table), table).toBe(true);
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
  });
});
