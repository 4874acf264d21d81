/**
 * Payments made before the institute used this app, brought in by the student import. Each is a payment of one
 * instalment like any other (its saldo settled by `settleInstalments`, the one owner of stored saldos),
 * but marked `imported`: no cashier took it in a shift, so it has no receipt to print, counts in no cash figure,
 * and its receipt number is the negative of its instalment's id — the department's receipt counter is left alone,
 * the unique index still holds, and a second import of the same instalment would be refused by it.
 */
import type { Knex } from 'knex';
import { applyPayment } from '../../../../domain/payment-rules.js';
import type { Actor } from '../../http/session.js';
import { rule, type InstalmentRow } from './payments.service.js';
import { settleInstalments } from './settle.service.js';

const IMPORTED_DESCRIPTION = 'IMPORTADO';
export const IMPORTED_NO_RECEIPT = 'El pago fue importado de una planilla (anterior al sistema): no tiene recibo.';

export interface ImportedPayment {
  departmentId: number;
  /** Freshly planned and not yet paid: the caller created it in the same transaction. */
  instalment: InstalmentRow;
  paymentTypeId: number;
  cashCents: number;
  discountCents: number;
  paidAt: string;
}

const CHUNK = 300;

/** Inserts the imported payments, then settles each instalment they reached. */
export async function recordImportedPayments(
  trx: Knex.Transaction,
  actor: Actor,
  payments: ImportedPayment[],
): Promise<number> {
  const rows = payments.map((p) => {
    const applied = rule(() =>
      applyPayment(p.instalment.balanceCents, { totalCents: p.cashCents, discountCents: p.discountCents }),
    );
    return {
      applied,
      instalment: p.instalment,
      values: {
        departmentId: p.departmentId,
        instalmentId: p.instalment.id,
        reservationId: null,
        paymentTypeId: p.paymentTypeId,
        cashierId: actor.id,
        receiptNumber: -p.instalment.id,
        amountPaidCents: p.cashCents,
        discountCents: p.discountCents,
        dueAmountCents: p.instalment.amountCents,
        balanceAfterCents: applied.balanceAfterCents,
        description: IMPORTED_DESCRIPTION,
        paidAt: p.paidAt,
        status: 1,
        imported: 1,
      },
    };
  });
  for (let i = 0; i < rows.length; i += CHUNK)
    await trx('payments').insert(rows.slice(i, i + CHUNK).map((r) => r.values));
  await settleInstalments(trx, rows);
  return rows.length;
}
