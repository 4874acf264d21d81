import type { Knex } from 'knex';

/**
 * 'Es efectivo': which payment types the shift close counts as cash. It was recognised by its name, so renaming
 * 'EFECTIVO' dropped every cash payment from the expected amount; the mark survives a rename. Today's types
 * named EFECTIVO are marked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_types', (t) => {
    t.boolean('cash').notNullable().defaultTo(false);
  });
  await knex('payment_types').whereRaw('upper(trim(name)) = ?', ['EFECTIVO']).update({ cash: 1 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_types', (t) => {
    t.dropColumn('cash');
  });
}
