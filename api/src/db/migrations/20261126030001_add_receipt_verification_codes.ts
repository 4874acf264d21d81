import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Receipt verification: each receipt-bearing row keeps the random code its printed QR carries,
 * so backups and restores keep it and a reprint shows the same code. Rows that exist get one now. The code
 * is generated here rather than imported, so this migration stays as it was when it first ran.
 */
export const VERIFIED_TABLES = ['payments', 'incomes', 'expenses'] as const;

const newCode = () => randomBytes(18).toString('base64url');
// By dialect: the app's client is a subclass (api/src/db-mysql.ts), so config.client is a class, not a name.
const isMysql = (knex: Knex) => (knex.client as unknown as { dialect: string }).dialect === 'mysql';

export async function up(knex: Knex): Promise<void> {
  // Requests per client address and fixed time window, for public pages (api/src/http/rate-limit.ts).
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('limit_key', 100).primary();
    t.string('window_start', 24).notNullable();
    t.integer('hits').notNullable();
    t.index(['window_start'], 'ix_rate_limits_window_start');
  });
  for (const table of VERIFIED_TABLES) {
    if (isMysql(knex)) {
      // One ALTER for the column and its index: MySQL/MariaDB may rebuild the table for each statement.
      await knex.raw(
        `ALTER TABLE ?? ADD COLUMN verification_code varchar(32) NULL, ADD UNIQUE INDEX ?? (verification_code)`,
        [table, `uq_${table}_verification_code`],
      );
    } else {
      await knex.schema.alterTable(table, (t) => {
        t.string('verification_code', 32).nullable();
        t.unique(['verification_code'], { indexName: `uq_${table}_verification_code` });
      });
    }
    // A random value per row: 500 rows per UPDATE through a CASE on the id, which both engines take.
    for (;;) {
      const ids: number[] = await knex(table).whereNull('verification_code').orderBy('id').limit(500).pluck('id');
      if (!ids.length) break;
      const cases = ids.map(() => 'WHEN ? THEN ?').join(' ');
      await knex(table)
        .whereIn('id', ids)
        .update({
          verification_code: knex.raw(
            `CASE id ${cases} END`,
            ids.flatMap((id) => [id, newCode()]),
          ),
        });
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limits');
  for (const table of VERIFIED_TABLES) {
    if (isMysql(knex)) {
      await knex.raw('ALTER TABLE ?? DROP INDEX ??, DROP COLUMN verification_code', [
        table,
        `uq_${table}_verification_code`,
      ]);
    } else {
      await knex.schema.alterTable(table, (t) => {
        t.dropUnique(['verification_code'], `uq_${table}_verification_code`);
        t.dropColumn('verification_code');
      });
    }
  }
}
