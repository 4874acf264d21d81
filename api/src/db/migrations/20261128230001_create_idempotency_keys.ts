import type { Knex } from 'knex';

/**
 * Idempotency keys of the money calls (api/src/http/idempotency.ts): one row per user, department and key,
 * reserved ('running') before the call runs and holding its answer once it is 'done'. The key is matched by its
 * SHA-256 (`key_hash`): exact bytes on both engines, whatever MariaDB's collation would fold or pad.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable();
    t.integer('department_id').unsigned().notNullable();
    t.string('key_hash', 64).notNullable();
    t.string('client_key', 255).notNullable();
    // SHA-256 of method, path and body: the same key with another request is refused.
    t.string('fingerprint', 64).notNullable();
    t.string('state', 8).notNullable();
    // Who runs the call now: a reservation is finished or released only by its owner.
    t.string('owner', 36).notNullable();
    t.string('started_at', 24).notNullable();
    t.string('created_at', 24).notNullable();
    t.integer('status').nullable();
    t.text('headers').nullable();
    t.text('body', 'mediumtext').nullable();
    t.unique(['user_id', 'department_id', 'key_hash'], { indexName: 'uq_idempotency_keys_user_key' });
    t.index(['created_at'], 'ix_idempotency_keys_created_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
