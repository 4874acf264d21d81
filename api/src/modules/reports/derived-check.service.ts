/**
 * Every stored figure that is derived from other rows, compared with a recomputation from those rows:
 * - each instalment's saldo, paid sum and latest payment (kept by the payment service from its payments);
 * - each reservation's paid sum (kept by the lesson payments, for reservations paid lesson by lesson);
 * - the students' debt shares and the departments' debt totals (debt-totals.service.ts).
 * `npm run db:check` prints the differences, `--repair` fixes them; the server runs the check at start and the
 * administrator from Administración.
 */
import type { Knex } from 'knex';
import { isMysql } from '../../db/index.js';
import { inTransaction, settleLeftoverMarks } from '../../db/transaction.js';
import { debtDifferences, rebuildDebts } from './debt-totals.service.js';

export interface Difference {
  /** What figure: 'cuota', 'reserva', 'deuda del estudiante', 'total de deudas'. */
  figure: string;
  /** Which row: an id, or department and date. */
  key: string;
  field: string;
  stored: number | string | null;
  expected: number | string | null;
}

type InstalmentSums = {
  id: number;
  balanceCents: number;
  paidCents: number;
  lastPaidAt: string | null;
  paid: number;
  amountCents: number;
  paidSum: number | string;
  settledSum: number | string;
  lastAt: string | null;
  payments: number | string;
};

/** Instalments whose kept saldo, paid sum, latest payment or paid mark differ from their active payments. */
async function instalmentDifferences(db: Knex): Promise<Difference[]> {
  const rows: InstalmentSums[] = await db('instalments as i')
    .leftJoin('payments as p', (j) => j.on('p.instalmentId', 'i.id').andOnVal('p.status', 1))
    .groupBy('i.id', 'i.balanceCents', 'i.paidCents', 'i.lastPaidAt', 'i.paid', 'i.amountCents')
    .select('i.id', 'i.balanceCents', 'i.paidCents', 'i.lastPaidAt', 'i.paid', 'i.amountCents')
    .select(
      db.raw('coalesce(sum(p.amount_paid_cents), 0) as paid_sum'),
      db.raw('coalesce(sum(p.amount_paid_cents + p.discount_cents), 0) as settled_sum'),
    )
    .select(db.raw('max(p.paid_at) as last_at'), db.raw('count(p.id) as payments'))
    .havingRaw(`i.balance_cents <> i.amount_cents - coalesce(sum(p.amount_paid_cents + p.discount_cents), 0)
      or i.paid_cents <> coalesce(sum(p.amount_paid_cents), 0) or coalesce(i.last_paid_at, '') <> coalesce(max(p.paid_at), '')
      or (count(p.id) > 0 and i.paid <> case when i.amount_cents - sum(p.amount_paid_cents + p.discount_cents) = 0 then 1 else 0 end)`);
  const out: Difference[] = [];
  for (const r of rows) {
    const key = String(r.id);
    const balance = Number(r.amountCents) - Number(r.settledSum);
    const add = (field: string, stored: Difference['stored'], expected: Difference['expected']) => {
      if (stored !== expected) out.push({ figure: 'cuota', key, field, stored, expected });
    };
    add('balance_cents', Number(r.balanceCents), balance);
    add('paid_cents', Number(r.paidCents), Number(r.paidSum));
    add('last_paid_at', r.lastPaidAt, r.lastAt);
    if (Number(r.payments) > 0) add('paid', Number(r.paid), balance === 0 ? 1 : 0);
  }
  return out;
}

