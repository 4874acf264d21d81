import { VOIDING } from '../../../../domain/voiding.js';
import type { Knex } from 'knex';
import { buildWorkbook, type SheetColumn } from '../../excel/workbook.js';
import { assertRole, departmentFor, STAFF_ROLES, type Actor } from '../../http/session.js';
import { ensureVerificationCode, verificationUrl } from '../../lib/receipts.js';
import {
  receiptFileName,
  renderListReport,
  renderReceipt,
  type ReceiptData,
  type ReportColumn,
} from '../../pdf/documents.js';
import type { FinanceFilter } from './filters.rules.js';

/**
 * Header of an income/expense document: the department, and the acting user's branch name and phone when
 * the user belongs to that department (spec 02 §6 "Receipts show the user's branch…").
 */
export async function documentHeader(db: Knex, actor: Actor, departmentId: number) {
  const department = await db('departments').where({ id: departmentId }).first('name');
  const branch =
    actor.branchOfficeId && actor.departmentId === departmentId
      ? await db('branchOffices').where({ id: actor.branchOfficeId }).first('name', 'phone')
      : null;
  return { department: department?.name ?? '', branchName: branch?.name ?? '', branchPhone: branch?.phone ?? '' };
}

export const fullName = (row: { firstNames?: string | null; lastNames?: string | null }) =>
  [row.firstNames, row.lastNames].filter(Boolean).join(' ');

/** Income receipts are numbered 'O-{codigo}' (spec 02 §9), apart from the payment receipts' plain numbers. */
export const incomeNumber = (receiptNumber: number) => `O-${receiptNumber}`;

/** The receipt's 'Estado' line: a deactivated income or expense still prints, marked as void. */
export const stateLine = (status: number) => ({
  label: 'Estado',
  value: status === 1 ? VOIDING.liveCaps : VOIDING.stateCaps,
});

/** What an income or expense list report prints: the department's rows (amount in centavos under `total`) and the filter line. */
export interface ListReportContent {
  departmentId: number;
  rows: Array<Record<string, unknown> & { total: number }>;
  filters: Array<{ label: string; value: string }>;
}

const totalOf = (rows: ListReportContent['rows']) => rows.reduce((sum, row) => sum + row.total, 0);

/** The list report PDF (spec 02 §9): the document header, the filter line, numbered rows and the Total Bs. row. */
async function listReportPdf(
  db: Knex,
  actor: Actor,
  content: ListReportContent,
  layout: { title: string; columns: ReportColumn[]; emptyText: string },
): Promise<Buffer> {
  return renderListReport({
    header: await documentHeader(db, actor, content.departmentId),
    title: layout.title,
    filters: content.filters,
    numbered: true,
    columns: layout.columns,
    rows: content.rows,
    totals: { total: totalOf(content.rows) },
    emptyText: layout.emptyText,
  });
}

/** The same list as one worksheet titled with the department, the filters as its subtitle, and a totals row. */
async function listReportXlsx(
  db: Knex,
  content: ListReportContent,
  layout: { sheet: string; title: string; columns: SheetColumn[] },
): Promise<Buffer> {
  const department = await db('departments').where({ id: content.departmentId }).first('name');
  return buildWorkbook([
    {
      name: layout.sheet,
      title: `${layout.title} - ${department?.name ?? ''}`,
      subtitle: content.filters.map((f) => `${f.label}: ${f.value}`).join(' · '),
      columns: layout.columns,
      rows: content.rows,
      totals: { total: totalOf(content.rows) },
    },
  ]);
}

/**
 * The receipt of an income or expense row: its department's header under `title`, amount in words, and the
 * public verification link of the row (its code made on first print).
 */
export async function ledgerReceipt(
  db: Knex,
  actor: Actor,
  entry: { table: 'incomes' | 'expenses'; id: number; departmentId: number; title: string; publicUrl: string },
  content: Omit<ReceiptData, 'header' | 'verification' | 'amountInWords'>,
): Promise<{ pdf: Buffer; filename: string }> {
  const pdf = await renderReceipt({
    ...content,
    header: { ...(await documentHeader(db, actor, entry.departmentId)), title: entry.title },
    amountInWords: true,
    verification: { url: verificationUrl(entry.publicUrl, await ensureVerificationCode(db, entry.table, entry.id)) },
  });
  return { pdf, filename: receiptFileName(content.number) };
}

type ReportRequest = [db: Knex, actor: Actor, requestedDepartment: number | null, filter: FinanceFilter];

/** A column of a ledger report, in the PDF and in the worksheet alike unless `sheetOnly`. */
export interface LedgerColumn {
  label: string;
  key: string;
  money?: boolean;
  date?: boolean;
  /** CSS width in the PDF. */
  width?: string;
  sheetOnly?: boolean;
}

/**
 * The list report of a ledger book (spec 02 §9) as PDF and as a worksheet: staff only, in the department acted
 * in; `content` reads the rows (amount in centavos under `total`) and the filter line.
 */
export function ledgerReports(
  layout: { title: string; sheet: string; emptyText: string; columns: LedgerColumn[] },
  content: (
    db: Knex,
    actor: Actor,
    departmentId: number,
    filter: FinanceFilter,
  ) => Promise<Omit<ListReportContent, 'departmentId'>>,
) {
  const pdfColumns: ReportColumn[] = layout.columns
    .filter((c) => !c.sheetOnly)
    .map(({ sheetOnly: _, ...column }) => column);
  const sheetColumns: SheetColumn[] = layout.columns.map(({ label, key, money, date }) => ({
    header: label,
    key,
    ...(money && { money }),
    ...(date && { date }),
  }));
  async function read(...[db, actor, requestedDepartment, filter]: ReportRequest): Promise<ListReportContent> {
    assertRole(actor, STAFF_ROLES);
    const departmentId = departmentFor(actor, requestedDepartment);
    return { departmentId, ...(await content(db, actor, departmentId, filter)) };
  }
  return {
    pdf: async (...request: ReportRequest) =>
      listReportPdf(request[0], request[1], await read(...request), {
        title: layout.title,
        columns: pdfColumns,
        emptyText: layout.emptyText,
      }),
    xlsx: async (...request: ReportRequest) =>
      listReportXlsx(request[0], await read(...request), {
        sheet: layout.sheet,
        title: layout.title,
        columns: sheetColumns,
      }),
  };
}
