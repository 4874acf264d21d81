/**
 * Every cash movement belongs to one shift. A taking (monthly or lesson payment, income of any kind, expense)
 * names its cashier's open shift before its transaction and locks that shift's row, shared, as the
 * transaction's first statement; the close locks the same row for update. So a taking and a close of the same
 * shift queue: the taking that gets there first is committed before the close reads the figures (and counts
 * there), the one that comes after finds the shift closed and is refused. Both locks go by primary key; the
 * close's figures are read after its lock is granted, and under READ COMMITTED (inTransaction) each statement
 * sees what was committed by then.
 *
 * Role 2 without an open shift is refused (409, nothing written). Role 1 (docs/API.md "Turno de caja"):
 * with an open shift of their own their takings count in it; without one they are accepted outside any shift
 * (back-office entries such as transfers recorded later), and the cashier report shows them under their name.
 */
import type { Knex } from 'knex';
import { NO_SHIFT_CODE, SHIFT_MESSAGES as M } from '../../../../domain/cash-shift.js';
import { conflict } from '../../http/errors.js';
import { ROLE, type Actor } from '../../http/session.js';

const refused = () => conflict(M.noShift, { codigo: NO_SHIFT_CODE });

/**
 * Before the taking's transaction: the id of the actor's open shift, or null for role 1 without one.
 * Role 2 without one is refused here, before anything is read under a lock.
 */
export async function takingShift(db: Knex, actor: Actor): Promise<number | null> {
  const open = await db('cashShifts').where({ openCashierId: actor.id }).first('id');
  if (open) return open.id as number;
  if (actor.roleId === ROLE.ADMIN) return null;
  throw refused();
}

/**
 * First statement of the taking's transaction: holds the shift (shared) until the taking commits, and refuses
 * when a close got there first.
 */
export async function holdShift(trx: Knex.Transaction, actor: Actor, shiftId: number | null): Promise<void> {
  if (shiftId === null) return;
  const row = await trx('cashShifts').where({ id: shiftId }).forShare().first('id', 'closedAt', 'openCashierId');
  if (row && !row.closedAt && row.openCashierId === actor.id) return;
  // Role 1's taking then belongs to no shift, as when none was open.
  if (actor.roleId === ROLE.ADMIN) return;
  throw refused();
}
