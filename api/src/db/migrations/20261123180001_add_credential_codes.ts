import type { Knex } from 'knex';

/**
 * The credential's QR code belongs to the enrolment (a student in one group), so a scan at the door
 * names the group to mark without guessing. A random code per enrolment; regenerating replaces it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('enrolments', (t) => {
    t.string('qr_code', 40).nullable();
    t.unique(['qr_code'], { indexName: 'uq_enrolments_qr_code' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('enrolments', (t) => {
    t.dropUnique(['qr_code'], 'uq_enrolments_qr_code');
    t.dropColumn('qr_code');
  });
}
