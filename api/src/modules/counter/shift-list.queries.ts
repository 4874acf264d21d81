/**
 * The list of closes ('Cierres de caja') with, for each, whether it was changed after it was made: the same
 * comparison as a close's PDF (the stored expected cash against a recomputation), done by the database in the
 * list's one query. Each recomputed sum is a correlated subquery over the shift's cashier and [opened, closed),
 * served by the (cashier, instant) indexes of payments, incomes and expenses.
 */
import type { Knex } from 'knex';
import { type ShiftListRow } from '../../../../domain/cash-shift.js';
import { ROLE, type Actor } from '../../http/session.js';
import { toBs } from '../../lib/money.js';
import { fullName } from '../incomes/ledger.documents.js';

/** An active row of `table` taken by the shift's cashier in its department within the shift. */
function inShift(db: Knex, table: 'payments' | 'incomes' | 'expenses', cashier: string, instant: string) {
  return db(table)
    .where(`${table}.status`, 1)
    .whereRaw('?? = ??', [`${table}.${cashier}`, 'cashShifts.cashierId'])
    .whereRaw('?? = ??', [`${table}.departmentId`, 'cashShifts.departmentId'])
    .whereRaw('?? >= ??', [`${table}.${instant}`, 'cashShifts.openedAt'])
    .whereRaw('?? < ??', [`${table}.${instant}`, 'cashShifts.closedAt']);
}

const total = (db: Knex, column: string) => db.raw('coalesce(sum(??), 0)', [column]);

/** Closed shifts of a department, newest first (at most 500): role 1 every cashier's, others their own. */
export async function closedShifts(db: Knex, actor: Actor, departmentId: number): Promise<ShiftListRow[]> {
  // Cash fees and lessons (a payment type marked 'Es efectivo'), every income, every expense: as shiftMovements.
  const cashIn = inShift(db, 'payments', 'cashierId', 'paidAt')
    .join('paymentTypes', 'paymentTypes.id', 'payments.paymentTypeId')
    .where('paymentTypes.cash', 1)
    .where((q: Knex.QueryBuilder) => q.whereNotNull('payments.instalmentId').orWhereNotNull('payments.reservationId'))
    .select(total(db, 'payments.amountPaidCents'));
  const incomes = inShift(db, 'incomes', 'userId', 'paidAt').select(total(db, 'incomes.totalCents'));
  const expenses = inShift(db, 'expenses', 'userId', 'registeredAt').select(total(db, 'expenses.totalCents'));
  const q = db('cashShifts')
    .join('users', 'users.id', 'cashShifts.cashierId')
    .where('cashShifts.departmentId', departmentId)
    .whereNotNull('cashShifts.closedAt')
    .orderBy('cashShifts.closedAt', 'desc')
    .limit(500)
    .select(
      'cashShifts.*',
      'users.firstNames',
      'users.lastNames',
      cashIn.as('cashInCents'),
      incomes.as('incomeCents'),
      expenses.as('expenseCents'),
    );
  if (actor.roleId !== ROLE.ADMIN) q.where('cashShifts.cashierId', actor.id);
  return (await q).map((r) => {
    const expectedNow = Number(r.openingCents) + Number(r.cashInCents) + Number(r.incomeCents) - Number(r.expenseCents);
    return {
      idCaja: r.id,
      cajero: fullName(r),
      apertura: r.openedAt,
      cierre: r.closedAt,
      fondoInicial: toBs(r.openingCents),
      esperado: toBs(r.expectedCents),
      contado: toBs(r.countedCents),
      diferencia: toBs(r.differenceCents),
      modificadoTrasCierre: Number(r.expectedCents) !== expectedNow,
      esperadoAhora: toBs(expectedNow),
    };
  });
}
