import type { Knex } from 'knex';

/**
 * A teacher's private calendar link. Only the sha256 of the link's token is kept, so a
 * database or backup never holds a working link. `active_teacher_id` is the teacher while the link is
 * live and null once revoked or replaced: its unique index lets each teacher have at most one live link
 * on both engines (several NULLs are allowed), without a partial index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_feeds', (t) => {
    t.increments('id').primary();
    t.integer('teacher_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .withKeyName('fk_calendar_feeds_teacher');
    t.string('token_hash', 64).notNullable();
    t.integer('active_teacher_id').unsigned().nullable();
    t.integer('created_by')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .withKeyName('fk_calendar_feeds_created_by');
    t.string('created_at', 24).notNullable();
    t.string('revoked_at', 24).nullable();
    t.unique(['token_hash'], { indexName: 'uq_calendar_feeds_token' });
    t.unique(['active_teacher_id'], { indexName: 'uq_calendar_feeds_active_teacher' });
    t.index(['teacher_id'], 'ix_calendar_feeds_teacher');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('calendar_feeds');
}
