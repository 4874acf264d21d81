import type { Knex } from 'knex';
import { buildWorkbook } from '../../excel/workbook.js';
import { assertRole, departmentFor, STAFF_ROLES, type Actor } from '../../http/session.js';
import { receiptFileName, renderListReport, renderReceipt } from '../../pdf/documents.js';
import { documentHeader, fullName } from '../incomes/documents.shared.js';
import { filterLine, type FinanceFilter } from '../incomes/filters.js';
import { findExpense, reportExpenses } from './expenses.service.js';

export const EXPENSE_REPORT_PDF = 'Reporte de Egresos.pdf';
export const EXPENSE_REPORT_XLSX = 'ReporteEgresos.xlsx';
export const EXPENSE_SHEET = 'Egresos';
const TITLE = 'REPORTE DE EGRESOS';

/** The expense receipt: letter, the expense's number, amount in words, signature lines, La Paz time. */
export async function expenseReceipt(db: Knex, actor: Actor, id: number): Promise<{ pdf: Buffer; filename: string }> {
  assertRole(actor, STAFF_ROLES);
  const expense = await findExpense(db, actor, id);
  const pdf = await renderReceipt({
    header: { ...(await documentHeader(db, actor, expense.departmentId)), title: 'RECIBO DE EGRESO' },
    number: expense.receiptNumber,
    date: expense.registeredAt,
    lines: [
      { label: 'Nombre', value: expense.name, wide: true },
      ...(expense.detail ? [{ label: 'Detalle', value: expense.detail, wide: true }] : []),
      { label: 'Estado', value: expense.status === 1 ? 'VIGENTE' : 'ANULADO' },
      { label: 'Registrado por', value: fullName(expense), wide: true },
    ],
    amounts: [{ label: expense.detail || expense.name, amount: expense.totalCents }],
    amountInWords: true,
  });
  return { pdf, filename: receiptFileName(expense.receiptNumber) };
}

async function reportContext(db: Knex, actor: Actor, requestedDepartment: number | null, filter: FinanceFilter) {
  assertRole(actor, STAFF_ROLES);
  const departmentId = departmentFor(actor, requestedDepartment);
  const found: Array<Record<string, any>> = await reportExpenses(db, actor, departmentId, filter);
  const rows = found.map((row) => ({
    codigo: row.receiptNumber, fechaRegistro: row.registeredAt, nombre: row.name, detalle: row.detail,
    usuario: fullName(row), total: row.totalCents as number,
  }));
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  return { departmentId, rows, total, filters: filterLine(filter) };
}

export async function expenseReportPdf(db: Knex, actor: Actor, requestedDepartment: number | null, filter: FinanceFilter) {
  const { departmentId, rows, total, filters } = await reportContext(db, actor, requestedDepartment, filter);
  return renderListReport({
    header: await documentHeader(db, actor, departmentId),
    title: TITLE,
    filters,
    numbered: true,
    columns: [
      { label: 'Nro Egreso', key: 'codigo', width: '20mm' }, { label: 'Fecha', key: 'fechaRegistro', date: true, width: '28mm' },
      { label: 'Nombre', key: 'nombre' }, { label: 'Detalle', key: 'detalle' },
      { label: 'Total Bs.', key: 'total', money: true, width: '24mm' },
    ],
    rows,
    totals: { total },
    emptyText: 'No se encontro egresos',
  });
}

/** ReporteEgresos.xlsx, sheet 'Egresos' (spec 02 §9). */
export async function expenseReportXlsx(db: Knex, actor: Actor, requestedDepartment: number | null, filter: FinanceFilter) {
  const { departmentId, rows, total, filters } = await reportContext(db, actor, requestedDepartment, filter);
  const department = await db('departments').where({ id: departmentId }).first('name');
  return buildWorkbook([{
    name: EXPENSE_SHEET,
    title: `${TITLE} - ${department?.name ?? ''}`,
    subtitle: filters.map((f) => `${f.label}: ${f.value}`).join(' · '),
    columns: [
      { header: 'Nro Egreso', key: 'codigo' }, { header: 'Fecha', key: 'fechaRegistro', date: true }, { header: 'Nombre', key: 'nombre' },
      { header: 'Detalle', key: 'detalle' }, { header: 'Registrado por', key: 'usuario' }, { header: 'Total Bs.', key: 'total', money: true },
    ],
    rows,
    totals: { total },
  }]);
}
