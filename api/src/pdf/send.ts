/** Sending a generated document (PDF, xlsx) from a Koa route with its exact UTF-8 file name. */
import type { Readable } from 'node:stream';
import type { Context } from 'koa';

export const PDF_CONTENT_TYPE = 'application/pdf';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Path separators and control characters never belong in a downloaded file name. */
function cleanFileName(filename: string): string {
  const cleaned = filename.replace(/[\p{Cc}/\\]/gu, '-').trim();
  return cleaned || 'documento';
}

/** An ASCII stand-in for old clients: accents dropped, ° → o, other non-ASCII and quotes → _. */
export function asciiFileName(filename: string): string {
  return cleanFileName(filename)
    .replace(/[°º]/g, 'o')
    .replace(/ª/g, 'a')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["%;]/g, '_');
}

/** RFC 5987 ext-value: percent-encoded UTF-8, also encoding the characters outside attr-char. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="Recibo No 125.pdf"; filename*=UTF-8''Recibo%20N%C2%B0%20125.pdf`
 * (RFC 6266: clients that understand filename* use the exact UTF-8 name).
 */
export function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const exact = cleanFileName(filename);
  return `${disposition}; filename="${asciiFileName(exact)}"; filename*=UTF-8''${encodeRfc5987(exact)}`;
}

export interface SendFileOptions {
  /** 'inline' lets a browser tab show the PDF; the file name still applies when saved. Default 'attachment'. */
  disposition?: 'attachment' | 'inline';
  /** Byte length of a streamed body (a Buffer's is its own). */
  length?: number;
}

/** Responds with a generated file: type, length, exact file name, never cached (financial data). */
export function sendFile(
  ctx: Context,
  body: Buffer | Readable,
  filename: string,
  contentType: string,
  options: SendFileOptions = {},
): void {
  ctx.status = 200;
  ctx.type = contentType;
  ctx.set('Content-Disposition', contentDisposition(filename, options.disposition));
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  // Lets the SPA read the file name from a fetch() response when served cross-origin in development (the app
  // exposes it on every answer already: only a bare router, as in a unit test, needs it added).
  if (!/\bContent-Disposition\b/i.test(String(ctx.response.get('Access-Control-Expose-Headers'))))
    ctx.append('Access-Control-Expose-Headers', 'Content-Disposition');
  ctx.body = body;
  const length = Buffer.isBuffer(body) ? body.length : options.length;
  if (length !== undefined) ctx.length = length;
}

export function sendPdf(ctx: Context, pdf: Buffer, filename: string, options?: SendFileOptions): void {
  sendFile(ctx, pdf, filename, PDF_CONTENT_TYPE, options);
}

export function sendXlsx(ctx: Context, workbook: Buffer, filename: string): void {
  sendFile(ctx, workbook, filename, XLSX_CONTENT_TYPE);
}
