import type { RestResource } from '../rest/resource.js';
import type { ModuleDeps } from './deps.js';
import { registerCredentials } from './auth/auth.routes.js';
import { registerCatalogues } from './catalogues/index.js';
import { registerUsers } from './users/index.js';
import { registerSemesters } from './semesters/index.js';
import { registerGroups } from './groups/index.js';
import { registerStudents } from './students/index.js';
import { registerEnrolments } from './enrolments/index.js';
import { registerPayments } from './payments/index.js';
import { registerIncomes } from './incomes/index.js';
import { registerExpenses } from './expenses/index.js';
import { registerStudentCredentials } from './credentials/index.js';
import { registerBackups } from './backups/index.js';
import { registerGrades } from './grades/index.js';
import { registerReports } from './reports/index.js';
import { registerCalendar } from './calendar/index.js';
import { registerStatement } from './statement/index.js';
import { registerCalendarFeed } from './calendar-feed/index.js';
import { registerAudit } from './audit/index.js';
import { registerCounter } from './counter/index.js';
import { registerTotals } from './totals/index.js';
import { registerStudentImport } from './student-import/index.js';
import { registerFirstSteps } from './setup/first-steps.js';

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
  registerStudentImport,
  registerFirstSteps,
];

export function registerModules(deps: ModuleDeps): RestResource[] {
  return areas.flatMap((register) => register(deps) ?? []);
}
