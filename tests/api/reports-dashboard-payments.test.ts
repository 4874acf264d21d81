import { expect, it } from 'vitest';
import { laPazDayRange, todayLaPaz } from '../../api/src/lib/time.js';
import { calendarWorld, lessonBody } from './calendar-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

/** The administrator's income today against today's active payments and incomes in department 1, summed here. */
async function expectTodayFromRows(api: TestApi) {
  const { from, to } = laPazDayRange(todayLaPaz(), todayLaPaz());
  const sum = async (table: string, amount: string, at: string) =>
    Number(
      (
        await api
          .db(table)
          .where({ departmentId: 1, status: 1 })
          .where(at, '>=', from)
          .where(at, '<', to)
          .sum({ cents: amount })
      )[0]?.cents ?? 0,
    );
  const cents = (await sum('payments', 'amountPaidCents', 'paidAt')) + (await sum('incomes', 'totalCents', 'paidAt'));
  expect((await todayIncome(api)).admin).toBeCloseTo(cents / 100, 2);
}

/** Today's income on the dashboard of department 1, in Bs, as the administrator and as the cashier see it. */
async function todayIncome(api: TestApi) {
  const [admin, cashier] = [
    await api.as('admin').get('/api/reports/dashboard/1'),
    await api.as('cajero').get('/api/reports/dashboard/1'),
  ];
  return {
    admin: admin.body.hoy.ingresos as number,
    cashier: cashier.body.hoy.ingresos as number,
    month: admin.body.meses[1].ingresos as number,
  };
}

describeEngines('home dashboard: payments summed by day', (api) => {
  it('counts a payment, its edit, its void and its reactivation, and a lesson payment, as the payments say', async () => {
    const start = await todayIncome(api());
    const e = await enrolStudent(api().db, { costCents: 200000, instalments: 4 });
    const inst = e.instalments[0];
    const cashType = await cashPaymentType(api().db);
    const paid = await api().as('cajero').post('/api/payments/insertPayment', {
      paymentDate: '2026-11-21',
      discount: 0,
      balance: 500,
      subTotal: 200,
      description: 'PAGO EN CAJA',
      monthlyPayment: 500,
      idMonthlyPayment: inst.id,
      idUser: 999,
      idPaymentType: cashType,
      idDepartament: 1,
      idGroupUser: e.enrolmentId,
    });
    expect(paid.status).toBe(200);
    const id = paid.body.idPago as number;
    expect(await todayIncome(api())).toEqual({
      admin: start.admin + 200,
      cashier: start.cashier + 200,
      month: start.month + 200,
    });

    // The administrator lowers the total: the day loses the difference.
    const edit = await api().as('admin').put('/api/payments/updatePayment', {
      idPayment: id,
      idMonthlyPayment: inst.id,
      idPaymentType: cashType,
      idGroupUser: e.enrolmentId,
      description: 'CORREGIDO',
      subTotal: 150,
      balance: 500,
      discount: 0,
      monthlyAmount: 500,
      oldDiscount: 0,
      oldSubTotal: 200,
    });
    expect(edit.status).toBe(200);
    expect((await todayIncome(api())).admin).toBe(start.admin + 150);

    const state = (s: 0 | 1, balance: number) =>
      api().as('admin').put('/api/payments/deletePayment', {
        state: s,
        idPayment: id,
        idMonthlyPayment: inst.id,
        subTotal: 150,
        discount: 0,
        balance,
        monthlyAmount: 500,
      });
    expect((await state(0, 350)).status).toBe(200);
    expect(await todayIncome(api())).toEqual(start);
    expect((await state(1, 500)).status).toBe(200);
    expect((await todayIncome(api())).cashier).toBe(start.cashier + 150);

    const w = await calendarWorld(api().db);
    const booked = await api()
      .as('cajero')
      .post('/api/lessons/insertLesson', lessonBody(w, '2027-04-05', '09:00', '10:30'));
    const lesson = await api().as('cajero').post('/api/payments/insertPaymentLesson', {
      discount: 0,
      subTotal: 120.5,
      total: 300,
      description: '',
      idReservation: booked.body.idReservationStudent,
      idPaymentType: w.paymentTypeId,
      idDepartament: 1,
    });
    expect(lesson.status).toBe(200);
    expect(await todayIncome(api())).toEqual({
      admin: start.admin + 270.5,
      cashier: start.cashier + 270.5,
      month: start.month + 270.5,
    });
    await expectTodayFromRows(api());
  });

  it('twenty payments of one cashier at once all count on the day', async () => {
    const start = await todayIncome(api());
    const cashType = await cashPaymentType(api().db);
    const students = await Promise.all(
      Array.from({ length: 20 }, () => enrolStudent(api().db, { costCents: 100000, instalments: 2 })),
    );
    const answers = await Promise.all(
      students.map((e) =>
        api().as('cajero').post('/api/payments/insertPayment', {
          paymentDate: '2026-11-21',
          discount: 0,
          balance: 500,
          subTotal: 10.25,
          description: '',
          monthlyPayment: 500,
          idMonthlyPayment: e.instalments[0].id,
          idUser: 999,
          idPaymentType: cashType,
          idDepartament: 1,
          idGroupUser: e.enrolmentId,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect((await todayIncome(api())).cashier).toBeCloseTo(start.cashier + 205, 2);
    await expectTodayFromRows(api());
  });
});
