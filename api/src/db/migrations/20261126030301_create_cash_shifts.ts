import type { Knex } from 'knex';

/**
 * The cashier's shift and its close ('Cierre de caja'): opened by, when, the opening cash, and at
 * the close the expected, counted and difference, all in centavos. `open_cashier_id` holds the cashier while the
 * shift is open and null once closed: its unique index allows one open shift per cashier on both engines.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cash_shifts', (t) => {
    t.increments('id').primary();
    t.integer('department_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('departments')
      .withKeyName('fk_cash_shifts_department');
    t.integer('cashier_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .withKeyName('fk_cash_shifts_cashier');
    t.integer('open_cashier_id').unsigned().nullable();
    t.string('opened_at', 24).notNullable();
    t.integer('opening_cents').notNullable();
    t.string('closed_at', 24).nullable();
    t.integer('expected_cents').nullable();
    t.integer('counted_cents').nullable();
    t.integer('difference_cents').nullable();
    t.unique(['open_cashier_id'], { indexName: 'uq_cash_shifts_open_cashier' });
    t.index(['department_id', 'closed_at'], 'ix_cash_shifts_department_closed_at');
    t.index(['cashier_id', 'closed_at'], 'ix_cash_shifts_cashier_closed_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('cash_shifts');
}
