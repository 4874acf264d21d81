import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WEBHOOK_EVENT_NAMES } from '../../domain/webhooks.js';
import { inTransaction } from '../../api/src/db/transaction.js';
import { audit } from '../../api/src/lib/audit.js';
import {
  deliverWebhooks,
  pruneWebhookLog,
  retryDelaySeconds,
} from '../../api/src/modules/integrations/webhook-delivery.service.js';
import { describeEngines, type TestApi } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

/** A receiver as an integrator would write it: it checks X-Signature with its own HMAC code. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  event: string;
  valid: boolean;
}

function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

const receiver = { server: null as Server | null, url: '', secret: '', failing: false, got: [] as Received[] };

beforeAll(async () => {
  receiver.server = createServer((req, res) => {
    let body = '';
    req
      .on('data', (c) => (body += c))
      .on('end', () => {
        receiver.got.push({
          headers: req.headers,
          body,
          event: String(req.headers['x-webhook-event']),
          valid: verify(receiver.secret, String(req.headers['x-signature']), body),
        });
        res.writeHead(receiver.failing ? 500 : 200).end(receiver.failing ? 'caído' : 'ok');
      });
  });
  await new Promise<void>((resolve) => receiver.server!.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server!.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => receiver.server!.close(() => resolve())));

const HEADERS = { 'x-department-id': '1' };

async function subscribe(api: TestApi, events: string[] = WEBHOOK_EVENT_NAMES) {
  receiver.got = [];
  receiver.failing = false;
  await api.db('webhookSubscriptions').update({ status: 0 });
  const created = await api
    .as('admin')
    .post('/api/integrations/webhooks', { url: receiver.url, eventos: events }, HEADERS);
  expect(created.status).toBe(200);
  receiver.secret = created.body.secreto;
  return created.body;
}

/** Runs delivery rounds until nothing is due (the worker's interval, without waiting for it). */
async function drain(api: TestApi) {
  for (let i = 0; i < 5 && (await deliverWebhooks(api.db)) > 0;);
}

