import type { Knex } from 'knex';
import { rebuildDebts } from '../../modules/reports/debt-totals.service.js';
import { createDebtTriggers, dropDebtTriggers } from '../../modules/reports/debt-triggers.queries.js';
import { up as createPaymentDayTotals } from './20261127010001_payment_day_totals.js';

const mysql = (knex: Knex) => (knex.client as unknown as { dialect: string }).dialect === 'mysql';

/**
 * The stored debts get one owner: triggers mark the students whose rows changed (`debt_pending`) and every
 * transaction settles them before it commits (api/src/modules/reports/debt-totals.service.ts). The payments' money per
 * day is summed on read again, by the index the dashboard already had: its kept table goes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('debt_pending', (t) => {
    t.integer('student_id').unsigned().notNullable().primary();
  });
  await createDebtTriggers(knex, mysql(knex));
  await knex.schema.dropTableIfExists('payment_day_totals');
  await rebuildDebts(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropDebtTriggers(knex);
  await knex.schema.dropTable('debt_pending');
  // The kept table as it was (empty: nothing adds to it any more).
  await createPaymentDayTotals(knex);
}
