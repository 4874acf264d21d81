import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../domain/payment-rules.js';
import { STALE_MESSAGE } from '../../api/src/modules/payments/payments.service.js';
import { closeBrowserAfterAll, readPdf } from './finance-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

const PAY_MANY = '/api/payments/insertPayments';

/** Four instalments of Bs 500 (Bs 2,000 over 4). */
async function fourMonths(api: TestApi) {
  const e = await enrolStudent(api.db, { costCents: 200000, instalments: 4 });
  return {
    e,
    body: {
      idGroupUser: e.enrolmentId,
      idPaymentType: await cashPaymentType(api.db),
      idDepartament: 1,
      description: 'TRES MESES',
    },
  };
}

const stored = async (api: TestApi, enrolmentId: number) => ({
  instalments: await api
    .db('instalments')
    .where({ enrolmentId })
    .orderBy('number')
    .select('number', 'balanceCents', 'paid', 'paidCents'),
  payments: await api
    .db('payments')
    .join('instalments', 'instalments.id', 'payments.instalmentId')
    .where('instalments.enrolmentId', enrolmentId)
    .orderBy('payments.id')
    .select(
      'payments.id',
      'payments.receiptNumber',
      'payments.amountPaidCents',
      'payments.balanceAfterCents',
      'instalments.number',
    ),
});

describeEngines('several instalments paid in one go', (api) => {
  closeBrowserAfterAll();

  it('three instalments: three payments with consecutive receipt numbers, the saldos right, one PDF with the three receipts', async () => {
    const { e, body } = await fourMonths(api());
    const paid = await api()
      .as('cajero')
      .post(PAY_MANY, { ...body, subTotal: 1500, instalments: 3 }, { 'Idempotency-Key': randomUUID() });
    expect(paid.status).toBe(200);
    expect(paid.body.msg).toBe('Se registraron 3 pagos correctamente');
    const { instalments, payments } = await stored(api(), e.enrolmentId);
    expect(instalments.map((i) => [i.number, i.balanceCents, i.paid])).toEqual([
      [1, 0, 1],
      [2, 0, 1],
      [3, 0, 1],
      [4, 50000, 0],
    ]);
    expect(payments.map((p) => [p.number, p.amountPaidCents, p.balanceAfterCents])).toEqual([
      [1, 50000, 0],
      [2, 50000, 0],
      [3, 50000, 0],
    ]);
    const numbers = payments.map((p) => Number(p.receiptNumber));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    expect(paid.body.idPagos).toEqual(payments.map((p) => p.id));
    expect(paid.body.data.map((p: { codigo: number }) => p.codigo)).toEqual(numbers);

    const pdf = await api()
      .as('cajero')
      .get(`/api/payments/receipts?ids=${paid.body.idPagos.join(',')}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(
      encodeURIComponent(`Recibos N° ${numbers[0]}-${numbers[2]}.pdf`),
    );
    const read = readPdf(pdf.buffer!);
    expect(read.pages).toBe(3);
    for (const n of numbers) expect(read.text).toContain(`N° ${n}`);
    for (const month of [1, 2, 3]) expect(read.text).toContain(`Monto mensualidad N° ${month}`);
  });

  it('an amount that covers two and a half instalments: the third stays pending with its rest', async () => {
    const { e, body } = await fourMonths(api());
    const paid = await api()
      .as('cajero')
      .post(PAY_MANY, { ...body, subTotal: '1250,50' });
    expect(paid.status).toBe(200);
    const { instalments, payments } = await stored(api(), e.enrolmentId);
    expect(instalments.map((i) => i.balanceCents)).toEqual([0, 0, 24950, 50000]);
    expect(payments.map((p) => p.amountPaidCents)).toEqual([50000, 50000, 25050]);
  });

  it('refuses more than is owed, nothing at all, and a stale count; nothing is written', async () => {
    const { e, body } = await fourMonths(api());
    const over = await api()
      .as('cajero')
      .post(PAY_MANY, { ...body, subTotal: 2000.01 });
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe(PAYMENT_MESSAGES.totalOverOwed);
    const zero = await api()
      .as('cajero')
      .post(PAY_MANY, { ...body, subTotal: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.msg).toBe(PAYMENT_MESSAGES.bothZero);
    // The screen said three instalments for Bs 1,500, but someone paid Bs 100 of the first meanwhile.
    await api()
      .as('cajero')
      .post('/api/payments/insertPayment', {
        ...body,
        subTotal: 100,
        discount: 0,
        idMonthlyPayment: e.instalments[0]!.id,
      });
    const stale = await api()
      .as('cajero')
      .post(PAY_MANY, { ...body, subTotal: 1500, instalments: 3 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(STALE_MESSAGE);
    const { payments } = await stored(api(), e.enrolmentId);
    expect(payments).toHaveLength(1);
  });

  it('a cashier without an open shift is refused and nothing is written', async () => {
    const { e, body } = await fourMonths(api());
    const shift = await api().as('cajero').get('/api/counter/shift');
    await api().as('cajero').post('/api/counter/shift/close', { countedAmount: shift.body.abierta.esperado });
    const refused = await api()
      .as('cajero')
      .post(PAY_MANY, { ...body, subTotal: 1000 });
    expect(refused.status).toBe(409);
    expect(refused.body.codigo).toBe('SIN_CAJA');
    expect((await stored(api(), e.enrolmentId)).payments).toHaveLength(0);
    expect((await api().as('cajero').post('/api/counter/shift/open', { openingAmount: 0 })).status).toBe(200);
  });

  it('a receipts document of another department is refused, and a malformed list of ids is a 400', async () => {
    const { body } = await fourMonths(api());
    const paid = await api()
      .as('cajero')
      .post(PAY_MANY, { ...body, subTotal: 500 });
    expect(paid.status).toBe(200);
    expect((await api().as('cajero').get('/api/payments/receipts?ids=1,abc')).status).toBe(400);
    const other = await enrolStudent(api().db, { departmentId: 2 });
    expect(other.departmentId).toBe(2);
    const foreign = await api()
      .as('admin')
      .post(
        PAY_MANY,
        {
          idGroupUser: other.enrolmentId,
          idPaymentType: await cashPaymentType(api().db, 2),
          subTotal: 500,
        },
        { 'X-Department-Id': '2' },
      );
    expect(foreign.status).toBe(200);
    const mixed = await api()
      .as('cajero')
      .get(`/api/payments/receipts?ids=${paid.body.idPagos[0]},${foreign.body.idPagos[0]}`);
    expect(mixed.status).toBe(403);
  });
});
