import type { Knex } from 'knex';

/** The administration catalogues of spec 02 §2, each owned by a department. */
export async function up(knex: Knex): Promise<void> {
  const departmentRef = (t: Knex.CreateTableBuilder, table: string) =>
    t
      .integer('department_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('departments')
      .withKeyName(`fk_${table}_department`);

  await knex.schema.createTable('turns', (t) => {
    t.increments('id').primary();
    departmentRef(t, 'turns');
    t.string('name', 60).notNullable();
    t.string('description', 200).notNullable().defaultTo('');
    t.tinyint('status').notNullable().defaultTo(1);
    t.unique(['department_id', 'name'], { indexName: 'uq_turns_department_name' });
  });

  await knex.schema.createTable('payment_types', (t) => {
    t.increments('id').primary();
    departmentRef(t, 'payment_types');
    t.string('name', 60).notNullable();
    t.string('description', 200).notNullable().defaultTo('');
    t.tinyint('status').notNullable().defaultTo(1);
    t.unique(['department_id', 'name'], { indexName: 'uq_payment_types_department_name' });
  });

  await knex.schema.createTable('subjects', (t) => {
    t.increments('id').primary();
    departmentRef(t, 'subjects');
    t.string('name', 80).notNullable();
    t.string('code', 20).notNullable();
    t.tinyint('type').notNullable(); // 1 individual, 2 group
    t.tinyint('status').notNullable().defaultTo(1);
    t.unique(['department_id', 'code'], { indexName: 'uq_subjects_department_code' });
  });

  await knex.schema.createTable('lesson_levels', (t) => {
    t.increments('id').primary();
    departmentRef(t, 'lesson_levels');
    t.string('name', 60).notNullable();
    t.string('initials', 10).notNullable();
    t.string('description', 200).notNullable().defaultTo('');
    t.tinyint('status').notNullable().defaultTo(1);
    t.unique(['department_id', 'initials'], { indexName: 'uq_lesson_levels_department_initials' });
  });

  // Type 1 (Individual): rate_cents paid per hour of lesson; type 2 (Practica): share_bp of practice income (basis points).
  await knex.schema.createTable('payment_categories', (t) => {
    t.increments('id').primary();
    departmentRef(t, 'payment_categories');
    t.integer('level_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('lesson_levels')
      .withKeyName('fk_payment_categories_level');
    t.tinyint('type').notNullable();
    t.tinyint('student_count').notNullable().defaultTo(1);
    t.integer('rate_cents').nullable();
    t.integer('share_bp').nullable();
    t.tinyint('status').notNullable().defaultTo(1);
    t.index(['department_id', 'type', 'level_id', 'student_count'], 'ix_payment_categories_lookup');
  });

  await knex.schema.createTable('income_types', (t) => {
    t.increments('id').primary();
    departmentRef(t, 'income_types');
    t.string('name', 80).notNullable();
    t.tinyint('type').notNullable(); // 1 INGRESO, 2 PAQUETE, 3 PRACTICA
    t.tinyint('status').notNullable().defaultTo(1);
    t.unique(['department_id', 'name'], { indexName: 'uq_income_types_department_name' });
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['income_types', 'payment_categories', 'lesson_levels', 'subjects', 'payment_types', 'turns']) {
    await knex.schema.dropTableIfExists(table);
  }
}
