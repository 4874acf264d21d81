import type { Knex } from 'knex';
import { assertRole, STAFF_ROLES, type Actor } from '../../http/session.js';
import { fullName, ledgerReceipt, ledgerReports, stateLine } from '../incomes/ledger.documents.js';
import { filterLine } from '../incomes/filters.rules.js';
import { findExpense, reportExpenses } from './expenses.service.js';

export const EXPENSE_REPORT_PDF = 'Reporte de Egresos.pdf';
export const EXPENSE_REPORT_XLSX = 'ReporteEgresos.xlsx';
const EXPENSE_SHEET = 'Egresos';
const TITLE = 'REPORTE DE EGRESOS';

/** The expense receipt: letter, the expense's number, amount in words, signature lines, La Paz time. */
export async function expenseReceipt(
  db: Knex,
  actor: Actor,
  id: number,
  publicUrl: string,
): Promise<{ pdf: Buffer; filename: string }> {
  assertRole(actor, STAFF_ROLES);
  const expense = await findExpense(db, actor, id);
  return ledgerReceipt(
    db,
    actor,
    { table: 'expenses', id: expense.id, departmentId: expense.departmentId, title: 'RECIBO DE EGRESO', publicUrl },
    {
      number: expense.receiptNumber,
      date: expense.registeredAt,
      lines: [
        { label: 'Nombre', value: expense.name, wide: true },
        ...(expense.detail ? [{ label: 'Detalle', value: expense.detail, wide: true }] : []),
        stateLine(expense.status),
        { label: 'Registrado por', value: fullName(expense), wide: true },
      ],
      amounts: [{ label: expense.detail || expense.name, amount: expense.totalCents }],
    },
  );
}

/** The expense report (PDF) and ReporteEgresos.xlsx, sheet 'Egresos' (spec 02 §9), with the list's visibility. */
const reports = ledgerReports(
  {
    title: TITLE,
    sheet: EXPENSE_SHEET,
    emptyText: 'No se encontro egresos',
    columns: [
      { label: 'Nro Egreso', key: 'codigo', width: '20mm' },
      { label: 'Fecha', key: 'fechaRegistro', date: true, width: '28mm' },
      { label: 'Nombre', key: 'nombre' },
      { label: 'Detalle', key: 'detalle' },
      { label: 'Registrado por', key: 'usuario', sheetOnly: true },
      { label: 'Total Bs.', key: 'total', money: true, width: '24mm' },
    ],
  },
  async (db, actor, departmentId, filter) => {
    const found = await reportExpenses(db, actor, departmentId, filter);
    const rows = found.map((row) => ({
      codigo: row.receiptNumber,
      fechaRegistro: row.registeredAt,
      nombre: row.name,
      detalle: row.detail,
      usuario: fullName(row),
      total: row.totalCents as number,
    }));
    return { rows, filters: filterLine(filter) };
  },
);

export const expenseReportPdf = reports.pdf;
export const expenseReportXlsx = reports.xlsx;
