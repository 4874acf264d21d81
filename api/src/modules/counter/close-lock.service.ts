/**
 * The edit lock after a close (domain/cash-shift.ts lockedByClose), for the services: the refusal inside a
 * write, and the `cajaCerrada` mark of listed takings, read for a whole list in one query.
 */
import type { Knex } from 'knex';
import { lockedByClose } from '../../../../domain/cash-shift.js';
import { laPazDayOf } from '../../../../domain/la-paz-clock.js';
import { forbidden } from '../../http/errors.js';
import { ROLE, type Actor } from '../../http/session.js';
import { laPazDayRange } from '../../lib/time.js';

type Db = Knex | Knex.Transaction;
/** Who took the money and when (UTC ISO). */
export interface Taking {
  cashierId: number;
  at: string;
}

/** For each taking, whether a close of its cashier locks it. */
export async function closedTakings(db: Db, takings: readonly Taking[]): Promise<boolean[]> {
  if (!takings.length) return [];
  const instants = takings.map((t) => t.at).sort();
  const { to } = laPazDayRange(laPazDayOf(instants[instants.length - 1]), laPazDayOf(instants[instants.length - 1]));
  const closes: Array<{ cashierId: number; closedAt: string }> = await db('cashShifts')
    .whereIn('cashierId', [...new Set(takings.map((t) => t.cashierId))])
    .where('closedAt', '>=', instants[0])
    .where('closedAt', '<', to)
    .select('cashierId', 'closedAt');
  const byCashier = new Map<number, string[]>();
  for (const c of closes) byCashier.set(c.cashierId, [...(byCashier.get(c.cashierId) ?? []), c.closedAt]);
  return takings.map((t) => lockedByClose(t.at, byCashier.get(t.cashierId) ?? []));
}

/** Refuses (403, `message`) a change by anyone but role 1 to a taking its cashier's close has locked. */
export async function assertTakingOpen(db: Db, actor: Actor, taking: Taking, message: string): Promise<void> {
  if (actor.roleId === ROLE.ADMIN) return;
  const [locked] = await closedTakings(db, [taking]);
  if (locked) throw forbidden(message);
}
