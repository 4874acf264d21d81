/**
 * Typed entry points for the two generic documents every feature uses:
 * the cash receipt (templates/receipt.hbs) and the list report (templates/list-report.hbs).
 * Callers pass raw values (centavos, ISO instants, calendar dates); formatting happens here.
 */
import QRCode from 'qrcode';
import type { PdfOptions } from './browser.js';
import { formatDate, formatMoney, renderDocument, type DocumentHeader, type SignatureLine } from './templates.js';
import { reportTablesHtml } from './report-rows.js';
import { amountToWords } from './words.js';

// ---------------------------------------------------------------------------- receipt

export interface ReceiptLine {
  label: string;
  value: string | number | null | undefined;
  /** Spans both columns of the key/value block (long names, observations). */
  wide?: boolean;
}

interface ReceiptAmount {
  label: string;
  /** Centavos; may be negative (a discount). */
  amount: number;
}

export interface ReceiptData {
  /** Branch and department; `title` defaults to 'RECIBO'. */
  header?: Omit<DocumentHeader, 'title' | 'number'> & { title?: string };
  /** Display number as printed and in the file name: '125', 'O-125'. */
  number: string | number;
  /** When the operation happened (UTC ISO instant or 'YYYY-MM-DD'); shown as "Fecha" under the number. */
  date?: string;
  lines: ReceiptLine[];
  amounts: ReceiptAmount[];
  /** Centavos; defaults to the sum of `amounts`. */
  total?: number;
  totalLabel?: string;
  /** Column headings of the amounts table. */
  conceptHeading?: string;
  amountHeading?: string;
  /** Rows under the total that are not part of it, e.g. { label: 'Saldo pendiente', amount }. */
  extra?: ReceiptAmount[];
  /** true → computed from the total ("CIENTO VEINTICINCO 00/100 BOLIVIANOS"); a string is printed as is. */
  amountInWords?: boolean | string;
  /** Note at the bottom (payments: 'Nota: no se aceptan devoluciones ...'). */
  footer?: string;
  /** Default ['ENTREGUE CONFORME', 'RECIBI CONFORME']; [] prints none. */
  signatures?: SignatureLine[];
  /** Copy labels, e.g. ['ORIGINAL', 'COPIA']: one receipt per label on the same letter sheet. */
  copies?: string[];
  /** A large faint diagonal word across the receipt, e.g. 'ANULADO' for a voided payment. */
  watermark?: string;
  /** The public verification page of this receipt: printed as a QR and as text. `qr` is filled by renderReceipt. */
  verification?: { url: string; qr?: string };
}

const RECEIPT_SIGNATURES: SignatureLine[] = ['ENTREGUE CONFORME', 'RECIBI CONFORME'];
export const PAYMENT_RECEIPT_FOOTER =
  'Nota: no se aceptan devoluciones bajo ningun concepto (Salud, Horarios, Viajes, Accidentes, etc.)';

/** The stored amounts of one payment row (monthly fee or lesson), in centavos. */
export interface PaidAmounts {
  dueAmountCents: number;
  discountCents: number;
  amountPaidCents: number;
  balanceAfterCents: number;
}

/**
 * The money half of every payment receipt: what was due, the discount, what was paid (in words too), the
 * balance left, the spec's footer and the payer / cashier signatures.
 */
export function paymentReceiptMoney(
  paid: PaidAmounts,
  dueLabel: string,
  payer: string,
  cashier: string,
): Pick<ReceiptData, 'amounts' | 'total' | 'totalLabel' | 'extra' | 'amountInWords' | 'footer' | 'signatures'> {
  return {
    amounts: [
      { label: dueLabel, amount: paid.dueAmountCents },
      { label: 'Descuento', amount: paid.discountCents },
      { label: 'Pagado', amount: paid.amountPaidCents },
    ],
    total: paid.amountPaidCents,
    totalLabel: 'TOTAL PAGADO Bs',
    extra: [{ label: 'Saldo Bs', amount: paid.balanceAfterCents }],
    amountInWords: true,
    footer: PAYMENT_RECEIPT_FOOTER,
    signatures: [
      { label: 'ENTREGUE CONFORME', name: payer },
      { label: 'RECIBI CONFORME', name: cashier },
    ],
  };
}

/** 'Recibo N° 125.pdf' (spec §9). */
export function receiptFileName(number: string | number): string {
  return `Recibo N° ${number}.pdf`;
}

