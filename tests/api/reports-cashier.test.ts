import { expect, it } from 'vitest';
import { todayLaPaz } from '../../api/src/lib/time.js';
import { closeBrowserAfterAll, expectPrinted } from './finance-fixtures.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';
import { describeEngines } from './harness.js';
import ExcelJS from 'exceljs';

describeEngines('cashier and general report', (api) => {
  closeBrowserAfterAll();

  it('sums exactly the active rows of the day, per cashier, and prints and exports them', async () => {
    const today = todayLaPaz();
    const e = await enrolStudent(api().db, { costCents: 100000, instalments: 2 });
    const cash = await cashPaymentType(api().db);
    const pay = (who: 'cajero' | 'admin', subTotal: number, balance: number) =>
      api().as(who).post('/api/payments/insertPayment', {
        subTotal,
        discount: 0,
        balance,
        monthlyPayment: 500,
        description: '',
        idMonthlyPayment: e.instalments[0].id,
        idPaymentType: cash,
        idDepartament: 1,
        idGroupUser: e.enrolmentId,
      });
    expect((await pay('cajero', 100.5, 500)).status).toBe(200);
    const byAdmin = (await pay('admin', 50, 399.5)).body.data.idPago;
    const voided = (await pay('cajero', 20, 349.5)).body.data.idPago;
    await api().as('cajero').put('/api/payments/deletePayment', {
      state: 0,
      idPayment: voided,
      idMonthlyPayment: e.instalments[0].id,
      subTotal: 20,
      discount: 0,
      balance: 329.5,
      monthlyAmount: 500,
    });
    const type = (await api().db('incomeTypes').where({ departmentId: 1, status: 1 }).first()).id;
    await api().as('cajero').post('/api/ingress/insertIngress', {
      name: 'libro',
      ingressDetail: 'algebra',
      total: '30.25',
      idIngressType: type,
      idDepartament: 1,
    });
    await api()
      .as('cajero')
      .post('/api/egress/insertEgress', { name: 'luz', egressDetail: 'factura', total: '12.10', idDepartament: 1 });

    const cajeroId = (await api().db('users').where({ username: 'cajero' }).first('id')).id;
    const path = (name: string, user: number | 'null', who: 'cajero' | 'admin' = 'admin') =>
      api().as(who).get(`/api/reports/${name}/1/${user}/${today}/null/null`);
    const group = (await path('selectSearchGroupReport', cajeroId)).body;
    expect(group.map((r: any) => r.subTotal)).toEqual([100.5]);
    expect(group[0]).toMatchObject({ total: 500, saldo: 399.5, descuento: 0 });
    const student = await api().db('users').where({ id: e.studentId }).first('firstNames', 'lastNames');
    const groupName = (await api().db('classGroups').where({ id: e.groupId }).first('name')).name;
    expect(group[0].detalle).toBe(`${student.firstNames} ${student.lastNames} - ${groupName} - CUOTA 1`);
    expect((await path('selectSearchGroupReport', 'null')).body.map((r: any) => r.idPago)).toContain(byAdmin);
    // A cashier sees only their own rows, whatever user the path names.
    expect((await path('selectSearchGroupReport', 'null', 'cajero')).body.map((r: any) => r.subTotal)).toEqual([100.5]);
    expect((await path('selectSearchIngressReport', cajeroId)).body).toEqual([
      expect.objectContaining({ codigo: expect.stringMatching(/^O-\d+$/), total: 30.25 }),
    ]);
    expect((await path('selectSearchEgressReport', cajeroId)).body.map((r: any) => r.total)).toEqual([12.1]);
    expect((await path('selectSearchIndividualReport', cajeroId)).body).toEqual([]);
    expect(
      (await api().as('admin').get(`/api/reports/selectSearchGroupReport/1/null/null/2026-12-31/2026-01-01`)).status,
    ).toBe(400);
    expect((await api().as('admin').get(`/api/reports/selectSearchGroupReport/1/null/null/null/null`)).status).toBe(
      400,
    );
    expect(
      (await api().as('docente').get(`/api/reports/selectSearchGroupReport/1/null/${today}/null/null`)).status,
    ).toBe(403);

    const pdf = await api().request('GET', `/api/reports/cashierReport/1/${cajeroId}/${today}/null/null/0/report.pdf`, {
      token: api().tokens.admin,
    });
    expect(pdf.status).toBe(200);
    if (process.env.KEEP_PDF) (await import('node:fs')).writeFileSync(process.env.KEEP_PDF, pdf.buffer!);
    const printed = expectPrinted(pdf.buffer!, 'letter', [
      'Ingresos Grupales',
      'Ingresos Individuales',
      'Egresos',
      'No se encontro ingresos individuales',
      '100,50',
      '30,25',
      '12,10',
      'CONTADORA',
      'ENCARGADO',
    ]);
    expect(printed.text).toMatch(/Total ingresos Bs 130,75/);
    expect(printed.text).toMatch(/Saldo Bs 118,65/);

    const xlsx = await api().request(
      'GET',
      `/api/reports/cashierReport/1/${cajeroId}/${today}/null/null/0/report.xlsx`,
      { token: api().tokens.admin },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.buffer! as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Ingresos Individuales',
      'Ingresos Grupales',
      'Ingresos Otros',
      'Egresos',
    ]);
    const only = await api().request('GET', `/api/reports/cashierReport/1/null/${today}/null/null/4/report.xlsx`, {
      token: api().tokens.admin,
    });
    const expenses = new ExcelJS.Workbook();
    await expenses.xlsx.load(only.buffer! as unknown as ArrayBuffer);
    expect(expenses.worksheets.map((w) => w.name)).toEqual(['Egresos']);
  });
});
