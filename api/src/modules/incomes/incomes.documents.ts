import type { Knex } from 'knex';
import { assertRole, departmentFor, STAFF_ROLES, type Actor } from '../../http/session.js';
import { ensureVerificationCode, verificationUrl } from '../../lib/receipts.js';
import { PAYMENT_RECEIPT_FOOTER, receiptFileName, renderReceipt, type ReceiptLine } from '../../pdf/documents.js';
import { applyFilter, filterLine, type FinanceFilter } from './filters.js';
import { baseQuery, findIncome, INCOME_FILTER_COLUMNS } from './incomes.service.js';
import { KIND, packageMinutes } from './lookups.js';
import {
  documentHeader, fullName, incomeNumber, listReportPdf, listReportXlsx, stateLine, type ListReportContent,
} from './documents.shared.js';

export const INCOME_REPORT_PDF = 'Reporte de Ingresos.pdf';
export const INCOME_REPORT_XLSX = 'ReporteIngresos.xlsx';
export const INCOME_SHEET = 'Ingresos';
const TITLE = 'REPORTE DE INGRESOS';

/** Lines particular to a package (student, hours) or a practice (teacher, level). */
async function kindLines(db: Knex, income: Record<string, any>): Promise<ReceiptLine[]> {
  if (income.kind === KIND.PACKAGE && income.reservationId) {
    const r = await db('reservations').join('users', 'users.id', 'reservations.studentId')
      .join('lessonLevels', 'lessonLevels.id', 'reservations.levelId')
      .where('reservations.id', income.reservationId)
      .first('users.firstNames', 'users.lastNames', 'users.ci', 'lessonLevels.name as levelName', 'reservations.studentCount');
    const hours = (packageMinutes(income.typeName) ?? 0) / 60;
    return r ? [
      { label: 'Estudiante', value: fullName(r), wide: true }, { label: 'CI', value: r.ci },
      { label: 'Horas', value: hours }, { label: 'Nivel', value: r.levelName }, { label: 'Nro Alumnos', value: r.studentCount },
    ] : [];
  }
  if (income.kind === KIND.PRACTICE) {
    const p = await db('practiceIncomes').join('users', 'users.id', 'practiceIncomes.teacherId')
      .join('lessonLevels', 'lessonLevels.id', 'practiceIncomes.levelId')
      .where('practiceIncomes.incomeId', income.id).first('users.firstNames', 'users.lastNames', 'lessonLevels.name as levelName');
    return p ? [{ label: 'Docente', value: fullName(p), wide: true }, { label: 'Nivel', value: p.levelName }] : [];
  }
  return [];
}

/** The income receipt: letter, number 'O-{codigo}', amount in words, signature lines, La Paz time. */
export async function incomeReceipt(db: Knex, actor: Actor, id: number, publicUrl: string): Promise<{ pdf: Buffer; filename: string }> {
  assertRole(actor, STAFF_ROLES);
  const income = await findIncome(db, actor, id);
  const cashier = await db('users').where({ id: income.userId }).first('firstNames', 'lastNames');
  const number = incomeNumber(income.receiptNumber);
  const pdf = await renderReceipt({
    header: { ...(await documentHeader(db, actor, income.departmentId)), title: 'RECIBO DE INGRESO' },
    number,
    date: income.paidAt,
    lines: [
      { label: 'Nombre', value: income.name, wide: true },
      { label: 'Tipo', value: income.typeName },
      stateLine(income.status),
      ...(await kindLines(db, income)),
      ...(income.detail ? [{ label: 'Detalle', value: income.detail, wide: true }] : []),
      { label: 'Cajero', value: cashier ? fullName(cashier) : '', wide: true },
    ],
    amounts: [{ label: income.detail || income.typeName, amount: income.totalCents }],
    amountInWords: true,
    footer: PAYMENT_RECEIPT_FOOTER,
    verification: { url: verificationUrl(publicUrl, await ensureVerificationCode(db, 'incomes', income.id)) },
  });
  return { pdf, filename: receiptFileName(number) };
}

/** The active income of a department matching a search, oldest first (a report reads as a ledger). */
async function reportRows(db: Knex, departmentId: number, filter: FinanceFilter) {
  const query = baseQuery(db).where({ 'incomes.departmentId': departmentId, 'incomes.status': 1 });
  applyFilter(query, filter, INCOME_FILTER_COLUMNS);
  const rows = await query.orderBy('incomes.paidAt').orderBy('incomes.receiptNumber');
  return rows.map((row: Record<string, any>) => ({
    codigo: incomeNumber(row.receiptNumber), fechaPago: row.paidAt, nombre: row.name, tipo: row.typeName,
    detalle: row.detail, total: row.totalCents as number,
  }));
}

async function reportContent(
  db: Knex, actor: Actor, requestedDepartment: number | null, filter: FinanceFilter,
): Promise<ListReportContent> {
  assertRole(actor, STAFF_ROLES);
  const departmentId = departmentFor(actor, requestedDepartment);
  const rows = await reportRows(db, departmentId, filter);
  const type = filter.typeId ? await db('incomeTypes').where({ id: filter.typeId }).first('name') : null;
  return { departmentId, rows, filters: filterLine(filter, type?.name) };
}

export async function incomeReportPdf(db: Knex, actor: Actor, requestedDepartment: number | null, filter: FinanceFilter) {
  return listReportPdf(db, actor, await reportContent(db, actor, requestedDepartment, filter), {
    title: TITLE,
    columns: [
      { label: 'Nro Ingreso', key: 'codigo', width: '20mm' }, { label: 'Fecha', key: 'fechaPago', date: true, width: '28mm' },
      { label: 'Nombre', key: 'nombre' }, { label: 'Tipo', key: 'tipo' }, { label: 'Detalle', key: 'detalle' },
      { label: 'Total Bs.', key: 'total', money: true, width: '24mm' },
    ],
    emptyText: 'No se encontro ingresos',
  });
}

/** ReporteIngresos.xlsx, sheet 'Ingresos' (spec 02 §9). */
export async function incomeReportXlsx(db: Knex, actor: Actor, requestedDepartment: number | null, filter: FinanceFilter) {
  return listReportXlsx(db, await reportContent(db, actor, requestedDepartment, filter), {
    sheet: INCOME_SHEET,
    title: TITLE,
    columns: [
      { header: 'Nro Ingreso', key: 'codigo' }, { header: 'Fecha', key: 'fechaPago', date: true }, { header: 'Nombre', key: 'nombre' },
      { header: 'Tipo', key: 'tipo' }, { header: 'Detalle', key: 'detalle' }, { header: 'Total Bs.', key: 'total', money: true },
    ],
  });
}
