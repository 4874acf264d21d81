import type { Knex } from 'knex';

/**
 * Sessions that can be revoked and a login throttle per (user, address) and per address:
 * - users.session_version: bumped when a password, status or role changes; tokens carry the version they
 *   were issued with and stop working once it moves on.
 * - revoked_sessions: token ids ended by POST /api/users/logout, kept until the token would have expired.
 * - login_throttles replaces login_attempts (keyed by user name only, so anyone could lock anyone out).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('session_version').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('revoked_sessions', (t) => {
    t.string('token_id', 40).primary();
    t.string('expires_at', 24).notNullable();
    t.index(['expires_at'], 'ix_revoked_sessions_expires');
  });
  await knex.schema.createTable('login_throttles', (t) => {
    // 'ip:<address>' or 'user:<sha256 of user name and address>', so the key length is bounded.
    t.string('throttle_key', 80).primary();
    t.integer('failures').notNullable().defaultTo(0);
    t.integer('lockouts').notNullable().defaultTo(0);
    t.string('locked_until', 24).nullable();
    t.string('updated_at', 24).notNullable();
  });
  await knex.schema.dropTableIfExists('login_attempts');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_attempts', (t) => {
    t.string('username', 60).primary();
    t.integer('failures').notNullable().defaultTo(0);
    t.string('locked_until', 24).nullable();
    t.string('updated_at', 24).notNullable();
  });
  await knex.schema.dropTableIfExists('login_throttles');
  await knex.schema.dropTableIfExists('revoked_sessions');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('session_version');
  });
}
