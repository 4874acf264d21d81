import type { ComponentType } from 'react';
import { preloadable, type PreloadablePage } from './preloadable';
import type { CatalogueConfig } from './resources/catalogue/types';

/**
 * Every protected route of spec 01 §2, path → lazily loaded page: `page(() => import('./pages/<area>/<Page>'))`
 * (the module's default export), or `catalogue(...)` for a list over the REST face.
 */
export interface AppRoute {
  path: string;
  component: PreloadablePage;
  /** Who may open it (spec 01 §6, 02 §6); others see the 'no access' page. */
  roles: readonly number[];
  /** Role 2 only with a permission of this module (1 = Asistencia). */
  role2Module?: number;
}

const ADMIN = [1] as const;
const STAFF = [1, 2] as const;
const TEACHERS = [3, 4, 5] as const;
const ADMIN_AND_TEACHERS = [1, 3, 4, 5] as const;
const EVERYONE = [1, 2, 3, 4, 5] as const;

const page = (load: () => Promise<{ default: ComponentType }>) => preloadable(load);

/** One calendar page for the staff's teacher calendars and a teacher's own blocks. */
const schedule = page(() => import('./pages/schedule/SchedulePage'));

/** A catalogue page: the generic CatalogueResource with the config of one catalogue. */
const catalogue = (load: () => Promise<{ default: CatalogueConfig }>) =>
  preloadable(async () => {
    const [{ CatalogueResource }, { default: config }] = await Promise.all([
      import('./resources/catalogue/CatalogueResource'),
      load(),
    ]);
    return { default: () => <CatalogueResource config={config} /> };
  });

