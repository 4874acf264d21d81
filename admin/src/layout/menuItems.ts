import { isPortalRole } from '../../../domain/session';
import type { AppMessageKey } from '../i18n/es';
import type { ChosenDepartment, SessionUser } from '../providers/types';

/**
 * The one table of menu items by role (spec 01 §2 "Menu items by role"). The top-bar dropdowns and
 * the drawer sections are both built from it.
 */
type SectionId = 'main' | 'groups' | 'hours' | 'finance' | 'grades' | 'credentials' | 'reports' | 'admin';

export interface MenuItem {
  id: string;
  section: SectionId;
  label: AppMessageKey;
  /** A fixed path, or one built from the department the user acts in. */
  path: string | ((departmentId: number | null) => string);
  roles: readonly number[];
  /** Role 2 sees the item only with a permission of this module assigned. */
  role2Module?: number;
}

interface MenuSection {
  id: SectionId;
  /** Drawer heading (upper case). */
  heading: AppMessageKey;
  /** Top-bar dropdown title; the main section has none. */
  dropdown: AppMessageKey | null;
}

const SECTIONS: readonly MenuSection[] = [
  { id: 'main', heading: 'app.sections.main', dropdown: null },
  { id: 'groups', heading: 'app.sections.groups', dropdown: 'app.dropdowns.groups' },
  { id: 'hours', heading: 'app.sections.hours', dropdown: 'app.dropdowns.hours' },
  { id: 'finance', heading: 'app.sections.finance', dropdown: 'app.dropdowns.finance' },
  { id: 'grades', heading: 'app.sections.grades', dropdown: 'app.dropdowns.grades' },
  { id: 'credentials', heading: 'app.sections.credentials', dropdown: 'app.dropdowns.credentials' },
  { id: 'reports', heading: 'app.sections.reports', dropdown: 'app.dropdowns.reports' },
  { id: 'admin', heading: 'app.sections.admin', dropdown: 'app.dropdowns.admin' },
];

const ADMIN = [1] as const;
const STAFF = [1, 2] as const;
const TEACHERS = [3, 4, 5] as const;

