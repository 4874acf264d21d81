import type { Knex } from 'knex';

/** Departments, branch offices, people, permissions and the cross-cutting tables (audit, receipts, login throttle). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('departments', (t) => {
    t.increments('id').primary();
    t.string('name', 80).notNullable();
    t.tinyint('status').notNullable().defaultTo(1);
    t.unique(['name'], { indexName: 'uq_departments_name' });
  });

  await knex.schema.createTable('branch_offices', (t) => {
    t.increments('id').primary();
    t.integer('department_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('departments')
      .withKeyName('fk_branch_offices_department');
    t.string('name', 80).notNullable();
    t.string('phone', 40).notNullable().defaultTo('');
    t.tinyint('status').notNullable().defaultTo(1);
    t.unique(['department_id', 'name'], { indexName: 'uq_branch_offices_department_name' });
  });

  await knex.schema.createTable('roles', (t) => {
    t.increments('id').primary();
    t.string('name', 60).notNullable();
    t.string('description', 200).notNullable().defaultTo('');
    t.tinyint('status').notNullable().defaultTo(1);
    t.unique(['name'], { indexName: 'uq_roles_name' });
  });

  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.integer('department_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('departments')
      .withKeyName('fk_users_department');
    t.integer('branch_office_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('branch_offices')
      .withKeyName('fk_users_branch_office');
    t.integer('role_id').unsigned().notNullable().references('id').inTable('roles').withKeyName('fk_users_role');
    t.string('first_names', 100).notNullable();
    t.string('last_names', 100).notNullable();
    t.string('ci', 20).notNullable();
    t.string('email', 120).notNullable().defaultTo('');
    t.string('phone', 40).notNullable().defaultTo('');
    t.string('username', 60).nullable();
    t.string('password_hash', 200).nullable();
    t.string('qr_code', 200).nullable();
    t.string('avatar_key', 200).nullable();
    t.tinyint('status').notNullable().defaultTo(1);
    t.string('created_at', 24).notNullable();
    t.unique(['department_id', 'ci'], { indexName: 'uq_users_ci_department' });
    t.unique(['username'], { indexName: 'uq_users_username' });
    t.index(['department_id', 'role_id', 'status'], 'ix_users_department_role');
    t.index(['last_names'], 'ix_users_last_names');
    t.index(['first_names'], 'ix_users_first_names');
  });

  await knex.schema.createTable('modules', (t) => {
    t.increments('id').primary();
    t.string('name', 80).notNullable();
  });

  await knex.schema.createTable('user_permissions', (t) => {
    t.increments('id').primary();
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .withKeyName('fk_user_permissions_user');
    t.integer('module_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('modules')
      .withKeyName('fk_user_permissions_module');
    t.tinyint('assigned').notNullable().defaultTo(1);
    t.unique(['user_id', 'module_id'], { indexName: 'uq_user_permissions_user_module' });
  });

  // Counted in the database so that several API processes agree (ARCHITECTURE "Growing past one machine").
  await knex.schema.createTable('login_attempts', (t) => {
    t.string('username', 60).primary();
    t.integer('failures').notNullable().defaultTo(0);
    t.string('locked_until', 24).nullable();
    t.string('updated_at', 24).notNullable();
  });

  // One counter per department and document kind ('payment', 'income', 'expense').
  await knex.schema.createTable('receipt_sequences', (t) => {
    t.integer('department_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('departments')
      .withKeyName('fk_receipt_sequences_department');
    t.string('kind', 20).notNullable();
    t.integer('last_number').notNullable().defaultTo(0);
    t.primary(['department_id', 'kind'], 'pk_receipt_sequences');
  });

  await knex.schema.createTable('audit_log', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().nullable();
    t.string('entity', 40).notNullable();
    t.integer('entity_id').unsigned().notNullable();
    t.string('action', 20).notNullable();
    t.text('before_json').nullable();
    t.text('after_json').nullable();
    t.string('created_at', 24).notNullable();
    t.index(['entity', 'entity_id'], 'ix_audit_log_entity');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'audit_log',
    'receipt_sequences',
    'login_attempts',
    'user_permissions',
    'modules',
    'users',
    'roles',
    'branch_offices',
    'departments',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
