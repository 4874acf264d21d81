import type { Knex } from 'knex';

/** Reservations and the teacher calendar, payments, income, expenses and AFP discounts. */
export async function up(knex: Knex): Promise<void> {
  const ref = (t: Knex.CreateTableBuilder, column: string, table: string, key: string) =>
    t.integer(column).unsigned().notNullable().references('id').inTable(table).withKeyName(key);
  const optionalRef = (t: Knex.CreateTableBuilder, column: string, table: string, key: string) =>
    t.integer(column).unsigned().nullable().references('id').inTable(table).withKeyName(key);

  // Paid per reservation (price_cents / paid_cents) or by an hours package (minutes_left).
  await knex.schema.createTable('reservations', (t) => {
    t.increments('id').primary();
    ref(t, 'department_id', 'departments', 'fk_reservations_department');
    ref(t, 'student_id', 'users', 'fk_reservations_student');
    optionalRef(t, 'teacher_id', 'users', 'fk_reservations_teacher');
    ref(t, 'level_id', 'lesson_levels', 'fk_reservations_level');
    optionalRef(t, 'subject_id', 'subjects', 'fk_reservations_subject');
    t.tinyint('student_count').notNullable().defaultTo(1);
    t.integer('minutes_left').nullable();
    t.integer('price_cents').nullable();
    t.integer('paid_cents').notNullable().defaultTo(0);
    t.tinyint('status').notNullable().defaultTo(1);
    t.string('created_at', 24).notNullable();
    t.index(['student_id'], 'ix_reservations_student');
  });

  await knex.schema.createTable('calendar_slots', (t) => {
    t.increments('id').primary();
    ref(t, 'department_id', 'departments', 'fk_calendar_slots_department');
    ref(t, 'teacher_id', 'users', 'fk_calendar_slots_teacher');
    t.string('starts_at', 24).notNullable();
    t.string('ends_at', 24).notNullable();
    t.string('kind', 10).notNullable(); // 'group' | 'activity' | 'lesson'
    t.tinyint('status').notNullable().defaultTo(1);
    t.index(['teacher_id', 'starts_at'], 'ix_calendar_slots_teacher_start');
  });

  await knex.schema.createTable('group_teacher_blocks', (t) => {
    t.increments('id').primary();
    ref(t, 'slot_id', 'calendar_slots', 'fk_group_teacher_blocks_slot');
    ref(t, 'group_id', 'class_groups', 'fk_group_teacher_blocks_group');
    t.tinyint('status').notNullable().defaultTo(1);
    t.index(['group_id'], 'ix_group_teacher_blocks_group');
  });

  await knex.schema.createTable('teacher_activities', (t) => {
    t.increments('id').primary();
    ref(t, 'slot_id', 'calendar_slots', 'fk_teacher_activities_slot');
    t.string('description', 200).notNullable().defaultTo('BLOQUEADO');
    t.tinyint('status').notNullable().defaultTo(1);
  });

  await knex.schema.createTable('lessons', (t) => {
    t.increments('id').primary();
    ref(t, 'slot_id', 'calendar_slots', 'fk_lessons_slot');
    ref(t, 'reservation_id', 'reservations', 'fk_lessons_reservation');
    ref(t, 'subject_id', 'subjects', 'fk_lessons_subject');
    t.tinyint('type').notNullable(); // calendar type 1..5 or 8
    t.tinyint('virtual').notNullable().defaultTo(0);
    t.string('description', 300).notNullable().defaultTo('');
    t.tinyint('status').notNullable().defaultTo(1);
    t.index(['reservation_id'], 'ix_lessons_reservation');
  });

  // One row per payment against an instalment (monthly fee) or a reservation (individual lessons).
  await knex.schema.createTable('payments', (t) => {
    t.increments('id').primary();
    ref(t, 'department_id', 'departments', 'fk_payments_department');
    optionalRef(t, 'instalment_id', 'instalments', 'fk_payments_instalment');
    optionalRef(t, 'reservation_id', 'reservations', 'fk_payments_reservation');
    ref(t, 'payment_type_id', 'payment_types', 'fk_payments_payment_type');
    ref(t, 'cashier_id', 'users', 'fk_payments_cashier');
    t.integer('receipt_number').notNullable();
    t.integer('amount_paid_cents').notNullable(); // subTotal
    t.integer('discount_cents').notNullable().defaultTo(0);
    t.integer('due_amount_cents').notNullable(); // monto (instalment amount or reservation price)
    t.integer('balance_after_cents').notNullable(); // saldo
    t.string('description', 300).notNullable().defaultTo('');
    t.string('paid_at', 24).notNullable();
    t.tinyint('status').notNullable().defaultTo(1);
    t.unique(['department_id', 'receipt_number'], { indexName: 'uq_payments_department_receipt' });
    t.index(['instalment_id'], 'ix_payments_instalment');
    t.index(['reservation_id'], 'ix_payments_reservation');
    t.index(['department_id', 'paid_at'], 'ix_payments_department_paid_at');
    t.index(['cashier_id', 'paid_at'], 'ix_payments_cashier_paid_at');
  });

  await knex.schema.createTable('incomes', (t) => {
    t.increments('id').primary();
    ref(t, 'department_id', 'departments', 'fk_incomes_department');
    ref(t, 'income_type_id', 'income_types', 'fk_incomes_income_type');
    ref(t, 'user_id', 'users', 'fk_incomes_user');
    optionalRef(t, 'reservation_id', 'reservations', 'fk_incomes_reservation');
    t.integer('receipt_number').notNullable();
    t.tinyint('kind').notNullable(); // 1 income, 2 package, 3 practice
    t.string('name', 150).notNullable();
    t.string('detail', 300).notNullable().defaultTo('');
    t.integer('total_cents').notNullable();
    t.string('paid_at', 24).notNullable();
    t.tinyint('status').notNullable().defaultTo(1);
    t.unique(['department_id', 'receipt_number'], { indexName: 'uq_incomes_department_receipt' });
    t.index(['department_id', 'paid_at'], 'ix_incomes_department_paid_at');
    t.index(['user_id', 'paid_at'], 'ix_incomes_user_paid_at');
  });

  await knex.schema.createTable('practice_incomes', (t) => {
    t.increments('id').primary();
    ref(t, 'income_id', 'incomes', 'fk_practice_incomes_income');
    ref(t, 'teacher_id', 'users', 'fk_practice_incomes_teacher');
    ref(t, 'level_id', 'lesson_levels', 'fk_practice_incomes_level');
    t.unique(['income_id'], { indexName: 'uq_practice_incomes_income' });
    t.index(['teacher_id'], 'ix_practice_incomes_teacher');
  });

  await knex.schema.createTable('expenses', (t) => {
    t.increments('id').primary();
    ref(t, 'department_id', 'departments', 'fk_expenses_department');
    ref(t, 'user_id', 'users', 'fk_expenses_user');
    t.integer('receipt_number').notNullable();
    t.string('name', 150).notNullable();
    t.string('detail', 300).notNullable().defaultTo('');
    t.integer('total_cents').notNullable();
    t.string('registered_at', 24).notNullable();
    t.tinyint('status').notNullable().defaultTo(1);
    t.unique(['department_id', 'receipt_number'], { indexName: 'uq_expenses_department_receipt' });
    t.index(['department_id', 'registered_at'], 'ix_expenses_department_registered_at');
    t.index(['user_id', 'registered_at'], 'ix_expenses_user_registered_at');
  });

  await knex.schema.createTable('afp_discounts', (t) => {
    t.increments('id').primary();
    ref(t, 'department_id', 'departments', 'fk_afp_discounts_department');
    ref(t, 'teacher_id', 'users', 'fk_afp_discounts_teacher');
    ref(t, 'user_id', 'users', 'fk_afp_discounts_user');
    t.integer('amount_cents').notNullable();
    t.string('detail', 200).notNullable();
    t.string('discounted_at', 24).notNullable();
    t.index(['teacher_id', 'discounted_at'], 'ix_afp_discounts_teacher');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'afp_discounts',
    'expenses',
    'practice_incomes',
    'incomes',
    'payments',
    'lessons',
    'teacher_activities',
    'group_teacher_blocks',
    'calendar_slots',
    'reservations',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
