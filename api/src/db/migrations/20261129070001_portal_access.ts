import type { Knex } from 'knex';

/**
 * The student and guardian portal: guardians ('Apoderado', role 7) are people of the department linked by staff to
 * one or more students; a portal account gives a student or a guardian a password of their own, reached with a
 * one-time activation code (only its SHA-256 is kept). Logging in with the account's CI lands on the portal.
 */
export async function up(knex: Knex): Promise<void> {
  // A database that already holds the reference roles gains the guardian role; a new one gets it from the seed.
  const roles = await knex('roles').count({ n: '*' }).first();
  if (Number(roles?.n ?? 0) > 0 && !(await knex('roles').where({ id: 7 }).first())) {
    await knex('roles').insert({
      id: 7,
      name: 'APODERADO',
      description: 'PADRE, MADRE O TUTOR DE UN ESTUDIANTE',
      status: 1,
    });
  }
  await knex.schema.createTable('student_guardians', (t) => {
    t.increments('id').primary();
    t.integer('student_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .withKeyName('fk_student_guardians_student');
    t.integer('guardian_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .withKeyName('fk_student_guardians_guardian');
    t.string('relationship', 40).notNullable();
    t.tinyint('status').notNullable().defaultTo(1);
    t.string('created_at', 24).notNullable();
    t.unique(['student_id', 'guardian_id'], { indexName: 'uq_student_guardians_pair' });
    t.index(['guardian_id', 'status'], 'ix_student_guardians_guardian');
  });
  await knex.schema.createTable('portal_accounts', (t) => {
    t.increments('id').primary();
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .withKeyName('fk_portal_accounts_user');
    t.integer('department_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('departments')
      .withKeyName('fk_portal_accounts_department');
    // The CI the person types on the login page; one account per CI across the institute.
    t.string('login', 20).notNullable();
    t.string('password_hash', 200).nullable();
    // 1 enabled (activated or waiting for its code), 0 revoked.
    t.tinyint('status').notNullable().defaultTo(1);
    t.string('activated_at', 24).nullable();
    t.string('last_login_at', 24).nullable();
    t.string('created_at', 24).notNullable();
    t.unique(['user_id'], { indexName: 'uq_portal_accounts_user' });
    t.unique(['login'], { indexName: 'uq_portal_accounts_login' });
  });
  await knex.schema.createTable('portal_activations', (t) => {
    t.increments('id').primary();
    t.integer('account_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('portal_accounts')
      .withKeyName('fk_portal_activations_account');
    t.string('code_hash', 64).notNullable();
    t.string('expires_at', 24).notNullable();
    t.string('used_at', 24).nullable();
    t.integer('created_by')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .withKeyName('fk_portal_activations_creator');
    t.string('created_at', 24).notNullable();
    t.unique(['code_hash'], { indexName: 'uq_portal_activations_code' });
    t.index(['account_id'], 'ix_portal_activations_account');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('portal_activations');
  await knex.schema.dropTable('portal_accounts');
  await knex.schema.dropTable('student_guardians');
  await knex('users').where({ roleId: 7 }).delete();
  await knex('roles').where({ id: 7 }).delete();
}
