import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, expect } from 'vitest';
import { closeBrowser } from '../../api/src/pdf/browser.js';
import type { TestApi } from './harness.js';

/** The income and expense suites render documents: close the shared browser once their file is done. */
export function closeBrowserAfterAll(): void {
  afterAll(async () => {
    await closeBrowser();
  });
}

/** pdftotext text (whitespace collapsed), pdfinfo page size in points and page count. */
export function readPdf(pdf: Buffer): { text: string; width: number; height: number; pages: number; title: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'finance-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    return {
      text,
      width: Number(size[1]),
      height: Number(size[2]),
      pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
      title: /Title:\s+(.*)/.exec(info)?.[1]?.trim() ?? '',
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Paper sizes in points (width × height) as pdfinfo reports them. */
const PAPER = { letter: [612, 792], letterLandscape: [792, 612], legalLandscape: [1008, 612] } as const;

/**
 * A printed document as a reader checks it: on the expected paper, with every one of `texts` on it. Returns what
 * was read, for the checks particular to the document.
 */
export function expectPrinted(pdf: Buffer, paper: keyof typeof PAPER, texts: string[]): ReturnType<typeof readPdf> {
  const printed = readPdf(pdf);
  expect([Math.round(printed.width), Math.round(printed.height)]).toEqual(PAPER[paper]);
  for (const text of texts) expect(printed.text).toContain(text);
  return printed;
}

/** The cells under the header `header` of sheet `name` (default the first), read back with exceljs. */
export async function sheetColumn(bytes: Buffer, header: string, name?: string): Promise<ExcelJS.Cell[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = name ? book.getWorksheet(name)! : book.worksheets[0]!;
  let headerRow = 0;
  let col = 0;
  sheet.eachRow((row, number) =>
    row.eachCell((cell, c) => {
      if (!headerRow && cell.value === header) [headerRow, col] = [number, c];
    }),
  );
  if (!headerRow) throw new Error(`No column ${header}`);
  const cells: ExcelJS.Cell[] = [];
  for (let r = headerRow + 1; r <= sheet.rowCount; r++) cells.push(sheet.getRow(r).getCell(col));
  return cells;
}

/** Every cell value of a sheet, row after row. */
export function sheetValues(sheet: ExcelJS.Worksheet): unknown[] {
  const values: unknown[] = [];
  sheet.eachRow((row) => values.push(...(row.values as unknown[])));
  return values;
}

export const count = async (api: TestApi, table: string) => Number((await api.db(table).count({ n: '*' }).first())?.n);
