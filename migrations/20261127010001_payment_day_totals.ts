import type { Knex } from 'knex';
import { rebuildPaymentDays } from '../api/src/modules/reports/payment-day-totals.js';

/**
 * The dashboard's payment money kept summed per department, La Paz day and cashier (issue 27;
 * api/src/modules/reports/payment-day-totals.ts). Filled here from the payments.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_day_totals', (t) => {
    t.integer('department_id').unsigned().notNullable();
    t.string('day', 10).notNullable();
    t.integer('cashier_id').unsigned().notNullable();
    t.bigInteger('amount_cents').notNullable().defaultTo(0);
    t.primary(['department_id', 'day', 'cashier_id']);
  });
  await rebuildPaymentDays(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_day_totals');
}
