import type { Knex } from 'knex';
import { buildWorkbook, type SheetColumn } from '../../excel/workbook.js';
import { badRequest } from '../../http/errors.js';
import { departmentFor, type Actor } from '../../http/session.js';
import { whereText } from '../../lib/search.js';
import { formatLaPaz, isCalendarDate, isoDay, laPazDay } from '../../lib/time.js';
import { abbreviateNames, renderListReport, type ReportColumn } from '../../pdf/index.js';
import { findGroup, groupQuery } from '../groups/groups.service.js';
import { documentHeader } from '../incomes/ledger.documents.js';
import { inBs } from './cashier.queries.js';

type DbRow = Record<string, any>;
/** The PDF prints up to six instalments (columns 5 and 6 only when the group has them); the Excel four (spec 02 §9). */
const PDF_INSTALMENTS = 6;
const EXCEL_INSTALMENTS = 4;

export interface GroupSearch {
  groupName: string | null;
  idTurn: number | null;
  idSemester: number | null;
  date: string | null;
}

/** reports/selectReportGroups: the department's active groups by name (anywhere in it), shift, semester and start date. */
export async function reportGroups(db: Knex, actor: Actor, departmentId: number, search: GroupSearch) {
  if (search.date && !isCalendarDate(search.date)) throw badRequest('Seleccione una fecha valida');
  const q = groupQuery(db).where({
    'semesters.departmentId': departmentFor(actor, departmentId),
    'classGroups.status': 1,
  });
  whereText(q, 'classGroups.name', search.groupName);
  if (search.idTurn) q.where('classGroups.turnId', search.idTurn);
  if (search.idSemester) q.where('classGroups.semesterId', search.idSemester);
  if (search.date) q.where('classGroups.startDate', search.date);
  const rows = await q.orderBy('classGroups.name').orderBy('classGroups.id');
  return rows.map((r: DbRow) => ({
    idGrupo: r.id,
    nombreGrupo: r.name,
    nombreTurno: r.turnName,
    cuotas: r.instalments,
    fechaInicio: r.startDate,
    nombreSemestre: r.semesterName,
  }));
}

/**
 * reports/selectMonthlyPaymentReport/{idGrupo}: per active student, for each instalment the date of its last
 * payment (La Paz), what was paid and what is still owed (centavos). One row per student straight from SQL: the
 * group's instalment count is fixed once students enrol (groups.service), so instalment n is a join on the unique
 * (enrolment, number) index, and what each one received is stored on it (payment service) — the cost follows the
 * group's size, not the payment history.
 */
async function monthlyPaymentRows(db: Knex, actor: Actor, groupId: number) {
  const group = await findGroup(db, actor, groupId);
  const numbers = instalmentColumns(group.instalments);
  const query = db('enrolments')
    .join('users', 'users.id', 'enrolments.studentId')
    .where({ 'enrolments.groupId': group.id, 'enrolments.status': 1 })
    .orderBy('users.lastNames')
    .orderBy('users.firstNames')
    .orderBy('enrolments.id')
    .select(
      'enrolments.id as idGrupoUsuario',
      'users.firstNames as nombres',
      'users.lastNames as apellidos',
      'users.ci',
      'users.phone as telefono',
    );
  for (const n of numbers) {
    const instalment = `instalment${n}`;
    query
      .leftJoin(`instalments as ${instalment}`, (on) =>
        on
          .on(`${instalment}.enrolmentId`, 'enrolments.id')
          .andOnVal(`${instalment}.number`, n)
          .andOnVal(`${instalment}.status`, 1),
      )
      .select(
        `${instalment}.lastPaidAt as fecha${n}`,
        `${instalment}.paidCents as pago${n}`,
        `${instalment}.balanceCents as saldo${n}`,
      );
  }
  const rows: DbRow[] = await query;
  const keys = numbers.map((n) => ({ date: `fecha${n}`, paid: `pago${n}`, balance: `saldo${n}` }));
  for (const row of rows) {
    for (const { date, paid, balance } of keys) {
      row[date] = row[date] ? laPazDay(row[date] as string) : '';
      row[paid] = Number(row[paid] ?? 0);
      row[balance] = Number(row[balance] ?? 0);
    }
  }
  return { group, rows };
}

/** The API shape: amounts in Bs (every enrolment of the group has its instalments 1..cuotas). */
export async function monthlyPaymentReport(db: Knex, actor: Actor, groupId: number) {
  const { group, rows } = await monthlyPaymentRows(db, actor, groupId);
  return inBs(
    rows,
    instalmentColumns(group.instalments).flatMap((n) => [`pago${n}`, `saldo${n}`]),
  );
}