/** Reservations paid lesson by lesson (not packages) whose kept paid sum differs from their active payments. */
async function reservationDifferences(db: Knex): Promise<Difference[]> {
  const rows: Array<{ id: number; paidCents: number; settledSum: number | string }> = await db('reservations as r')
    .leftJoin('payments as p', (j) => j.on('p.reservationId', 'r.id').andOnVal('p.status', 1))
    .whereNull('r.minutesLeft')
    .groupBy('r.id', 'r.paidCents')
    .select('r.id', 'r.paidCents', db.raw('coalesce(sum(p.amount_paid_cents + p.discount_cents), 0) as settled_sum'))
    .havingRaw('r.paid_cents <> coalesce(sum(p.amount_paid_cents + p.discount_cents), 0)');
  return rows.map((r) => ({
    figure: 'reserva',
    key: String(r.id),
    field: 'paid_cents',
    stored: Number(r.paidCents),
    expected: Number(r.settledSum),
  }));
}

/**
 * Every difference between a stored derived figure and its recomputation (none: all agree). Marks left by writes
 * outside inTransaction are settled first (that is the owner's normal work); then everything is read in one
 * transaction, so a write committing meanwhile cannot show as a difference.
 */
export async function derivedDifferences(db: Knex): Promise<Difference[]> {
  if (!(db as Knex.Transaction).isTransaction) await settleLeftoverMarks(db);
  const read = async (trx: Knex) => [
    ...(await instalmentDifferences(trx)),
    ...(await reservationDifferences(trx)),
    ...(await debtDifferences(trx)),
  ];
  if ((db as Knex.Transaction).isTransaction) return read(db);
  return db.transaction(read, isMysql(db) ? { isolationLevel: 'repeatable read' } : undefined);
}

const ACTIVE_OF_INSTALMENT = 'from payments p where p.instalment_id = instalments.id and p.status = 1';
const CHUNK = 400;

/**
 * Recomputes the differing rows from their payments, each row by one statement (so a payment committing meanwhile
 * is either in it or after it), then sums every debt share and total again; one transaction.
 */
export async function repairDerived(db: Knex): Promise<number> {
  const found = await derivedDifferences(db);
  if (found.length === 0) return 0;
  const ids = (figure: string) => [...new Set(found.filter((d) => d.figure === figure).map((d) => Number(d.key)))];
  await inTransaction(db, async (trx) => {
    const instalments = ids('cuota');
    for (let i = 0; i < instalments.length; i += CHUNK) {
      await trx('instalments')
        .whereIn('id', instalments.slice(i, i + CHUNK))
        .update({
          balanceCents: trx.raw(
            `amount_cents - (select coalesce(sum(p.amount_paid_cents + p.discount_cents), 0) ${ACTIVE_OF_INSTALMENT})`,
          ),
          paidCents: trx.raw(`(select coalesce(sum(p.amount_paid_cents), 0) ${ACTIVE_OF_INSTALMENT})`),
          lastPaidAt: trx.raw(`(select max(p.paid_at) ${ACTIVE_OF_INSTALMENT})`),
        });
      await trx('instalments')
        .whereIn('id', instalments.slice(i, i + CHUNK))
        .whereExists((q) =>
          q.select(trx.raw('1')).from('payments as p').whereRaw('p.instalment_id = instalments.id and p.status = 1'),
        )
        .update({ paid: trx.raw('case when balance_cents = 0 then 1 else 0 end') });
    }
    const reservations = ids('reserva');
    for (let i = 0; i < reservations.length; i += CHUNK) {
      await trx('reservations')
        .whereIn('id', reservations.slice(i, i + CHUNK))
        .update({
          paidCents: trx.raw(
            '(select coalesce(sum(p.amount_paid_cents + p.discount_cents), 0) from payments p where p.reservation_id = reservations.id and p.status = 1)',
          ),
        });
    }
    await rebuildDebts(trx);
  });
  return found.length;
}

/** One line for a log or a terminal. */
export function differencesLine(found: Difference[]): string {
  if (found.length === 0) return 'Verificación de totales: sin diferencias.';
  return `Verificación de totales: ${found.length} diferencia(s); ejecute "npm run db:check -- --repair" o use Administración → Verificar totales.`;
}
