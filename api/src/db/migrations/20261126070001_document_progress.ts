import type { Knex } from 'knex';

/**
 * How far a long report PDF is: the admin polls it while the document is made. A row, not memory,
 * because the poll and the download may reach different WORKERS processes. Rows older than an hour are swept
 * when a new one starts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('document_progress', (t) => {
    t.integer('user_id').unsigned().notNullable();
    t.string('token', 64).notNullable();
    t.integer('department_id').unsigned().notNullable();
    t.string('stage', 16).notNullable();
    t.integer('lines').nullable();
    t.string('started_at', 24).notNullable();
    t.primary(['user_id', 'token'], 'pk_document_progress');
    t.index(['started_at'], 'ix_document_progress_started_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('document_progress');
}
