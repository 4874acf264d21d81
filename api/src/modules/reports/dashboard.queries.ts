import type { Knex } from 'knex';
import { attendancePercentage } from '../../../../domain/grades.js';
import { departmentFor, ROLE, type Actor } from '../../http/session.js';
import { addDays, addMonths, laPazDayRange, mondayOf, todayLaPaz } from '../../lib/time.js';
import { readsOf } from '../../db/reads.js';
import { settleLeftoverMarks } from '../../db/transaction.js';
import { owedBefore, rebuildDebts } from './debt-totals.service.js';

type Dates = { start: string; end: string };
type Periods = { day: Dates; current: Dates; previous: Dates };
const PERIODS = ['day', 'current', 'previous'] as const;

/**
 * Money in and out of a department in each period, in centavos; role 2 counts only its own receipts. Summed on
 * read, one statement per table, each period by its own range of an index holding every column the sum reads
 * (department, date, status, cashier, amount): a sum with no expression per row (a CASE per period compared
 * every row's date six times, by collation on MariaDB).
 */
async function moneyIn(db: Knex, departmentId: number, periods: Periods, cashierId: number | null) {
  const sums = (table: string, amount: string, at: string, cashierColumn: string) => {
    const inPeriod = (k: (typeof PERIODS)[number]) => {
      const { from, to } = laPazDayRange(periods[k].start, periods[k].end);
      const q = db(table)
        .where({ departmentId, status: 1 })
        .where(at, '>=', from)
        .where(at, '<', to)
        .select(db.raw('coalesce(sum(??), 0)', [amount]));
      // Payments brought in by the student import were not received in the period: they are no income of it.
      if (table === 'payments') q.where('imported', 0);
      if (cashierId) q.where(cashierColumn, cashierId);
      return q.as(k);
    };
    return db.first(PERIODS.map(inPeriod));
  };
  const [p, i, e] = await Promise.all([
    sums('payments', 'amountPaidCents', 'paidAt', 'cashierId'),
    sums('incomes', 'totalCents', 'paidAt', 'userId'),
    sums('expenses', 'totalCents', 'registeredAt', 'userId'),
  ]);
  const of = (row: Record<string, unknown> | undefined, k: string) => Number(row?.[k] ?? 0);
  const period = (k: (typeof PERIODS)[number]) => ({ income: of(p, k) + of(i, k), expense: of(e, k) });
  return { day: period('day'), current: period('current'), previous: period('previous') };
}

/** Rows written in bulk, not through the services (seeds, the benchmark dataset): the dashboard's kept sums summed again. */
export async function rebuildDashboardSums(db: Knex): Promise<void> {
  await rebuildDebts(db);
}

const bs = (cents: number) => cents / 100;

/**
 * What is owed past its deadline, kept summed by one owner (debt-totals.service.ts): a few rows, whatever the number of
 * students. A write outside inTransaction (a script) may have left students to sum again: then they are settled
 * and the sum read again. The check rides along with the read instead of going before it (a round trip on MariaDB).
 */
async function owedSettled(db: Knex, departmentId: number, today: string) {
  const reads = readsOf(db);
  const [pending, owed] = await Promise.all([
    reads('debtPending').first('studentId'),
    owedBefore(reads, departmentId, today),
  ]);
  if (!pending) return owed;
  await settleLeftoverMarks(db);
  return owedBefore(reads, departmentId, today);
}

/**
 * The home dashboard in one request (beyond the spec): today's income and expenses, this month
 * against last month, what is owed past its deadline and by how many students, and this week's attendance rate.
 */
export async function dashboard(db: Knex, actor: Actor, requestedDepartment: number, today = todayLaPaz()) {
  const departmentId = departmentFor(actor, requestedDepartment);
  const cashierId = actor.roleId === ROLE.ADMIN ? null : actor.id;
  const thisMonth = `${today.slice(0, 7)}-01`;
  const lastMonth = addMonths(thisMonth, -1);
  const monday = mondayOf(today);
  // Plain reads: they never wait for another request's transaction (db/reads.ts).
  const reads = readsOf(db);
  // Independent statements at once: on MariaDB each is a round trip, and in sequence they added up.
  const [{ day, current, previous }, owed, week] = await Promise.all([
    moneyIn(
      reads,
      departmentId,
      {
        day: { start: today, end: today },
        current: { start: thisMonth, end: addDays(addMonths(thisMonth, 1), -1) },
        previous: { start: lastMonth, end: addDays(thisMonth, -1) },
      },
      cashierId,
    ),
    owedSettled(db, departmentId, today),
    reads('attendances')
      .join('classGroups', 'classGroups.id', 'attendances.groupId')
      .join('semesters', 'semesters.id', 'classGroups.semesterId')
      .where('semesters.departmentId', departmentId)
      .where('attendances.date', '>=', monday)
      .where('attendances.date', '<=', today)
      .first(reads.raw('count(*) as marks'), reads.raw('coalesce(sum(attendances.present), 0) as present')),
  ]);
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
    asistencia: {
      desde: monday,
      hasta: today,
      registros: marks,
      porcentaje: marks ? attendancePercentage(Number(week?.present ?? 0), marks) : null,
    },
  };
}
