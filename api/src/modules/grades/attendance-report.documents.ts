import type { Knex } from 'knex';
import { ATTENDANCE_MESSAGES as A, attendancePercentage, monthTitle } from '../../../../domain/grades.js';
import { buildWorkbook } from '../../excel/workbook.js';
import { badRequest } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { renderListReport, type ReportColumn } from '../../pdf/index.js';
import { formatLaPaz, nowIso } from '../../lib/time.js';
import { documentHeader } from '../incomes/ledger.documents.js';
import { assertMayTakeAttendance, classGroup, enrolledStudents } from './access.service.js';
import { classDates } from './attendance.service.js';

type DbRow = Record<string, any>;

/** The month's grid: one row per student, one column per class date (P present, F absent) and the percentage. */
async function attendanceGrid(db: Knex, actor: Actor, groupId: number, month: string) {
  assertMayTakeAttendance(actor);
  const group = await classGroup(db, actor, groupId);
  const dates = await classDates(db, group.id, month);
  if (!dates.length) throw badRequest(A.noClassDates);
  const students = await enrolledStudents(db, group.id);
  const marks = await db('attendances')
    .where({ groupId: group.id })
    .where('date', 'like', `${month}-%`)
    .select('studentId', 'date', 'present');
  const present = new Set(marks.filter((m: DbRow) => m.present === 1).map((m: DbRow) => `${m.studentId}:${m.date}`));
  const rows = students.map((s: DbRow) => {
    const days = Object.fromEntries(dates.map((d) => [d, present.has(`${s.id}:${d}`) ? 'P' : 'F']));
    const count = Object.values(days).filter((v) => v === 'P').length;
    const percentage = attendancePercentage(count, dates.length);
    // 'porcentaje' as printed; 'ratio' the same number for the workbook's numeric % cell.
    return {
      ci: s.ci,
      apellidos: s.lastNames,
      nombres: s.firstNames,
      ...days,
      porcentaje: `${percentage.toFixed(2)} %`,
      ratio: percentage / 100,
    };
  });
  const header = await documentHeader(db, actor, group.departmentId);
  const user = await db('users').where({ id: actor.id }).first('firstNames', 'lastNames');
  return {
    group,
    dates,
    rows,
    header,
    user: `${user?.firstNames ?? ''} ${user?.lastNames ?? ''}`.trim(),
    title: `REPORTE DE ASISTENCIA ${monthTitle(month).toUpperCase()}`,
  };
}

const day = (date: string) => date.slice(8, 10);

/** Landscape PDF 'REPORTE DE ASISTENCIA' + month with department, branch, phone, user and La Paz date-time (spec 01 §2). */
export async function attendanceReportPdf(db: Knex, actor: Actor, groupId: number, month: string) {
  const grid = await attendanceGrid(db, actor, groupId, month);
  const columns: ReportColumn[] = [
    { label: 'Ci', key: 'ci', width: '20mm' },
    { label: 'Apellidos', key: 'apellidos', width: '38mm' },
    { label: 'Nombres', key: 'nombres', width: '34mm' },
    ...grid.dates.map((d): ReportColumn => ({ label: day(d), key: d, align: 'center' })),
    { label: '%', key: 'porcentaje', align: 'right', width: '18mm' },
  ];
  const pdf = await renderListReport(
    {
      header: grid.header,
      title: grid.title,
      filters: [
        { label: 'Grupo', value: grid.group.name },
        { label: 'Sucursal', value: grid.header.branchName || '-' },
        { label: 'Teléfono', value: grid.header.branchPhone || '-' },
        { label: 'Usuario', value: grid.user },
        { label: 'Fecha', value: formatLaPaz(nowIso()) },
      ],
      numbered: true,
      columns,
      rows: grid.rows,
      signatures: [],
    },
    { format: 'letter', landscape: true },
  );
  return { pdf, filename: `Reporte de Asistencia ${grid.group.name} ${month}.pdf` };
}

/** ReporteAsistencia.xlsx, sheet 'Asistencia' (spec 01 §2). */
export async function attendanceReportXlsx(db: Knex, actor: Actor, groupId: number, month: string) {
  const grid = await attendanceGrid(db, actor, groupId, month);
  const xlsx = await buildWorkbook([
    {
      name: 'Asistencia',
      title: `${grid.title} - ${grid.header.department}`,
      subtitle: `Grupo: ${grid.group.name} · Sucursal: ${grid.header.branchName || '-'} · Usuario: ${grid.user} · ${formatLaPaz(nowIso())}`,
      columns: [
        { header: 'Ci', key: 'ci' },
        { header: 'Apellidos', key: 'apellidos' },
        { header: 'Nombres', key: 'nombres' },
        ...grid.dates.map((d) => ({ header: `${day(d)}/${d.slice(5, 7)}`, key: d, width: 7 })),
        { header: '%', key: 'ratio', percent: true },
      ],
      rows: grid.rows,
    },
  ]);
  return { xlsx, filename: 'ReporteAsistencia.xlsx' };
}
