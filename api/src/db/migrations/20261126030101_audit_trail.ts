import type { Knex } from 'knex';

/**
 * The audit trail on screen:
 * - audit_log.department_id: the department a row belongs to (the one the acting session worked in). NULL
 *   marks institute-wide events (backups, restores, logins of unknown names, address lockouts). No foreign key:
 *   the trail outlives anything it names.
 * - indexes that hand a department's rows over newest first (the row id is the last key), alone or narrowed by
 *   user, kind of record or action; created_at turns a date range into an id range.
 * - audit_log_terms: the exact words a row can be found by (receipt number, student CI), one row per word,
 *   so the text search is an index lookup instead of a scan of millions of JSON texts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (t) => {
    t.integer('department_id').unsigned().nullable();
  });
  // Older rows: the department of the user who wrote them (the best that is known).
  await knex.raw(`UPDATE audit_log SET department_id = (SELECT u.department_id FROM users u WHERE u.id = audit_log.user_id)
    WHERE user_id IS NOT NULL`);
  await knex.schema.alterTable('audit_log', (t) => {
    t.index(['department_id', 'id'], 'ix_audit_log_department');
    t.index(['department_id', 'user_id', 'id'], 'ix_audit_log_department_user');
    t.index(['department_id', 'entity', 'id'], 'ix_audit_log_department_entity');
    t.index(['department_id', 'action', 'id'], 'ix_audit_log_department_action');
    t.index(['created_at'], 'ix_audit_log_created_at');
  });
  await knex.schema.createTable('audit_log_terms', (t) => {
    t.integer('audit_id').unsigned().notNullable();
    t.string('term', 60).notNullable();
    t.primary(['term', 'audit_id'], 'pk_audit_log_terms');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_log_terms');
  await knex.schema.alterTable('audit_log', (t) => {
    t.dropIndex(['created_at'], 'ix_audit_log_created_at');
    t.dropIndex(['department_id', 'action', 'id'], 'ix_audit_log_department_action');
    t.dropIndex(['department_id', 'entity', 'id'], 'ix_audit_log_department_entity');
    t.dropIndex(['department_id', 'user_id', 'id'], 'ix_audit_log_department_user');
    t.dropIndex(['department_id', 'id'], 'ix_audit_log_department');
    t.dropColumn('department_id');
  });
}
