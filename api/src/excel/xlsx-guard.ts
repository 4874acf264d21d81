/**
 * Checks an uploaded .xlsx before anything loads it whole. ExcelJS inflates every part of the archive in
 * memory and builds every cell (and every cell of a merged or validated range), so a 500 kB file can hold
 * hundreds of MB or millions of cells. Here the archive is read as a stream: the central directory's entry
 * count and declared sizes first (and that it is the only directory JSZip could find), then each part inflated
 * with yauzl (which fails when a part inflates past its declared size), every XML part through a SAX parser
 * that counts its elements, and in worksheets stops at the first row or column over the limit. Inflating runs
 * on zlib's thread pool and the parser takes one chunk at a time, so other requests keep being answered
 * meanwhile. What passes is small enough for ExcelJS to build in a worker (read-sheet.ts).
 */
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry } from 'yauzl';

export interface XlsxLimits {
  maxEntries: number;
  /** Inflated bytes of one part and of the whole archive. */
  maxEntryBytes: number;
  maxTotalBytes: number;
  /** Inflated / compressed, for parts over 1 MB inflated (small parts may compress any amount). */
  maxRatio: number;
  /** Highest row number and column number any worksheet may reach, cells included in merges and validations. */
  maxRows: number;
  maxColumns: number;
  /** Cells written in all worksheets together. */
  maxCells: number;
  /** XML elements in all parts together: what ExcelJS's parse costs (shared strings and styles included). */
  maxElements: number;
}

export type XlsxRefusal = 'corrupt' | 'entries' | 'size' | 'rows' | 'columns' | 'cells';

/** Thrown for an archive that cannot be what the caller expects; the caller words the message. */
export class XlsxRefused extends Error {
  constructor(readonly reason: XlsxRefusal) {
    super(`xlsx refused: ${reason}`);
  }
}

const RATIO_FLOOR_BYTES = 1024 * 1024;
const END_RECORD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** ExcelJS takes any part whose name merely contains xl/worksheets/sheetN.xml for a sheet: this matches more. */
const WORKSHEET = /xl\/worksheets\/[^/]*\.xml/i;
/** The other XML parts ExcelJS may parse (VML is left out: Excel writes it loosely and it is only drained). */
const XML = /\.(xml|rels)$/i;
/** Excel's last column; ExcelJS builds one object per column up to a <col> element's min and max. */
const SHEET_COLUMNS = 16384;

export async function inspectXlsx(bytes: Buffer, limits: XlsxLimits): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw new XlsxRefused('corrupt');
  }
  if (zip.entryCount > limits.maxEntries) throw new XlsxRefused('entries');
  try {
    // The directory first (small, nothing inflated), then the parts.
    const entries: Entry[] = [];
    const totals: Totals = { bytes: 0, cells: 0, elements: 0 };
    for await (const entry of zip.eachEntry()) {
      checkDeclared(entry, totals, limits);
      entries.push(entry);
    }
    if (!plainDirectory(bytes, entries)) throw new XlsxRefused('entries');
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      if (WORKSHEET.test(entry.fileName)) await scanXml(stream, totals, limits, worksheetRules(totals, limits));
      else if (XML.test(entry.fileName)) await scanXml(stream, totals, limits);
      else for await (const chunk of stream) void chunk; // inflated (and size-checked by yauzl), then dropped
    }
  } catch (err) {
    if (err instanceof XlsxRefused) throw err;
    // yauzl's own check: a part inflating to more than the central directory declared.
    throw new XlsxRefused(/too many bytes/i.test(String((err as Error)?.message)) ? 'size' : 'corrupt');
  }
}

/**
 * JSZip, inside ExcelJS, finds the directory its own way: from the last end record, shifting every offset when
 * the directory does not end right at that record, and reading records past the declared count. So the archive
 * may hold nothing else for it to find: one directory, from its declared offset up to the end record, made of
 * exactly the entries yauzl read (a zip64 or prefixed archive, which no spreadsheet program writes this small,
 * fails this too).
 */
