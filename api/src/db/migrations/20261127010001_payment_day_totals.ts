import type { Knex } from 'knex';

/**
 * The dashboard's payment money kept summed per department, La Paz day and cashier;
 * dropped again by 20261128000001, which sums payments on read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_day_totals', (t) => {
    t.integer('department_id').unsigned().notNullable();
    t.string('day', 10).notNullable();
    t.integer('cashier_id').unsigned().notNullable();
    t.bigInteger('amount_cents').notNullable().defaultTo(0);
    t.primary(['department_id', 'day', 'cashier_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_day_totals');
}
