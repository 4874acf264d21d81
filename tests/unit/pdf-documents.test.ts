import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatAmount } from '../../domain/money.js';
import { closeBrowser } from '../../api/src/pdf/browser.js';
import {
  PAYMENT_RECEIPT_FOOTER,
  receiptFileName,
  renderListReport,
  renderReceipt,
  type ReceiptData,
} from '../../api/src/pdf/documents.js';

function withFile<T>(pdf: Buffer, fn: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-test-'));
  const file = path.join(dir, 'doc.pdf');
  try {
    writeFileSync(file, pdf);
    return fn(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function pdfInfo(pdf: Buffer): { pages: number; width: number; height: number; title: string } {
  const out = withFile(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out);
  return {
    pages: Number(/Pages:\s+(\d+)/.exec(out)?.[1]),
    width: Number(size?.[1]),
    height: Number(size?.[2]),
    title: /Title:\s+(.*)/.exec(out)?.[1]?.trim() ?? '',
  };
}

/** Text in reading order, whitespace collapsed to single spaces. */
function pdfText(pdf: Buffer): string {
  const out = withFile(pdf, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
  return out.replace(/\s+/g, ' ');
}

const header = { department: 'La Paz', branchName: 'Sucursal Central', branchPhone: '2-2441122' };

const receipt: ReceiptData = {
  header,
  number: '125',
  date: '2026-11-21T18:35:00Z',
  lines: [
    { label: 'Estudiante', value: 'María José <b>Quispe</b>', wide: true },
    { label: 'Grupo', value: 'PREFACULTATIVO A' },
    { label: 'Mensualidad', value: 'Cuota 2' },
    { label: 'Tipo de pago', value: 'Efectivo' },
    { label: 'Cajero', value: 'Ana Gutiérrez' },
  ],
  amounts: [
    { label: 'Mensualidad cuota 2', amount: 55000 },
    { label: 'Descuento', amount: -5050 },
  ],
  extra: [{ label: 'Saldo pendiente', amount: 100000 }],
  amountInWords: true,
  footer: PAYMENT_RECEIPT_FOOTER,
};

afterAll(async () => {
  await closeBrowser();
});

describe('receipt PDF', () => {
  it('is one letter page with the number, amounts, words, footer and signatures', async () => {
    const pdf = await renderReceipt(receipt);
    const info = pdfInfo(pdf);
    expect(info).toMatchObject({ pages: 1, width: 612, height: 792, title: 'RECIBO N° 125' });
    const text = pdfText(pdf);
    expect(text).toContain('INSTITUTO PREUNIVERSITARIO');
    expect(text).toContain('Sucursal Central');
    expect(text).toContain('2-2441122');
    expect(text).toContain('RECIBO');
    expect(text).toContain('N° 125');
    expect(text).toContain('Fecha: 21/11/2026 14:35'); // 18:35 UTC is 14:35 in La Paz
    expect(text).toContain('María José <b>Quispe</b>'); // user data escaped, printed literally
    expect(text).toContain('550,00');
    expect(text).toContain('-50,50');
    expect(text).toMatch(/TOTAL Bs\s+499,50/);
    expect(text).toContain('1.000,00');
    expect(text).toContain('CUATROCIENTOS NOVENTA Y NUEVE 50/100 BOLIVIANOS');
    expect(text).toContain(PAYMENT_RECEIPT_FOOTER);
    expect(text).toContain('ENTREGUE CONFORME');
    expect(text).toContain('RECIBI CONFORME');
    expect(text).toMatch(/Impreso: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(receiptFileName('O-125')).toBe('Recibo N° O-125.pdf');
  });

  it('prints two labelled copies on one letter sheet', async () => {
    const pdf = await renderReceipt({ ...receipt, number: 'O-126', copies: ['ORIGINAL', 'COPIA'] });
    expect(pdfInfo(pdf)).toMatchObject({ pages: 1, width: 612, height: 792 });
    const text = pdfText(pdf);
    expect(text.match(/N° O-126/g)).toHaveLength(2);
    expect(text).toContain('ORIGINAL');
    expect(text).toContain('COPIA');
  });

  it('renders the same document twice concurrently on the shared browser', async () => {
    const [a, b] = await Promise.all([renderReceipt(receipt), renderReceipt(receipt)]);
    expect(pdfText(a)).toBe(pdfText(b));
    expect(pdfInfo(b).pages).toBe(1);
  });
});

describe('list report PDF', () => {
  const columns = [
    { label: 'Nro Ingreso', key: 'code', align: 'center' as const, width: '22mm' },
    { label: 'Fecha', key: 'at', date: true, width: '30mm' },
    { label: 'Nombre', key: 'name' },
    { label: 'Total Bs.', key: 'total', money: true, width: '25mm' },
  ];
  const rows = Array.from({ length: 60 }, (_, i) => ({
    code: 500 + i,
    at: '2026-11-03T12:00:00Z',
    name: `Estudiante ${i + 1}`,
    total: 10000 + i,
  }));
  const total = rows.reduce((sum, row) => sum + row.total, 0);

  it('is letter portrait by default, paginated, with totals, filters and report signatures', async () => {
    const pdf = await renderListReport({
      header,
      title: 'REPORTE DE INGRESOS',
      columns,
      rows,
      totals: { total },
      numbered: true,
      filters: [
        { label: 'Desde', value: '01/11/2026' },
        { label: 'Hasta', value: '21/11/2026' },
      ],
    });
    const info = pdfInfo(pdf);
    expect(info).toMatchObject({ width: 612, height: 792, title: 'REPORTE DE INGRESOS' });
    expect(info.pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain('REPORTE DE INGRESOS');
    expect(text).toContain('Desde: 01/11/2026');
    expect(text).toContain('03/11/2026 08:00');
    expect(text).toContain('100,59');
    expect(text).toMatch(new RegExp(`TOTAL\\s+${formatAmount(total)}`));
    expect(text).toContain('CONTADORA');
    expect(text).toContain('ENCARGADO');
    expect(text).toContain(`Página ${info.pages} de ${info.pages}`);
  });

  it('renders legal landscape with sections, an empty table and a summary', async () => {
    const pdf = await renderListReport(
      {
        header,
        title: 'REPORTE PAGO DE MENSUALIDADES',
        filters: 'Grupo: PREFACULTATIVO A',
        sections: [
          { title: 'Ingresos Individuales', columns, rows: rows.slice(0, 3), totals: { total: 30003 } },
          { title: 'Egresos', columns, rows: [], totals: { total: 0 } },
        ],
        summary: [{ label: 'Saldo', amount: 30003, strong: true }],
        signatures: [],
      },
      { format: 'legal', landscape: true },
    );
    expect(pdfInfo(pdf)).toMatchObject({ pages: 1, width: 1008, height: 612 });
    const text = pdfText(pdf);
    expect(text).toContain('Ingresos Individuales');
    expect(text).toContain('No existen registros.');
    expect(text).toMatch(/Saldo\s+Bs\s+300,03/);
    expect(text).not.toContain('CONTADORA');
  });
});
