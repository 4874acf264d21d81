import type { Knex } from 'knex';

/**
 * API keys of Administración → 'Integraciones': a key belongs to one department and acts with one role's rules.
 * Only a SHA-256 hash of the secret is kept; `lookup` is the public part of the key (hex, so MariaDB's
 * case-insensitive collation cannot make two keys equal) that finds the row before the hash is compared.
 * audit_log.api_key_id marks the rows written by a request made with a key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_keys', (t) => {
    t.increments('id').primary();
    t.integer('department_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('departments')
      .withKeyName('fk_api_keys_department');
    t.string('name', 100).notNullable();
    t.integer('role_id').unsigned().notNullable().references('id').inTable('roles').withKeyName('fk_api_keys_role');
    t.string('lookup', 24).notNullable();
    t.string('secret_hash', 64).notNullable();
    t.string('expires_on', 10).nullable();
    t.integer('status').notNullable().defaultTo(1);
    t.integer('created_by')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .withKeyName('fk_api_keys_creator');
    t.string('created_at', 30).notNullable();
    t.string('last_used_at', 30).nullable();
    t.integer('revoked_by').unsigned().nullable().references('id').inTable('users').withKeyName('fk_api_keys_revoker');
    t.string('revoked_at', 30).nullable();
    t.unique(['lookup'], { indexName: 'uq_api_keys_lookup' });
    t.index(['department_id', 'id'], 'ix_api_keys_department');
  });
  await knex.schema.alterTable('audit_log', (t) => {
    t.integer('api_key_id').unsigned().nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (t) => {
    t.dropColumn('api_key_id');
  });
  await knex.schema.dropTable('api_keys');
}
