import type { Knex } from 'knex';

/**
 * Indexes for the screens that page through a department:
 * - users (department, role, surname): the students and staff lists are sorted by surname 25 rows at a time;
 *   the index hands them over in that order (the row id that breaks ties is the index's last key on SQLite
 *   and InnoDB alike) instead of sorting the whole department for every page, and serves a surname prefix
 *   search inside the department.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.index(['department_id', 'role_id', 'last_names'], 'ix_users_department_role_surname');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex(['department_id', 'role_id', 'last_names'], 'ix_users_department_role_surname');
  });
}
