import type { Knex } from 'knex';
import { assertRole, departmentFor, STAFF_ROLES, type Actor } from '../../http/session.js';
import { ensureVerificationCode, verificationUrl } from '../../lib/receipts.js';
import { receiptFileName, renderReceipt } from '../../pdf/documents.js';
import {
  documentHeader, fullName, listReportPdf, listReportXlsx, stateLine, type ListReportContent,
} from '../incomes/documents.shared.js';
import { filterLine, type FinanceFilter } from '../incomes/filters.js';
import { findExpense, reportExpenses } from './expenses.service.js';

export const EXPENSE_REPORT_PDF = 'Reporte de Egresos.pdf';
export const EXPENSE_REPORT_XLSX = 'ReporteEgresos.xlsx';
export const EXPENSE_SHEET = 'Egresos';
const TITLE = 'REPORTE DE EGRESOS';

/** The expense receipt: letter, the expense's number, amount in words, signature lines, La Paz time. */
export async function expenseReceipt(db: Knex, actor: Actor, id: number, publicUrl: string): Promise<{ pdf: Buffer; filename: string }> {
  assertRole(actor, STAFF_ROLES);
  const expense = await findExpense(db, actor, id);
  const pdf = await renderReceipt({
    header: { ...(await documentHeader(db, actor, expense.departmentId)), title: 'RECIBO DE EGRESO' },
    number: expense.receiptNumber,
    date: expense.registeredAt,
    lines: [
      { label: 'Nombre', value: expense.name, wide: true },
      ...(expense.detail ? [{ label: 'Detalle', value: expense.detail, wide: true }] : []),
      stateLine(expense.status),
      { label: 'Registrado por', value: fullName(expense), wide: true },
    ],
    amounts: [{ label: expense.detail || expense.name, amount: expense.totalCents }],
    amountInWords: true,
    verification: { url: verificationUrl(publicUrl, await ensureVerificationCode(db, 'expenses', expense.id)) },
  });
  return { pdf, filename: receiptFileName(expense.receiptNumber) };
}

async function reportContent(
  db: Knex, actor: Actor, requestedDepartment: number | null, filter: FinanceFilter,
): Promise<ListReportContent> {
  assertRole(actor, STAFF_ROLES);
  const departmentId = departmentFor(actor, requestedDepartment);
  const found: Array<Record<string, any>> = await reportExpenses(db, actor, departmentId, filter);
  const rows = found.map((row) => ({
    codigo: row.receiptNumber, fechaRegistro: row.registeredAt, nombre: row.name, detalle: row.detail,
    usuario: fullName(row), total: row.totalCents as number,
  }));
  return { departmentId, rows, filters: filterLine(filter) };
}

export async function expenseReportPdf(db: Knex, actor: Actor, requestedDepartment: number | null, filter: FinanceFilter) {
  return listReportPdf(db, actor, await reportContent(db, actor, requestedDepartment, filter), {
    title: TITLE,
    columns: [
      { label: 'Nro Egreso', key: 'codigo', width: '20mm' }, { label: 'Fecha', key: 'fechaRegistro', date: true, width: '28mm' },
      { label: 'Nombre', key: 'nombre' }, { label: 'Detalle', key: 'detalle' },
      { label: 'Total Bs.', key: 'total', money: true, width: '24mm' },
    ],
    emptyText: 'No se encontro egresos',
  });
}

/** ReporteEgresos.xlsx, sheet 'Egresos' (spec 02 §9). */
export async function expenseReportXlsx(db: Knex, actor: Actor, requestedDepartment: number | null, filter: FinanceFilter) {
  return listReportXlsx(db, await reportContent(db, actor, requestedDepartment, filter), {
    sheet: EXPENSE_SHEET,
    title: TITLE,
    columns: [
      { header: 'Nro Egreso', key: 'codigo' }, { header: 'Fecha', key: 'fechaRegistro', date: true }, { header: 'Nombre', key: 'nombre' },
      { header: 'Detalle', key: 'detalle' }, { header: 'Registrado por', key: 'usuario' }, { header: 'Total Bs.', key: 'total', money: true },
    ],
  });
}
