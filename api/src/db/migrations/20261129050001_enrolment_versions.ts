import type { Knex } from 'knex';

/** Enrolments join the versioned records: two staff editing one enrolment are told instead of overwriting. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('enrolments', (t) => {
    t.integer('version').notNullable().defaultTo(1);
  });
}

// Dropped in place (SQLite ≥ 3.35 and MariaDB alike): knex's SQLite rebuild of the table would trip the debt
// triggers that name enrolments.
export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE enrolments DROP COLUMN version');
}
