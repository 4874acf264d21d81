import { expect, it } from 'vitest';
import { lockedByClose, SHIFT_MESSAGES } from '../../domain/cash-shift.js';
import { laPazDayOf } from '../../domain/la-paz-clock.js';
import { describeEngines } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

it('lockedByClose: a close later on the same La Paz day locks a taking; an earlier close or one of another day does not', () => {
  // 23:30 La Paz on 3 March is 03:30 UTC on 4 March.
  expect(laPazDayOf('2026-03-04T03:30:00.000Z')).toBe('2026-03-03');
  const taken = '2026-03-03T15:00:00.000Z';
  expect(lockedByClose(taken, ['2026-03-04T03:59:00.000Z'])).toBe(true);
  expect(lockedByClose(taken, ['2026-03-04T04:00:00.000Z'])).toBe(false);
  expect(lockedByClose(taken, ['2026-03-03T14:59:59.999Z'])).toBe(false);
  expect(lockedByClose(taken, [])).toBe(false);
});

describeEngines("the close locks its day's takings for role 2, and the lists say so", (api) => {
  it('marks payments, incomes and expenses cajaCerrada after the cashier closes; role 2 is refused with nothing changed, role 1 may', async () => {
    const cajero = api().as('cajero');
    const admin = api().as('admin');
    const fees = await enrolStudent(api().db, { costCents: 200000, instalments: 4 });
    const type = await cashPaymentType(api().db);
    const paid = await cajero.post('/api/payments/insertPayment', {
      subTotal: 100,
      discount: 0,
      idPaymentType: type,
      idMonthlyPayment: fees.instalments[0].id,
      idGroupUser: fees.enrolmentId,
      description: '',
      idDepartament: 1,
    });
    expect(paid.status, paid.text).toBe(200);
    const incomeType = (await api().db('incomeTypes').where({ departmentId: 1, name: 'VENTA DE LIBROS' }).first('id'))
      .id;
    const income = await cajero.post('/api/ingress/insertIngress', {
      name: 'libro',
      ingressDetail: '',
      total: '30',
      idIngressType: incomeType,
      idDepartament: 1,
    });
    const expense = await cajero.post('/api/egress/insertEgress', {
      name: 'agua',
      egressDetail: '',
      total: '12',
      idDepartament: 1,
    });
    expect([income.status, expense.status]).toEqual([200, 200]);
    expect([income.body.data.cajaCerrada, expense.body.data.cajaCerrada]).toEqual([false, false]);
    const paymentsPath = `/api/payments/selectPaymentsByIdGroupAndIdUser/${fees.groupId}/${fees.studentId}`;
    expect((await cajero.get(paymentsPath)).body.map((p: any) => p.cajaCerrada)).toEqual([false]);

    expect((await cajero.post('/api/counter/shift/close', { countedAmount: '118' })).status).toBe(200);

    // Every face marks them: documented lists and reads, the REST lists the admin pages use.
    expect((await cajero.get(paymentsPath)).body.map((p: any) => p.cajaCerrada)).toEqual([true]);
    expect((await cajero.get(`/api/payments/selectPayments/${paid.body.idPago}`)).body.cajaCerrada).toBe(true);
    const restIncome = (await cajero.get('/api/rest/incomes?filter={}')).body.find(
      (r: any) => r.id === income.body.data.id,
    );
    const restExpense = (await cajero.get('/api/rest/expenses?filter={}')).body.find(
      (r: any) => r.id === expense.body.data.id,
    );
    expect([restIncome.cajaCerrada, restExpense.cajaCerrada]).toEqual([true, true]);
    expect((await cajero.get(`/api/ingress/selectIngressById/${income.body.data.id}`)).body.cajaCerrada).toBe(true);

    // Role 2: refused, nothing written.
    const before = await api().db('incomes').where({ id: income.body.data.id }).first();
    const edit = await cajero.put('/api/ingress/updateIngress', {
      idIngress: income.body.data.id,
      name: 'otro',
      ingressDetail: '',
      total: '31',
      idIngressType: incomeType,
    });
    expect([edit.status, edit.body.msg]).toEqual([403, SHIFT_MESSAGES.entryLocked]);
    const voided = await cajero.put('/api/egress/deleteEgress', { idEgress: expense.body.data.id, state: 0 });
    expect([voided.status, voided.body.msg]).toEqual([403, SHIFT_MESSAGES.entryLocked]);
    const restVoid = await cajero.delete(`/api/rest/incomes/${income.body.data.id}`);
    expect(restVoid.status).toBe(403);
    expect(await api().db('incomes').where({ id: income.body.data.id }).first()).toEqual(before);
    expect((await api().db('expenses').where({ id: expense.body.data.id }).first()).status).toBe(1);

    // Role 1 may; a taking of a new shift the same day is not locked by the earlier close.
    const fixed = await admin.put('/api/ingress/updateIngress', {
      idIngress: income.body.data.id,
      name: 'otro',
      ingressDetail: '',
      total: '31',
      idIngressType: incomeType,
      idDepartament: 1,
    });
    expect(fixed.status, fixed.text).toBe(200);
    expect((await admin.put('/api/egress/deleteEgress', { idEgress: expense.body.data.id, state: 0 })).status).toBe(
      200,
    );
    expect((await cajero.post('/api/counter/shift/open', { openingAmount: 0 })).status).toBe(200);
    const later = await cajero.post('/api/egress/insertEgress', {
      name: 'hielo',
      egressDetail: '',
      total: '5',
      idDepartament: 1,
    });
    expect(later.body.data.cajaCerrada).toBe(false);
    expect(
      (
        await cajero.put('/api/egress/updateEgress', {
          idEgress: later.body.data.id,
          name: 'hielo',
          egressDetail: 'x',
          total: '6',
        })
      ).status,
    ).toBe(200);
  });
});
