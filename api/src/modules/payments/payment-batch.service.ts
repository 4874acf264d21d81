/**
 * Several instalments of one enrolment paid in one go (a parent paying three months at the counter): one
 * transaction, the cash spread over the owed instalments oldest first, and for each instalment reached its own
 * payment row with its own receipt number, exactly as if the cashier had paid them one after another.
 */
import type { Knex } from 'knex';
import { badRequest, conflict } from '../../http/errors.js';
import { assertRole, departmentFor, ROLE, STAFF_ROLES, type Actor } from '../../http/session.js';
import { inTransaction } from '../../db/transaction.js';
import { spreadPayment } from '../../../../domain/payment-rules.js';
import { holdShift, takingShift } from '../counter/shift-lock.service.js';
import { findEnrolment } from './payments.queries.js';
import {
  INACTIVE_ENROLMENT_MESSAGE,
  lockInstalments,
  recordPayment,
  rule,
  STALE_MESSAGE,
  type InstalmentRow,
} from './payments.service.js';

export interface PayManyInput {
  enrolmentId: number;
  paymentTypeId: number;
  departmentId: number | null;
  /** The cash received, spread oldest first. */
  totalCents: number;
  /**
   * How many instalments the cashier's screen said the cash reaches; when given, the stored saldos must agree
   * (someone paid meanwhile: the same cash would reach another number of instalments), else 409.
   */
  instalmentCount: number | null;
  description: string;
}

/** POST payments/insertPayments: pays the owed instalments of one enrolment oldest first; the new payments' ids, in instalment order. */
export async function payInstalments(db: Knex, actor: Actor, input: PayManyInput): Promise<number[]> {
  assertRole(actor, STAFF_ROLES);
  const enrolment = await findEnrolment(db, actor, { id: input.enrolmentId });
  if (actor.roleId !== ROLE.ADMIN) departmentFor(actor, input.departmentId);
  if (enrolment.status !== 1) throw badRequest(INACTIVE_ENROLMENT_MESSAGE);
  const shiftId = await takingShift(db, actor);

  return inTransaction(db, async (trx) => {
    await holdShift(trx, actor, shiftId);
    const owed: InstalmentRow[] = (await lockInstalments(trx, enrolment.id)).filter(
      (i) => i.status === 1 && i.balanceCents > 0,
    );
    const shares = rule(() =>
      spreadPayment(
        owed.map((i) => i.balanceCents),
        input.totalCents,
      ),
    );
    if (input.instalmentCount !== null && shares.length !== input.instalmentCount) throw conflict(STALE_MESSAGE);
    const ids: number[] = [];
    // In number order: each instalment is the first pending one once the previous share has settled its own.
    for (const [i, share] of shares.entries()) {
      ids.push(
        await recordPayment(trx, actor, enrolment, owed[i], {
          paymentTypeId: input.paymentTypeId,
          totalCents: share,
          discountCents: 0,
          description: input.description,
        }),
      );
    }
    return ids;
  });
}
