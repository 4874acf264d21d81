/**
 * npm run dataset — fills an empty database with the benchmark dataset: STUDENTS students
 * (default 50,000) in 2 departments, 2.5 enrolments each (125k), 4–5 instalments per enrolment (~560k),
 * PAYMENTS monthly-fee payments (default 50,000; 500,000 for the growth run): the first 50,000 over January–November
 * 2026, any more dated 2016–2025 as history, some income and expenses, and the individual lessons of six teachers
 * per department over 2026 (dataset-lessons.ts). Deterministic. Not part of npm test.
 *
 * Env: DATABASE_URL (default sqlite:data/bench.sqlite), STUDENTS, PAYMENTS. Refuses a database that already
 * holds students, so it never touches real data.
 */
import type { Knex } from 'knex';
import { analyzeTables, openDatabase } from '../api/src/db/index.js';
import { rebuildDashboardSums } from '../api/src/modules/reports/dashboard.queries.js';
import { seed } from '../api/src/db/seeds/index.js';
import { sequence } from '../api/src/db/seeds/03_demo_academics.js';
import { addLessons } from './dataset-lessons.js';
import { idsAfter, insertAll, maxId } from './dataset-rows.js';

const STUDENTS = Number(process.env.STUDENTS ?? 50_000);
const PAYMENTS = Number(process.env.PAYMENTS ?? 50_000);
/** Payments dated in 2026; the rest of a larger run is history. */
const BASE_PAYMENTS = 50_000;
const url = process.env.DATABASE_URL ?? 'sqlite:data/bench.sqlite';
const NOW = '2026-11-20T15:00:00.000Z';

