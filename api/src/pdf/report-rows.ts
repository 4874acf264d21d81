/**
 * The table bodies of a list report as HTML, built here instead of by Handlebars: a busy month's 2,600
 * lines are 24,000 cells, which Handlebars' nested #each (a context frame and an escape per cell, plus a
 * {text, cls} object per cell for it to read) turned into 0.8 s of the request; a string built in one pass
 * takes a small part of that. Every value goes through Handlebars' own escaping, so what reaches the document is
 * what `{{text}}` printed; list-report.hbs inserts the result with a triple-stash.
 */
import Handlebars from 'handlebars';

const escape = (text: string): string => Handlebars.escapeExpression(text);

/**
 * Rows per <tbody> of a list report. Chromium paginates a table section by laying it out again for every page
 * it spans, so one body of thousands of rows costs pages × rows (a month of 6,000 lines: 16–22 s); bodies of a
 * few rows keep it linear. Even, so the zebra stripes (nth-child within a body) keep alternating across bodies.
 */
export const ROWS_PER_BODY = 20;

/**
 * Rows per <table> of a long list report. Chromium's printing of one table grows faster than its rows (a table of
 * 6,000 lines took twice the time of two of 3,000: it paginates the whole table for every page), so a long
 * section is printed as consecutive tables of this many lines, each with the column heads (which Chromium also
 * repeats on each page): the heads then also appear once mid-page every ROWS_PER_TABLE lines. A multiple of
 * ROWS_PER_BODY, so the stripes keep alternating.
 */
export const ROWS_PER_TABLE = 500;

/** What one column prints: its cell class and the text of a value (already formatted, not yet escaped). */
export interface RowColumn {
  cls: string;
  text: (row: Record<string, unknown>, index: number) => string;
}

/** `<tbody>` after `<tbody>` of ROWS_PER_BODY rows each; '' for no rows. */
function reportBodiesHtml(columns: RowColumn[], rows: Array<Record<string, unknown>>): string {
  // The opening tag of each cell is the same for every row of a column.
  const opens = columns.map((column) => `<td class="${escape(column.cls)}">`);
  const parts: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i % ROWS_PER_BODY === 0) parts.push(i ? '</tbody>\n<tbody>' : '<tbody>');
    let line = '\n<tr>';
    for (let c = 0; c < columns.length; c++) line += `${opens[c]}${escape(columns[c]!.text(rows[i]!, i))}</td>`;
    parts.push(`${line}</tr>`);
  }
  if (rows.length) parts.push('\n</tbody>');
  return parts.join('');
}

/** The bodies of each table of a section (reportBodiesHtml), ROWS_PER_TABLE lines per table; one '' for no rows. */
export function reportTablesHtml(columns: RowColumn[], rows: Array<Record<string, unknown>>): string[] {
  if (!rows.length) return [''];
  const tables: string[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_TABLE) {
    const part = rows.slice(start, start + ROWS_PER_TABLE);
    tables.push(
      reportBodiesHtml(
        columns.map((column) => ({ ...column, text: (row, index) => column.text(row, start + index) })),
        part,
      ),
    );
  }
  return tables;
}
