import type { ModuleDeps } from '../deps.js';
import { registerPaymentRoutes } from './payment.routes.js';

/** Monthly-fee payments and their receipts (spec 02 §2 "Student payments"); documented endpoints only. */
export function registerPayments({ router, db }: ModuleDeps) {
  registerPaymentRoutes(router, db);
  return [];
}
