import type { Knex } from 'knex';
import { assertRole, STAFF_ROLES, type Actor } from '../../http/session.js';
import { PAYMENT_RECEIPT_FOOTER, type ReceiptLine } from '../../pdf/documents.js';
import { filterLine } from './filters.rules.js';
import { findIncome, incomes } from './incomes.service.js';
import { KIND, packageMinutes } from './lookups.queries.js';
import { fullName, incomeNumber, ledgerReceipt, ledgerReports, stateLine } from './ledger.documents.js';

export const INCOME_REPORT_PDF = 'Reporte de Ingresos.pdf';
export const INCOME_REPORT_XLSX = 'ReporteIngresos.xlsx';
const INCOME_SHEET = 'Ingresos';
const TITLE = 'REPORTE DE INGRESOS';

/** Lines particular to a package (student, hours) or a practice (teacher, level). */
async function kindLines(db: Knex, income: Record<string, any>): Promise<ReceiptLine[]> {
  if (income.kind === KIND.PACKAGE && income.reservationId) {
    const r = await db('reservations')
      .join('users', 'users.id', 'reservations.studentId')
      .join('lessonLevels', 'lessonLevels.id', 'reservations.levelId')
      .where('reservations.id', income.reservationId)
      .first(
        'users.firstNames',
        'users.lastNames',
        'users.ci',
        'lessonLevels.name as levelName',
        'reservations.studentCount',
      );
    const hours = (packageMinutes(income.typeName) ?? 0) / 60;
    return r
      ? [
          { label: 'Estudiante', value: fullName(r), wide: true },
          { label: 'CI', value: r.ci },
          { label: 'Horas', value: hours },
          { label: 'Nivel', value: r.levelName },
          { label: 'Nro Alumnos', value: r.studentCount },
        ]
      : [];
  }
  if (income.kind === KIND.PRACTICE) {
    const p = await db('practiceIncomes')
      .join('users', 'users.id', 'practiceIncomes.teacherId')
      .join('lessonLevels', 'lessonLevels.id', 'practiceIncomes.levelId')
      .where('practiceIncomes.incomeId', income.id)
      .first('users.firstNames', 'users.lastNames', 'lessonLevels.name as levelName');
    return p
      ? [
          { label: 'Docente', value: fullName(p), wide: true },
          { label: 'Nivel', value: p.levelName },
        ]
      : [];
  }
  return [];
}

/** The income receipt: letter, number 'O-{codigo}', amount in words, signature lines, La Paz time. */
export async function incomeReceipt(
  db: Knex,
  actor: Actor,
  id: number,
  publicUrl: string,
): Promise<{ pdf: Buffer; filename: string }> {
  assertRole(actor, STAFF_ROLES);
  const income = await findIncome(db, actor, id);
  const cashier = await db('users').where({ id: income.userId }).first('firstNames', 'lastNames');
  return ledgerReceipt(
    db,
    actor,
    { table: 'incomes', id: income.id, departmentId: income.departmentId, title: 'RECIBO DE INGRESO', publicUrl },
    {
      number: incomeNumber(income.receiptNumber),
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
      footer: PAYMENT_RECEIPT_FOOTER,
    },
  );
}

/** The income report (PDF) and ReporteIngresos.xlsx, sheet 'Ingresos' (spec 02 §9): active income, oldest first. */
const reports = ledgerReports(
  {
    title: TITLE,
    sheet: INCOME_SHEET,
    emptyText: 'No se encontro ingresos',
    columns: [
      { label: 'Nro Ingreso', key: 'codigo', width: '20mm' },
      { label: 'Fecha', key: 'fechaPago', date: true, width: '28mm' },
      { label: 'Nombre', key: 'nombre' },
      { label: 'Tipo', key: 'tipo' },
      { label: 'Detalle', key: 'detalle' },
      { label: 'Total Bs.', key: 'total', money: true, width: '24mm' },
    ],
  },
  async (db, actor, departmentId, filter) => {
    const found = await incomes.report(db, actor, departmentId, filter);
    const rows = found.map((row) => ({
      codigo: incomeNumber(row.receiptNumber),
      fechaPago: row.paidAt,
      nombre: row.name,
      tipo: row.typeName,
      detalle: row.detail,
      total: row.totalCents as number,
    }));
    const type = filter.typeId ? await db('incomeTypes').where({ id: filter.typeId }).first('name') : null;
    return { rows, filters: filterLine(filter, type?.name) };
  },
);

export const incomeReportPdf = reports.pdf;
export const incomeReportXlsx = reports.xlsx;
