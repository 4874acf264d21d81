import type { RestResource } from '../rest/resource.js';
import type { ModuleDeps } from './deps.js';
import { registerCredentials } from './auth/auth.routes.js';
import { registerCatalogues } from './catalogues/catalogues.routes.js';
import { registerUsers } from './users/users.routes.js';
import { registerSemesters } from './semesters/semesters.routes.js';
import { registerGroups } from './groups/groups.routes.js';
import { registerStudents } from './students/students.routes.js';
import { registerEnrolments } from './enrolments/enrolments.routes.js';
import { registerPayments } from './payments/payments.routes.js';
import { registerIncomes } from './incomes/incomes.routes.js';
import { registerExpenses } from './expenses/expenses.routes.js';
import { registerStudentCredentials } from './credentials/credentials.routes.js';
import { registerBackups } from './backups/backups.routes.js';
import { registerGrades } from './grades/grades.routes.js';
import { registerReports } from './reports/reports.routes.js';
import { registerCalendar } from './calendar/calendar.routes.js';
import { registerStatement } from './statement/statement.routes.js';
import { registerCalendarFeed } from './calendar-feed/calendar-feed.routes.js';
import { registerAudit } from './audit/audit.routes.js';
import { registerCounter } from './counter/counter.routes.js';
import { registerTotals } from './totals/totals.routes.js';
import { registerIntegrations } from './integrations/integrations.routes.js';
import { registerStudentImport } from './student-import/student-import.routes.js';
import { registerFirstSteps } from './setup/first-steps.routes.js';
import { registerPortal } from './portal/portal.routes.js';

/**
 * Every area registers its documented endpoints on the protected router and returns its REST resources.
 * Add one line per area.
 */
const areas: Array<(deps: ModuleDeps) => RestResource[] | void> = [
  ({ router, db, config }) => registerCredentials(router, db, config),
  registerCatalogues,
  registerUsers,
  // The academics areas of spec 01 §2, in this order: semesters, groups and their subjects, students, enrolment.
  registerSemesters,
  registerGroups,
  registerStudents,
  registerEnrolments,
  registerPayments,
  registerIncomes,
  registerExpenses,
  registerStudentCredentials,
  registerBackups,
  registerGrades,
  registerReports,
  registerCalendar,
  registerStatement,
  registerCalendarFeed,
  registerAudit,
  registerCounter,
  registerTotals,
  registerIntegrations,
  registerStudentImport,
  registerFirstSteps,
  registerPortal,
];

export function registerModules(deps: ModuleDeps): RestResource[] {
  return areas.flatMap((register) => register(deps) ?? []);
}
