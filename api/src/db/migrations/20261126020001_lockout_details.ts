import type { Knex } from 'knex';

/**
 * Role 1 lists current login lockouts and lifts one: the throttle row keeps the user name
 * and address it counts, since the per-(user, address) key is only a hash of them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_throttles', (t) => {
    t.string('username', 60).nullable();
    t.string('address', 64).nullable();
    t.index(['locked_until'], 'ix_login_throttles_locked_until');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_throttles', (t) => {
    t.dropIndex(['locked_until'], 'ix_login_throttles_locked_until');
    t.dropColumn('address');
    t.dropColumn('username');
  });
}
