import type { Knex } from 'knex';

/** Semesters, groups, enrolments with their instalment plan, grades, attendance, diagnosis and credentials. */
export async function up(knex: Knex): Promise<void> {
  const ref = (t: Knex.CreateTableBuilder, column: string, table: string, key: string) =>
    t.integer(column).unsigned().notNullable().references('id').inTable(table).withKeyName(key);

  await knex.schema.createTable('semesters', (t) => {
    t.increments('id').primary();
    ref(t, 'department_id', 'departments', 'fk_semesters_department');
    t.string('name', 20).notNullable(); // 'I - 2024'
    t.tinyint('number').notNullable();
    t.smallint('year').notNullable();
    t.tinyint('status').notNullable().defaultTo(1);
    t.string('created_at', 24).notNullable();
    t.unique(['department_id', 'name'], { indexName: 'uq_semesters_department_name' });
  });

  // "groups" is a reserved word in MySQL 8, hence class_groups.
  await knex.schema.createTable('class_groups', (t) => {
    t.increments('id').primary();
    ref(t, 'semester_id', 'semesters', 'fk_class_groups_semester');
    ref(t, 'turn_id', 'turns', 'fk_class_groups_turn');
    t.string('name', 40).notNullable(); // 'CODE - number'
    t.string('code', 10).notNullable();
    t.smallint('number').notNullable();
    t.tinyint('instalments').notNullable();
    t.integer('cost_cents').notNullable();
    t.string('start_date', 10).notNullable();
    t.string('end_date', 10).notNullable();
    t.tinyint('status').notNullable().defaultTo(1);
    t.string('created_at', 24).notNullable();
    t.unique(['semester_id', 'name'], { indexName: 'uq_class_groups_semester_name' });
    t.index(['semester_id', 'status'], 'ix_class_groups_semester');
    t.index(['start_date'], 'ix_class_groups_start_date');
  });

  await knex.schema.createTable('group_subjects', (t) => {
    t.increments('id').primary();
    ref(t, 'group_id', 'class_groups', 'fk_group_subjects_group');
    ref(t, 'subject_id', 'subjects', 'fk_group_subjects_subject');
    ref(t, 'teacher_id', 'users', 'fk_group_subjects_teacher');
    t.tinyint('status').notNullable().defaultTo(1);
    t.index(['group_id', 'status'], 'ix_group_subjects_group');
    t.index(['teacher_id'], 'ix_group_subjects_teacher');
  });

  await knex.schema.createTable('teacher_subjects', (t) => {
    t.increments('id').primary();
    ref(t, 'teacher_id', 'users', 'fk_teacher_subjects_teacher');
    ref(t, 'subject_id', 'subjects', 'fk_teacher_subjects_subject');
    t.tinyint('status').notNullable().defaultTo(1);
    t.index(['teacher_id', 'status'], 'ix_teacher_subjects_teacher');
  });

  await knex.schema.createTable('enrolments', (t) => {
    t.increments('id').primary();
    ref(t, 'group_id', 'class_groups', 'fk_enrolments_group');
    ref(t, 'student_id', 'users', 'fk_enrolments_student');
    t.string('enrolled_on', 10).notNullable();
    t.tinyint('status').notNullable().defaultTo(1);
    t.string('created_at', 24).notNullable();
    t.unique(['group_id', 'student_id'], { indexName: 'uq_enrolments_group_student' });
    t.index(['student_id'], 'ix_enrolments_student');
  });

  await knex.schema.createTable('instalments', (t) => {
    t.increments('id').primary();
    ref(t, 'enrolment_id', 'enrolments', 'fk_instalments_enrolment');
    t.tinyint('number').notNullable();
    t.integer('amount_cents').notNullable();
    t.integer('balance_cents').notNullable();
    t.tinyint('paid').notNullable().defaultTo(0);
    t.string('due_date', 10).notNullable();
    t.tinyint('status').notNullable().defaultTo(1);
    t.string('created_at', 24).notNullable();
    t.unique(['enrolment_id', 'number'], { indexName: 'uq_instalments_enrolment_number' });
  });

  // month = partial 1..6 (one per instalment), type 0 Simulacro / 1 Examen; grade in hundredths (0..10000).
  await knex.schema.createTable('grades', (t) => {
    t.increments('id').primary();
    ref(t, 'group_id', 'class_groups', 'fk_grades_group');
    ref(t, 'student_id', 'users', 'fk_grades_student');
    ref(t, 'subject_id', 'subjects', 'fk_grades_subject');
    t.integer('teacher_id').unsigned().nullable().references('id').inTable('users').withKeyName('fk_grades_teacher');
    t.tinyint('month').notNullable();
    t.tinyint('type').notNullable();
    t.integer('grade_hundredths').notNullable();
    t.string('updated_at', 24).notNullable();
    t.unique(['group_id', 'student_id', 'subject_id', 'month', 'type'], { indexName: 'uq_grades_entry' });
  });

  await knex.schema.createTable('attendances', (t) => {
    t.increments('id').primary();
    ref(t, 'group_id', 'class_groups', 'fk_attendances_group');
    ref(t, 'student_id', 'users', 'fk_attendances_student');
    t.string('date', 10).notNullable();
    t.tinyint('present').notNullable();
    t.integer('recorded_by').unsigned().nullable();
    t.unique(['group_id', 'student_id', 'date'], { indexName: 'uq_attendances_entry' });
    t.index(['group_id', 'date'], 'ix_attendances_group_date');
  });

  await knex.schema.createTable('diagnoses', (t) => {
    t.increments('id').primary();
    ref(t, 'group_id', 'class_groups', 'fk_diagnoses_group');
    ref(t, 'student_id', 'users', 'fk_diagnoses_student');
    t.integer('score_hundredths').notNullable();
    t.unique(['group_id', 'student_id'], { indexName: 'uq_diagnoses_entry' });
  });

  await knex.schema.createTable('credential_logs', (t) => {
    t.increments('id').primary();
    ref(t, 'group_id', 'class_groups', 'fk_credential_logs_group');
    ref(t, 'student_id', 'users', 'fk_credential_logs_student');
    ref(t, 'user_id', 'users', 'fk_credential_logs_user');
    t.string('created_at', 24).notNullable();
    t.index(['group_id', 'student_id'], 'ix_credential_logs_student');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'credential_logs',
    'diagnoses',
    'attendances',
    'grades',
    'instalments',
    'enrolments',
    'teacher_subjects',
    'group_subjects',
    'class_groups',
    'semesters',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
