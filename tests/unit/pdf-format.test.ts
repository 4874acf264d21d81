import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { formatLaPaz } from '../../api/src/lib/time.js';
import { pdfOptions } from '../../api/src/pdf/browser.js';
import { withPrintCss } from '../../api/src/pdf/print-css.js';
import { offline } from '../../api/src/pdf/offline.js';
import { ROWS_PER_BODY, ROWS_PER_TABLE } from '../../api/src/pdf/report-rows.js';
import { listReportViewModel, receiptViewModel } from '../../api/src/pdf/documents.js';
import { abbreviateNames, formatDate, formatMoney, renderHtml, upper } from '../../api/src/pdf/templates.js';
import { amountToWords, integerToWords } from '../../api/src/pdf/words.js';

describe('template helpers', () => {
  it('formats centavos in the one Bolivian money format', () => {
    expect(formatMoney(123450)).toBe('1.234,50');
    expect(formatMoney(5)).toBe('0,05');
    expect(formatMoney(-5050)).toBe('-50,50');
    expect(formatMoney('700')).toBe('7,00');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
  });

  it('formats calendar dates without shifting and instants in La Paz time', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2026-03-01T02:30:00.000Z')).toBe('28/02/2026 22:30');
    expect(formatDate('2026-03-01 02:30:00')).toBe('28/02/2026 22:30'); // zone-less storage form is UTC
    expect(formatDate(Date.UTC(2026, 0, 1, 4, 0))).toBe('01/01/2026 00:00');
    expect(formatDate(new Date('2026-01-01T03:59:00Z'))).toBe('31/12/2025 23:59');
    expect(formatDate('2026-03-01', 'YYYY')).toBe('2026');
    expect(formatDate('2026-03-01T02:30:00Z', 'HH:mm')).toBe('22:30');
    expect(formatDate(null)).toBe('');
    expect(formatDate('no es fecha')).toBe('no es fecha');
  });

  it('upper-cases Spanish text and abbreviates second names', () => {
    expect(upper('josé ñuflo')).toBe('JOSÉ ÑUFLO');
    expect(abbreviateNames('Juan Carlos')).toBe('Juan C.');
    expect(abbreviateNames('  María   de los Ángeles ')).toBe('María Á.');
    expect(abbreviateNames('María del Carmen Rosa')).toBe('María C.');
    expect(abbreviateNames('Ana')).toBe('Ana');
  });
});

describe('amount in words', () => {
  it.each([
    [0, 'CERO'],
    [1, 'UNO'],
    [15, 'QUINCE'],
    [16, 'DIECISÉIS'],
    [21, 'VEINTIUNO'],
    [22, 'VEINTIDÓS'],
    [31, 'TREINTA Y UNO'],
    [100, 'CIEN'],
    [101, 'CIENTO UNO'],
    [500, 'QUINIENTOS'],
    [1000, 'MIL'],
    [1001, 'MIL UNO'],
    [2150, 'DOS MIL CIENTO CINCUENTA'],
    [21000, 'VEINTIÚN MIL'],
    [31000, 'TREINTA Y UN MIL'],
    [100000, 'CIEN MIL'],
    [1000000, 'UN MILLÓN'],
    [2500000, 'DOS MILLONES QUINIENTOS MIL'],
  ])('%i → %s', (n, words) => {
    expect(integerToWords(n)).toBe(words);
  });

  it('writes centavos as a fraction of 100 and the currency', () => {
    expect(amountToWords(12550)).toBe('CIENTO VEINTICINCO 50/100 BOLIVIANOS');
    expect(amountToWords(100)).toBe('UNO 00/100 BOLIVIANOS');
    expect(amountToWords(7)).toBe('CERO 07/100 BOLIVIANOS');
  });
});

