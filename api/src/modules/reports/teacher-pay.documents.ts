import type { Knex } from 'knex';
import { weekLabel } from '../../../../domain/teacher-pay.js';
import { laPazInstant } from '../../../../domain/la-paz-clock.js';
import type { Actor } from '../../http/session.js';
import { buildWorkbook, type SheetColumn } from '../../excel/workbook.js';
import { isoDay } from '../../lib/time.js';
import { abbreviateNames, renderListReport, type ReportColumn } from '../../pdf/index.js';
import { documentHeader } from '../incomes/ledger.documents.js';
import { teacherPayReport, type PayScope } from './teacher-pay.queries.js';

const INDIVIDUAL_COLUMNS: Array<ReportColumn & { sheetDate?: boolean }> = [
  { label: 'Fecha Clase', key: 'fechaClase', align: 'center', width: '20mm' },
  { label: 'Inicio', key: 'inicio', align: 'center', width: '13mm' },
  { label: 'Fin', key: 'fin', align: 'center', width: '13mm' },
  { label: 'Horas', key: 'horas', align: 'right', width: '13mm' },
  { label: 'Estudiante', key: 'estudiante' },
  { label: 'Materia', key: 'materia' },
  { label: 'Nivel', key: 'nivel' },
  { label: 'Nro Alumnos', key: 'nroAlumnos', align: 'center', width: '16mm' },
  { label: 'Tipo', key: 'tipo', width: '20mm' },
  { label: 'Fecha Pago', key: 'fechaPago', date: 'DD/MM/YYYY', width: '20mm' },
  { label: 'Pago/Hora', key: 'pago', money: true, width: '18mm' },
  { label: 'Total', key: 'total', money: true, width: '20mm' },
];
const PRACTICE_COLUMNS: ReportColumn[] = [
  { label: 'Fecha Pago', key: 'fechaPago', date: 'DD/MM/YYYY', width: '22mm' },
  { label: 'Nombre', key: 'nombre' },
  { label: 'Detalle', key: 'detalleIngreso' },
  { label: 'Sigla', key: 'sigla', width: '16mm' },
  { label: 'Pago', key: 'pago', money: true, width: '22mm' },
];
const AFP_COLUMNS: ReportColumn[] = [
  { label: 'Fecha', key: 'fechaDescuento', date: 'DD/MM/YYYY', width: '22mm' },
  { label: 'Detalle', key: 'detalle' },
  { label: 'Descuento', key: 'descuento', money: true, width: '22mm' },
];

async function printable(db: Knex, scope: PayScope) {
  const report = await teacherPayReport(db, scope);
  const individuals = report.individuals.map((r) => ({
    ...r,
    estudiante: `${r.apellidos} ${abbreviateNames(r.nombres)}`,
  }));
  return { ...report, individuals };
}

/** 'Reporte Pago de Horas Individuales.pdf': letter landscape (spec 02 §9), three tables and the weekly total. */
export async function teacherPayPdf(db: Knex, actor: Actor, scope: PayScope) {
  const r = await printable(db, scope);
  const pdf = await renderListReport(
    {
      header: await documentHeader(db, actor, scope.departmentId),
      title: 'REPORTE PAGO DE HORAS INDIVIDUALES',
      filters: [
        { label: 'Profesor', value: scope.teacherName },
        { label: 'Semana', value: weekLabel(scope) },
      ],
      dense: true,
      sections: [
        {
          title: 'Individuales',
          columns: INDIVIDUAL_COLUMNS,
          rows: r.individuals,
          totals: { total: r.totals.individuales },
          emptyText: 'No se encontro registros',
          numbered: true,
        },
        {
          title: 'Practicas',
          columns: PRACTICE_COLUMNS,
          rows: r.practices,
          totals: { pago: r.totals.practicas },
          emptyText: 'No se encontro registros',
        },
        {
          title: 'Descuento AFP',
          columns: AFP_COLUMNS,
          rows: r.afps,
          totals: { descuento: r.totals.afp },
          emptyText: 'No se encontro descuentos',
        },
      ],
      summary: [
        { label: 'Total individuales', amount: r.totals.individuales },
        { label: 'Total practicas', amount: r.totals.practicas },
        { label: 'Descuento AFP', amount: -r.totals.afp },
        { label: 'TOTAL A PAGAR', amount: r.totals.total, strong: true },
      ],
    },
    { format: 'letter', landscape: true },
  );
  return { pdf, filename: 'Reporte Pago de Horas Individuales.pdf' };
}

const SHEET_TIMES = new Set(['inicio', 'fin']);
const sheetColumns = (columns: ReportColumn[]): SheetColumn[] =>
  columns.map((c) => ({
    header: c.label,
    key: c.key,
    money: c.money,
    date: !!c.date || c.key === 'fechaClase',
    time: SHEET_TIMES.has(c.key),
  }));

/** The class day and its La Paz start and end as values the workbook writes as Excel dates and times. */
function sheetClass(row: Record<string, any>) {
  const day = isoDay(row.fechaClase);
  const at = (time: string) => (day && time ? laPazInstant(day, time) : '');
  return { ...row, fechaClase: day, inicio: at(row.inicio), fin: at(row.fin) };
}

/** ReportePagoHoraIndividual.xlsx: sheets Individuales, Practicas and Descuento AFP, each with its total. */
export async function teacherPayXlsx(db: Knex, scope: PayScope) {
  const r = await printable(db, scope);
  const subtitle = `${scope.teacherName} · ${weekLabel(scope)}`;
  const xlsx = await buildWorkbook([
    {
      name: 'Individuales',
      title: 'REPORTE PAGO DE HORAS INDIVIDUALES',
      subtitle,
      columns: sheetColumns(INDIVIDUAL_COLUMNS),
      rows: r.individuals.map(sheetClass),
      totals: { total: r.totals.individuales },
    },
    {
      name: 'Practicas',
      title: 'PRACTICAS',
      subtitle,
      columns: sheetColumns(PRACTICE_COLUMNS),
      rows: r.practices,
      totals: { pago: r.totals.practicas },
    },
    {
      name: 'Descuento AFP',
      title: 'DESCUENTO AFP',
      subtitle,
      columns: sheetColumns(AFP_COLUMNS),
      rows: r.afps,
      totals: { descuento: r.totals.afp },
    },
  ]);
  return { xlsx, filename: 'ReportePagoHoraIndividual.xlsx' };
}
