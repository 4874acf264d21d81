import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CatalogueConfig } from './resources/catalogue/types';

/**
 * Every protected route of spec 01 §2, path → lazily loaded page. To deliver a screen, replace its
 * `placeholder` with `page(() => import('./pages/<area>/<Page>'))` (the module's default export).
 */
export interface AppRoute {
  path: string;
  component: LazyExoticComponent<ComponentType>;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const placeholder = page(() => import('./pages/Placeholder'));

/** A catalogue page: the generic CatalogueResource with the config of one catalogue. */
const catalogue = (load: () => Promise<{ default: CatalogueConfig }>) => lazy(async () => {
  const [{ CatalogueResource }, { default: config }] = await Promise.all([
    import('./resources/catalogue/CatalogueResource'),
    load(),
  ]);
  return { default: () => <CatalogueResource config={config} /> };
});

export const ROUTES: readonly AppRoute[] = [
  { path: '/home', component: page(() => import('./pages/home/AdminHome')) },
  { path: '/home-administrative', component: page(() => import('./pages/home/AdministrativeHome')) },
  // Groups and monthly payments
  { path: '/semester', component: page(() => import('./pages/semesters/SemestersPage')) },
  { path: '/semester/:idSemester/group', component: page(() => import('./pages/groups/GroupsPage')) },
  { path: '/semester/:idSemester/group/:idGroup', component: page(() => import('./pages/group-students/GroupStudentsPage')) },
  { path: '/semester/:idSemester/group/:idGroup/student/:idStudent', component: page(() => import('./pages/payments/PaymentsPage')) },
  { path: '/student', component: page(() => import('./pages/students/StudentsPage')) },
  { path: '/monthly-pay-student', component: page(() => import('./pages/monthly-pay-search/MonthlyPaySearchPage')) },
  { path: '/monthly-pay-student/group/:idGroup/student/:idStudent', component: page(() => import('./pages/payments/PaymentsPage')) },
  // Teachers and individual hours
  { path: '/teacher', component: placeholder },
  { path: '/teacher/:idTeacher/schedule', component: placeholder },
  { path: '/individual-hours-student', component: placeholder },
  { path: '/subject-schedule', component: placeholder },
  // Income and expenses
  { path: '/ingress', component: page(() => import('./pages/ingress/IngressPage')) },
  { path: '/egress', component: page(() => import('./pages/egress/EgressPage')) },
  { path: '/ingress/teacher/:idTeacher/schedule', component: placeholder },
  // Grades, attendance, diagnosis
  { path: '/grade', component: placeholder },
  { path: '/attendance', component: placeholder },
  { path: '/teacher-diagnosis', component: placeholder },
  { path: '/student-grade', component: placeholder },
  { path: '/student-attendance', component: placeholder },
  // Credentials
  { path: '/student-credential', component: placeholder },
  // Reports
  { path: '/report-cashier', component: placeholder },
  { path: '/report-general', component: placeholder },
  { path: '/report-monthly-payment', component: placeholder },
  { path: '/report-student-list', component: placeholder },
  { path: '/report-individual-payment', component: placeholder },
  // Administration catalogues
  { path: '/departament', component: catalogue(() => import('./resources/catalogues/departments')) },
  { path: '/branch-office/:idDepartament', component: catalogue(() => import('./resources/catalogues/branchOffices')) },
  { path: '/user', component: catalogue(() => import('./resources/catalogues/users')) },
  { path: '/role', component: catalogue(() => import('./resources/catalogues/roles')) },
  { path: '/turn', component: catalogue(() => import('./resources/catalogues/turns')) },
  { path: '/payment-type', component: catalogue(() => import('./resources/catalogues/paymentTypes')) },
  { path: '/subject', component: catalogue(() => import('./resources/catalogues/subjects')) },
  { path: '/payment-category', component: catalogue(() => import('./resources/catalogues/paymentCategories')) },
  { path: '/ingress-type', component: catalogue(() => import('./resources/catalogues/incomeTypes')) },
  { path: '/lesson-level', component: catalogue(() => import('./resources/catalogues/lessonLevels')) },
];
