import { expect, it } from 'vitest';
import { describeEngines } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

describeEngines('monthly payments under concurrency', (api) => {
  it('20 cashiers paying 100 Bs at once on a 500 Bs instalment: 5 succeed, never overpaid, gap-free receipts', async () => {
    const { db } = api();
    const e = await enrolStudent(db, { costCents: 200000, instalments: 4 });
    const cash = await cashPaymentType(db);
    const instalment = e.instalments[0];
    expect(instalment.amountCents).toBe(50000);
    const before = (await db('receiptSequences').where({ departmentId: 1, kind: 'payment' }).first()).lastNumber;

    // No `balance` sent: every request would otherwise be a stale screen after the first payment.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api()
          .as(i % 2 ? 'cajero' : 'admin')
          .post('/api/payments/insertPayment', {
            subTotal: 100,
            discount: 0,
            description: `CAJA ${i}`,
            idMonthlyPayment: instalment.id,
            idPaymentType: cash,
            idDepartament: 1,
            idGroupUser: e.enrolmentId,
          }),
      ),
    );

    const ok = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(5);
    expect(refused.every((r) => r.status === 400)).toBe(true);

    const stored = await db('instalments').where({ id: instalment.id }).first();
    expect(stored.balanceCents).toBe(0);
    expect(stored.paid).toBe(1);
    const payments = await db('payments').where({ instalmentId: instalment.id, status: 1 }).orderBy('receiptNumber');
    expect(payments.reduce((sum: number, p: any) => sum + p.amountPaidCents + p.discountCents, 0)).toBe(50000);
    const numbers = payments.map((p: any) => p.receiptNumber);
    expect(numbers).toEqual([1, 2, 3, 4, 5].map((n) => before + n));
    expect(payments.map((p: any) => p.balanceAfterCents)).toEqual([40000, 30000, 20000, 10000, 0]);
    expect((await db('receiptSequences').where({ departmentId: 1, kind: 'payment' }).first()).lastNumber).toBe(
      before + 5,
    );
  });
});