export const ROUTES: readonly AppRoute[] = [
  { path: '/home', component: page(() => import('./pages/home/AdminHome')), roles: ADMIN },
  { path: '/home-administrative', component: page(() => import('./pages/home/AdministrativeHome')), roles: [2] },
  // Groups and monthly payments
  { path: '/semester', component: page(() => import('./pages/semesters/SemestersPage')), roles: STAFF },
  { path: '/semester/:idSemester/group', component: page(() => import('./pages/groups/GroupsPage')), roles: STAFF },
  {
    path: '/semester/:idSemester/group/:idGroup',
    component: page(() => import('./pages/group-students/GroupStudentsPage')),
    roles: STAFF,
  },
  {
    path: '/semester/:idSemester/group/:idGroup/student/:idStudent',
    component: page(() => import('./pages/payments/PaymentsPage')),
    roles: STAFF,
  },
  { path: '/student', component: page(() => import('./pages/students/StudentsPage')), roles: STAFF },
  {
    path: '/monthly-pay-student',
    component: page(() => import('./pages/monthly-pay-search/MonthlyPaySearchPage')),
    roles: STAFF,
  },
  {
    path: '/monthly-pay-student/group/:idGroup/student/:idStudent',
    component: page(() => import('./pages/payments/PaymentsPage')),
    roles: STAFF,
  },
  // Beyond the spec: a student's statement of account, from the students list and the payments pages.
  { path: '/statement/:idUser', component: page(() => import('./pages/statement/StatementPage')), roles: STAFF },
  // Teachers and individual hours
  { path: '/teacher', component: catalogue(() => import('./resources/catalogues/teachers')), roles: STAFF },
  { path: '/teacher/:idTeacher/schedule', component: schedule, roles: STAFF },
  {
    path: '/individual-hours-student',
    component: page(() => import('./pages/individual-hours/IndividualHoursPage')),
    roles: STAFF,
  },
  { path: '/subject-schedule', component: schedule, roles: TEACHERS },
  // Income and expenses
  { path: '/ingress', component: page(() => import('./pages/ingress/IngressPage')), roles: STAFF },
  { path: '/egress', component: page(() => import('./pages/egress/EgressPage')), roles: STAFF },
  // Beyond the spec's route table: the counter ('Caja').
  { path: '/counter', component: page(() => import('./pages/counter/CounterPage')), roles: STAFF },
  { path: '/ingress/teacher/:idTeacher/schedule', component: schedule, roles: STAFF },
  // Grades, attendance, diagnosis
  { path: '/grade', component: page(() => import('./pages/grades/GradesPage')), roles: ADMIN_AND_TEACHERS },
  {
    path: '/attendance',
    component: page(() => import('./pages/attendance/AttendancePage')),
    roles: EVERYONE,
    role2Module: 1,
  },
  {
    path: '/teacher-diagnosis',
    component: page(() => import('./pages/diagnosis/DiagnosisPage')),
    roles: ADMIN_AND_TEACHERS,
  },
  { path: '/student-grade', component: page(() => import('./pages/student-grades/StudentGradesPage')), roles: STAFF },
  {
    path: '/student-attendance',
    component: page(() => import('./pages/student-attendance/StudentAttendancePage')),
    roles: STAFF,
    role2Module: 1,
  },
  // Credentials
  {
    path: '/student-credential',
    component: page(() => import('./pages/credentials/StudentCredentialsPage')),
    roles: ADMIN,
  },
  // Beyond the spec's route table: the QR check-in at the door.
  { path: '/check-in', component: page(() => import('./pages/check-in/CheckInPage')), roles: EVERYONE, role2Module: 1 },
  // Reports
  { path: '/report-cashier', component: page(() => import('./pages/reports/CashierReportRoute')), roles: STAFF },
  { path: '/report-general', component: page(() => import('./pages/reports/GeneralReportRoute')), roles: ADMIN },
  {
    path: '/report-monthly-payment',
    component: page(() => import('./pages/reports/MonthlyPaymentReportPage')),
    roles: STAFF,
  },
  {
    path: '/report-student-list',
    component: page(() => import('./pages/reports/StudentListReportPage')),
    roles: STAFF,
  },
  // Beyond the spec: the overdue list.
  { path: '/overdue', component: page(() => import('./pages/reports/OverduePage')), roles: STAFF },
  {
    path: '/report-individual-payment',
    component: page(() => import('./pages/teacher-pay/TeacherPayReportPage')),
    roles: ADMIN,
  },
  // Administration catalogues
  { path: '/departament', component: catalogue(() => import('./resources/catalogues/departments')), roles: ADMIN },
  {
    path: '/branch-office/:idDepartament',
    component: catalogue(() => import('./resources/catalogues/branchOffices')),
    roles: ADMIN,
  },
  { path: '/user', component: catalogue(() => import('./resources/catalogues/users')), roles: ADMIN },
  { path: '/role', component: catalogue(() => import('./resources/catalogues/roles')), roles: ADMIN },
  { path: '/turn', component: catalogue(() => import('./resources/catalogues/turns')), roles: ADMIN },
  { path: '/payment-type', component: catalogue(() => import('./resources/catalogues/paymentTypes')), roles: ADMIN },
  { path: '/subject', component: catalogue(() => import('./resources/catalogues/subjects')), roles: ADMIN },
  {
    path: '/payment-category',
    component: catalogue(() => import('./resources/catalogues/paymentCategories')),
    roles: ADMIN,
  },
  { path: '/ingress-type', component: catalogue(() => import('./resources/catalogues/incomeTypes')), roles: ADMIN },
  { path: '/lesson-level', component: catalogue(() => import('./resources/catalogues/lessonLevels')), roles: ADMIN },
  // Beyond the spec's route table: the administrator's database snapshot.
  { path: '/backup', component: page(() => import('./pages/backup/BackupPage')), roles: ADMIN },
  // Beyond the spec: the audit trail.
  { path: '/audit-log', component: page(() => import('./pages/audit-log/AuditLogPage')), roles: ADMIN },
  // Beyond the spec: the stored totals against their recomputation (npm run db:check).
  { path: '/totals-check', component: page(() => import('./pages/totals-check/TotalsCheckPage')), roles: ADMIN },
  // Beyond the spec: webhooks that tell other systems what happened.
  { path: '/integrations', component: page(() => import('./pages/integrations/IntegrationsPage')), roles: ADMIN },
  // Beyond the spec: importing students and enrolments from a spreadsheet.
  { path: '/import-students', component: page(() => import('./pages/student-import/StudentImportPage')), roles: ADMIN },
];

/**
 * Fetches the pages of these paths ahead of their first visit (see main.tsx: the admin's first pages while the
 * login form waits for the user).
 */
export function preloadRoutes(paths: readonly string[]): Promise<unknown> {
  return Promise.all(ROUTES.filter((route) => paths.includes(route.path)).map((route) => route.component.preload()));
}

/** Fetches the page of a concrete path (its route's pattern matched), if any. */
export function preloadPath(pathname: string): Promise<unknown> {
  const route = ROUTES.find((r) => new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(pathname));
  return route ? route.component.preload() : Promise.resolve();
}
