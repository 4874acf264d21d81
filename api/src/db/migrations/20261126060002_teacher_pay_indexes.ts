import type { Knex } from 'knex';

/**
 * Teacher pay of a week reads the week's lessons from their slots and, for hour packages, the income
 * of each reservation. SQLite had no index for either join: it scanned `lessons` and built a temporary index over
 * every income on each request, both growing with the institute's history. The incomes' index holds only those
 * of a reservation: most incomes have none, and an index over all of them, mostly NULL, looks unselective to the
 * planner, which then scans incomes for every lesson. MySQL/MariaDB index every foreign key already (an index of
 * their own there would take the key's place and could then not be dropped): SQLite only.
 */
// By dialect: the app's client is a subclass (api/src/db-mysql.ts), so config.client is a class, not a name.
const isSqlite = (knex: Knex) => (knex.client as unknown as { dialect: string }).dialect !== 'mysql';

export async function up(knex: Knex): Promise<void> {
  if (!isSqlite(knex)) return;
  await knex.raw('create index ix_lessons_slot on lessons (slot_id)');
  await knex.raw('create index ix_incomes_reservation on incomes (reservation_id) where reservation_id is not null');
}

export async function down(knex: Knex): Promise<void> {
  if (!isSqlite(knex)) return;
  await knex.raw('drop index ix_incomes_reservation');
  await knex.raw('drop index ix_lessons_slot');
}