/** 'Recibos N° 125-127.pdf' for the receipts of one sale; a single one keeps its own name. */
export function receiptsFileName(numbers: Array<string | number>): string {
  if (numbers.length === 1) return receiptFileName(numbers[0]);
  return `Recibos N° ${numbers[0]}-${numbers[numbers.length - 1]}.pdf`;
}

/** The view model receipt.hbs renders; exported for tests and previews. */
export function receiptViewModel(data: ReceiptData): Record<string, unknown> {
  const total = data.total ?? data.amounts.reduce((sum, row) => sum + row.amount, 0);
  const words = data.amountInWords === true ? amountToWords(total) : data.amountInWords || '';
  const lines = data.lines.map((line) => ({ label: line.label, value: line.value ?? '', wide: line.wide ?? false }));
  return {
    header: { ...data.header, title: data.header?.title ?? 'RECIBO', number: String(data.number) },
    dateText: data.date ? formatDate(data.date) : '',
    lines,
    amounts: data.amounts.map((row) => ({ label: row.label, amount: formatMoney(row.amount) })),
    total: formatMoney(total),
    totalLabel: data.totalLabel ?? 'TOTAL Bs',
    conceptHeading: data.conceptHeading ?? 'Concepto',
    amountHeading: data.amountHeading ?? 'Importe Bs',
    extra: (data.extra ?? []).map((row) => ({ label: row.label, amount: formatMoney(row.amount) })),
    amountInWords: words,
    footer: data.footer ?? '',
    signatures: data.signatures ?? RECEIPT_SIGNATURES,
    copies: data.copies?.length ? data.copies : [''],
    watermark: data.watermark ?? '',
    twoUp: (data.copies?.length ?? 0) > 1,
    verify: data.verification ?? {},
  };
}

/** A QR as an SVG data: URI: vector, so it stays sharp on paper at any printer resolution. */
async function qrDataUri(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** What a letter-size cash receipt prints: its view model (with the verification QR) and its paper. */
export async function receiptDocument(
  data: ReceiptData,
): Promise<{ model: Record<string, unknown>; options: PdfOptions }> {
  const twoUp = (data.copies?.length ?? 0) > 1;
  const margin = twoUp ? { top: '8mm', bottom: '8mm' } : undefined;
  const verification = data.verification && { ...data.verification, qr: await qrDataUri(data.verification.url) };
  return { model: receiptViewModel({ ...data, verification }), options: { format: 'letter', margin } };
}

/** A letter-size cash receipt. */
export async function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const { model, options } = await receiptDocument(data);
  return renderDocument('receipt', model, options);
}

/**
 * The receipts of one sale in one PDF, a receipt a page (each with its own number, QR and signatures), so one
 * print hands the parent every receipt. The document's title names the first and last numbers.
 */
export async function renderReceipts(list: ReceiptData[]): Promise<Buffer> {
  if (list.length === 1) return renderReceipt(list[0]);
  const documents = await Promise.all(list.map(receiptDocument));
  const numbers = list.map((data) => data.number);
  const header = { title: 'RECIBOS', number: `${numbers[0]}-${numbers[numbers.length - 1]}` };
  return renderDocument('receipt', { header, sheets: documents.map((d) => d.model) }, documents[0].options);
}

// ---------------------------------------------------------------------------- list report

export interface ReportColumn {
  label: string;
  key: string;
  align?: 'left' | 'center' | 'right';
  /** Values in centavos, printed "1234.50" and right-aligned. */
  money?: boolean;
  /** Format as a date: true → 'DD/MM/YYYY' (calendar) or 'DD/MM/YYYY HH:mm' (instant); a string is a dayjs pattern. */
  date?: boolean | string;
  /** CSS width, e.g. '22mm' or '15%'. */
  width?: string;
}

export interface ReportSection {
  title?: string;
  columns: ReportColumn[];
  rows: Array<Record<string, unknown>>;
  /** Column key → total (centavos for money columns); only these columns get a total cell. */
  totals?: Record<string, unknown>;
  /** Default 'TOTAL'. */
  totalsLabel?: string;
  /** Default 'No existen registros.' */
  emptyText?: string;
  /** Adds a leading 'N°' column 1, 2, 3… */
  numbered?: boolean;
}

