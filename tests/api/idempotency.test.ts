import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES as M, MONEY_ROUTES } from '../../domain/idempotency.js';
import { requestFingerprint } from '../../api/src/http/idempotency.js';
import { calendarWorld, lessonBody } from './calendar-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

const PAY = '/api/payments/insertPayment';

/** A monthly payment's body without `balance`: without a key, each repeat would pay again (issue's first finding). */
async function payBody(api: TestApi, subTotal = 100) {
  const e = await enrolStudent(api.db, { costCents: 200000, instalments: 4 });
  const body = {
    subTotal,
    discount: 0,
    description: 'IDEMPOTENCIA',
    idMonthlyPayment: e.instalments[0]!.id,
    idPaymentType: await cashPaymentType(api.db),
    idDepartament: 1,
    idGroupUser: e.enrolmentId,
  };
  return { body, instalmentId: e.instalments[0]!.id };
}

const paymentsOf = async (api: TestApi, instalmentId: number) =>
  api.db('payments').where({ instalmentId }).select('id', 'receiptNumber', 'amountPaidCents');
const withKey = (key: string) => ({ 'Idempotency-Key': key });

describeEngines('idempotency keys on money calls', (api) => {
  beforeAll(async () => {
    // Payments may soon need the cashier's open shift: open it when the counter offers one.
    const opened = [
      await api().as('cajero').post('/api/counter/shift/open', { openingAmount: 100 }),
      await api().as('admin').post('/api/counter/shift/open', { openingAmount: 100 }, { 'X-Department-Id': '1' }),
    ];
    for (const shift of opened) expect([200, 409]).toContain(shift.status);
  });

  it('a payment retried after the client dropped the connection post-commit: one payment, the original answer', async () => {
    const { body, instalmentId } = await payBody(api());
    const key = randomUUID();
    const dropped = new AbortController();
    const first = fetch(`${api().baseUrl}${PAY}`, {
      method: 'POST',
      signal: dropped.signal,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api().tokens.cajero}`, ...withKey(key) },
    }).catch(() => 'dropped');
    // The client gives up as soon as the payment is committed (in practice before the answer's headers arrive): it never reads the answer.
    for (let i = 0; i < 400 && (await paymentsOf(api(), instalmentId)).length === 0; i++)
      await new Promise((r) => setTimeout(r, 5));
    dropped.abort();
    await first;
    expect(await paymentsOf(api(), instalmentId)).toHaveLength(1);

    const retried = await api().as('cajero').post(PAY, body, withKey(key));
    expect(retried.status).toBe(200);
    const [payment] = await paymentsOf(api(), instalmentId);
    expect(retried.body).toMatchObject({ idPago: payment!.id, data: { codigo: payment!.receiptNumber } });
    expect(retried.headers.get('content-type')).toContain('application/json');
    // Sent again sequentially: the very same answer, byte for byte, and still one payment.
    const again = await api().as('cajero').post(PAY, body, withKey(key));
    expect(again.status).toBe(200);
    expect(again.text).toBe(retried.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await paymentsOf(api(), instalmentId)).toHaveLength(1);
    expect((await api().db('instalments').where({ id: instalmentId }).first()).balanceCents).toBe(40000);
  });

  it('20 concurrent repeats of one key: exactly one payment, 20 answers identical to the original', async () => {
    const { body, instalmentId } = await payBody(api());
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api().as('cajero').post(PAY, body, withKey(key))),
    );
    const payments = await paymentsOf(api(), instalmentId);
    expect(payments).toHaveLength(1);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ idPago: payments[0]!.id, data: { codigo: payments[0]!.receiptNumber } });
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
  });

  it('the same key with another body → 422 in Spanish, nothing written; another route too', async () => {
    const { body, instalmentId } = await payBody(api());
    const key = randomUUID();
    expect((await api().as('cajero').post(PAY, body, withKey(key))).status).toBe(200);
    const other = await api()
      .as('cajero')
      .post(PAY, { ...body, subTotal: 50 }, withKey(key));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ msg: M.otherRequest });
    const elsewhere = await api()
      .as('cajero')
      .post('/api/egress/insertEgress', { name: 'LUZ', egressDetail: '', total: 10 }, withKey(key));
    expect(elsewhere.status).toBe(422);
    expect(await paymentsOf(api(), instalmentId)).toHaveLength(1);
    expect(await api().db('expenses').where({ name: 'LUZ' })).toHaveLength(0);
  });

  it('the key is per user: another user with the same key makes a request of its own', async () => {
    const key = randomUUID();
    const income = {
      name: 'FOTOCOPIAS',
      ingressDetail: '',
      total: 5,
      idIngressType: (await api().db('incomeTypes').where({ departmentId: 1, type: 1 }).first()).id,
    };
    const a = await api().as('cajero').post('/api/ingress/insertIngress', income, withKey(key));
    const b = await api()
      .as('admin')
      .post('/api/ingress/insertIngress', income, { ...withKey(key), 'X-Department-Id': '1' });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.idIngreso).not.toBe(b.body.data.idIngreso);
  });

  it('without a key, as today: each request is processed', async () => {
    const { body, instalmentId } = await payBody(api());
    expect((await api().as('cajero').post(PAY, body)).status).toBe(200);
    expect((await api().as('cajero').post(PAY, body)).status).toBe(200);
    expect(await paymentsOf(api(), instalmentId)).toHaveLength(2);
  });

  it('an empty or over-long key → 400 in Spanish, nothing written', async () => {
    const { body, instalmentId } = await payBody(api());
    for (const key of ['x'.repeat(256), ' ']) {
      const res = await api().as('cajero').post(PAY, body, withKey(key));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ msg: M.invalidKey });
    }
    expect(
      (
        await api()
          .as('cajero')
          .post(PAY, body, withKey('k'.repeat(255)))
      ).status,
    ).toBe(200);
    expect(await paymentsOf(api(), instalmentId)).toHaveLength(1);
  });

  it('a refused request (400) is answered the same again; a stale running reservation is taken over', async () => {
    const { body, instalmentId } = await payBody(api());
    const key = randomUUID();
    const refused = await api()
      .as('cajero')
      .post(PAY, { ...body, subTotal: 600 }, withKey(key));
    expect(refused.status).toBe(400);
    const repeated = await api()
      .as('cajero')
      .post(PAY, { ...body, subTotal: 600 }, withKey(key));
    expect([repeated.status, repeated.text]).toEqual([400, refused.text]);

    // A process that died after reserving: its 'running' row older than a minute does not block the key.
    const abandoned = randomUUID();
    const cajero = await api().db('users').where({ username: 'cajero' }).first();
    const long = new Date(Date.now() - 120_000).toISOString();
    const { createHash } = await import('node:crypto');
    await api()
      .db('idempotencyKeys')
      .insert({
        userId: cajero.id,
        departmentId: cajero.departmentId,
        keyHash: createHash('sha256').update(abandoned).digest('hex'),
        clientKey: abandoned,
        fingerprint: requestFingerprint('POST', PAY, body),
        state: 'running',
        owner: randomUUID(),
        startedAt: long,
        createdAt: long,
      });
    const taken = await api().as('cajero').post(PAY, body, withKey(abandoned));
    expect(taken.status).toBe(200);
    expect(await paymentsOf(api(), instalmentId)).toHaveLength(1);
  });

  it('REST face: an income created twice with one key is one income, the same record and message', async () => {
    const type = (await api().db('incomeTypes').where({ departmentId: 1, type: 1 }).first()).id;
    const record = { nombre: 'CERTIFICADO REST', detalleIngreso: '', total: 15, idTipoIngreso: type };
    const key = randomUUID();
    const [a, b] = [
      await api().as('cajero').post('/api/rest/incomes', record, withKey(key)),
      await api().as('cajero').post('/api/rest/incomes', record, withKey(key)),
    ];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.text).toBe(a.text);
    expect(b.headers.get('x-message')).toBe(a.headers.get('x-message'));
    expect(await api().db('incomes').where({ name: 'CERTIFICADO REST' })).toHaveLength(1);
    const voided = await Promise.all(
      [1, 2].map(() =>
        api()
          .as('cajero')
          .delete(`/api/rest/incomes/${a.body.id}`, withKey(`${key}-void`)),
      ),
    );
    expect(voided.map((v) => v.status)).toEqual([200, 200]);
    expect(voided[1]!.text).toBe(voided[0]!.text);
  });

  it('a lesson payment retried with its key pays once', async () => {
    const w = await calendarWorld(api().db);
    const booked = await api()
      .as('cajero')
      .post('/api/lessons/insertLesson', lessonBody(w, '2027-06-07', '09:00', '10:00'));
    expect(booked.status).toBe(200);
    const reservation = booked.body.idReservationStudent;
    const pay = {
      discount: 0,
      subTotal: 20,
      total: 90,
      description: '',
      idReservation: reservation,
      idPaymentType: w.paymentTypeId,
      idDepartament: 1,
    };
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => api().as('cajero').post('/api/payments/insertPaymentLesson', pay, withKey(key))),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(
      (await api().as('cajero').get(`/api/payments/selectPaymentsByIdReservation/${reservation}`)).body,
    ).toHaveLength(1);
  });

  it('the document declares the header and the 422 on every money call, and on no other', async () => {
    const doc = (await api().request('GET', '/api/openapi.json')).body;
    const declared: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        if (!(op.parameters ?? []).some((p: any) => p.in === 'header' && p.name === 'Idempotency-Key')) continue;
        declared.push(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
        expect(op.responses[422], path).toEqual({ $ref: '#/components/responses/IdempotencyMismatch' });
      }
    }
    expect(declared.sort()).toEqual([...MONEY_ROUTES].sort());
  });
});