describeEngines('webhooks', (api) => {
  it('registers a subscription whose secret is shown once, refuses a bad URL or event, and only for role 1', async () => {
    const created = await subscribe(api(), ['payment.created']);
    expect(created.secreto).toMatch(/^whsec_/);
    const listed = await api().as('admin').get('/api/integrations/webhooks', HEADERS);
    expect(listed.body.find((w: any) => w.id === created.id)).not.toHaveProperty('secreto');
    expect(JSON.stringify(listed.body)).not.toContain(created.secreto);
    const bad = await api()
      .as('admin')
      .post('/api/integrations/webhooks', { url: 'ftp://x', eventos: ['payment.created'] }, HEADERS);
    expect([bad.status, bad.body.msg]).toEqual([400, 'Ingrese una dirección http:// o https:// válida.']);
    expect(
      (
        await api()
          .as('admin')
          .post('/api/integrations/webhooks', { url: receiver.url, eventos: ['pago'] }, HEADERS)
      ).status,
    ).toBe(400);
    expect(
      (await api().as('admin').post('/api/integrations/webhooks', { url: receiver.url, eventos: [] }, HEADERS)).status,
    ).toBe(400);
    expect((await api().as('cajero').get('/api/integrations/webhooks')).status).toBe(403);
  });

  it('delivers a payment made at the counter once, signed, with the payment in the body', async () => {
    await subscribe(api());
    const e = await enrolStudent(api().db, { costCents: 200000, instalments: 4 });
    const paid = await api()
      .as('cajero')
      .post('/api/payments/insertPayments', {
        idGroupUser: e.enrolmentId,
        idPaymentType: await cashPaymentType(api().db),
        idDepartament: 1,
        subTotal: 1000,
      });
    expect(paid.status).toBe(200);
    await drain(api());
    const payments = receiver.got.filter((r) => r.event === 'payment.created');
    expect(payments).toHaveLength(2);
    expect(payments.every((r) => r.valid)).toBe(true);
    const body = JSON.parse(payments[0]!.body);
    expect(body).toMatchObject({ event: 'payment.created', departmentId: 1, data: { id: paid.body.idPagos[0] } });
    expect(payments.map((r) => Number(r.headers['x-webhook-id']))).toEqual([
      ...new Set(payments.map((r) => Number(r.headers['x-webhook-id']))),
    ]);
    await drain(api());
    expect(receiver.got.filter((r) => r.event === 'payment.created')).toHaveLength(2);
  });

  it('publishes every event kind from the audited change it is, and nothing for a rolled-back change', async () => {
    await subscribe(api());
    const changes: Array<[string, string, unknown]> = [
      ['payments', 'update', {}],
      ['payments', 'deactivate', { status: 0 }],
      ['payments', 'pay-lesson', {}],
      ['incomes', 'create', {}],
      ['expenses', 'create', {}],
      ['enrolments', 'create', {}],
      ['enrolments', 'deactivate', { status: 0 }],
      ['cash_shifts', 'close', {}],
      ['users', 'create', { roleId: 6, passwordHash: 'x' }],
      ['users', 'create', { roleId: 2 }],
    ];
    await inTransaction(api().db, async (trx) => {
      for (const [entity, action, after] of changes)
        await audit(trx, { userId: null, departmentId: 1, entity, entityId: 7, action, after });
    });
    await expect(
      inTransaction(api().db, async (trx) => {
        await audit(trx, {
          userId: null,
          departmentId: 1,
          entity: 'incomes',
          entityId: 8,
          action: 'create',
          after: {},
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await drain(api());
    expect(receiver.got.map((r) => r.event).sort()).toEqual(
      WEBHOOK_EVENT_NAMES.filter((e) => e !== 'payment.created').sort(),
    );
    expect(receiver.got.every((r) => r.valid)).toBe(true);
    expect(receiver.got.find((r) => r.event === 'student.created')!.body).not.toContain('passwordHash');
    expect(receiver.got.some((r) => JSON.parse(r.body).data.id === 8)).toBe(false);
  });

  it('retries a failing receiver later, keeps the log, and sends again on Reenviar', async () => {
    const hook = await subscribe(api(), ['income.created']);
    receiver.failing = true;
    await inTransaction(api().db, (trx) =>
      audit(trx, { userId: null, departmentId: 1, entity: 'incomes', entityId: 9, action: 'create', after: {} }),
    );
    await drain(api());
    expect(receiver.got).toHaveLength(1);
    let [delivery] = (await api().as('admin').get(`/api/integrations/webhookDeliveries?idWebhook=${hook.id}`, HEADERS))
      .body;
    expect(delivery).toMatchObject({ estado: 'pendiente', intentos: 1, ultimoEstado: 500, ultimaRespuesta: 'caído' });
    expect(Date.parse(delivery.proximoIntento) - Date.now()).toBeGreaterThan((retryDelaySeconds(1) - 5) * 1000);
    await drain(api());
    expect(receiver.got).toHaveLength(1);
    // The retry comes due: it is sent again and delivered.
    receiver.failing = false;
    await api()
      .db('webhookDeliveries')
      .where({ id: delivery.id })
      .update({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() });
    await drain(api());
    expect(receiver.got).toHaveLength(2);
    [delivery] = (
      await api().as('admin').get(`/api/integrations/webhookDeliveries?idWebhook=${hook.id}`, HEADERS)
    ).body;
    expect(delivery).toMatchObject({ estado: 'entregado', intentos: 2, ultimoEstado: 200 });
    const resent = await api()
      .as('admin')
      .post(`/api/integrations/webhookDeliveries/${delivery.id}/resend`, {}, HEADERS);
    expect(resent.status).toBe(200);
    await drain(api());
    expect(receiver.got).toHaveLength(3);
    expect(
      (await api().as('admin').post('/api/integrations/webhookDeliveries/999999/resend', {}, HEADERS)).status,
    ).toBe(404);
    expect(retryDelaySeconds(12)).toBe(6 * 3600);
  });

  it('sends each delivery once when several processes deliver at the same time', async () => {
    await subscribe(api(), ['expense.created']);
    await inTransaction(api().db, async (trx) => {
      for (let id = 100; id < 130; id++)
        await audit(trx, {
          userId: null,
          departmentId: 1,
          entity: 'expenses',
          entityId: id,
          action: 'create',
          after: {},
        });
    });
    await Promise.all([deliverWebhooks(api().db), deliverWebhooks(api().db), deliverWebhooks(api().db)]);
    await drain(api());
    const ids = receiver.got.map((r) => JSON.parse(r.body).data.id);
    expect(ids.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => 100 + i));
  });

  it('keeps a month of finished deliveries and every pending one', async () => {
    const pending = await api().db('webhookDeliveries').where({ status: 'pendiente' }).count({ n: '*' }).first();
    await pruneWebhookLog(api().db, Date.now() + 31 * 24 * 3600 * 1000);
    expect(await api().db('webhookDeliveries').whereNot({ status: 'pendiente' }).count({ n: '*' }).first()).toEqual({
      n: 0,
    });
    expect(await api().db('webhookDeliveries').where({ status: 'pendiente' }).count({ n: '*' }).first()).toEqual(
      pending,
    );
  });
});
