import type { Knex } from 'knex';
import { createDebtTriggers } from '../../modules/reports/debt-triggers.queries.js';

/**
 * Payments brought in by the student import: `imported` marks what was paid before the institute used this app.
 * They settle saldos like any payment but were taken by no cashier in no shift, so the cash figures (cashier
 * report, shift close, today's income) leave them out. The dashboard's covering index gains the mark, so its sums
 * still read the index alone. The import also keeps each student's guardian, a column of the template.
 */
const OLD = {
  name: 'ix_payments_department_paid_at_amounts',
  columns: ['department_id', 'paid_at', 'status', 'cashier_id', 'amount_paid_cents'],
};
const NEW = {
  name: 'ix_payments_department_paid_at_kind_amounts',
  columns: ['department_id', 'paid_at', 'status', 'imported', 'cashier_id', 'amount_paid_cents'],
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.boolean('imported').notNullable().defaultTo(false);
  });
  await knex.schema.alterTable('payments', (t) => {
    t.index(NEW.columns, NEW.name);
  });
  await knex.schema.alterTable('payments', (t) => {
    t.dropIndex(OLD.columns, OLD.name);
  });
  await knex.schema.alterTable('users', (t) => {
    t.string('guardian_name', 120).notNullable().defaultTo('');
    t.string('guardian_phone', 40).notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('guardian_name');
    t.dropColumn('guardian_phone');
  });
  await knex.schema.alterTable('payments', (t) => {
    t.index(OLD.columns, OLD.name);
  });
  await knex.schema.alterTable('payments', (t) => {
    t.dropIndex(NEW.columns, NEW.name);
  });
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('imported');
  });
  // SQLite drops a column by rebuilding the table, which loses its triggers: the debt marks are put back.
  await createDebtTriggers(knex, (knex.client as unknown as { dialect: string }).dialect === 'mysql');
}
