import type { Knex } from 'knex';

/**
 * Optimistic concurrency: each editable table gets a `version` counter, 1 for the rows that exist,
 * incremented by every write (api/src/lib/versioned.ts). Calendar events are versioned on their slot, which
 * every lesson and block has exactly one of.
 */
export const VERSIONED_TABLES = [
  'departments',
  'branch_offices',
  'roles',
  'users',
  'turns',
  'payment_types',
  'subjects',
  'lesson_levels',
  'payment_categories',
  'income_types',
  'semesters',
  'class_groups',
  'incomes',
  'expenses',
  'payments',
  'calendar_slots',
];

export async function up(knex: Knex): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.integer('version').notNullable().defaultTo(1);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('version');
    });
  }
}