export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'home', section: 'main', label: 'app.menu.home', path: '/home', roles: ADMIN },
  { id: 'home-administrative', section: 'main', label: 'app.menu.home', path: '/home-administrative', roles: [2] },

  { id: 'semester', section: 'groups', label: 'app.menu.semester', path: '/semester', roles: STAFF },
  { id: 'student', section: 'groups', label: 'app.menu.student', path: '/student', roles: STAFF },
  { id: 'monthly-pay', section: 'groups', label: 'app.menu.monthlyPay', path: '/monthly-pay-student', roles: STAFF },

  { id: 'teacher', section: 'hours', label: 'app.menu.teacher', path: '/teacher', roles: STAFF },
  {
    id: 'individual-hours',
    section: 'hours',
    label: 'app.menu.individualHours',
    path: '/individual-hours-student',
    roles: STAFF,
  },
  {
    id: 'subject-schedule',
    section: 'hours',
    label: 'app.menu.subjectSchedule',
    path: '/subject-schedule',
    roles: TEACHERS,
  },

  { id: 'ingress', section: 'finance', label: 'app.menu.ingress', path: '/ingress', roles: STAFF },
  { id: 'egress', section: 'finance', label: 'app.menu.egress', path: '/egress', roles: STAFF },
  // Beyond the spec: the cashier's one screen for collecting and closing the shift.
  { id: 'counter', section: 'finance', label: 'app.menu.counter', path: '/counter', roles: STAFF },

  { id: 'student-grade', section: 'grades', label: 'app.menu.grades', path: '/student-grade', roles: STAFF },
  {
    id: 'student-attendance',
    section: 'grades',
    label: 'app.menu.attendance',
    path: '/student-attendance',
    roles: STAFF,
    role2Module: 1,
  },
  { id: 'grade', section: 'grades', label: 'app.menu.grades', path: '/grade', roles: TEACHERS },
  { id: 'diagnosis', section: 'grades', label: 'app.menu.diagnosis', path: '/teacher-diagnosis', roles: TEACHERS },
  { id: 'attendance', section: 'grades', label: 'app.menu.attendance', path: '/attendance', roles: TEACHERS },
  // Beyond the spec: the QR check-in at the door, for whoever takes attendance.
  {
    id: 'check-in',
    section: 'grades',
    label: 'app.menu.checkIn',
    path: '/check-in',
    roles: [1, 2, 3, 4, 5],
    role2Module: 1,
  },

  {
    id: 'student-credential',
    section: 'credentials',
    label: 'app.menu.credentials',
    path: '/student-credential',
    roles: ADMIN,
  },

  { id: 'report-cashier', section: 'reports', label: 'app.menu.reportCashier', path: '/report-cashier', roles: STAFF },
  { id: 'report-general', section: 'reports', label: 'app.menu.reportGeneral', path: '/report-general', roles: ADMIN },
  {
    id: 'report-monthly-payment',
    section: 'reports',
    label: 'app.menu.reportMonthlyPayment',
    path: '/report-monthly-payment',
    roles: STAFF,
  },
  // Beyond the spec: who owes past the deadline.
  { id: 'overdue', section: 'reports', label: 'app.menu.overdue', path: '/overdue', roles: STAFF },
  {
    id: 'report-individual-payment',
    section: 'reports',
    label: 'app.menu.reportIndividualPayment',
    path: '/report-individual-payment',
    roles: ADMIN,
  },

  { id: 'departament', section: 'admin', label: 'app.menu.departments', path: '/departament', roles: ADMIN },
  {
    id: 'branch-office',
    section: 'admin',
    label: 'app.menu.branchOffices',
    path: (d) => (d ? `/branch-office/${d}` : '/departament'),
    roles: ADMIN,
  },
  { id: 'user', section: 'admin', label: 'app.menu.users', path: '/user', roles: ADMIN },
  { id: 'role', section: 'admin', label: 'app.menu.roles', path: '/role', roles: ADMIN },
  { id: 'turn', section: 'admin', label: 'app.menu.turns', path: '/turn', roles: ADMIN },
  { id: 'payment-type', section: 'admin', label: 'app.menu.paymentTypes', path: '/payment-type', roles: ADMIN },
  { id: 'subject', section: 'admin', label: 'app.menu.subjects', path: '/subject', roles: ADMIN },
  { id: 'lesson-level', section: 'admin', label: 'app.menu.lessonLevels', path: '/lesson-level', roles: ADMIN },
  {
    id: 'payment-category',
    section: 'admin',
    label: 'app.menu.paymentCategories',
    path: '/payment-category',
    roles: ADMIN,
  },
  { id: 'ingress-type', section: 'admin', label: 'app.menu.incomeTypes', path: '/ingress-type', roles: ADMIN },
  // Beyond the spec: a snapshot of the database.
  { id: 'backup', section: 'admin', label: 'app.menu.backup', path: '/backup', roles: ADMIN },
  // Beyond the spec: who changed what, before and after.
  { id: 'audit-log', section: 'admin', label: 'app.menu.auditLog', path: '/audit-log', roles: ADMIN },
  // Beyond the spec: stored totals checked against payments and instalments.
  { id: 'totals-check', section: 'admin', label: 'app.menu.totalsCheck', path: '/totals-check', roles: ADMIN },
  { id: 'integrations', section: 'admin', label: 'app.menu.integrations', path: '/integrations', roles: ADMIN },
  // Beyond the spec: students, enrolments and what was already paid, from a spreadsheet.
  { id: 'import-students', section: 'admin', label: 'app.menu.importStudents', path: '/import-students', roles: ADMIN },
];

/** Where a role lands after login or restore (spec 01 §4). */
export function homePathFor(idRol: number): string {
  // Students and guardians have the portal only.
  if (isPortalRole(idRol)) return '/portal/cuenta';
  if (idRol === 1) return '/home';
  if (idRol === 2) return '/home-administrative';
  return '/subject-schedule';
}

function hasModule(user: SessionUser, idModulo: number): boolean {
  return (user.permissions ?? []).some((p) => p.idModulo === idModulo && !!p.asignado);
}

/** The one access rule of menus and routes: the role is listed, and role 2 holds the module when one is named. */
export function mayOpen(user: SessionUser, roles: readonly number[], role2Module?: number): boolean {
  if (!roles.includes(user.idRol)) return false;
  return user.idRol !== 2 || role2Module === undefined || hasModule(user, role2Module);
}

interface ResolvedItem {
  id: string;
  label: AppMessageKey;
  to: string;
}

export interface ResolvedSection extends MenuSection {
  items: ResolvedItem[];
}

/**
 * The sections and items a user sees. Role 1 sees only PRINCIPAL until a department is chosen
 * (the chooser clears the option menus, spec 02 §2 "Department chooser").
 */
export function menuFor(user: SessionUser | null, department: ChosenDepartment | null): ResolvedSection[] {
  if (!user) return [];
  const role = user.idRol;
  const departmentId = role === 1 ? (department?.idDepartamento ?? null) : user.idDepartamento;
  const visible = MENU_ITEMS.filter((item) => {
    if (!mayOpen(user, item.roles, item.role2Module)) return false;
    if (role === 1 && !department) return item.section === 'main';
    return true;
  });
  return SECTIONS.map((section) => ({
    ...section,
    items: visible
      .filter((item) => item.section === section.id)
      .map((item) => ({
        id: item.id,
        label: item.label,
        to: typeof item.path === 'function' ? item.path(departmentId) : item.path,
      })),
  })).filter((section) => section.items.length > 0);
}