function instalmentColumns(count: number) {
  return Array.from({ length: count }, (_, i) => i + 1);
}

/** 'Reporte Pago de Mensualidades.pdf': legal landscape, names abbreviated (spec 02 §9). */
export async function monthlyPaymentPdf(db: Knex, actor: Actor, groupId: number) {
  const { group, rows } = await monthlyPaymentRows(db, actor, groupId);
  const shown = instalmentColumns(Math.min(PDF_INSTALMENTS, group.instalments));
  const columns: ReportColumn[] = [
    { label: 'Estudiante', key: 'estudiante' },
    { label: 'CI', key: 'ci', width: '18mm' },
    { label: 'Telefono', key: 'telefono', width: '17mm' },
    ...shown.flatMap((n): ReportColumn[] => [
      { label: `Fecha ${n}`, key: `fecha${n}`, align: 'center', width: '14mm' },
      { label: `Pago ${n}`, key: `pago${n}`, money: true, width: '15mm' },
      { label: `Saldo ${n}`, key: `saldo${n}`, money: true, width: '15mm' },
    ]),
  ];
  // Two-digit years keep six instalments on one legal page.
  const printable = rows.map((r) => ({
    ...r,
    estudiante: `${r.apellidos} ${abbreviateNames(r.nombres)}`,
    ...Object.fromEntries(
      shown.map((n) => [`fecha${n}`, String(r[`fecha${n}`] ?? '').replace(/\/(\d{2})(\d{2})$/, '/$2')]),
    ),
  }));
  const totals = Object.fromEntries(
    shown.flatMap((n) => [`pago${n}`, `saldo${n}`]).map((k) => [k, rows.reduce((s, r) => s + Number(r[k] ?? 0), 0)]),
  );
  const pdf = await renderListReport(
    {
      header: await documentHeader(db, actor, group.departmentId),
      title: 'REPORTE PAGO DE MENSUALIDADES',
      filters: [
        { label: 'Grupo', value: group.name },
        { label: 'Turno', value: group.turnName },
        { label: 'Semestre', value: group.semesterName },
        { label: 'Inicio', value: formatLaPaz(`${group.startDate}T12:00:00.000Z`, 'DD/MM/YYYY') },
      ],
      numbered: true,
      dense: true,
      columns,
      rows: printable,
      totals,
      emptyText: 'No se encontro registros',
    },
    { format: 'legal', landscape: true },
  );
  return { pdf, filename: 'Reporte Pago de Mensualidades.pdf' };
}

/** ReportePagoMensualidades{group}.xlsx with the first four instalments (spec 02 §9). */
export async function monthlyPaymentXlsx(db: Knex, actor: Actor, groupId: number) {
  const { group, rows } = await monthlyPaymentRows(db, actor, groupId);
  const shown = instalmentColumns(Math.min(EXCEL_INSTALMENTS, group.instalments));
  const columns: SheetColumn[] = [
    { header: 'Apellidos', key: 'apellidos' },
    { header: 'Nombres', key: 'nombres' },
    { header: 'CI', key: 'ci' },
    { header: 'Telefono', key: 'telefono' },
    ...shown.flatMap((n): SheetColumn[] => [
      { header: `Fecha ${n}`, key: `fecha${n}`, date: true },
      { header: `Pago ${n}`, key: `pago${n}`, money: true },
      { header: `Saldo ${n}`, key: `saldo${n}`, money: true },
    ]),
  ];
  const totals = Object.fromEntries(
    shown.flatMap((n) => [`pago${n}`, `saldo${n}`]).map((k) => [k, rows.reduce((s, r) => s + Number(r[k] ?? 0), 0)]),
  );
  // The La Paz days 'DD/MM/YYYY' become calendar dates, which the workbook writes as real Excel dates.
  const dated = rows.map((r) => ({
    ...r,
    ...Object.fromEntries(shown.map((n) => [`fecha${n}`, isoDay(r[`fecha${n}`])])),
  }));
  const xlsx = await buildWorkbook([
    {
      name: 'Pago Mensualidades',
      title: `REPORTE PAGO DE MENSUALIDADES - ${group.name}`,
      subtitle: `${group.turnName} · ${group.semesterName}`,
      columns,
      rows: dated,
      totals,
    },
  ]);
  return { xlsx, filename: `ReportePagoMensualidades${group.name}.xlsx` };
}
