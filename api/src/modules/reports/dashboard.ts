import type { Knex } from 'knex';
import { attendancePercentage } from '../../../../domain/grades.js';
import { departmentFor, ROLE, type Actor } from '../../http/session.js';
import { addDays, addMonths, laPazDayRange, mondayOf, todayLaPaz } from '../../lib/time.js';
import { owedBefore } from './debt-totals.js';

type Range = { from: string; to: string };

/** Money in and out of a department over an instant range, in centavos; role 2 counts only its own receipts. */
async function moneyIn(db: Knex, departmentId: number, range: Range, cashierId: number | null) {
  const payments = db('payments').where({ departmentId, status: 1 }).where('paidAt', '>=', range.from).where('paidAt', '<', range.to);
  const incomes = db('incomes').where({ departmentId, status: 1 }).where('paidAt', '>=', range.from).where('paidAt', '<', range.to);
  const expenses = db('expenses').where({ departmentId, status: 1 }).where('registeredAt', '>=', range.from).where('registeredAt', '<', range.to);
  if (cashierId) {
    payments.where('cashierId', cashierId);
    incomes.where('userId', cashierId);
    expenses.where('userId', cashierId);
  }
  const [p, i, e] = await Promise.all([
    payments.first(db.raw('coalesce(sum(amount_paid_cents), 0) as n')),
    incomes.first(db.raw('coalesce(sum(total_cents), 0) as n')),
    expenses.first(db.raw('coalesce(sum(total_cents), 0) as n')),
  ]);
  return { income: Number(p?.n ?? 0) + Number(i?.n ?? 0), expense: Number(e?.n ?? 0) };
}

const bs = (cents: number) => cents / 100;

/**
 * The home dashboard in one request (issue 12, beyond the spec): today's income and expenses, this month
 * against last month, what is owed past its deadline and by how many students, and this week's attendance rate.
 */
export async function dashboard(db: Knex, actor: Actor, requestedDepartment: number, today = todayLaPaz()) {
  const departmentId = departmentFor(actor, requestedDepartment);
  const cashierId = actor.roleId === ROLE.ADMIN ? null : actor.id;
  const thisMonth = `${today.slice(0, 7)}-01`;
  const lastMonth = addMonths(thisMonth, -1);
  const [day, current, previous] = await Promise.all([
    moneyIn(db, departmentId, laPazDayRange(today, today), cashierId),
    moneyIn(db, departmentId, laPazDayRange(thisMonth, addDays(addMonths(thisMonth, 1), -1)), cashierId),
    moneyIn(db, departmentId, laPazDayRange(lastMonth, addDays(thisMonth, -1)), cashierId),
  ]);
  // Kept summed by the services that change debts (debt-totals.ts): a few rows, whatever the number of students.
  const owed = await owedBefore(db, departmentId, today);
  const monday = mondayOf(today);
  const week = await db('attendances')
    .join('classGroups', 'classGroups.id', 'attendances.groupId')
    .join('semesters', 'semesters.id', 'classGroups.semesterId')
    .where('semesters.departmentId', departmentId).where('attendances.date', '>=', monday).where('attendances.date', '<=', today)
    .first(db.raw('count(*) as marks'), db.raw('coalesce(sum(attendances.present), 0) as present'));
  const marks = Number(week?.marks ?? 0);
  return {
    fecha: today,
    soloCajero: cashierId !== null,
    hoy: { ingresos: bs(day.income), egresos: bs(day.expense) },
    meses: [
      { mes: lastMonth.slice(0, 7), ingresos: bs(previous.income), egresos: bs(previous.expense) },
      { mes: thisMonth.slice(0, 7), ingresos: bs(current.income), egresos: bs(current.expense) },
    ],
    morosos: { adeudado: bs(owed.cents), estudiantes: owed.students },
    asistencia: { desde: monday, hasta: today, registros: marks, porcentaje: marks ? attendancePercentage(Number(week?.present ?? 0), marks) : null },
  };
}