describe('HTML rendering', () => {
  const data = receiptViewModel({
    header: { branchName: 'Sucursal <Norte>', branchPhone: '777' },
    number: 'O-12',
    lines: [{ label: 'Estudiante', value: '<script>alert(1)</script> & "x"' }],
    amounts: [
      { label: 'Ingreso', amount: 1000 },
      { label: 'Material', amount: 250 },
    ],
    footer: 'Gracias',
  });

  it('escapes user data and inlines the stylesheet and logo', () => {
    const html = renderHtml('receipt', data);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
    expect(html).toContain('Sucursal &lt;Norte&gt;');
    expect(html).toMatch(/<style>[\s\S]*\.doc-header/);
    expect(html).toContain('<svg');
    expect(html).not.toMatch(/(?:src|href)=["']?https?:/);
    expect(html).toContain('<title>RECIBO N° O-12</title>');
  });

  it('prints a watermark only when asked', () => {
    expect(renderHtml('receipt', data)).not.toContain('class="watermark"');
    const voided = receiptViewModel({ number: 1, lines: [], amounts: [], watermark: 'ANULADO' });
    expect(renderHtml('receipt', voided)).toMatch(/class="watermark"[^>]*>ANULADO</);
  });

  it('sums the receipt amounts when no total is given', () => {
    expect(data.total).toBe('12,50');
    expect(data.signatures).toEqual(['ENTREGUE CONFORME', 'RECIBI CONFORME']);
  });

  it('lays out report cells, a numbered column and the totals row', () => {
    const model = listReportViewModel({
      title: 'REPORTE',
      numbered: true,
      columns: [
        { label: 'Nombre', key: 'name' },
        { label: 'Fecha', key: 'day', date: true },
        { label: 'Monto', key: 'amount', money: true },
      ],
      rows: [
        { name: 'Ana', day: '2026-11-02', amount: 1050 },
        { name: null, day: null, amount: null },
      ],
      totals: { amount: 1050 },
    });
    const [section] = model.sections as Array<Record<string, unknown>>;
    expect(section!.tables).toEqual([
      {
        rowsHtml:
          '<tbody>' +
          '\n<tr><td class="center">1</td><td class="left">Ana</td><td class="left num">02/11/2026</td><td class="right num">10,50</td></tr>' +
          '\n<tr><td class="center">2</td><td class="left"></td><td class="left num"></td><td class="right num"></td></tr>' +
          '\n</tbody>',
      },
    ]);
    expect(section!.totalCells).toEqual([
      { text: 'TOTAL', cls: 'label', span: 3 },
      { text: '10,50', cls: 'right num', span: 1 },
    ]);
    expect(model.signatures).toEqual(['CONTADORA', 'ENCARGADO']);
    const html = renderHtml('list-report', model);
    expect(html).toContain('colspan="3"');
    expect(html).not.toContain('Página'); // page numbers come from the PDF footer, not the body
  });

  it('escapes report lines as {{ }} does and puts them in bodies of ROWS_PER_BODY', () => {
    const rows = Array.from({ length: ROWS_PER_BODY * 2 + 5 }, (_, i) => ({ name: `<b>Ana & "Luis"</b> ${i}` }));
    const html = renderHtml(
      'list-report',
      listReportViewModel({ title: 'REPORTE', columns: [{ label: 'Nombre', key: 'name' }], rows }),
    );
    expect(html.match(/<tbody>/g)).toHaveLength(3);
    expect(html).not.toContain('<b>');
    expect(html).toContain(`<td class="left">${Handlebars.escapeExpression('<b>Ana & "Luis"</b> 44')}</td>`);
  });

  it('prints a long section as tables of ROWS_PER_TABLE lines, numbered on, with the column heads on each and the totals once', () => {
    const rows = Array.from({ length: ROWS_PER_TABLE * 2 + 3 }, (_, i) => ({ name: `N${i}`, amount: 100 }));
    const html = renderHtml(
      'list-report',
      listReportViewModel({
        title: 'REPORTE',
        numbered: true,
        columns: [
          { label: 'Nombre', key: 'name' },
          { label: 'Monto', key: 'amount', money: true },
        ],
        rows,
        totals: { amount: 300 },
      }),
    );
    expect(html.match(/<table class="grid">/g)).toHaveLength(3);
    expect(html.match(/<th class="left">Nombre<\/th>/g)).toHaveLength(3);
    expect(html.match(/class="totals"/g)).toHaveLength(1);
    expect(html).toContain(`<td class="center">${ROWS_PER_TABLE + 1}</td><td class="left">N${ROWS_PER_TABLE}</td>`);
    expect(html.indexOf('class="totals"')).toBeGreaterThan(html.lastIndexOf('<table class="grid">'));
  });

  it('puts the no-network policy first in the head, keeps the doctype first, and drops a meta refresh', () => {
    const policy =
      /^<!doctype html><html lang="es"><head><meta http-equiv="Content-Security-Policy" content="default-src 'none';/;
    expect(offline('<!doctype html><html lang="es"><head><title>x</title></head><body>x</body></html>')).toMatch(
      policy,
    );
    expect(offline('<!doctype html><html lang="es"><body>x</body></html>')).toMatch(policy);
    expect(offline('<p>x</p>')).toMatch(/^<meta http-equiv="Content-Security-Policy"/);
    expect(offline('<head><META HTTP-EQUIV="Refresh" content="0;url=http://x/"></head>')).not.toMatch(/refresh/i);
  });

  it('adds the print-only layout to the head of every document, and the page numbers when asked', () => {
    const html = renderHtml('list-report', listReportViewModel({ title: 'REPORTE', columns: [], rows: [] }));
    const plain = withPrintCss(html, {});
    expect(plain.slice(0, plain.indexOf('</head>'))).toContain('@media screen { body { display: none; } }');
    expect(plain).not.toContain('counter(page)');
    const printed = withPrintCss(html, { pageNumbers: true });
    const head = printed.slice(0, printed.indexOf('</head>'));
    expect(head).toContain('counter(page) " de " counter(pages)');
    expect(head).toContain('@media screen { body { display: none; } }');
    expect(printed.slice(printed.indexOf('<body'))).toBe(html.slice(html.indexOf('<body')));
  });

  it('gives page.pdf() the paper, margins and tags of a document', () => {
    expect(
      pdfOptions({
        format: 'legal',
        landscape: true,
        margin: { right: '0', left: '1in' },
        pageNumbers: true,
        tagged: false,
      }),
    ).toMatchObject({
      format: 'legal',
      landscape: true,
      margin: { top: '12mm', right: '0', bottom: '14mm', left: '1in' },
      printBackground: true,
      tagged: false,
    });
    const card = pdfOptions({ format: 'letter', landscape: true, size: { width: '86mm', height: '54mm' } });
    expect(card).toMatchObject({ width: '86mm', height: '54mm', tagged: true });
    expect(card).not.toHaveProperty('landscape');
  });

  it('prints instants in La Paz time as formatLaPaz does', () => {
    for (let ms = Date.UTC(2025, 11, 31, 0, 7); ms < Date.UTC(2026, 1, 2); ms += 37 * 60_000 + 13_000) {
      const iso = new Date(ms).toISOString();
      expect(formatDate(iso)).toBe(formatLaPaz(iso));
    }
  });

  it('gives every document a real title (name and number) and refuses one without', () => {
    expect(renderHtml('credential', { header: { title: 'Credencial 6012345' }, side: 'front' })).toContain(
      '<title>Credencial 6012345</title>',
    );
    expect(
      renderHtml('receipt', receiptViewModel({ number: '7', date: '2026-11-21T18:35:00Z', lines: [], amounts: [] })),
    ).toContain('<title>RECIBO N° 7</title>');
    expect(() => renderHtml('credential', { side: 'front' })).toThrow(/no header.title/);
  });
});
