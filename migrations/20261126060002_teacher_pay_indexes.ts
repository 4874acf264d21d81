import type { Knex } from 'knex';

/**
 * Teacher pay of a week (issue 27) reads the week's lessons from their slots and, for hour packages, the income
 * of each reservation. SQLite had no index for either join: it scanned `lessons` and built a temporary index over
 * every income on each request, both growing with the institute's history. MySQL/MariaDB index every foreign key
 * already (an index of their own there would take the key's place and could then not be dropped): SQLite only.
 */
const INDEXES: Array<[string, string[], string]> = [
  ['lessons', ['slot_id'], 'ix_lessons_slot'],
  ['incomes', ['reservation_id'], 'ix_incomes_reservation'],
];

const isSqlite = (knex: Knex) => knex.client.config.client !== 'mysql2';

export async function up(knex: Knex): Promise<void> {
  if (!isSqlite(knex)) return;
  for (const [table, columns, name] of INDEXES) await knex.schema.alterTable(table, (t) => { t.index(columns, name); });
}

export async function down(knex: Knex): Promise<void> {
  if (!isSqlite(knex)) return;
  for (const [table, columns, name] of INDEXES) await knex.schema.alterTable(table, (t) => { t.dropIndex(columns, name); });
}
