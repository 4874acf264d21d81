import type { Knex } from 'knex';
import { daysOverdue } from '../../../../domain/overdue.js';
import { buildWorkbook } from '../../excel/workbook.js';
import { departmentFor, type Actor } from '../../http/session.js';
import { todayLaPaz } from '../../lib/time.js';
import { renderListReport, type ReportColumn } from '../../pdf/index.js';
import { documentHeader } from '../incomes/ledger.documents.js';
import { inBs } from './cashier.queries.js';
import { countedInstalments, countedInstalmentsOfAnyStudent } from './debt-totals.service.js';

export interface OverdueFilter {
  idSemester: number | null;
  idGroup: number | null;
  idBranch: number | null;
}

/**
 * What counts as overdue (and, kept summed in debt-totals.service.ts, the dashboard's figure): the counted instalments of
 * the department past their deadline.
 */
export function overdueInstalments(db: Knex, departmentId: number, today: string) {
  return countedInstalments(db).where('semesters.departmentId', departmentId).where('instalments.dueDate', '<', today);
}

/**
 * Every active enrolment of the department with an unpaid instalment past its deadline: how many, how much
 * (centavos), since when; the largest debts first. The counted instalments (debt-totals.service.ts, the dashboard's
 * definition) are summed per enrolment first, then each enrolment meets its student and group once: grouping
 * the wide rows (names, phone) made MariaDB copy every overdue instalment into a temporary table (3.4× slower,
 * 1.3× on SQLite). The group's name and semester come from the department's groups, read apart (a few hundred
 * rows): joined per row they cost MariaDB a lookup and a wider row to sort for each of tens of thousands of rows
 * (~15 % of the list). The columns are already the list's fields (no second object per row).
 */
async function overdueRows(
  db: Knex,
  actor: Actor,
  requestedDepartment: number,
  filter: OverdueFilter,
  today = todayLaPaz(),
) {
  const departmentId = departmentFor(actor, requestedDepartment);
  const debts = countedInstalmentsOfAnyStudent(db)
    .where('semesters.departmentId', departmentId)
    .where('instalments.dueDate', '<', today)
    .groupBy('instalments.enrolmentId')
    .select(
      'instalments.enrolmentId as enrolmentId',
      db.raw('count(*) as overdue'),
      db.raw('min(instalments.due_date) as since'),
      db.raw('sum(instalments.balance_cents) as owed'),
    );
  if (filter.idSemester) debts.where('classGroups.semesterId', filter.idSemester);
  if (filter.idGroup) debts.where('classGroups.id', filter.idGroup);
  const q = db
    .from(debts.as('debts'))
    .join('enrolments', 'enrolments.id', 'debts.enrolmentId')
    .join('users', 'users.id', 'enrolments.studentId')
    .where('users.status', 1)
    .select(
      'enrolments.id as idGrupoUsuario',
      'users.id as idUsuario',
      'enrolments.groupId as idGrupo',
      'users.firstNames as nombres',
      'users.lastNames as apellidos',
      'users.ci',
      'users.phone as telefono',
      'debts.overdue as cuotasVencidas',
      'debts.since as vencidaDesde',
      'debts.owed as montoAdeudado',
    )
    .orderBy('debts.owed', 'desc')
    .orderBy('users.lastNames')
    .orderBy('enrolments.id');
  if (filter.idBranch) q.where('users.branchOfficeId', filter.idBranch);
  const groupsOfDepartment = db('classGroups')
    .join('semesters', 'semesters.id', 'classGroups.semesterId')
    .where('semesters.departmentId', departmentId)
    .select('classGroups.id', 'classGroups.semesterId', 'classGroups.name');
  const [rows, groupRows] = await Promise.all([
    q as Promise<OverdueRow[]>,
    groupsOfDepartment as Promise<Array<{ id: number; semesterId: number; name: string }>>,
  ]);
  const groups = new Map(groupRows.map((g) => [g.id, g]));
  for (const row of rows) {
    const group = groups.get(row.idGrupo);
    row.idSemestre = group?.semesterId ?? 0;
    row.nombreGrupo = group?.name ?? '';
    // MySQL answers SUM as a decimal string, COUNT as a number; SQLite both as numbers.
    row.cuotasVencidas = Number(row.cuotasVencidas);
    row.montoAdeudado = Number(row.montoAdeudado);
    row.diasAtraso = daysOverdue(row.vencidaDesde, today);
  }
  return { departmentId, rows };
}

// A type, not an interface: inBs takes it as a record of fields.
type OverdueRow = {
  idGrupoUsuario: number;
  idUsuario: number;
  idGrupo: number;
  idSemestre: number;
  nombres: string;
  apellidos: string;
  ci: string;
  telefono: string;
  nombreGrupo: string;
  cuotasVencidas: number;
  vencidaDesde: string;
  diasAtraso: number;
  montoAdeudado: number;
};

/** The API answer: amounts in Bs. */
export async function overdueList(db: Knex, actor: Actor, department: number, filter: OverdueFilter) {
  return inBs((await overdueRows(db, actor, department, filter)).rows, ['montoAdeudado']);
}

// Fixed widths for the short columns leave the rest of the letter page to the name, which then fits on one line.
const COLUMNS: ReportColumn[] = [
  { label: 'Estudiante', key: 'estudiante' },
  { label: 'CI', key: 'ci', width: '19mm' },
  { label: 'Telefono', key: 'telefono', width: '19mm' },
  { label: 'Grupo', key: 'nombreGrupo', width: '24mm' },
  { label: 'Cuotas vencidas', key: 'cuotasVencidas', align: 'center', width: '16mm' },
  { label: 'Días de atraso', key: 'diasAtraso', align: 'center', width: '16mm' },
  { label: 'Adeudado Bs', key: 'montoAdeudado', money: true, width: '22mm' },
];

export async function overduePdf(db: Knex, actor: Actor, department: number, filter: OverdueFilter) {
  const { departmentId, rows } = await overdueRows(db, actor, department, filter);
  const printable = rows.map((r) => ({ ...r, estudiante: `${r.apellidos} ${r.nombres}` }));
  const pdf = await renderListReport({
    header: await documentHeader(db, actor, departmentId),
    title: 'REPORTE DE MOROSOS',
    numbered: true,
    columns: COLUMNS,
    rows: printable,
    totals: { montoAdeudado: rows.reduce((s, r) => s + r.montoAdeudado, 0) },
    emptyText: 'No se encontro registros',
  });
  return { pdf, filename: 'Reporte de Morosos.pdf' };
}

export async function overdueXlsx(db: Knex, actor: Actor, department: number, filter: OverdueFilter) {
  const { rows } = await overdueRows(db, actor, department, filter);
  const xlsx = await buildWorkbook([
    {
      name: 'Morosos',
      title: 'REPORTE DE MOROSOS',
      columns: [
        { header: 'Apellidos', key: 'apellidos' },
        { header: 'Nombres', key: 'nombres' },
        ...COLUMNS.slice(1).map((c) => ({ header: c.label, key: c.key, money: c.money })),
      ],
      rows,
      totals: { montoAdeudado: rows.reduce((s, r) => s + r.montoAdeudado, 0) },
    },
  ]);
  return { xlsx, filename: 'ReporteMorosos.xlsx' };
}