function plainDirectory(bytes: Buffer, entries: Entry[]): boolean {
  const end = bytes.lastIndexOf(END_RECORD);
  if (end < 0 || end + 22 > bytes.length) return false;
  const records = entries.reduce((sum, e) => sum + 46 + e.fileNameLength + e.extraFieldLength + e.fileCommentLength, 0);
  const [count, size, offset] = [
    bytes.readUInt16LE(end + 10),
    bytes.readUInt32LE(end + 12),
    bytes.readUInt32LE(end + 16),
  ];
  return count === entries.length && size === records && offset + size === end;
}

/** The sizes the central directory declares; the real ones are held to them while inflating. */
function checkDeclared(entry: Entry, totals: Totals, limits: XlsxLimits): void {
  const size = entry.uncompressedSize;
  totals.bytes += size;
  if (size > limits.maxEntryBytes || totals.bytes > limits.maxTotalBytes) throw new XlsxRefused('size');
  if (size > RATIO_FLOOR_BYTES && size > limits.maxRatio * Math.max(1, entry.compressedSize))
    throw new XlsxRefused('size');
}

type Totals = { bytes: number; cells: number; elements: number };

/**
 * Counts the elements of one XML part, handing each to `rules` (a worksheet's). A part that is not well-formed
 * XML stops being counted and is drained: ExcelJS either ignores that part or fails on it just the same.
 */
async function scanXml(stream: Readable, totals: Totals, limits: XlsxLimits, rules?: (node: SaxesTagPlain) => void) {
  const parser = new SaxesParser();
  parser.on('opentag', (node: SaxesTagPlain) => {
    if (++totals.elements > limits.maxElements) throw new XlsxRefused('cells');
    rules?.(node);
  });
  stream.setEncoding('utf8');
  let wellFormed = true;
  try {
    for await (const chunk of stream) {
      if (!wellFormed) continue;
      try {
        parser.write(chunk as string);
      } catch (err) {
        if (err instanceof XlsxRefused || rules) throw err;
        wellFormed = false;
      }
    }
    if (wellFormed) parser.close();
  } catch (err) {
    stream.destroy(); // stop inflating what will not be read
    throw err;
  }
}

/** A worksheet's limits: rows, columns and cells, as written and as reached by merged or validated ranges. */
function worksheetRules(totals: Totals, limits: XlsxLimits): (node: SaxesTagPlain) => void {
  let rows = 0;
  let column = 0;
  const reach = (row: number, col: number) => {
    if (row > limits.maxRows) throw new XlsxRefused('rows');
    if (col > limits.maxColumns) throw new XlsxRefused('columns');
  };
  const range = (ref: string | undefined) => {
    for (const part of (ref ?? '').split(/[\s:]+/)) {
      const cell = cellRef(part);
      if (cell) reach(cell.row, cell.col);
    }
  };
  return (node) => {
    const name = node.name.slice(node.name.indexOf(':') + 1);
    const attr = (key: string) => node.attributes[key] as string | undefined;
    if (name === 'row') {
      rows += 1;
      column = 0;
      reach(Math.max(rows, Number(attr('r')) || 0), 0);
    } else if (name === 'c') {
      column += 1;
      if (++totals.cells > limits.maxCells) throw new XlsxRefused('cells');
      const cell = cellRef(attr('r') ?? '');
      reach(Math.max(rows, cell?.row ?? 0), Math.max(column, cell?.col ?? 0));
      if (cell) column = cell.col;
    } else if (name === 'col') {
      if (!(Number(attr('min')) <= SHEET_COLUMNS && Number(attr('max')) <= SHEET_COLUMNS))
        throw new XlsxRefused('columns');
    } else if (name === 'mergeCell') {
      range(attr('ref'));
    } else if (name === 'dataValidation') {
      range(attr('sqref'));
    }
  };
}

/** 'AB12' or '$AB$12' → { col: 28, row: 12 }; a whole column or row ('A', '3') counts as reaching the sheet's end. */
function cellRef(ref: string): { col: number; row: number } | null {
  const match = /^\$?([A-Z]{0,3})\$?(\d{0,7})$/i.exec(ref.trim());
  if (!match || (!match[1] && !match[2])) return null;
  let col = 0;
  for (const letter of match[1].toUpperCase()) col = col * 26 + letter.charCodeAt(0) - 64;
  return { col: match[1] ? col : 16384, row: match[2] ? Number(match[2]) : 1048576 };
}
