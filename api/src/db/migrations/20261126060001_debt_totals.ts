import type { Knex } from 'knex';

/**
 * The dashboard's debt figure kept summed (api/src/modules/reports/debt-totals.service.ts): each student's
 * counted balances by due date, and per department and due date their sum and the students whose first due date
 * it is. Filled by 20261128000001, which also adds the triggers that mark what to sum again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('student_debts', (t) => {
    t.integer('student_id').unsigned().notNullable();
    t.integer('department_id').unsigned().notNullable();
    t.text('dues').notNullable();
    t.primary(['student_id', 'department_id']);
  });
  await knex.schema.createTable('debt_totals', (t) => {
    t.integer('department_id').unsigned().notNullable();
    t.string('due_date', 10).notNullable();
    t.bigInteger('balance_cents').notNullable().defaultTo(0);
    t.integer('students').notNullable().defaultTo(0);
    t.primary(['department_id', 'due_date']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('debt_totals');
  await knex.schema.dropTable('student_debts');
}
