import { createServer } from 'node:http';
import { expect, it } from 'vitest';
import { createApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { closeBrowserAfterAll } from './finance-fixtures.js';
import { calendarWorld, lessonBody } from './calendar-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';
import { qrOfPdf } from './receipt-qr.js';

const CODE = /^[A-Za-z0-9_-]{24}$/;

/** The verification URL the receipt's QR holds, read back from the printed PDF. */
async function scannedUrl(api: TestApi, receiptPath: string): Promise<string> {
  const res = await api.as('cajero').get(receiptPath);
  expect(res.status).toBe(200);
  const url = qrOfPdf(res.buffer!, process.env.KEEP_RECEIPT_PNG);
  expect(url).toMatch(new RegExp(`^${api.baseUrl}/verificar/[A-Za-z0-9_-]{24}$`));
  return url!;
}

/** The public page, fetched as a stranger: no token, no cookie. */
async function publicPage(url: string) {
  const res = await fetch(url);
  return {
    status: res.status,
    html: await res.text(),
    cookie: res.headers.get('set-cookie'),
    cache: res.headers.get('cache-control'),
  };
}

describeEngines('receipt verification', (api) => {
  closeBrowserAfterAll();

  it('a monthly-fee receipt carries a QR whose page shows VÁLIDO, then MODIFICADO after an edit and ANULADO after voiding', async () => {
    const { db } = api();
    const e = await enrolStudent(db, { costCents: 150050, instalments: 2 });
    const cash = await cashPaymentType(db);
    const inst = e.instalments[0];
    const paid = await api().as('cajero').post('/api/payments/insertPayment', {
      subTotal: '500.25',
      discount: 50,
      balance: 750.25,
      monthlyAmount: 750.25,
      description: '',
      idMonthlyPayment: inst.id,
      idPaymentType: cash,
      idDepartament: 1,
      idGroupUser: e.enrolmentId,
    });
    expect(paid.status).toBe(200);
    const { idPago, codigo } = paid.body.data;
    // Stored when issued, before any print.
    const stored = (await db('payments').where({ id: idPago }).first()).verificationCode;
    expect(stored).toMatch(CODE);

    const url = await scannedUrl(api(), `/api/payments/receipt/${idPago}`);
    expect(url.endsWith(`/verificar/${stored}`)).toBe(true);
    const student = await db('users').where({ id: e.studentId }).first();
    const valid = await publicPage(url);
    expect(valid.status).toBe(200);
    expect(valid.html).toContain('VÁLIDO');
    for (const text of ['Bs 500,25', `Recibo N°</dt><dd>${codigo}`, 'CENTRAL', 'Mensualidad N° 1', `LUCIA F. P. P.`])
      expect(valid.html).toContain(text);
    expect(valid.html).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    for (const secret of [student.ci, student.phone, student.lastNames]) expect(valid.html).not.toContain(secret);
    expect(valid.cookie).toBeNull();
    expect(valid.cache).toBe('no-store');

    const edited = await api().as('admin').put('/api/payments/updatePayment', {
      idPayment: idPago,
      idMonthlyPayment: inst.id,
      idPaymentType: cash,
      idGroupUser: e.enrolmentId,
      description: 'CORREGIDO',
      subTotal: 600,
      balance: 750.25,
      discount: 50,
      monthlyAmount: 750.25,
      oldDiscount: 50,
      oldSubTotal: 500.25,
    });
    expect(edited.status).toBe(200);
    const modified = await publicPage(url);
    expect(modified.html).toContain('MODIFICADO');
    expect(modified.html).toContain('Bs 600,00');
    expect(modified.html).toContain('Modificado el');
    expect(modified.html).not.toContain('VÁLIDO');

    const voided = await api().as('cajero').put('/api/payments/deletePayment', {
      state: 0,
      idPayment: idPago,
      idMonthlyPayment: inst.id,
      subTotal: 600,
      discount: 50,
      balance: 100.25,
      monthlyAmount: 750.25,
    });
    expect(voided.status).toBe(200);
    const annulled = await publicPage(url);
    expect(annulled.html).toContain('ANULADO');
    expect(annulled.html).not.toContain('MODIFICADO');
    // A reprint carries the same code.
    expect(await scannedUrl(api(), `/api/payments/receipt/${idPago}`)).toBe(url);
  }, 60_000); // renders receipts in Chromium (its first start included) and reads their QR codes

  it('income, expense and lesson receipts carry their own codes, each page showing its amount', async () => {
    const incomeType = (await api().db('incomeTypes').where({ departmentId: 1, name: 'VENTA DE LIBROS' }).first()).id;
    const income = await api().as('cajero').post('/api/ingress/insertIngress', {
      name: 'maria elena rojas vargas',
      ingressDetail: 'algebra',
      total: '150.50',
      idIngressType: incomeType,
      idDepartament: 1,
    });
    expect(income.status).toBe(200);
    const incomePage = await publicPage(await scannedUrl(api(), `/api/ingress/receipt/${income.body.data.idIngreso}`));
    expect(incomePage.html).toContain('VÁLIDO');
    for (const text of ['Bs 150,50', `O-${income.body.data.codigo}`, 'VENTA DE LIBROS', 'MARIA E. R. V.'])
      expect(incomePage.html).toContain(text);
    expect(incomePage.html).not.toContain('ROJAS');

    const expense = await api().as('cajero').post('/api/egress/insertEgress', {
      name: 'pago de luz',
      egressDetail: 'factura marzo',
      total: '450.75',
      idDepartament: 1,
    });
    expect(expense.status).toBe(200);
    const expenseUrl = await scannedUrl(api(), `/api/egress/receipt/${expense.body.data.idEgreso}`);
    const expensePage = await publicPage(expenseUrl);
    for (const text of ['VÁLIDO', 'Bs 450,75', 'FACTURA MARZO']) expect(expensePage.html).toContain(text);
    await api().as('cajero').put('/api/egress/deleteEgress', { idEgress: expense.body.data.idEgreso, state: 0 });
    expect((await publicPage(expenseUrl)).html).toContain('ANULADO');

    const w = await calendarWorld(api().db);
    const booked = await api()
      .as('cajero')
      .post('/api/lessons/insertLesson', lessonBody(w, '2027-04-05', '09:00', '10:30'));
    const lessonPaid = await api().as('cajero').post('/api/payments/insertPaymentLesson', {
      discount: 0,
      subTotal: 120,
      total: 300,
      description: '',
      idReservation: booked.body.idReservationStudent,
      idPaymentType: w.paymentTypeId,
      idDepartament: 1,
    });
    expect(lessonPaid.status).toBe(200);
    const lessonPage = await publicPage(
      await scannedUrl(api(), `/api/payments/lessonReceipt/${lessonPaid.body.idPago}`),
    );
    for (const text of ['VÁLIDO', 'Bs 120,00', 'Clases individuales', 'PEDRO P. C. P.'])
      expect(lessonPage.html).toContain(text);

    const codes = await Promise.all([
      api().db('incomes').where({ id: income.body.data.idIngreso }).first(),
      api().db('expenses').where({ id: expense.body.data.idEgreso }).first(),
      api().db('payments').where({ id: lessonPaid.body.idPago }).first(),
    ]);
    for (const row of codes) expect(row.verificationCode).toMatch(CODE);
    expect(new Set(codes.map((row) => row.verificationCode)).size).toBe(3);
  }, 60_000); // renders receipts in Chromium (its first start included) and reads their QR codes

  it("an unknown or malformed code answers 404 'Recibo no encontrado' without a session, and never the admin app", async () => {
    for (const path of [
      '/verificar/AAAAAAAAAAAAAAAAAAAAAAAA',
      '/verificar/x',
      '/verificar/%E0%A4%A',
      '/verificar',
      '/verificar/a/b',
    ]) {
      const page = await publicPage(`${api().baseUrl}${path}`);
      expect([path, page.status]).toEqual([path, 404]);
      expect(page.html).toContain('Recibo no encontrado');
      expect(page.html).not.toContain('<div id="root"');
      expect(page.cookie).toBeNull();
    }
  });

  it('receipts print PUBLIC_URL when it is set', async () => {
    const app = createApp({
      db: api().db,
      config: loadConfig({
        jwtSecret: new TextEncoder().encode('test-secret'),
        publicUrl: 'https://instituto.example.bo/sistema',
      }),
      logger: { info() {}, error() {} },
    });
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const id = (await api().db('payments').orderBy('id').first('id')).id;
      const res = await fetch(
        `http://127.0.0.1:${(server.address() as { port: number }).port}/api/payments/receipt/${id}`,
        {
          headers: { authorization: `Bearer ${api().tokens.cajero}` },
        },
      );
      expect(res.status).toBe(200);
      const code = (await api().db('payments').where({ id }).first()).verificationCode;
      expect(qrOfPdf(Buffer.from(await res.arrayBuffer()))).toBe(
        `https://instituto.example.bo/sistema/verificar/${code}`,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('limits the page per address: a burst is refused with 429 and a Spanish page', async () => {
    let refused: Awaited<ReturnType<typeof publicPage>> | null = null;
    // The limit is 30 a minute; 61 tries pass it even if a window boundary falls in the middle of the burst.
    for (let i = 0; i < 61 && !refused; i++) {
      const page = await publicPage(`${api().baseUrl}/verificar/BBBBBBBBBBBBBBBBBBBBBBB${i % 10}`);
      if (page.status === 429) refused = page;
      else expect(page.status).toBe(404);
    }
    expect(refused?.html).toContain('Demasiadas consultas');
  });
});
