/**
 * Reads an uploaded student list: an .xlsx through the same guards as the grades upload (archive inspected as a
 * stream, then ExcelJS in a worker thread), or a .csv (comma or semicolon separated, as Excel saves it in either
 * locale). Answers the data rows with their cells by column key; the header row must name the required columns.
 */
import { readFile } from 'node:fs/promises';
import {
  EXAMPLE_CI,
  headerKey,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES as M,
  IMPORT_SHEET,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type ImportCells,
  type ImportColumnKey,
} from '../../../../domain/student-import.js';
import { readSheetOffThread, type SheetRow } from '../../excel/read-sheet.js';
import { inspectXlsx, XlsxRefused, type XlsxLimits, type XlsxRefusal } from '../../excel/xlsx-guard.js';
import { badRequest } from '../../http/errors.js';
import type { UploadedFile } from '../../http/upload.js';

export interface ImportRow {
  number: number;
  cells: ImportCells;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const COLUMNS = 20;

/**
 * What a student workbook can hold before ExcelJS loads it: 5,000 rows of the template's 13 columns are 65,000
 * cells and, with shared strings and styles, some 200,000 XML elements. The template's list validations reach
 * the same last row.
 */
const STUDENT_WORKBOOK: XlsxLimits = {
  maxEntries: 200,
  maxEntryBytes: 24 * 1024 * 1024,
  maxTotalBytes: 32 * 1024 * 1024,
  maxRatio: 100,
  maxRows: MAX_IMPORT_ROWS + 1,
  maxColumns: COLUMNS,
  maxCells: (MAX_IMPORT_ROWS + 1) * 14,
  maxElements: 300_000,
};
const REFUSALS: Record<XlsxRefusal, string> = {
  corrupt: M.fileNotSpreadsheet,
  entries: M.fileTooBigUnpacked,
  size: M.fileTooBigUnpacked,
  cells: M.fileTooBigUnpacked,
  rows: M.fileTooManyRows,
  columns: M.fileTooManyColumns,
};

export async function readImportFile(file: UploadedFile | undefined): Promise<ImportRow[]> {
  if (!file) throw badRequest(M.fileMissing);
  if (file.size > MAX_IMPORT_BYTES) throw badRequest(M.fileTooLarge);
  const bytes = await readFile(file.filepath);
  if (bytes.subarray(0, 8).equals(OLE)) throw badRequest(M.fileIsXls);
  const sheet = bytes.subarray(0, 4).equals(ZIP) ? await readXlsx(bytes) : readCsv(bytes);
  return mapColumns(sheet);
}

async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  try {
    await inspectXlsx(bytes, STUDENT_WORKBOOK);
    const rows = await readSheetOffThread(bytes, IMPORT_SHEET, { timeoutMs: 60_000, memoryMb: 512 });
    if (!rows) throw badRequest(M.fileNoSheet);
    return rows;
  } catch (err) {
    if (err instanceof XlsxRefused) throw badRequest(REFUSALS[err.reason]);
    throw err;
  }
}

/** RFC 4180 fields (quotes doubled inside quoted fields); the separator is the header line's ';' or ','. */
function readCsv(bytes: Buffer): SheetRow[] {
  let text = bytes.toString('utf8');
  // Text that is not UTF-8 (a Windows-1252 export) reads as Latin-1: accents survive either way.
  if (text.includes('\uFFFD')) text = bytes.toString('latin1');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // oxlint-disable-next-line no-control-regex
  if (/[\p{Cc}]/u.test(text.replace(/[\r\n\t]/g, ''))) throw badRequest(M.fileNotSpreadsheet);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: SheetRow[] = [];
  let values: unknown[] = [];
  let field = '';
  let quoted = false;
  let number = 1;
  const endField = () => {
    values.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (values.length > COLUMNS) throw badRequest(M.fileTooManyColumns);
    if (values.some((v) => String(v).trim() !== '')) rows.push({ number, values: [undefined, ...values] });
    if (rows.length > MAX_IMPORT_ROWS + 1) throw badRequest(M.fileTooManyRows);
    values = [];
    number += 1;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === separator) endField();
    else if (ch === '\n') endRow();
    else if (ch !== '\r') field += ch;
  }
  if (field !== '' || values.length) endRow();
  return rows;
}

/** The header row (the first with a value) names the columns; the rows after it are the data. */
function mapColumns(sheet: SheetRow[]): ImportRow[] {
  const header = sheet[0];
  if (!header) throw badRequest(M.fileNoRows);
  const byHeader = new Map(IMPORT_COLUMNS.map((c) => [headerKey(c.header), c.key]));
  const columns = new Map<number, ImportColumnKey>();
  header.values.forEach((value, col) => {
    const key = byHeader.get(headerKey(value));
    if (key && ![...columns.values()].includes(key)) columns.set(col, key);
  });
  const found = new Set(columns.values());
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !found.has(c.key)).map((c) => c.header);
  if (missing.length) throw badRequest(M.missingColumns(missing));
  const rows: ImportRow[] = [];
  for (const row of sheet.slice(1)) {
    const cells: ImportCells = {};
    for (const [col, key] of columns) cells[key] = row.values[col] ?? null;
    const blank = Object.values(cells).every((v) => v === null || String(v).trim() === '');
    if (
      blank ||
      String(cells.ci ?? '')
        .trim()
        .toUpperCase() === EXAMPLE_CI
    )
      continue;
    rows.push({ number: row.number, cells });
  }
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(M.fileTooManyRows);
  if (!rows.length) throw badRequest(M.fileNoRows);
  return rows;
}
