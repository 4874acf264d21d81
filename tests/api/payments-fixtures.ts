import type { Knex } from 'knex';
import { planInstalments } from '../../api/src/modules/enrolments/instalment-plan.rules.js';
import { refreshDebts } from '../../api/src/modules/reports/debt-totals.service.js';

let counter = 0;

export interface Enrolled {
  groupId: number;
  studentId: number;
  enrolmentId: number;
  departmentId: number;
  instalments: Array<{ id: number; number: number; amountCents: number }>;
}

/**
 * A group (own semester in the department), a student and the enrolment with its instalments, written
 * directly: the enrolment endpoint belongs to another area and the payments suite must not depend on it.
 */
export async function enrolStudent(
  db: Knex,
  options: { departmentId?: number; costCents?: number; instalments?: number } = {},
): Promise<Enrolled> {
  const departmentId = options.departmentId ?? 1;
  const n = ++counter;
  const now = new Date().toISOString();
  const turn = await db('turns').where({ departmentId }).orderBy('id').first();
  const [semesterId] = await db('semesters').insert({
    departmentId,
    name: `P${n} - 2026`,
    number: 1,
    year: 2026,
    status: 1,
    createdAt: now,
  });
  const group = {
    instalments: options.instalments ?? 4,
    costCents: options.costCents ?? 200000,
    startDate: '2026-08-03',
  };
  const [groupId] = await db('classGroups').insert({
    semesterId,
    turnId: turn.id,
    name: `PAG - ${n}`,
    code: 'PAG',
    number: n,
    instalments: group.instalments,
    costCents: group.costCents,
    startDate: group.startDate,
    endDate: '2026-12-03',
    status: 1,
    createdAt: now,
  });
  const branch = await db('branchOffices').where({ departmentId }).orderBy('id').first();
  const [studentId] = await db('users').insert({
    departmentId,
    branchOfficeId: branch.id,
    roleId: 6,
    firstNames: 'LUCIA FERNANDA',
    lastNames: `PAGOS PRUEBA${n}`,
    ci: `88${String(n).padStart(5, '0')}${departmentId}`,
    email: '',
    phone: '71112233',
    status: 1,
    createdAt: now,
  });
  const [enrolmentId] = await db('enrolments').insert({
    groupId,
    studentId,
    enrolledOn: '2026-08-01',
    status: 1,
    createdAt: now,
  });
  await db('instalments').insert(
    planInstalments(group).map((p) => ({
      enrolmentId,
      number: p.number,
      amountCents: p.amountCents,
      balanceCents: p.amountCents,
      paid: 0,
      dueDate: p.dueDate,
      status: 1,
      createdAt: now,
    })),
  );
  // As the enrolment service does: the dashboard's debt totals include the new instalments.
  await refreshDebts(db, [Number(studentId)]);
  const instalments = await db('instalments')
    .where({ enrolmentId })
    .orderBy('number')
    .select('id', 'number', 'amountCents');
  return {
    groupId: Number(groupId),
    studentId: Number(studentId),
    enrolmentId: Number(enrolmentId),
    departmentId,
    instalments,
  };
}

export async function cashPaymentType(db: Knex, departmentId = 1): Promise<number> {
  return (await db('paymentTypes').where({ departmentId, name: 'EFECTIVO' }).first()).id;
}
