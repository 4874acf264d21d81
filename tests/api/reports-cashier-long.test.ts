import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { todayLaPaz } from '../../api/src/lib/time.js';
import { formatMoney } from '../../api/src/pdf/index.js';
import { closeBrowserAfterAll, readPdf } from './finance-fixtures.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';
import { describeEngines } from './harness.js';

/** Enough lines for several pages and many table bodies (ROWS_PER_BODY), few enough to stay quick. */
const LINES = 130;

describeEngines('the general report of many lines', (api) => {
  closeBrowserAfterAll();

  it('prints every line once, its totals, the column heads on every page and the page numbers', async () => {
    const today = todayLaPaz();
    const e = await enrolStudent(api().db, { costCents: 100000, instalments: 2 });
    const paid = await api()
      .as('admin')
      .post('/api/payments/insertPayment', {
        subTotal: 1,
        discount: 0,
        balance: 500,
        monthlyPayment: 500,
        description: '',
        idMonthlyPayment: e.instalments[0].id,
        idPaymentType: await cashPaymentType(api().db),
        idDepartament: 1,
        idGroupUser: e.enrolmentId,
      });
    expect(paid.status).toBe(200);
    // The other lines are copies of that payment with their own receipt number and amount (an API call each is slow).
    const { id, ...first } = await api().db('payments').where({ id: paid.body.data.idPago }).first();
    const copies = Array.from({ length: LINES - 1 }, (_, i) => ({
      ...first,
      receiptNumber: 900000 + i,
      amountPaidCents: 10000 + i,
      verificationCode: `long-report-${i}`,
    }));
    for (let i = 0; i < copies.length; i += 50)
      await api()
        .db('payments')
        .insert(copies.slice(i, i + 50));
    const receipts = copies.map((c) => String(c.receiptNumber));
    const total = first.amountPaidCents + copies.reduce((sum, c) => sum + c.amountPaidCents, 0);

    const token = randomUUID();
    const pdf = await api().request(
      'GET',
      `/api/reports/cashierReport/1/null/${today}/null/null/2/report.pdf?progreso=${token}`,
      { token: api().tokens.admin },
    );
    expect(pdf.status).toBe(200);
    const printed = readPdf(pdf.buffer!);
    expect(printed.pages).toBeGreaterThan(2);
    const words = printed.text.split(' ');
    for (const receipt of receipts)
      expect(
        words.filter((w) => w === receipt),
        `recibo ${receipt}`,
      ).toHaveLength(1);
    // The numbered column runs 1…LINES, from the first payment to the last copy.
    expect(printed.text).toMatch(new RegExp(` 1 ${first.receiptNumber} `));
    expect(printed.text).toMatch(new RegExp(` ${LINES} ${receipts.at(-1)} `));
    expect(printed.text).toContain(`TOTAL ${formatMoney(total)}`);
    expect(printed.text).toMatch(new RegExp(`Total ingresos Bs ${formatMoney(total).replace('.', '\\.')}`));
    // Every page that carries lines starts them under the column heads.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'long-report-')), 'report.pdf');
    writeFileSync(file, pdf.buffer!);
    for (let page = 1; page <= printed.pages; page++) {
      const text = execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-'], {
        encoding: 'utf8',
      }).replace(/\s+/g, ' ');
      if (receipts.some((r) => text.includes(` ${r} `)))
        expect(text, `página ${page}`).toMatch(/N° Recibo Fecha Tipo Detalle Monto Desc\. Saldo Pagado/);
    }
    for (let page = 1; page <= printed.pages; page++)
      expect(printed.text).toContain(`Página ${page} de ${printed.pages}`);

    // The download's progress: its own user reads it, finished, with its lines; anyone else does not.
    const progress = await api().as('admin').get(`/api/reports/documentProgress/${token}`);
    expect(progress.status).toBe(200);
    expect(progress.body).toMatchObject({ etapa: 'listo', lineas: LINES });
    expect((await api().as('cajero').get(`/api/reports/documentProgress/${token}`)).status).toBe(404);
    expect((await api().as('admin').get('/api/reports/documentProgress/corto')).status).toBe(400);
  });
});
