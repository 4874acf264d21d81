/**
 * The API calls behind the ten busiest screens, as admin/src sends them for department 1 of the benchmark
 * dataset: each screen visit is the calls its page fires when it opens (or, for a search, when 'Buscar' is pressed),
 * each call with its budget class. Paths read from admin/src/pages/… and api/src/modules/… (see each line).
 */
import type { Knex } from 'knex';
import { TEACHER_ROLES } from '../../api/src/http/session.js';
import { GROUP_STUDENTS_MAX } from '../../domain/rest-face.js';

/** Budget classes: p95 under load. */
export type CallClass = 'lista' | 'búsqueda' | 'pagos' | 'cobro' | 'reporte' | 'planilla' | 'recibo';
export const CLASS_BUDGET_MS: Record<CallClass, number> = {
  lista: 200,
  búsqueda: 200,
  pagos: 200,
  cobro: 200,
  reporte: 1000,
  planilla: 1000,
  recibo: 300,
};

export interface Call {
  path: string;
  className: CallClass;
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
}
/** A screen: its calls, how often it is opened in the mix (weight), and its address in the admin. */
export interface Screen {
  name: string;
  weight: number;
  calls: () => Call[];
  url: string;
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** What the screens need from the dataset: sample students, a full group, a teacher with lessons, payable instalments. */
export interface ScreenData {
  students: Array<{ id: number; ci: string; surname: string }>;
  enrolments: Array<{ groupId: number; studentId: number; semesterId: number }>;
  group: { id: number; semesterId: number };
  teacherId: number;
  receiptIds: number[];
  paymentTypeId: number;
}

export async function screenData(db: Knex): Promise<ScreenData> {
  const sample = await db('users')
    .where({ departmentId: 1, roleId: 6, status: 1 })
    .orderBy('id')
    .offset(500)
    .limit(40)
    .select('id', 'ci', 'lastNames');
  const students = sample.map((s: { id: number; ci: string; lastNames: string }) => ({
    id: s.id,
    ci: String(s.ci),
    surname: String(s.lastNames).split(' ')[0]!,
  }));
  const enrolments = await db('enrolments')
    .join('classGroups', 'classGroups.id', 'enrolments.groupId')
    .join('semesters', 'semesters.id', 'classGroups.semesterId')
    .where('semesters.departmentId', 1)
    .where('enrolments.status', 1)
    .whereIn(
      'enrolments.studentId',
      students.map((s) => s.id),
    )
    .select('enrolments.groupId', 'enrolments.studentId', 'classGroups.semesterId');
  const largest = await db('enrolments')
    .join('classGroups', 'classGroups.id', 'enrolments.groupId')
    .join('semesters', 'semesters.id', 'classGroups.semesterId')
    .where('semesters.departmentId', 1)
    .groupBy('enrolments.groupId', 'classGroups.semesterId')
    .orderBy('n', 'desc')
    .first('enrolments.groupId', 'classGroups.semesterId', db.raw('count(*) as n'));
  // The department's first teacher, whose week of 2026-10-12 holds lessons (dataset-lessons.ts: six teachers per department).
  const teacher = await db('users')
    .where({ departmentId: 1 })
    .whereIn('roleId', TEACHER_ROLES)
    .orderBy('id')
    .first('id');
  const receiptIds: number[] = await db('payments')
    .where({ departmentId: 1, status: 1 })
    .whereNotNull('instalmentId')
    .orderBy('id', 'desc')
    .limit(200)
    .pluck('id');
  const paymentTypeId = (await db('paymentTypes').where({ departmentId: 1 }).first('id')).id;
  return {
    students,
    enrolments,
    group: { id: largest.groupId, semesterId: largest.semesterId },
    teacherId: teacher?.id ?? 0,
    receiptIds,
    paymentTypeId,
  };
}

/** Round-robin pickers, so a run reads many students, not one cached answer. */
function cycle<T>(items: T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

/** The ten screens (and their addresses for the browser measures). Weights: how often staff open each, roughly. */
export function screens(data: ScreenData): Screen[] {
  const student = cycle(data.students);
  const enrolment = cycle(data.enrolments);
  const receipt = cycle(data.receiptIds);
  const first = data.enrolments[0]!;
  const week = `1/${data.teacherId}/2026-10-12/2026-10-18`;
  const cashierPath = '1/null/null/2026-10-01/2026-10-31';
  return [
    // admin/src/pages/students/StudentsPage.tsx: the `students` resource, 25 a page by surname (studentsList.ts).
    {
      name: 'Estudiantes: lista',
      weight: 6,
      url: '/student',
      calls: () => [
        {
          className: 'lista',
          path: `/api/rest/students?sort=${json(['apellidos', 'ASC'])}&range=${json([0, 24])}&filter=%7B%7D`,
        },
      ],
    },
    {
      name: 'Estudiantes: búsqueda',
      weight: 6,
      url: '/student',
      calls: () => [
        {
          className: 'búsqueda',
          path: `/api/rest/students?sort=${json(['apellidos', 'ASC'])}&range=${json([0, 24])}&filter=${json({ q: student().surname })}`,
        },
      ],
    },
    // admin/src/pages/payments/PaymentsPage.tsx: five calls at once (providers/calls/payments.ts).
    {
      name: 'Pagos de un estudiante',
      weight: 5,
      url: `/semester/${first.semesterId}/group/${first.groupId}/student/${first.studentId}`,
      calls: () => {
        const e = enrolment();
        return [
          { className: 'pagos', path: `/api/users/selectUserById/${e.studentId}` },
          {
            className: 'pagos',
            path: `/api/courses/selectStudentCourseByIdGroupAndIdUser/${e.groupId}/${e.studentId}`,
          },
          { className: 'pagos', path: `/api/monthlypayments/SelectMonthlyPayments/${e.groupId}/${e.studentId}` },
          { className: 'pagos', path: `/api/payments/selectPaymentsByIdGroupAndIdUser/${e.groupId}/${e.studentId}` },
          { className: 'pagos', path: '/api/paymentTypes/selectPaymentType/1/1' },
        ];
      },
    },
    // admin/src/pages/counter/CounterPage.tsx: the one field's search, then the student's owed lines.
    {
      name: 'Caja: búsqueda',
      weight: 6,
      url: '/counter',
      calls: () => {
        const s = student();
        return [
          { className: 'búsqueda', path: `/api/counter/search?q=${s.ci}` },
          { className: 'búsqueda', path: `/api/counter/student/${s.id}` },
        ];
      },
    },
    // admin/src/pages/monthly-pay-search/MonthlyPaySearchPage.tsx (searchMonthlyPayStudents, providers/calls/payments.ts).
    {
      name: 'Mensualidades: búsqueda',
      weight: 5,
      url: '/monthly-pay-student',
      calls: () => [
        { className: 'búsqueda', path: `/api/users/selectSearchStudentMonthlyPay/1/null/${student().surname}/null` },
      ],
    },
    // admin/src/pages/group-students/GroupStudentsPage.tsx: the group, then its enrolments (the whole group, 1,500 in the dataset).
    {
      name: 'Estudiantes del grupo',
      weight: 2,
      url: `/semester/${data.group.semesterId}/group/${data.group.id}`,
      calls: () => [
        { className: 'lista', path: `/api/rest/groups/${data.group.id}` },
        {
          className: 'planilla',
          path: `/api/rest/enrolments?filter=${json({ groupId: data.group.id })}&range=${json([0, GROUP_STUDENTS_MAX - 1])}&sort=${json(['persona', 'ASC'])}`,
        },
      ],
    },
    // admin/src/providers/calls/grades.ts gradeSheet: the whole group's grades of a month.
    {
      name: 'Planilla de notas',
      weight: 2,
      url: '/grade',
      calls: () => [
        {
          className: 'planilla',
          path: `/api/courses/selectStudentsGradeByIdGroup?idGroup=${data.group.id}&month=1&type=0`,
        },
      ],
    },
    // admin/src/pages/schedule/useTeacherSchedule.ts: a teacher's week, three lists.
    {
      name: 'Calendario: semana de un docente',
      weight: 3,
      url: `/teacher/${data.teacherId}/schedule`,
      calls: () => [
        { className: 'lista', path: `/api/groupTeachers/selectGroupTeacher/${week}` },
        { className: 'lista', path: `/api/lessons/selectLessons/${week}` },
        { className: 'lista', path: `/api/activities/selectActivitieTeachers/${week}` },
      ],
    },
    // admin/src/pages/reports/CashierReportPage.tsx: the four sections of a month, every cashier.
    {
      name: 'Reporte de caja (un mes)',
      weight: 1,
      url: '/report-cashier',
      calls: () =>
        [
          'selectSearchIndividualReport',
          'selectSearchGroupReport',
          'selectSearchIngressReport',
          'selectSearchEgressReport',
        ].map((call) => ({ className: 'reporte' as const, path: `/api/reports/${call}/${cashierPath}` })),
    },
    // admin/src/pages/home/Dashboard.tsx.
    {
      name: 'Panel de inicio',
      weight: 3,
      url: '/home',
      calls: () => [{ className: 'reporte', path: '/api/reports/dashboard/1' }],
    },
    // Not a screen of its own: the receipt the payments page and the counter open (ReceiptDialog.tsx).
    {
      name: 'Recibo PDF',
      weight: 2,
      url: '',
      calls: () => [{ className: 'recibo', path: `/api/payments/receipt/${receipt()}` }],
    },
  ];
}
