import type { ModuleDeps } from '../deps.js';
import { registerIncomeRoutes } from './incomes.routes.js';
import { incomesResource } from './incomes.rest.js';

/** Income (simple, package, practice), its receipts and reports. */
export function registerIncomes({ router, db }: ModuleDeps) {
  registerIncomeRoutes(router, db);
  return [incomesResource];
}
