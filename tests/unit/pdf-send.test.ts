import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import {
  asciiFileName,
  contentDisposition,
  PDF_CONTENT_TYPE,
  sendPdf,
  sendXlsx,
  XLSX_CONTENT_TYPE,
} from '../../api/src/pdf/send.js';

/** The file name a browser takes from a Content-Disposition header (filename* wins over filename). */
function fileNameFrom(header: string): string {
  const star = /filename\*=UTF-8''([^;]+)/.exec(header);
  return star ? decodeURIComponent(star[1]!) : /filename="([^"]*)"/.exec(header)![1]!;
}

describe('Content-Disposition', () => {
  it('keeps the exact UTF-8 name and gives an ASCII fallback', () => {
    const header = contentDisposition('Recibo N° 125.pdf');
    expect(header).toBe(`attachment; filename="Recibo No 125.pdf"; filename*=UTF-8''Recibo%20N%C2%B0%20125.pdf`);
    expect(fileNameFrom(header)).toBe('Recibo N° 125.pdf');
    expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
  });

  it('survives accents, quotes, parentheses and path separators', () => {
    const name = 'Reporte Pago "Mañana" (Grupo A/B) 100%.xlsx';
    const header = contentDisposition(name, 'inline');
    expect(header.startsWith('inline; ')).toBe(true);
    expect(fileNameFrom(header)).toBe('Reporte Pago "Mañana" (Grupo A-B) 100%.xlsx');
    expect(asciiFileName(name)).toBe('Reporte Pago _Manana_ (Grupo A-B) 100_.xlsx');
  });
});

describe('sendFile from a Koa route', () => {
  it('sends the bytes with type, length, name and no caching', async () => {
    const pdf = Buffer.from('%PDF-1.4 prueba');
    const xlsx = Buffer.from('PK fake');
    const app = new Koa();
    app.use((ctx) => {
      if (ctx.path === '/pdf') sendPdf(ctx, pdf, 'Recibo N° O-125.pdf', { disposition: 'inline' });
      else sendXlsx(ctx, xlsx, 'ReportePagoMensualidades 6° Año.xlsx');
    });
    const server = app.listen(0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(PDF_CONTENT_TYPE);
      expect(res.headers.get('content-length')).toBe(String(pdf.length));
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
      expect(fileNameFrom(res.headers.get('content-disposition')!)).toBe('Recibo N° O-125.pdf');
      expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);

      const res2 = await fetch(`${base}/xlsx`);
      expect(res2.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
      expect(res2.headers.get('content-disposition')!.startsWith('attachment;')).toBe(true);
      expect(fileNameFrom(res2.headers.get('content-disposition')!)).toBe('ReportePagoMensualidades 6° Año.xlsx');
    } finally {
      server.close();
    }
  });
});
