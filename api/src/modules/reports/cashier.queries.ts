import type { Knex } from 'knex';
import { isMysql } from '../../db/index.js';
import { badRequest } from '../../http/errors.js';
import { departmentFor, ROLE, type Actor } from '../../http/session.js';
import { isCalendarDate, laPazDayRange, todayLaPaz } from '../../lib/time.js';
import { incomeNumber } from '../incomes/ledger.documents.js';

type DbRow = Record<string, any>;
const FIRST_DATE = '2010-01-01';
const REPORT_MESSAGES = {
  date: 'Seleccione una fecha',
  range: 'La fecha de inicio no puede ser posterior a la fecha final',
  bounds: 'Las fechas deben estar entre el 01/01/2010 y hoy',
} as const;

/** The path's filter: a day, or a start/end range (both La Paz calendar dates), and the cashier (role 1 only). */
export interface CashierFilter {
  idUser: number | null;
  date: string | null;
  start: string | null;
  end: string | null;
}

export interface CashierScope {
  departmentId: number;
  cashierId: number | null;
  from: string;
  to: string;
  startDate: string;
  endDate: string;
}

/**
 * Who and when a cashier report covers. Role 1 picks any cashier of the department (or all); everyone else
 * is their own cashier whatever the path says (spec 02 §6). Dates: 2010-01-01 up to today.
 */
export function cashierScope(
  actor: Actor,
  requestedDepartment: number,
  filter: CashierFilter,
  today = todayLaPaz(),
): CashierScope {
  const departmentId = departmentFor(actor, requestedDepartment);
  const startDate = filter.date ?? filter.start;
  const endDate = filter.date ?? filter.end;
  if (!startDate || !endDate || !isCalendarDate(startDate) || !isCalendarDate(endDate))
    throw badRequest(REPORT_MESSAGES.date);
  if (startDate > endDate) throw badRequest(REPORT_MESSAGES.range);
  if (startDate < FIRST_DATE || endDate > today) throw badRequest(REPORT_MESSAGES.bounds);
  const cashierId = actor.roleId === ROLE.ADMIN ? filter.idUser : actor.id;
  return { departmentId, cashierId, startDate, endDate, ...laPazDayRange(startDate, endDate) };
}

/**
 * The department's active payments of the period (and cashier), oldest first, with their detail line; the
 * columns are already the report's fields (idPago … subTotal, centavos), so a month of rows is not copied again.
 */
function paymentsIn(db: Knex, scope: CashierScope, detail: Knex.Raw) {
  // MariaDB: SELECT STRAIGHT_JOIN keeps the FROM order, so the period's payments (by department or cashier and
  // date, already in date order) drive every join. Left to itself it started from payment types or
  // reservations while its statistics were young, read every payment by its key and sorted them.
  const first = isMysql(db) ? db.raw('straight_join ?? as ??', ['payments.id', 'idPago']) : 'payments.id as idPago';
  const q = db('payments')
    .join('paymentTypes', 'paymentTypes.id', 'payments.paymentTypeId')
    .where('payments.departmentId', scope.departmentId)
    .where('payments.status', 1)
    // Imported payments were taken before the app, by no cashier: never cash of a period or shift.
    .where('payments.imported', 0)
    .where('payments.paidAt', '>=', scope.from)
    .where('payments.paidAt', '<', scope.to)
    .orderBy('payments.paidAt')
    .orderBy('payments.id')
    .select(
      first,
      'payments.paidAt as fechaPago',
      'payments.receiptNumber as codigo',
      'paymentTypes.name as tipo',
      detail,
      'payments.dueAmountCents as total',
      'payments.discountCents as descuento',
      'payments.balanceAfterCents as saldo',
      'payments.amountPaidCents as subTotal',
    );
  if (scope.cashierId) q.where('payments.cashierId', scope.cashierId);
  return q;
}

/**
 * 'NOMBRES APELLIDOS' as fullName() writes it, by the database for the detail lines: concat_ws skips what is
 * missing (MariaDB, and SQLite ≥ 3.44, which better-sqlite3 bundles).
 */
const studentName = (db: Knex) =>
  db.raw("concat_ws(' ', nullif(??, ''), nullif(??, ''))", ['users.firstNames', 'users.lastNames']);

/** Payments of individual lessons (reservations), in centavos. */
export async function individualIncome(db: Knex, scope: CashierScope): Promise<DbRow[]> {
  return paymentsIn(db, scope, db.raw("concat_ws(' - ', 'CLASE INDIVIDUAL', ?) as detalle", [studentName(db)]))
    .join('reservations', 'reservations.id', 'payments.reservationId')
    .join('users', 'users.id', 'reservations.studentId');
}

/** Payments of monthly fees, in centavos, with the student, group and instalment in the detail. */
export async function groupIncome(db: Knex, scope: CashierScope): Promise<DbRow[]> {
  return paymentsIn(
    db,
    scope,
    db.raw("concat_ws(' - ', ?, ??, concat('CUOTA ', ??)) as detalle", [
      studentName(db),
      'classGroups.name',
      'instalments.number',
    ]),
  )
    .join('instalments', 'instalments.id', 'payments.instalmentId')
    .join('enrolments', 'enrolments.id', 'instalments.enrolmentId')
    .join('users', 'users.id', 'enrolments.studentId')
    .join('classGroups', 'classGroups.id', 'enrolments.groupId');
}

/** Book sales, practices, packages and other income ('Ingresos por Venta de Libros, Practicas y Otros'). */
export async function otherIncome(db: Knex, scope: CashierScope) {
  const q = db('incomes')
    .join('incomeTypes', 'incomeTypes.id', 'incomes.incomeTypeId')
    .where('incomes.departmentId', scope.departmentId)
    .where('incomes.status', 1)
    .where('incomes.paidAt', '>=', scope.from)
    .where('incomes.paidAt', '<', scope.to)
    .orderBy('incomes.paidAt')
    .orderBy('incomes.id')
    .select('incomes.*', 'incomeTypes.name as typeName');
  if (scope.cashierId) q.where('incomes.userId', scope.cashierId);
  return (await q).map((r: DbRow) => ({
    idIngreso: r.id,
    fechaPago: r.paidAt,
    codigo: incomeNumber(r.receiptNumber),
    tipo: r.typeName,
    nombre: r.name,
    detalle: r.detail,
    total: r.totalCents,
  }));
}

export async function expenseRows(db: Knex, scope: CashierScope) {
  const q = db('expenses')
    .where('departmentId', scope.departmentId)
    .where('status', 1)
    .where('registeredAt', '>=', scope.from)
    .where('registeredAt', '<', scope.to)
    .orderBy('registeredAt')
    .orderBy('id');
  if (scope.cashierId) q.where('userId', scope.cashierId);
  return (await q).map((r: DbRow) => ({
    idEgreso: r.id,
    fechaRegistro: r.registeredAt,
    codigo: r.receiptNumber,
    nombre: r.name,
    detalle: r.detail,
    total: r.totalCents,
  }));
}

/**
 * Centavos → Bs for the JSON answers (the documents keep centavos). Converts in place: the rows are the fresh
 * objects a report function just built, and a report can answer tens of thousands of them.
 */
export function inBs<T extends Record<string, unknown>>(rows: T[], keys: string[]): T[] {
  for (const row of rows) {
    const amounts = row as Record<string, unknown>;
    for (const key of keys) amounts[key] = Number(amounts[key] ?? 0) / 100;
  }
  return rows;
}