export async function generateDataset(db: Knex, students = STUDENTS, payments = PAYMENTS): Promise<void> {
  if (Number((await db('users').where({ roleId: 6 }).count({ n: '*' }).first())?.n ?? 0) > 0)
    throw new Error('La base ya tiene estudiantes; use una base vacía.');
  if (!(await db('departments').first('id'))) await seed(db, { referenceOnly: true });
  const random = sequence(42);
  const departments = (await db('departments').orderBy('id').limit(2)).map((d: { id: number }) => d.id);
  const started = Date.now();
  for (const [index, departmentId] of departments.entries()) {
    const share = Math.floor(students / departments.length) + (index === 0 ? students % departments.length : 0);
    const turn = (await db('turns').where({ departmentId }).first('id')).id;
    const branch = (await db('branchOffices').where({ departmentId }).first('id')).id;
    const cashier =
      (await db('users').where({ departmentId }).whereIn('roleId', [1, 2]).first('id'))?.id ??
      (await db('users').whereIn('roleId', [1, 2]).first('id')).id;
    const [semesterId] = await db('semesters').insert({
      departmentId,
      name: `B${index} - 2026`,
      number: 1,
      year: 2026,
      status: 1,
      createdAt: NOW,
    });
    const groupCount = Math.max(4, Math.round(share / 500));
    const groupsBefore = await maxId(db, 'classGroups');
    await insertAll(
      db,
      'classGroups',
      Array.from({ length: groupCount }, (_, g) => ({
        semesterId,
        turnId: turn,
        name: `BEN${index} - ${g + 1}`,
        code: `BEN${index}`,
        number: g + 1,
        instalments: 4 + (g % 2),
        costCents: 200_000,
        startDate: `2026-0${1 + (g % 6)}-05`,
        endDate: '2026-12-05',
        status: 1,
        createdAt: NOW,
      })),
    );
    const groups = await db('classGroups')
      .where('id', '>', groupsBefore)
      .orderBy('id')
      .select('id', 'instalments', 'startDate');

    const usersBefore = await maxId(db, 'users');
    await insertAll(
      db,
      'users',
      Array.from({ length: share }, (_, s) => ({
        departmentId,
        branchOfficeId: branch,
        roleId: 6,
        firstNames: `NOMBRE${s % 997} SEGUNDO`,
        lastNames: `APELLIDO${s % 1499} MATERNO${s % 31}`,
        ci: `${index + 1}${String(s).padStart(7, '0')}`,
        email: '',
        phone: `7${String(1_000_000 + s).slice(-7)}`,
        status: 1,
        createdAt: NOW,
      })),
    );
    const studentIds = await idsAfter(db, 'users', usersBefore);

    const enrolmentsBefore = await maxId(db, 'enrolments');
    const enrolmentRows: Array<{
      groupId: number;
      studentId: number;
      enrolledOn: string;
      status: number;
      createdAt: string;
    }> = [];
    for (const [s, studentId] of studentIds.entries()) {
      const count = s % 2 === 0 ? 2 : 3; // 2.5 enrolments per student on average
      for (let k = 0; k < count; k++) {
        const group = groups[(s * 7 + k * 13) % groups.length];
        enrolmentRows.push({ groupId: group.id, studentId, enrolledOn: group.startDate, status: 1, createdAt: NOW });
      }
    }
    // The same group twice for a student would break the unique key: keep the first.
    const seen = new Set<string>();
    const uniqueEnrolments = enrolmentRows.filter(
      (e) => !seen.has(`${e.groupId}:${e.studentId}`) && !!seen.add(`${e.groupId}:${e.studentId}`),
    );
    await insertAll(db, 'enrolments', uniqueEnrolments);
    const enrolments = await db('enrolments').where('id', '>', enrolmentsBefore).orderBy('id').select('id', 'groupId');
    const groupById = new Map<number, { id: number; instalments: number; startDate: string }>(
      groups.map((g: { id: number; instalments: number; startDate: string }) => [g.id, g]),
    );

    const instalmentsBefore = await maxId(db, 'instalments');
    const instalmentRows: object[] = [];
    for (const e of enrolments) {
      const group = groupById.get(e.groupId)!;
      for (let n = 1; n <= group.instalments; n++) {
        const month = Number(group.startDate.slice(5, 7)) + n - 1;
        instalmentRows.push({
          enrolmentId: e.id,
          number: n,
          amountCents: (200_000 / group.instalments) | 0,
          balanceCents: (200_000 / group.instalments) | 0,
          paid: 0,
          dueDate: `2026-${String(month).padStart(2, '0')}-05`,
          status: 1,
          createdAt: NOW,
        });
      }
    }
    await insertAll(db, 'instalments', instalmentRows);
    const instalments = await db('instalments')
      .where('id', '>', instalmentsBefore)
      .orderBy('id')
      .select('id', 'amountCents');

    // Payments: each pays a whole instalment on a day of 2026; the instalment is settled accordingly.
    const paymentShare = Math.floor(payments / departments.length);
    const paymentType = (await db('paymentTypes').where({ departmentId }).first('id')).id;
    const paid: number[] = [];
    const paymentRows: object[] = [];
    for (let p = 0; p < Math.min(paymentShare, instalments.length); p++) {
      const inst = instalments[Math.floor((p * instalments.length) / Math.min(paymentShare, instalments.length))];
      // The first BASE_PAYMENTS fall in 2026; any beyond are the institute's history (2016–2025), so a month of
      // 2026 reports the same rows at 50k and at 500k payments and the growth run measures the table, not the report.
      const day = 1 + Math.floor(random() * 320);
      const year = p < BASE_PAYMENTS / departments.length ? 2026 : 2016 + (p % 10);
      const date = new Date(Date.UTC(year, 0, day, 13 + Math.floor(random() * 8), Math.floor(random() * 60)));
      paymentRows.push({
        departmentId,
        instalmentId: inst.id,
        paymentTypeId: paymentType,
        cashierId: cashier,
        receiptNumber: 100_000 + p,
        amountPaidCents: inst.amountCents,
        discountCents: 0,
        dueAmountCents: inst.amountCents,
        balanceAfterCents: 0,
        description: '',
        paidAt: date.toISOString(),
        status: 1,
      });
      paid.push(inst.id);
    }
    await insertAll(db, 'payments', paymentRows);
    // Settled as the payment service does: saldo, and what the instalment's payments add up to and when the last was made.
    const ofPayments = () =>
      db('payments').where('payments.instalmentId', db.ref('instalments.id')).where('payments.status', 1);
    for (let i = 0; i < paid.length; i += 2000) {
      await db('instalments')
        .whereIn('id', paid.slice(i, i + 2000))
        .update({
          balanceCents: 0,
          paid: 1,
          paidCents: ofPayments().sum('amountPaidCents'),
          lastPaidAt: ofPayments().max('paidAt'),
        });
    }

    const type = (await db('incomeTypes').where({ departmentId }).first('id')).id;
    await insertAll(
      db,
      'incomes',
      Array.from({ length: 2000 }, (_, i) => ({
        departmentId,
        incomeTypeId: type,
        userId: cashier,
        receiptNumber: 100_000 + i,
        kind: 1,
        name: `VENTA ${i}`,
        detail: '',
        totalCents: 1000 + i,
        paidAt: new Date(Date.UTC(2026, 0, 1 + (i % 320), 15)).toISOString(),
        status: 1,
      })),
    );
    await insertAll(
      db,
      'expenses',
      Array.from({ length: 1000 }, (_, i) => ({
        departmentId,
        userId: cashier,
        receiptNumber: 100_000 + i,
        name: `GASTO ${i}`,
        detail: '',
        totalCents: 500 + i,
        registeredAt: new Date(Date.UTC(2026, 0, 1 + (i % 320), 16)).toISOString(),
        status: 1,
      })),
    );
    const lessons = await addLessons(db, {
      departmentId,
      studentIds: studentIds.slice(0, 3000),
      cashierId: cashier,
      paymentTypeId: paymentType,
    });
    console.info(
      `Departamento ${departmentId}: ${studentIds.length} estudiantes, ${enrolments.length} inscripciones, ${instalments.length} cuotas, ${paymentRows.length} pagos, ${lessons} clases individuales (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  // Rows written in bulk, not through the services: the dashboard's kept sums summed once.
  await rebuildDashboardSums(db);
  await analyzeTables(db);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const db = await openDatabase(url);
  try {
    await generateDataset(db);
  } finally {
    await db.destroy();
  }
}