export interface ListReportData extends Partial<ReportSection> {
  /** Branch and department of the header; the title comes from `title`. */
  header?: Omit<DocumentHeader, 'title'>;
  /** Large centered title, e.g. 'REPORTE DE INGRESOS'. */
  title: string;
  /** A line under the title: a string, or pairs shown as "Desde: 01/11/2026 · Cajero: Ana". */
  filters?: string | Array<{ label: string; value: string | number }>;
  /** Several tables (cashier report sections); otherwise the top-level columns/rows/totals. */
  sections?: ReportSection[];
  /** A closing block of amounts in centavos, e.g. Total ingresos, Total egresos, Saldo. */
  summary?: Array<{ label: string; amount: number; strong?: boolean }>;
  /** Default ['CONTADORA', 'ENCARGADO'] (spec §9); [] prints none. */
  signatures?: SignatureLine[];
  /** Smaller type and tighter cells, for tables with many columns. */
  dense?: boolean;
}

const REPORT_SIGNATURES: SignatureLine[] = ['CONTADORA', 'ENCARGADO'];

function cellText(column: ReportColumn, value: unknown): string {
  if (column.money) return formatMoney(value);
  if (column.date) return formatDate(value, typeof column.date === 'string' ? column.date : undefined);
  return value === null || value === undefined ? '' : String(value);
}

function cellClass(column: ReportColumn): string {
  // Amounts and dates never break inside (a date and its time on two lines reads as two values).
  return [column.align ?? (column.money ? 'right' : 'left'), column.money || column.date ? 'num' : '']
    .filter(Boolean)
    .join(' ');
}

function sectionViewModel(section: ReportSection): Record<string, unknown> {
  const columns: ReportColumn[] = section.numbered
    ? [{ label: 'N°', key: '__n', align: 'center', width: '9mm' }, ...section.columns]
    : section.columns;
  const rowColumns = columns.map((column) => ({
    cls: cellClass(column),
    text:
      column.key === '__n' && section.numbered
        ? (_row: Record<string, unknown>, index: number) => String(index + 1)
        : (row: Record<string, unknown>) => cellText(column, row[column.key]),
  }));
  const totals = section.totals ?? {};
  const first = columns.findIndex((column) => totals[column.key] !== undefined);
  const totalCells: Array<{ text: string; cls: string; span: number }> = [];
  if (first >= 0) {
    if (first > 0) totalCells.push({ text: section.totalsLabel ?? 'TOTAL', cls: 'label', span: first });
    for (const column of columns.slice(first)) {
      const value = totals[column.key];
      totalCells.push({ text: value === undefined ? '' : cellText(column, value), cls: cellClass(column), span: 1 });
    }
  }
  return {
    title: section.title ?? '',
    columns: columns.map((column) => ({ label: column.label, cls: cellClass(column), width: column.width ?? '' })),
    tables: reportTablesHtml(rowColumns, section.rows).map((rowsHtml) => ({ rowsHtml })),
    totalCells,
    columnCount: columns.length,
    emptyText: section.emptyText ?? 'No existen registros.',
  };
}

/** The view model list-report.hbs renders; exported for tests and previews. */
export function listReportViewModel(data: ListReportData): Record<string, unknown> {
  const sections = data.sections ?? [
    {
      columns: data.columns ?? [],
      rows: data.rows ?? [],
      totals: data.totals,
      totalsLabel: data.totalsLabel,
      emptyText: data.emptyText,
      numbered: data.numbered,
    },
  ];
  const filters =
    typeof data.filters === 'string'
      ? data.filters
        ? [{ label: '', value: data.filters }]
        : []
      : (data.filters ?? []).map((f) => ({ label: f.label, value: String(f.value) }));
  return {
    header: { ...data.header, title: data.title, hideTitle: true },
    title: data.title,
    dense: data.dense ?? false,
    filters,
    sections: sections.map(sectionViewModel),
    summary: (data.summary ?? []).map((s) => ({
      label: s.label,
      amount: formatMoney(s.amount),
      strong: s.strong ?? false,
    })),
    signatures: data.signatures ?? REPORT_SIGNATURES,
  };
}

/** Above this many lines a list report is printed without accessibility tags (PdfOptions.tagged). */
const UNTAGGED_FROM_LINES = 500;

/** A list report; letter portrait by default, with "Página N de M" on every page. */
export async function renderListReport(
  data: ListReportData,
  options: Partial<Pick<PdfOptions, 'format' | 'landscape' | 'margin'>> = {},
): Promise<Buffer> {
  const lines = (data.sections ?? [data]).reduce((total, section) => total + (section.rows?.length ?? 0), 0);
  return renderDocument('list-report', listReportViewModel(data), {
    format: options.format ?? 'letter',
    landscape: options.landscape ?? false,
    margin: options.margin,
    pageNumbers: true,
    lines,
    tagged: lines < UNTAGGED_FROM_LINES,
  });
}
