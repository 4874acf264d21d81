import { expect, it } from 'vitest';
import { describeEngines } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

/**
 * The reads of the money areas that no other suite answers with a 200: each is called here with valid
 * parameters, so the harness checks its answer against the schema the document declares, on both engines.
 */
describeEngines('answers of the money reads', (api) => {
  it('answers one payment, income and expense, the groups of a year and the audit users as documented', async () => {
    const cajero = api().as('cajero');
    const admin = api().as('admin');
    const e = await enrolStudent(api().db);
    const inst = e.instalments[0]!;
    const paid = await cajero.post('/api/payments/insertPayment', {
      subTotal: 100,
      discount: 0,
      balance: inst.amountCents / 100,
      monthlyPayment: inst.amountCents / 100,
      idMonthlyPayment: inst.id,
      idPaymentType: await cashPaymentType(api().db),
      idDepartament: e.departmentId,
      idGroupUser: e.enrolmentId,
      description: 'A CUENTA',
    });
    expect(paid.status).toBe(200);
    const payment = await cajero.get(`/api/payments/selectPayments/${paid.body.idPago}`);
    expect([payment.status, payment.body.subTotal, payment.body.saldo]).toEqual([
      200,
      100,
      inst.amountCents / 100 - 100,
    ]);

    const incomeType = (await api().db('incomeTypes').where({ name: 'VENTA DE LIBROS', departmentId: 1 }).first()).id;
    const income = await cajero.post('/api/ingress/insertIngress', {
      name: 'libro',
      ingressDetail: 'algebra',
      total: '35.50',
      idIngressType: incomeType,
      idDepartament: 1,
    });
    const incomeRead = await cajero.get(`/api/ingress/selectIngressById/${income.body.data.idIngreso}`);
    expect([incomeRead.status, incomeRead.body.total, incomeRead.body.idReserva]).toEqual([200, 35.5, null]);

    const expense = await cajero.post('/api/egress/insertEgress', {
      name: 'luz',
      egressDetail: 'marzo',
      total: 120.25,
      idDepartament: 1,
    });
    const expenseRead = await cajero.get(`/api/egress/selectEgressById/${expense.body.data.idEgreso}`);
    expect([expenseRead.status, expenseRead.body.total]).toEqual([200, 120.25]);

    const groups = await cajero.get('/api/groups/selectGroupByYear/2026/1/null');
    expect(groups.status).toBe(200);
    expect(groups.body.map((g: { idGrupo: number }) => g.idGrupo)).toContain(e.groupId);

    const users = await admin.get('/api/audit/selectAuditUsers?idDepartament=1');
    expect(users.status).toBe(200);
    expect(users.body.length).toBeGreaterThan(0);
    const log = await admin.get('/api/audit/selectAuditLog?idDepartament=1&limit=5');
    expect([log.status, log.body.rows.length]).toEqual([200, 5]);
  });
});
