import { createHmac, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { DELIVERY_STATUS } from '../../../../domain/webhooks.js';
import { inTransaction } from '../../db/transaction.js';
import { nowIso } from '../../lib/time.js';

/** How long a claimed delivery stays with the process that claimed it: longer than one POST can take. */
const CLAIM_SECONDS = 60;
const POST_TIMEOUT_MS = 10_000;
/** Retries wait 30 s, 1, 2, 4 … minutes, at most 6 hours apart, and stop once a delivery is over 26 hours old. */
const FIRST_RETRY_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 6 * 3600;
const GIVE_UP_AFTER_MS = 26 * 3600 * 1000;
const BATCH = 20;

const later = (seconds: number, from = Date.now()) => new Date(from + seconds * 1000).toISOString();

/** Seconds before the next try after `attempts` failed ones. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_SECONDS);

/**
 * `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the subscription's secret>`: the
 * receiver recomputes it, compares in constant time and refuses an old `t` (replays).
 */
function signature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * Turns the outbox's new events into one delivery per active subscription of the event's department. The events
 * are claimed by a conditional UPDATE inside the same transaction as their deliveries: two processes never fan out
 * the same event, and a fan-out that fails (or a process that dies) leaves its events unclaimed for the next round.
 */
async function fanOut(db: Knex): Promise<number> {
  const candidates = await db('webhookEvents').where({ dispatched: 0 }).orderBy('id').limit(100).pluck('id');
  if (!candidates.length) return 0;
  return inTransaction(db, async (trx) => {
    const token = randomUUID();
    await trx('webhookEvents')
      .whereIn('id', candidates)
      .where({ dispatched: 0 })
      .update({ dispatched: 1, claimToken: token });
    const events = await trx('webhookEvents').where({ claimToken: token }).select('id', 'departmentId', 'event');
    const subscriptions = events.length
      ? await trx('webhookSubscriptions')
          .where({ status: 1 })
          .whereIn('departmentId', [...new Set(events.map((e) => e.departmentId))])
          .select('id', 'departmentId', 'events')
      : [];
    const now = nowIso();
    const rows = events.flatMap((e) =>
      subscriptions
        .filter((s) => s.departmentId === e.departmentId && String(s.events).split(',').includes(e.event))
        .map((s) => ({
          eventId: e.id,
          subscriptionId: s.id,
          status: DELIVERY_STATUS.PENDING,
          attempts: 0,
          nextAttemptAt: now,
          createdAt: now,
        })),
    );
    if (rows.length) await trx('webhookDeliveries').insert(rows);
    return rows.length;
  });
}

interface Claimed {
  id: number;
  attempts: number;
  createdAt: string;
  url: string;
  secret: string;
  eventId: number;
  event: string;
  payloadJson: string;
}

/** Claims due deliveries for this process: only rows whose claim this UPDATE itself wrote are sent. */
async function claimDue(db: Knex): Promise<{ token: string; rows: Claimed[] }> {
  const now = nowIso();
  const due = (q: Knex.QueryBuilder) =>
    q
      .where('status', DELIVERY_STATUS.PENDING)
      .where('nextAttemptAt', '<=', now)
      .where((w) => w.whereNull('lockedUntil').orWhere('lockedUntil', '<', now));
  const candidates = await due(db('webhookDeliveries')).orderBy('nextAttemptAt').limit(BATCH).pluck('id');
  const token = randomUUID();
  if (!candidates.length) return { token, rows: [] };
  await due(db('webhookDeliveries').whereIn('id', candidates)).update({
    claimToken: token,
    lockedUntil: later(CLAIM_SECONDS),
  });
  const rows = await db('webhookDeliveries as d')
    .join('webhookSubscriptions as s', 's.id', 'd.subscriptionId')
    .join('webhookEvents as e', 'e.id', 'd.eventId')
    .where('d.claimToken', token)
    .select('d.id', 'd.attempts', 'd.createdAt', 's.url', 's.secret', 'e.id as eventId', 'e.event', 'e.payloadJson');
  return { token, rows };
}

/** One POST: the status and the first 500 characters of the answer, or the network error's words. */
async function post(row: Claimed): Promise<{ status: number | null; answer: string }> {
  const body = row.payloadJson;
  try {
    const res = await fetch(row.url, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Instituto-Webhooks/1',
        'X-Webhook-Event': row.event,
        'X-Webhook-Id': String(row.eventId),
        'X-Webhook-Delivery': String(row.id),
        'X-Signature': signature(row.secret, body, Math.floor(Date.now() / 1000)),
      },
    });
    return { status: res.status, answer: (await res.text().catch(() => '')).slice(0, 500) };
  } catch (err) {
    return { status: null, answer: String((err as Error)?.message ?? err).slice(0, 500) };
  }
}

/** Records one attempt, only while this process still holds the claim. */
async function settle(
  db: Knex,
  token: string,
  row: Claimed,
  outcome: { status: number | null; answer: string },
): Promise<void> {
  const attempts = row.attempts + 1;
  const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const tooOld = Date.now() - Date.parse(row.createdAt) > GIVE_UP_AFTER_MS;
  const status = delivered ? DELIVERY_STATUS.DELIVERED : tooOld ? DELIVERY_STATUS.FAILED : DELIVERY_STATUS.PENDING;
  await db('webhookDeliveries')
    .where({ id: row.id, claimToken: token })
    .update({
      status,
      attempts,
      lastStatus: outcome.status,
      lastAnswer: outcome.answer,
      claimToken: null,
      lockedUntil: null,
      deliveredAt: delivered ? nowIso() : null,
      nextAttemptAt: delivered || tooOld ? nowIso() : later(retryDelaySeconds(attempts)),
    });
}

/** What the log keeps: events and finished deliveries older than this are removed. */
const KEEP_DAYS = 30;

/** Drops finished deliveries and their events once they are a month old; pending ones stay whatever their age. */
export async function pruneWebhookLog(db: Knex, now = Date.now()): Promise<void> {
  const before = new Date(now - KEEP_DAYS * 24 * 3600 * 1000).toISOString();
  await db('webhookDeliveries').whereNot('status', DELIVERY_STATUS.PENDING).where('createdAt', '<', before).delete();
  await db('webhookEvents')
    .where({ dispatched: 1 })
    .where('createdAt', '<', before)
    .whereNotExists(
      db('webhookDeliveries')
        .whereRaw('?? = ??', ['webhookDeliveries.eventId', 'webhookEvents.id'])
        .select(db.raw('1')),
    )
    .delete();
}

/** One round: new events fanned out, due deliveries sent. Answers how many POSTs were made. */
export async function deliverWebhooks(db: Knex): Promise<number> {
  await fanOut(db);
  const { token, rows } = await claimDue(db);
  await Promise.all(rows.map(async (row) => settle(db, token, row, await post(row))));
  return rows.length;
}

/** Rounds every few seconds in each serving process, until `stop`; a failed round is logged and the next one tries again. */
export function startWebhookDelivery(
  db: Knex,
  log: (message: string, error?: unknown) => void,
  everyMs = 3000,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let pruned = 0;
  const timer = setInterval(() => {
    running = running
      .then(async () => {
        if (stopped) return;
        await deliverWebhooks(db);
        if (Date.now() - pruned > 3_600_000) {
          pruned = Date.now();
          await pruneWebhookLog(db);
        }
      })
      .catch((err) => log('Webhooks: la ronda de envíos falló', err));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
