/**
 * 30 staff working: an open-loop load over the calls of the ten busiest screens (screen-calls.ts) and
 * monthly-fee payments — visits sent on a fixed schedule, whatever the answers do, so a slow answer cannot slow the
 * load down and hide its own cost (a closed loop would). Each call is timed from its scheduled instant to the last
 * byte of its answer; p95 per budget class, errors counted. The payments made are voided afterwards through the API.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { CLASS_BUDGET_MS, screenData, screens, type Call, type CallClass, type Screen } from './screen-calls.js';

export interface LoadResult {
  seconds: number;
  sent: number;
  /** Requests per second actually scheduled. */
  rate: number;
  byClass: Array<{ className: CallClass; count: number; p50: number; p95: number; max: number; errors: number }>;
  errors: string[];
}

function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Session {
  base: string;
  headers: Record<string, string>;
}

async function send(session: Session, call: Call): Promise<{ status: number; body: string }> {
  const res = await fetch(`${session.base}${call.path}`, {
    method: call.method ?? 'GET',
    headers: { ...session.headers, ...(call.body ? { 'content-type': 'application/json' } : {}), ...call.headers },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  const buffer = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body: call.path.includes('/receipt/') ? '' : buffer.toString('utf8') };
}

/** Instalments a payment may go to: in active enrolments of department 1, each its enrolment's first owed one (payableInstalment). */
async function payableInstalments(db: Knex, count: number): Promise<Array<{ id: number; enrolmentId: number }>> {
  return db('instalments as i')
    .join('enrolments', 'enrolments.id', 'i.enrolmentId')
    .join('classGroups', 'classGroups.id', 'enrolments.groupId')
    .join('semesters', 'semesters.id', 'classGroups.semesterId')
    .where('semesters.departmentId', 1)
    .where('enrolments.status', 1)
    .where('i.status', 1)
    .where('i.balanceCents', '>', 0)
    .whereNotExists(
      db('instalments as p')
        .whereRaw('p.enrolment_id = i.enrolment_id')
        .whereRaw('p.number < i.number')
        .where('p.status', 1)
        .where('p.balanceCents', '>', 0)
        .select(db.raw('1')),
    )
    .orderBy('i.id', 'desc')
    .limit(count)
    .select('i.id', 'i.enrolmentId');
}

/** Payments need an open cash shift for the cashier: open one, or keep the one open. */
async function openShift(session: Session): Promise<void> {
  const res = await fetch(`${session.base}/api/counter/shift/open`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ openingAmount: '0' }),
  });
  await res.arrayBuffer();
  if (res.status !== 200 && res.status !== 409) throw new Error(`Abrir turno de caja: HTTP ${res.status}`);
}

/** Voids, newest first, the payments the run made (the app's own path keeps every stored figure right). */
async function voidPayments(db: Knex, session: Session, ids: number[]): Promise<number> {
  let failed = 0;
  for (const id of [...ids].reverse()) {
    const payment = await db('payments')
      .where({ id })
      .first('instalmentId', 'amountPaidCents', 'discountCents', 'version');
    const instalment = await db('instalments').where({ id: payment.instalmentId }).first('balanceCents', 'amountCents');
    const { status } = await send(session, {
      className: 'pagos',
      method: 'PUT',
      path: '/api/payments/deletePayment',
      body: {
        state: 0,
        idPayment: id,
        idMonthlyPayment: payment.instalmentId,
        subTotal: payment.amountPaidCents / 100,
        discount: payment.discountCents / 100,
        balance: instalment.balanceCents / 100,
        monthlyAmount: instalment.amountCents / 100,
        version: payment.version,
      },
    });
    if (status !== 200) failed++;
  }
  return failed;
}

/**
 * Runs the mix at `rate` requests per second for `seconds` (after `warmup` seconds at the same rate, not counted);
 * answers the p95 of each budget class and every error, the voiding of the run's payments included.
 */
