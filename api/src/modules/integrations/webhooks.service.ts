import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { DELIVERY_STATUS, WEBHOOK_EVENT_NAMES, type WebhookEvent } from '../../../../domain/webhooks.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, notFound } from '../../http/errors.js';
import { assertRole, ADMIN_ONLY, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { nowIso } from '../../lib/time.js';
import { claimVersion } from '../../lib/versioned.js';

export const WEBHOOK_MESSAGES = {
  badUrl: 'Ingrese una dirección http:// o https:// válida.',
  noEvents: 'Elija al menos un evento.',
  unknownEvent: 'Evento desconocido.',
  missing: 'No se encontró el webhook.',
  missingDelivery: 'No se encontró el envío.',
  created: 'Webhook registrado. Guarde el secreto: no se mostrará de nuevo.',
  updated: 'Webhook actualizado.',
  resent: 'El envío se reintentará en unos segundos.',
} as const;

type DbRow = Record<string, any>;

function checkedUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(WEBHOOK_MESSAGES.badUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(WEBHOOK_MESSAGES.badUrl);
  return url.toString();
}

function checkedEvents(events: string[]): WebhookEvent[] {
  if (!events.length) throw badRequest(WEBHOOK_MESSAGES.noEvents);
  if (events.some((e) => !WEBHOOK_EVENT_NAMES.includes(e as WebhookEvent)))
    throw badRequest(WEBHOOK_MESSAGES.unknownEvent);
  return [...new Set(events)] as WebhookEvent[];
}

/** A subscription as the API answers it: never its secret (shown once, when it is created). */
const presentSubscription = (row: DbRow) => ({
  id: row.id as number,
  url: row.url as string,
  eventos: String(row.events).split(','),
  estado: row.status as number,
  creado: row.createdAt as string,
  version: row.version as number,
  entregados: Number(row.delivered ?? 0),
  pendientes: Number(row.pending ?? 0),
  fallidos: Number(row.failed ?? 0),
});

const countOf = (db: Knex, status: string) =>
  db('webhookDeliveries')
    .count('*')
    .whereRaw('?? = ??', ['webhookDeliveries.subscriptionId', 'webhookSubscriptions.id'])
    .where('webhookDeliveries.status', status);

export async function listSubscriptions(db: Knex, actor: Actor, departmentId: number) {
  assertRole(actor, ADMIN_ONLY);
  const rows = await db('webhookSubscriptions')
    .where({ departmentId })
    .orderBy('id')
    .select(
      'webhookSubscriptions.*',
      countOf(db, DELIVERY_STATUS.DELIVERED).as('delivered'),
      countOf(db, DELIVERY_STATUS.PENDING).as('pending'),
      countOf(db, DELIVERY_STATUS.FAILED).as('failed'),
    );
  return rows.map(presentSubscription);
}

async function findSubscription(db: Knex, departmentId: number, id: number): Promise<DbRow> {
  const row = await db('webhookSubscriptions').where({ id, departmentId }).first();
  if (!row) throw notFound(WEBHOOK_MESSAGES.missing);
  return row;
}

export async function createSubscription(
  db: Knex,
  actor: Actor,
  departmentId: number,
  input: { url: string; events: string[] },
) {
  assertRole(actor, ADMIN_ONLY);
  const url = checkedUrl(input.url);
  const events = checkedEvents(input.events);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  return inTransaction(db, async (trx) => {
    const [id] = await trx('webhookSubscriptions').insert({
      departmentId,
      url,
      events: events.join(','),
      secret,
      status: 1,
      createdBy: actor.id,
      createdAt: nowIso(),
    });
    await audit(trx, {
      userId: actor.id,
      actor,
      departmentId,
      entity: 'webhook_subscriptions',
      entityId: Number(id),
      action: 'create',
      after: { url, events },
    });
    return { ...presentSubscription(await findSubscription(trx, departmentId, Number(id))), secreto: secret };
  });
}

export async function updateSubscription(
  db: Knex,
  actor: Actor,
  departmentId: number,
  id: number,
  input: { url: string; events: string[]; state: number; version?: number },
) {
  assertRole(actor, ADMIN_ONLY);
  const values = { url: checkedUrl(input.url), events: checkedEvents(input.events).join(','), status: input.state };
  return inTransaction(db, async (trx) => {
    const before = await findSubscription(trx, departmentId, id);
    await claimVersion(trx, 'webhookSubscriptions', id, input.version);
    await trx('webhookSubscriptions').where({ id }).update(values);
    await audit(trx, {
      userId: actor.id,
      actor,
      departmentId,
      entity: 'webhook_subscriptions',
      entityId: id,
      action: 'update',
      before: { url: before.url, events: before.events, status: before.status },
      after: values,
    });
    return presentSubscription(await findSubscription(trx, departmentId, id));
  });
}

/** The delivery log of the department's subscriptions, newest first (the last 200, or one subscription's). */
export async function listDeliveries(db: Knex, actor: Actor, departmentId: number, subscriptionId: number | null) {
  assertRole(actor, ADMIN_ONLY);
  const q = db('webhookDeliveries as d')
    .join('webhookSubscriptions as s', 's.id', 'd.subscriptionId')
    .join('webhookEvents as e', 'e.id', 'd.eventId')
    .where('s.departmentId', departmentId);
  if (subscriptionId) q.where('d.subscriptionId', subscriptionId);
  const rows = await q
    .orderBy('d.id', 'desc')
    .limit(200)
    .select('d.*', 's.url', 'e.event', 'e.createdAt as occurredAt');
  return rows.map((r: DbRow) => ({
    id: r.id as number,
    idWebhook: r.subscriptionId as number,
    url: r.url as string,
    evento: r.event as string,
    ocurrido: r.occurredAt as string,
    estado: r.status as string,
    intentos: r.attempts as number,
    proximoIntento: r.status === DELIVERY_STATUS.PENDING ? (r.nextAttemptAt as string) : null,
    ultimoEstado: (r.lastStatus ?? null) as number | null,
    ultimaRespuesta: (r.lastAnswer ?? null) as string | null,
    entregado: (r.deliveredAt ?? null) as string | null,
  }));
}

/** 'Reenviar': the delivery goes back to the queue now, whatever its state (a receiver fixed after it failed). */
export async function resendDelivery(db: Knex, actor: Actor, departmentId: number, deliveryId: number) {
  assertRole(actor, ADMIN_ONLY);
  return inTransaction(db, async (trx) => {
    const row = await trx('webhookDeliveries as d')
      .join('webhookSubscriptions as s', 's.id', 'd.subscriptionId')
      .where({ 'd.id': deliveryId, 's.departmentId': departmentId })
      .first('d.id', 'd.status');
    if (!row) throw notFound(WEBHOOK_MESSAGES.missingDelivery);
    // A fresh start of the retry window: the 26 hours count from now.
    const now = nowIso();
    await trx('webhookDeliveries').where({ id: deliveryId }).update({
      status: DELIVERY_STATUS.PENDING,
      nextAttemptAt: now,
      createdAt: now,
      claimToken: null,
      lockedUntil: null,
    });
    await audit(trx, {
      userId: actor.id,
      actor,
      departmentId,
      entity: 'webhook_deliveries',
      entityId: deliveryId,
      action: 'resend',
      before: { status: row.status },
    });
    return { msg: WEBHOOK_MESSAGES.resent };
  });
}
