import type { ModuleDeps } from '../deps.js';
import { registerExpenseRoutes } from './expenses.routes.js';
import { expensesResource } from './expenses.rest.js';

/** Expenses, their receipts and reports. */
export function registerExpenses({ router, db }: ModuleDeps) {
  registerExpenseRoutes(router, db);
  return [expensesResource];
}
