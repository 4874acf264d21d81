import type { Knex } from 'knex';
import { buildWorkbook, type SheetColumn, type SheetSpec } from '../../excel/workbook.js';
import type { Actor } from '../../http/session.js';
import { formatLaPaz } from '../../lib/time.js';
import { renderListReport, type ReportColumn, type ReportSection } from '../../pdf/index.js';
import { documentHeader, fullName } from '../incomes/ledger.documents.js';
import type { ProgressReport } from './document-progress.service.js';
import { expenseRows, groupIncome, individualIncome, otherIncome, type CashierScope } from './cashier.queries.js';

/** Report types of spec 02 §9: 0 General, 1 Individual, 2 Grupales, 3 Varios, 4 Egresos. */
export const REPORT_TYPES = [0, 1, 2, 3, 4] as const;
const PAYMENT_PDF: ReportColumn[] = [
  { label: 'Recibo', key: 'codigo', width: '15mm' },
  { label: 'Fecha', key: 'fechaPago', date: true, width: '27mm' },
  { label: 'Tipo', key: 'tipo', width: '20mm' },
  { label: 'Detalle', key: 'detalle' },
  { label: 'Monto', key: 'total', money: true, width: '18mm' },
  { label: 'Desc.', key: 'descuento', money: true, width: '15mm' },
  { label: 'Saldo', key: 'saldo', money: true, width: '17mm' },
  { label: 'Pagado', key: 'subTotal', money: true, width: '19mm' },
];
const OTHER_PDF: ReportColumn[] = [
  { label: 'Recibo', key: 'codigo', width: '15mm' },
  { label: 'Fecha', key: 'fechaPago', date: true, width: '27mm' },
  { label: 'Tipo', key: 'tipo', width: '22mm' },
  { label: 'Nombre', key: 'nombre' },
  { label: 'Detalle', key: 'detalle' },
  { label: 'Total', key: 'total', money: true, width: '19mm' },
];
const EXPENSE_PDF: ReportColumn[] = [
  { label: 'Nro', key: 'codigo', width: '15mm' },
  { label: 'Fecha', key: 'fechaRegistro', date: true, width: '27mm' },
  { label: 'Nombre', key: 'nombre' },
  { label: 'Detalle', key: 'detalle' },
  { label: 'Total', key: 'total', money: true, width: '19mm' },
];
const asSheet = (columns: ReportColumn[]): SheetColumn[] =>
  columns.map((c) => ({ header: c.label, key: c.key, money: c.money, date: !!c.date }));
const sum = (rows: Array<Record<string, unknown>>, key: string) =>
  rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);

/** The sections a report type shows, each with its rows (centavos) and the total the screen and documents print. */
async function cashierSections(db: Knex, scope: CashierScope, type: number) {
  const wanted = (t: number) => type === 0 || type === t;
  const [individual, group, other, expenses] = await Promise.all([
    wanted(1) ? individualIncome(db, scope) : [],
    wanted(2) ? groupIncome(db, scope) : [],
    wanted(3) ? otherIncome(db, scope) : [],
    wanted(4) ? expenseRows(db, scope) : [],
  ]);
  const sections = [
    {
      key: 'individual',
      show: wanted(1),
      title: 'Ingresos Individuales',
      sheet: 'Ingresos Individuales',
      columns: PAYMENT_PDF,
      rows: individual,
      totalKey: 'subTotal',
      empty: 'No se encontro ingresos individuales',
    },
    {
      key: 'group',
      show: wanted(2),
      title: 'Ingresos Grupales',
      sheet: 'Ingresos Grupales',
      columns: PAYMENT_PDF,
      rows: group,
      totalKey: 'subTotal',
      empty: 'No se encontro ingresos grupales',
    },
    {
      key: 'other',
      show: wanted(3),
      title: 'Ingresos por Venta de Libros, Practicas y Otros',
      sheet: 'Ingresos Otros',
      columns: OTHER_PDF,
      rows: other,
      totalKey: 'total',
      empty: 'No se encontro ingresos',
    },
    {
      key: 'expense',
      show: wanted(4),
      title: 'Egresos',
      sheet: 'Egresos',
      columns: EXPENSE_PDF,
      rows: expenses,
      totalKey: 'total',
      empty: 'No se encontro egresos',
    },
  ].filter((s) => s.show);
  const totals = Object.fromEntries(sections.map((s) => [s.key, sum(s.rows, s.totalKey)]));
  const income = (totals.individual ?? 0) + (totals.group ?? 0) + (totals.other ?? 0);
  return { sections, totals, income, expense: totals.expense ?? 0 };
}

async function describe(db: Knex, scope: CashierScope) {
  const cashier = scope.cashierId
    ? await db('users').where({ id: scope.cashierId }).first('firstNames', 'lastNames')
    : null;
  const period =
    scope.startDate === scope.endDate
      ? formatLaPaz(`${scope.startDate}T12:00:00.000Z`, 'DD/MM/YYYY')
      : `${formatLaPaz(`${scope.startDate}T12:00:00.000Z`, 'DD/MM/YYYY')} al ${formatLaPaz(`${scope.endDate}T12:00:00.000Z`, 'DD/MM/YYYY')}`;
  return [
    { label: 'Cajero', value: cashier ? fullName(cashier) : 'TODOS' },
    { label: 'Fecha', value: period },
  ];
}

/**
 * Letter PDF with a table per section, the income/expense summary and the CONTADORA / ENCARGADO signatures.
 * `progress` hears the stages (reading, laying out N lines, done) for the admin's indicator.
 */
export async function cashierReportPdf(
  db: Knex,
  actor: Actor,
  scope: CashierScope,
  type: number,
  title: string,
  progress: ProgressReport = async () => undefined,
) {
  const report = await cashierSections(db, scope, type);
  await progress(
    'generando',
    report.sections.reduce((lines, s) => lines + s.rows.length, 0),
  );
  const sections: ReportSection[] = report.sections.map((s) => ({
    title: s.title,
    columns: s.columns,
    rows: s.rows,
    totals: { [s.totalKey]: report.totals[s.key] },
    emptyText: s.empty,
    numbered: true,
  }));
  const summary = [
    { label: 'Total ingresos', amount: report.income },
    { label: 'Total egresos', amount: report.expense },
    { label: 'Saldo', amount: report.income - report.expense, strong: true },
  ];
  const pdf = await renderListReport({
    header: await documentHeader(db, actor, scope.departmentId),
    title,
    filters: await describe(db, scope),
    sections,
    summary,
    dense: true,
  });
  return { pdf, filename: 'ReporteIngresos.pdf' };
}

/** ReporteIngresos.xlsx: sheets Ingresos Individuales, Ingresos Grupales, Ingresos Otros, Egresos (spec 02 §9). */
export async function cashierReportXlsx(db: Knex, scope: CashierScope, type: number, title: string) {
  const report = await cashierSections(db, scope, type);
  const subtitle = (await describe(db, scope)).map((f) => `${f.label}: ${f.value}`).join(' · ');
  const sheets: SheetSpec[] = report.sections.map((s) => ({
    name: s.sheet,
    title: `${title} - ${s.title}`,
    subtitle,
    columns: asSheet(s.columns),
    rows: s.rows,
    totals: { [s.totalKey]: report.totals[s.key] },
  }));
  return { xlsx: await buildWorkbook(sheets), filename: 'ReporteIngresos.xlsx' };
}