export async function runOpenLoop(
  db: Knex,
  session: Session,
  { rate = 40, seconds = 25, warmup = 5 } = {},
): Promise<LoadResult> {
  const data = await screenData(db);
  const instalments = await payableInstalments(db, Math.ceil((rate * (seconds + warmup)) / 10));
  if (!instalments.length) throw new Error('El conjunto de datos no tiene cuotas por cobrar.');
  let nextInstalment = 0;
  const paymentScreen: Screen = {
    name: 'Cobro de una mensualidad',
    weight: 2,
    url: '',
    calls: () => {
      const inst = instalments[nextInstalment++];
      if (!inst) return [];
      // As the admin sends it: a new Idempotency-Key per payment, so the key's bookkeeping is in the measured time.
      return [
        {
          className: 'cobro',
          method: 'POST',
          path: '/api/payments/insertPayment',
          headers: { 'Idempotency-Key': randomUUID() },
          body: {
            subTotal: 1,
            discount: 0,
            idPaymentType: data.paymentTypeId,
            idMonthlyPayment: inst.id,
            idGroupUser: inst.enrolmentId,
            description: 'banco de pruebas',
          },
        },
      ];
    },
  };
  const mix = [...screens(data), paymentScreen];
  // A weighted, repeating sequence of visits: every screen in its share, spread over the run.
  const sequence: Screen[] = [];
  const total = mix.reduce((sum, s) => sum + s.weight, 0);
  for (let i = 0; i < total; i++) for (const s of mix) if ((i * s.weight) % total < s.weight) sequence.push(s);
  // Calls per visit, to turn requests per second into visits per second (a payment visit is one call; asking its
  // calls would use up an instalment).
  const callsOf = (screen: Screen) => (screen === paymentScreen ? 1 : screen.calls().length);
  const callsPerVisit = sequence.reduce((sum, s) => sum + callsOf(s), 0) / sequence.length;
  const interval = 1000 / (rate / callsPerVisit);

  await openShift(session);
  // Each call once, then receipts several at once: every worker's Chromium is started before the clock runs.
  for (const s of mix.filter((m) => m !== paymentScreen)) for (const call of s.calls()) await send(session, call);
  const receipts = mix.find((m) => m.calls()[0]?.className === 'recibo')!;
  for (let round = 0; round < 3; round++)
    await Promise.all(Array.from({ length: 8 }, () => send(session, receipts.calls()[0]!)));
  const samples: Array<{ className: CallClass; ms: number; ok: boolean }> = [];
  const errors: string[] = [];
  const paid: number[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const end = (seconds + warmup) * 1000;
  let sent = 0;
  for (let visit = 0; ; visit++) {
    const at = visit * interval;
    if (at >= end) break;
    const wait = started + at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const counted = at >= warmup * 1000;
    const scheduled = started + at;
    for (const call of sequence[visit % sequence.length]!.calls()) {
      if (counted) sent++;
      pending.push(
        send(session, call).then(
          ({ status, body }) => {
            const ms = performance.now() - scheduled;
            if (call.method === 'POST' && status === 200) paid.push((JSON.parse(body) as { idPago: number }).idPago);
            if (status !== 200) errors.push(`${call.path.slice(0, 80)}: HTTP ${status} ${body.slice(0, 120)}`);
            if (counted) samples.push({ className: call.className, ms, ok: status === 200 });
          },
          (err: Error) => {
            errors.push(`${call.path.slice(0, 80)}: ${err.message}`);
            if (counted) samples.push({ className: call.className, ms: performance.now() - scheduled, ok: false });
          },
        ),
      );
    }
  }
  await Promise.all(pending);
  const voidFailures = await voidPayments(
    db,
    session,
    paid.filter((id) => Number.isFinite(id)),
  );
  if (voidFailures) errors.push(`${voidFailures} pagos de la prueba no se pudieron anular`);
  const classes = Object.keys(CLASS_BUDGET_MS) as CallClass[];
  return {
    seconds,
    sent,
    rate: sent / seconds,
    errors,
    byClass: classes
      .map((className) => {
        const of = samples.filter((s) => s.className === className);
        const ms = of.map((s) => s.ms);
        return {
          className,
          count: of.length,
          p50: percentile(ms, 50),
          p95: percentile(ms, 95),
          max: Math.max(...ms),
          errors: of.filter((s) => !s.ok).length,
        };
      })
      .filter((c) => c.count > 0),
  };
}
