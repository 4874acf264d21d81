import { expect, it } from 'vitest';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';
import { closeBrowserAfterAll, expectPrinted, sheetColumn } from './finance-fixtures.js';
import { sheetRows } from './grades-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { laPazDay } from '../../api/src/lib/time.js';

async function pay(
  api: TestApi,
  e: Awaited<ReturnType<typeof enrolStudent>>,
  number: number,
  subTotal: number,
  balance: number,
) {
  const inst = e.instalments[number - 1];
  const res = await api.as('cajero').post('/api/payments/insertPayment', {
    subTotal,
    discount: 0,
    balance,
    monthlyPayment: inst.amountCents / 100,
    description: '',
    idMonthlyPayment: inst.id,
    idPaymentType: await cashPaymentType(api.db),
    idDepartament: 1,
    idGroupUser: e.enrolmentId,
  });
  if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
  return res.body.data.idPago as number;
}

describeEngines('monthly payment report', (api) => {
  closeBrowserAfterAll();

  it('finds groups by name, shift, semester and start date, and reports paid and owed per instalment', async () => {
    const e = await enrolStudent(api().db, { costCents: 300000, instalments: 6 });
    const group = await api().db('classGroups').where({ id: e.groupId }).first();
    const found = await api()
      .as('cajero')
      .get(`/api/reports/selectReportGroups/1/${encodeURIComponent(group.name.toLowerCase())}/null/null/null`);
    expect(found.body).toEqual([
      expect.objectContaining({ idGrupo: e.groupId, nombreGrupo: group.name, cuotas: 6, fechaInicio: '2026-08-03' }),
    ]);
    expect(
      (await api().as('cajero').get(`/api/reports/selectReportGroups/1/null/null/${group.semesterId}/2026-08-04`)).body,
    ).toEqual([]);
    expect(
      (
        await api()
          .as('cajero')
          .get(`/api/reports/selectReportGroups/1/null/${group.turnId}/${group.semesterId}/2026-08-03`)
      ).body,
    ).toHaveLength(1);
    expect((await api().as('cajero').get('/api/reports/selectReportGroups/2/null/null/null/null')).status).toBe(403);
    expect((await api().as('docente').get('/api/reports/selectReportGroups/1/null/null/null/null')).status).toBe(403);

    await pay(api(), e, 1, 300, 500);
    await pay(api(), e, 1, 200, 500 - 300);
    const voided = await pay(api(), e, 2, 100, 500);
    await api().as('cajero').put('/api/payments/deletePayment', {
      state: 0,
      idPayment: voided,
      idMonthlyPayment: e.instalments[1].id,
      subTotal: 100,
      discount: 0,
      balance: 400,
      monthlyAmount: 500,
    });
    const rows = (await api().as('cajero').get(`/api/reports/selectMonthlyPaymentReport/${e.groupId}`)).body;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      idGrupoUsuario: e.enrolmentId,
      pago1: 500,
      saldo1: 0,
      pago2: 0,
      saldo2: 500,
      fecha2: '',
      pago6: 0,
      saldo6: 500,
    });
    const latest = await api()
      .db('payments')
      .where({ instalmentId: e.instalments[0].id, status: 1 })
      .max({ at: 'paidAt' })
      .first();
    expect(rows[0].fecha1).toBe(laPazDay(latest!.at));

    // What an instalment received is stored with its saldo; the migration that added it fills the same values.
    const received = () =>
      api().db('instalments').where({ enrolmentId: e.enrolmentId }).orderBy('number').select('paidCents', 'lastPaidAt');
    const stored = await received();
    expect(stored.slice(0, 2)).toEqual([
      { paidCents: 50000, lastPaidAt: latest!.at },
      { paidCents: 0, lastPaidAt: null },
    ]);
    await api().db.migrate.down({ name: '20261125090001_instalment_paid_totals' });
    await api().db.migrate.up({ name: '20261125090001_instalment_paid_totals' });
    expect(await received()).toEqual(stored);

    const pdf = await api().request('GET', `/api/reports/monthlyPaymentReport/${e.groupId}/report.pdf`, {
      token: api().tokens.cajero,
    });
    expect(pdf.headers.get('content-disposition')).toContain('Reporte Pago de Mensualidades.pdf');
    if (process.env.KEEP_PDF) (await import('node:fs')).writeFileSync(process.env.KEEP_PDF, pdf.buffer!);
    expectPrinted(pdf.buffer!, 'legalLandscape', [
      'REPORTE PAGO DE MENSUALIDADES',
      'PRUEBA',
      'LUCIA F.',
      'Saldo 6',
      'TOTAL',
    ]);

    const xlsx = await api().request('GET', `/api/reports/monthlyPaymentReport/${e.groupId}/report.xlsx`, {
      token: api().tokens.cajero,
    });
    expect(xlsx.headers.get('content-disposition')).toContain(
      `ReportePagoMensualidades${encodeURIComponent(group.name)}.xlsx`.replace(/%20/g, '%20'),
    );
    const sheet = await sheetRows(xlsx.buffer!);
    expect(sheet.rows.some((r) => r.includes('Saldo 4'))).toBe(true);
    expect(sheet.rows.some((r) => r.includes('Saldo 5'))).toBe(false);
    // Dates are real dates and money numeric, both with their display format.
    const [fecha1] = await sheetColumn(xlsx.buffer!, 'Fecha 1');
    expect(fecha1!.value).toBeInstanceOf(Date);
    expect((fecha1!.value as Date).toISOString().slice(0, 10)).toBe(
      laPazDay(latest!.at).split('/').reverse().join('-'),
    );
    expect(fecha1!.numFmt).toBe('dd/mm/yyyy');
    const [pago1] = await sheetColumn(xlsx.buffer!, 'Pago 1');
    expect([pago1!.value, pago1!.numFmt]).toEqual([500, '#,##0.00']);
  });
});
