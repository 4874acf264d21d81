import { expect, it } from 'vitest';
import { closeBrowserAfterAll, readPdf } from './finance-fixtures.js';
import { describeEngines } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

describeEngines('payment receipt PDF', (api) => {
  closeBrowserAfterAll();
  it('prints a letter receipt with the amounts, the number, the branch and the footer; a voided one says ANULADO', async () => {
    const { db } = api();
    const cajero = api().as('cajero');
    const e = await enrolStudent(db, { costCents: 150050, instalments: 2 });
    const cash = await cashPaymentType(db);
    const inst = e.instalments[0];
    expect(inst.amountCents).toBe(75025);
    const paid = await cajero.post('/api/payments/insertPayment', {
      subTotal: '500.25',
      discount: 50,
      balance: 750.25,
      monthlyPayment: 750.25,
      description: 'PRIMER PAGO',
      idMonthlyPayment: inst.id,
      idPaymentType: cash,
      idDepartament: 1,
      idGroupUser: e.enrolmentId,
    });
    expect(paid.status).toBe(200);
    const { idPago, codigo, saldo } = paid.body.data;
    expect(saldo).toBe(200);

    const res = await cajero.get(`/api/payments/receipt/${idPago}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const disposition = res.headers.get('content-disposition')!;
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1])).toBe(`Recibo N° ${codigo}.pdf`);
    const pdf = readPdf(res.buffer!);
    expect([pdf.width, pdf.height]).toEqual([612, 792]);
    expect(pdf.pages).toBe(1);
    for (const expected of [
      `N° ${codigo}`,
      '750,25',
      '50,00',
      '500,25',
      '200,00',
      'LUCIA FERNANDA',
      'EFECTIVO',
      'PRIMER PAGO',
      'JUAN CARLOS CONDORI LIMACHI',
      'CENTRAL - SAN PEDRO',
      '2-2481530',
      'ENTREGUE CONFORME',
      'RECIBI CONFORME',
      'Nota: no se aceptan devoluciones bajo ningun concepto (Salud, Horarios, Viajes, Accidentes, etc.)',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).not.toContain('ANULADO');

    // A cashier who no longer belongs to the receipt's department: the receipt names no branch (spec 02 §6).
    await db('users').where({ username: 'cajero' }).update({ departmentId: 2 });
    const elsewhere = readPdf((await api().as('admin').get(`/api/payments/receipt/${idPago}`)).buffer!);
    await db('users').where({ username: 'cajero' }).update({ departmentId: 1 });
    expect(elsewhere.text).toContain(`N° ${codigo}`);
    expect(elsewhere.text).not.toContain('CENTRAL - SAN PEDRO');
    expect(elsewhere.text).not.toContain('2-2481530');

    await cajero.put('/api/payments/deletePayment', {
      state: 0,
      idPayment: idPago,
      idMonthlyPayment: inst.id,
      subTotal: 500.25,
      discount: 50,
      balance: 200,
      monthlyAmount: 750.25,
    });
    const voided = readPdf((await cajero.get(`/api/payments/receipt/${idPago}`)).buffer!);
    expect(voided.text).toContain('ANULADO');
    expect(voided.text).toContain(`N° ${codigo}`);

    expect((await api().as('docente').get(`/api/payments/receipt/${idPago}`)).status).toBe(403);
    expect((await cajero.get('/api/payments/receipt/999999')).status).toBe(404);
  });
});
