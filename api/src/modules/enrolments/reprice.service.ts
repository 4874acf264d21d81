import type { Knex } from 'knex';
import type { Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { planInstalments } from './instalment-plan.rules.js';

/**
 * After a group's cost or start date changed: every instalment of the group's students that has no payment yet
 * (no active payment row, not paid, balance still equal to its amount) gets the amount and due date of the new
 * plan. Instalments already touched keep amount, balance and history. Returns how many instalments changed.
 */
export async function repriceUntouchedInstalments(
  trx: Knex.Transaction,
  actor: Actor,
  groupId: number,
  group: { instalments: number; costCents: number; startDate: string },
): Promise<number> {
  const plan = new Map(planInstalments(group).map((p) => [p.number, p]));
  const rows = await trx('instalments')
    .join('enrolments', 'enrolments.id', 'instalments.enrolmentId')
    .where('enrolments.groupId', groupId)
    .where('instalments.paid', 0)
    .whereRaw('?? = ??', ['instalments.balanceCents', 'instalments.amountCents'])
    .whereNotExists((sub) =>
      sub
        .select(trx.raw('1'))
        .from('payments')
        .whereRaw('?? = ??', ['payments.instalmentId', 'instalments.id'])
        .where('payments.status', 1),
    )
    .select(
      'instalments.id',
      'instalments.number',
      'instalments.amountCents',
      'instalments.balanceCents',
      'instalments.dueDate',
    )
    .forUpdate();
  let changed = 0;
  for (const row of rows) {
    const next = plan.get(row.number);
    if (!next || (next.amountCents === row.amountCents && next.dueDate === row.dueDate)) continue;
    const after = { amountCents: next.amountCents, balanceCents: next.amountCents, dueDate: next.dueDate };
    await trx('instalments').where({ id: row.id }).update(after);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'instalments',
      entityId: row.id,
      action: 'reprice',
      before: { amountCents: row.amountCents, balanceCents: row.balanceCents, dueDate: row.dueDate },
      after,
    });
    changed++;
  }
  return changed;
}
