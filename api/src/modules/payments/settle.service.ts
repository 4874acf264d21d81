/**
 * The one owner of an instalment's stored figures (docs/DOMAIN.md "Figures derived from other rows"): its saldo
 * and paid mark from the payment rule just applied, what its active payments add up to and when the latest was
 * made (the monthly payment report reads them), and the `saldo` snapshot of each active payment kept coherent.
 * Every write of a payment goes through here; `npm run db:check` recomputes the same figures.
 */
import type { Knex } from 'knex';
import { runningBalances, type AppliedPayment } from '../../../../domain/payment-rules.js';

type Row = Record<string, any>;
export interface Settling {
  instalment: Row;
  applied: AppliedPayment;
}

const CHUNK = 500;

/** Runs `update(values)` once per distinct set of values, over the ids that take it (a bulk import shares a few). */
async function updateAlike(
  trx: Knex.Transaction,
  table: string,
  rows: Array<{ id: number; values: Record<string, unknown> }>,
) {
  const groups = new Map<string, { values: Record<string, unknown>; ids: number[] }>();
  for (const r of rows) {
    const key = JSON.stringify(r.values);
    const group = groups.get(key) ?? groups.set(key, { values: r.values, ids: [] }).get(key)!;
    group.ids.push(r.id);
  }
  for (const { values, ids } of groups.values()) {
    for (let i = 0; i < ids.length; i += CHUNK)
      await trx(table)
        .whereIn('id', ids.slice(i, i + CHUNK))
        .update(values);
  }
}

/** Settles each instalment after a payment rule was applied to it, under the caller's locks or in its new rows. */
export async function settleInstalments(trx: Knex.Transaction, items: Settling[]): Promise<void> {
  const ids = items.map((s) => s.instalment.id as number);
  const active: Row[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    active.push(
      ...(await trx('payments')
        .whereIn('instalmentId', ids.slice(i, i + CHUNK))
        .where({ status: 1 })
        .orderBy('id')
        .select('id', 'instalmentId', 'amountPaidCents', 'discountCents', 'paidAt', 'balanceAfterCents')),
    );
  }
  const byInstalment = new Map<number, Row[]>();
  for (const p of active) byInstalment.set(p.instalmentId, [...(byInstalment.get(p.instalmentId) ?? []), p]);
  const instalments: Array<{ id: number; values: Record<string, unknown> }> = [];
  const payments: Array<{ id: number; values: Record<string, unknown> }> = [];
  for (const { instalment, applied } of items) {
    const own = byInstalment.get(instalment.id) ?? [];
    instalments.push({
      id: instalment.id,
      values: {
        balanceCents: applied.balanceAfterCents,
        paid: applied.paid ? 1 : 0,
        paidCents: own.reduce((sum, p) => sum + Number(p.amountPaidCents), 0),
        lastPaidAt: own.reduce<string | null>((last, p) => (last === null || p.paidAt > last ? p.paidAt : last), null),
      },
    });
    const balances = runningBalances(
      instalment.amountCents,
      own.map((p) => ({ totalCents: Number(p.amountPaidCents), discountCents: Number(p.discountCents) })),
    );
    own.forEach((p, i) => {
      if (Number(p.balanceAfterCents) !== balances[i])
        payments.push({ id: p.id, values: { balanceAfterCents: balances[i] } });
    });
  }
  await updateAlike(trx, 'instalments', instalments);
  await updateAlike(trx, 'payments', payments);
}

/** One instalment: what the cashier's pay, edit and void call. */
export async function settle(trx: Knex.Transaction, instalment: Row, applied: AppliedPayment): Promise<void> {
  await settleInstalments(trx, [{ instalment, applied }]);
}
