import type { Knex } from 'knex';

/**
 * The dashboard sums the department's incomes and expenses of today, this month and last. Through
 * (department, date) each of them was a row fetched from the table for its status, cashier and amount: on MariaDB
 * about half of each statement's time. These indexes hold every column those sums read, as the payments' one did
 * before payments were kept summed by day (20261127010001).
 */
const INDEXES = [
  {
    table: 'incomes',
    name: 'ix_incomes_department_paid_at_amounts',
    columns: ['department_id', 'paid_at', 'status', 'user_id', 'total_cents'],
  },
  {
    table: 'expenses',
    name: 'ix_expenses_department_registered_at_amounts',
    columns: ['department_id', 'registered_at', 'status', 'user_id', 'total_cents'],
  },
];

export async function up(knex: Knex): Promise<void> {
  for (const { table, name, columns } of INDEXES)
    await knex.schema.alterTable(table, (t) => {
      t.index(columns, name);
    });
}

export async function down(knex: Knex): Promise<void> {
  for (const { table, name, columns } of INDEXES)
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex(columns, name);
    });
}
