/**
 * The cashier's shift ('Cierre de caja'): open it with the cash in the drawer (proposed from the
 * last close), see what it took in and paid out, close it with the cash counted. Role 1 sees every close of
 * the department, role 2 their own. After a close, role 2 may no longer edit or void that day's payments.
 */
import type { Knex } from 'knex';
import {
  SHIFT_MESSAGES as M,
  type ShiftListRow,
  type ShiftState,
  type ShiftSummary,
} from '../../../../domain/cash-shift.js';
import { conflict, forbidden, notFound, registerUniqueMessage } from '../../http/errors.js';
import { assertDepartment, assertRole, departmentFor, ROLE, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { toBs } from '../../lib/money.js';
import { nowIso } from '../../lib/time.js';
import { fullName } from '../incomes/ledger.documents.js';
import { shiftMovements, shiftSummary, type ShiftRow } from './shift-summary.queries.js';
import { closedShifts } from './shift-list.queries.js';
import { assertTakingOpen } from './close-lock.service.js';
import { inTransaction } from '../../db/transaction.js';

registerUniqueMessage('uq_cash_shifts_open_cashier', 'cash_shifts', ['open_cashier_id'], M.alreadyOpen);

type Db = Knex | Knex.Transaction;
const row = (r: Record<string, any>): ShiftRow => ({
  id: r.id,
  departmentId: r.departmentId,
  cashierId: r.cashierId,
  openedAt: r.openedAt,
  openingCents: Number(r.openingCents),
  closedAt: r.closedAt ?? null,
  expectedCents: r.expectedCents ?? null,
  countedCents: r.countedCents ?? null,
  differenceCents: r.differenceCents ?? null,
});

const openShiftOf = (db: Db, actor: Actor) => db('cashShifts').where({ openCashierId: actor.id }).first();

async function cashierName(db: Db, id: number) {
  return fullName((await db('users').where({ id }).first('firstNames', 'lastNames')) ?? {});
}

/** The actor's open shift (or none) and the opening cash to propose: the counted cash of their last close, else the department's. */
export async function currentShift(db: Knex, actor: Actor, requested: number | null = null): Promise<ShiftState> {
  assertRole(actor, STAFF_ROLES);
  const departmentId = departmentFor(actor, requested);
  const open = await openShiftOf(db, actor);
  const last = await db('cashShifts')
    .where({ departmentId })
    .whereNotNull('closedAt')
    .orderByRaw('case when ?? = ? then 0 else 1 end', ['cashierId', actor.id])
    .orderBy('closedAt', 'desc')
    .first('countedCents');
  return {
    abierta: open ? await shiftSummary(db, row(open), await cashierName(db, actor.id)) : null,
    fondoSugerido: toBs(Number(last?.countedCents ?? 0)),
  };
}

export async function openShift(
  db: Knex,
  actor: Actor,
  openingCents: number,
  requested: number | null = null,
): Promise<ShiftSummary> {
  assertRole(actor, STAFF_ROLES);
  const departmentId = departmentFor(actor, requested);
  const id = await inTransaction(db, async (trx) => {
    if (await openShiftOf(trx, actor)) throw conflict(M.alreadyOpen);
    const [created] = await trx('cashShifts').insert({
      departmentId,
      cashierId: actor.id,
      openCashierId: actor.id,
      openedAt: nowIso(),
      openingCents,
    });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'cash_shifts',
      entityId: Number(created),
      action: 'open',
      after: { openingCents },
    });
    return Number(created);
  });
  return shiftSummary(db, row(await db('cashShifts').where({ id }).first()), await cashierName(db, actor.id));
}

/**
 * 'Cerrar caja': stores who (the shift's cashier), when, expected, counted and the difference. The shift is
 * named outside the transaction and locked by its key as the transaction's first statement (shift-lock.service.ts):
 * a taking still running finishes first and is counted; a second close of the same shift then finds it closed
 * (409). MariaDB deadlocks are retried.
 */
export async function closeShift(db: Knex, actor: Actor, countedCents: number): Promise<ShiftSummary> {
  assertRole(actor, STAFF_ROLES);
  const named = await openShiftOf(db, actor);
  if (!named) throw conflict(M.notOpen);
  // inTransaction runs a deadlock's victim again.
  const id = await inTransaction(db, async (trx) => {
    const open = await trx('cashShifts').where({ id: named.id }).forUpdate().first();
    if (!open || open.closedAt) throw conflict(M.alreadyClosed);
    // One millisecond ahead: a taking committed before the lock was granted stamped its time at most now, and
    // the window [opened, closed) must hold it.
    const closedAt = new Date(Date.now() + 1).toISOString();
    const { expectedCents } = await shiftMovements(trx, { ...row(open), closedAt });
    const values = {
      closedAt,
      expectedCents,
      countedCents,
      differenceCents: countedCents - expectedCents,
      openCashierId: null,
    };
    await trx('cashShifts').where({ id: open.id }).update(values);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'cash_shifts',
      entityId: open.id,
      action: 'close',
      after: values,
    });
    return open.id as number;
  });
  return shiftSummary(db, row(await db('cashShifts').where({ id }).first()), await cashierName(db, actor.id));
}

/** Closed shifts, newest first: every one of the department for role 1, one's own for role 2; each flags a later change. */
export async function listShifts(db: Knex, actor: Actor, requested: number | null = null): Promise<ShiftListRow[]> {
  assertRole(actor, STAFF_ROLES);
  return closedShifts(db, actor, departmentFor(actor, requested));
}

/** One shift (role 1 any of the department, role 2 their own): the stored close beside the figures as they stand now. */
export async function findShift(db: Knex, actor: Actor, id: number): Promise<ShiftSummary> {
  assertRole(actor, STAFF_ROLES);
  const found = await db('cashShifts').where({ id }).first();
  if (!found) throw notFound(M.notFound);
  assertDepartment(actor, found.departmentId);
  if (actor.roleId !== ROLE.ADMIN && found.cashierId !== actor.id) throw forbidden();
  return shiftSummary(db, row(found), await cashierName(db, found.cashierId));
}

/**
 * The edit lock after a close: a payment made on a La Paz day before its cashier closed a shift that same day
 * may be edited or voided by role 1 only (the close then shows the change as a new expected).
 */
export const assertPaymentNotClosed = (trx: Db, actor: Actor, payment: { cashierId: number; paidAt: string }) =>
  assertTakingOpen(trx, actor, { cashierId: payment.cashierId, at: payment.paidAt }, M.paymentLocked);
