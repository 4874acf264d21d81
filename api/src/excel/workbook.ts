/**
 * Generic Excel export: one worksheet per spec, an optional title/subtitle, a bold frozen
 * header row, data rows, and a totals row. Money is given in centavos and written as Bs
 * numbers (cents / 100, exact to the cent) formatted '#,##0.00'.
 */
import ExcelJS from 'exceljs';
import { XLSX_MONEY_FORMAT } from '../../../domain/money.js';
import { laPazWallClockMs } from '../../../domain/la-paz-clock.js';

export interface SheetColumn {
  header: string;
  key: string;
  /** Width in characters; default fits the header and the longest value (8..60). */
  width?: number;
  /** Values in centavos → Bs numbers with format '#,##0.00'. */
  money?: boolean;
  /** Calendar dates 'YYYY-MM-DD' → real Excel dates 'dd/mm/yyyy'; UTC instants → La Paz 'dd/mm/yyyy hh:mm'. */
  date?: boolean;
  /** UTC instants → La Paz date-time values shown 'hh:mm' (sortable, and Fin − Inicio is a duration). */
  time?: boolean;
  /** Fractions (0.5) → numbers shown '0.00%'. */
  percent?: boolean;
}

export interface SheetSpec {
  /** Worksheet name (Excel forbids []:*?/\ and allows 31 characters; adjusted if needed). */
  name: string;
  title?: string;
  subtitle?: string;
  columns: SheetColumn[];
  rows: object[];
  /** Column key → total (centavos for money columns). */
  totals?: Record<string, number>;
  /** Default 'TOTAL', written in the first column when it has no total itself. */
  totalsLabel?: string;
}

/** Defined once with the other money formats (domain/money.ts). */
export const MONEY_FORMAT = XLSX_MONEY_FORMAT;
const PERCENT_FORMAT = '0.00%';
const ACCENT = 'FF1F3B64';
const HEADER_FILL = 'FFDCE3EE';
const TOTAL_FILL = 'FFEEF1F5';

/** Centavos → Bs; integer division by 100 gives the double nearest to the decimal amount. */
export function centsToBs(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n) / 100 : null;
}

function toExcelDate(value: unknown): Date | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(String(value));
  // exceljs writes a Date's UTC fields, so shift the instant to La Paz wall-clock time.
  return Number.isNaN(time) ? String(value) : new Date(laPazWallClockMs(time));
}

function isCalendarDate(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

function cellValue(column: SheetColumn, value: unknown): ExcelJS.CellValue {
  if (column.money) return centsToBs(value);
  if (column.date || column.time) return toExcelDate(value);
  if (column.percent) return value === null || value === undefined || value === '' ? null : Number(value);
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  return String(value);
}

/** Excel's sheet-name rules: no []:*?/\, at most 31 characters, unique (case-insensitive), not empty. */
export function safeSheetName(name: string, taken: Set<string>): string {
  const base = (
    name
      .replace(/[[\]:*?/\\]/g, '-')
      .replace(/^'+|'+$/g, '')
      .trim() || 'Hoja'
  ).slice(0, 31);
  let candidate = base;
  for (let i = 2; taken.has(candidate.toLowerCase()); i += 1) {
    const suffix = ` (${i})`;
    candidate = `${base.slice(0, 31 - suffix.length)}${suffix}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

function displayLength(value: ExcelJS.CellValue, column: SheetColumn): number {
  if (value === null || value === undefined) return 0;
  if (column.money && typeof value === 'number')
    return value.toFixed(2).length + Math.floor(Math.abs(value)).toString().length / 3;
  if (value instanceof Date) return 16;
  return String(value).length;
}

function addSheet(workbook: ExcelJS.Workbook, spec: SheetSpec, taken: Set<string>): void {
  const sheet = workbook.addWorksheet(safeSheetName(spec.name, taken));
  const count = Math.max(spec.columns.length, 1);
  let rowNumber = 0;
  for (const [text, font] of [
    [spec.title, { bold: true, size: 14, color: { argb: ACCENT } }],
    [spec.subtitle, { italic: true, size: 10 }],
  ] as const) {
    if (!text) continue;
    rowNumber += 1;
    sheet.mergeCells(rowNumber, 1, rowNumber, count);
    const cell = sheet.getCell(rowNumber, 1);
    cell.value = text;
    cell.font = font;
  }
  if (rowNumber > 0) rowNumber += 1; // a blank row between the titles and the table

  const headerRow = sheet.getRow(++rowNumber);
  spec.columns.forEach((column, i) => {
    const cell = headerRow.getCell(i + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    cell.alignment = { vertical: 'middle', horizontal: column.money ? 'right' : 'left', wrapText: true };
    cell.border = { bottom: { style: 'thin', color: { argb: ACCENT } } };
  });
  const headerNumber = rowNumber;

  const widths = spec.columns.map((column) => column.header.length);
  for (const source of spec.rows as Array<Record<string, unknown>>) {
    const row = sheet.getRow(++rowNumber);
    spec.columns.forEach((column, i) => {
      const value = cellValue(column, source[column.key]);
      const cell = row.getCell(i + 1);
      cell.value = value;
      if (column.money) cell.numFmt = MONEY_FORMAT;
      else if (column.time && value instanceof Date) cell.numFmt = 'hh:mm';
      else if (column.percent) cell.numFmt = PERCENT_FORMAT;
      else if (column.date && value instanceof Date) {
        cell.numFmt = isCalendarDate(source[column.key]) ? 'dd/mm/yyyy' : 'dd/mm/yyyy hh:mm';
      }
      widths[i] = Math.max(widths[i]!, displayLength(value, column));
    });
  }

  const totals = spec.totals;
  if (totals && Object.keys(totals).length > 0) {
    const row = sheet.getRow(++rowNumber);
    spec.columns.forEach((column, i) => {
      const cell = row.getCell(i + 1);
      const total = totals[column.key];
      if (total !== undefined) {
        cell.value = column.money ? centsToBs(total) : total;
        if (column.money) cell.numFmt = MONEY_FORMAT;
      } else if (i === 0) {
        cell.value = spec.totalsLabel ?? 'TOTAL';
      }
      cell.font = { bold: true };
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: TOTAL_FILL } };
      cell.border = { top: { style: 'thin', color: { argb: ACCENT } } };
    });
  }

  spec.columns.forEach((column, i) => {
    sheet.getColumn(i + 1).width = column.width ?? Math.min(60, Math.max(8, Math.ceil(widths[i]! * 1.1) + 2));
  });
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: headerNumber, topLeftCell: `A${headerNumber + 1}` }];
  sheet.pageSetup = {
    orientation: spec.columns.length > 6 ? 'landscape' : 'portrait',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    printTitlesRow: `${headerNumber}:${headerNumber}`,
  };
}

/** Builds an .xlsx file with one worksheet per spec. */
export async function buildWorkbook(sheets: SheetSpec[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Instituto Preuniversitario';
  workbook.created = new Date();
  const taken = new Set<string>();
  for (const spec of sheets) addSheet(workbook, spec, taken);
  if (sheets.length === 0) workbook.addWorksheet('Hoja1');
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
