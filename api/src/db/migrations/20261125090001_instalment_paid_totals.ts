import type { Knex } from 'knex';

/**
 * What each instalment has received, kept beside its saldo: `paid_cents`, the sum of its active
 * payments, and `last_paid_at`, the instant of the latest one. The payment service stores both in the same
 * transaction as the saldo, from the payments it has just locked, so the monthly payment report reads one row
 * per instalment instead of summing a payment history that keeps growing. Filled here from the payments.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('instalments', (t) => {
    t.integer('paid_cents').notNullable().defaultTo(0);
    t.string('last_paid_at', 24).nullable();
  });
  await knex.raw(`
    update instalments set
      paid_cents = (select coalesce(sum(p.amount_paid_cents), 0) from payments p where p.instalment_id = instalments.id and p.status = 1),
      last_paid_at = (select max(p.paid_at) from payments p where p.instalment_id = instalments.id and p.status = 1)
    where exists (select 1 from payments p where p.instalment_id = instalments.id)`);
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN (SQLite ≥ 3.35 and MySQL alike): knex would rebuild the SQLite table, which its foreign keys refuse once it has rows.
  await knex.raw('alter table instalments drop column last_paid_at');
  await knex.raw('alter table instalments drop column paid_cents');
}
