import type { Knex } from 'knex';

/**
 * The dashboard sums the department's payments of this month and last: through (department, paid_at)
 * each of those thousands of payments was a row fetched from the table for its status, cashier and amount
 * (MariaDB 18 ms on the 500k dataset). This index holds every column that sum reads, so it is answered from the
 * index alone on both engines; its (department, paid_at) prefix serves the cashier report's range as before.
 */
const COLUMNS = ['department_id', 'paid_at', 'status', 'cashier_id', 'amount_paid_cents'];
const NAME = 'ix_payments_department_paid_at_amounts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.index(COLUMNS, NAME);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropIndex(COLUMNS, NAME);
  });
}
