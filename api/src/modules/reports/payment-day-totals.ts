/**
 * The money of payments kept summed per department, La Paz day and cashier (issue 27): the dashboard reads this
 * month and last from a few dozen rows instead of summing every payment of two months on each home-page visit
 * (MariaDB read those ~4,000 index entries at about 1 µs each, 1.7× SQLite's time for the whole dashboard).
 *
 * Every service that changes an active payment's amount, or whether it is active, adds the difference here
 * inside its own transaction (`addPaymentCents`): an upsert that adds, so two payments of the same day and cashier
 * at once both count. `rebuildPaymentDays` sums everything again (migration, dataset, seeds).
 */
import type { Knex } from 'knex';
import { todayLaPaz } from '../../lib/time.js';
import { replaceKeptRows } from './kept-rows.js';

/** What places a payment's money: its department, its cashier and the instant it was taken. */
export interface PaymentPlace { departmentId: number; cashierId: number; paidAt: string }

/** The La Paz calendar day of a stored UTC instant. */
const dayOf = (paidAt: string) => todayLaPaz(new Date(paidAt));

/** Adds `cents` (negative to take away) to the payment's day; inside the caller's transaction. */
export async function addPaymentCents(trx: Knex, place: PaymentPlace, cents: number): Promise<void> {
  if (cents === 0) return;
  const key = { departmentId: place.departmentId, day: dayOf(place.paidAt), cashierId: place.cashierId };
  await trx('paymentDayTotals').insert({ ...key, amountCents: cents })
    .onConflict(['departmentId', 'day', 'cashierId'])
    .merge({ amountCents: trx.raw('amount_cents + ?', [cents]) });
}

/**
 * The sums of active payments by department, cashier and day, from the payments themselves. Grouped by the
 * stored hour first (the same text on both engines), then each hour is placed on its La Paz day here.
 */
export async function summedPaymentDays(db: Knex) {
  const hours: Array<{ departmentId: number; cashierId: number; hour: string; cents: number | string }> = await db('payments')
    .where('status', 1)
    .groupBy('departmentId', 'cashierId', db.raw('substr(paid_at, 1, 13)'))
    .select('departmentId', 'cashierId', db.raw('substr(paid_at, 1, 13) as hour'))
    .sum({ cents: 'amountPaidCents' });
  const days = new Map<string, { departmentId: number; day: string; cashierId: number; amountCents: number }>();
  for (const h of hours) {
    const day = dayOf(`${h.hour}:00:00.000Z`);
    const key = `${h.departmentId}|${day}|${h.cashierId}`;
    const row = days.get(key) ?? { departmentId: h.departmentId, day, cashierId: h.cashierId, amountCents: 0 };
    row.amountCents += Number(h.cents);
    days.set(key, row);
  }
  return [...days.values()];
}

/** Sums every day again from the payments (after a bulk load); inside the caller's transaction when given one. */
export async function rebuildPaymentDays(db: Knex): Promise<void> {
  await replaceKeptRows(db, [['paymentDayTotals', (await summedPaymentDays(db)).filter((r) => r.amountCents !== 0)]]);
}

/**
 * The money of payments in each of some La Paz date ranges (inclusive), for a department and optionally one
 * cashier: one statement over the days of all the ranges.
 */
export async function paymentCentsIn<K extends string>(db: Knex, departmentId: number, cashierId: number | null, ranges: Record<K, { start: string; end: string }>) {
  const all = Object.values(ranges) as Array<{ start: string; end: string }>;
  const q = db('paymentDayTotals').where({ departmentId })
    .where('day', '>=', all.reduce((min, r) => (r.start < min ? r.start : min), all[0]!.start))
    .where('day', '<=', all.reduce((max, r) => (r.end > max ? r.end : max), all[0]!.end))
    .groupBy('day').select('day').sum({ cents: 'amountCents' });
  if (cashierId) q.where({ cashierId });
  const days = (await q) as unknown as Array<{ day: string; cents: number | string }>;
  const sums = {} as Record<K, number>;
  for (const [name, r] of Object.entries(ranges) as Array<[K, { start: string; end: string }]>) {
    let cents = 0;
    for (const d of days) if (d.day >= r.start && d.day <= r.end) cents += Number(d.cents);
    sums[name] = cents;
  }
  return sums;
}
