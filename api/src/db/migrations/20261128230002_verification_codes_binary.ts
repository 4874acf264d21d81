import type { Knex } from 'knex';

/**
 * Receipt verification codes are case-sensitive secrets: MariaDB's default collation compared them without
 * case, so an upper-cased code found its receipt. A binary collation makes `=` and the unique index exact, as
 * SQLite's comparison already is.
 */
const TABLES = ['payments', 'incomes', 'expenses'] as const;
// By dialect: the app's client is a subclass (api/src/db-mysql.ts), so config.client is a class, not a name.
const isMysql = (knex: Knex) => (knex.client as unknown as { dialect: string }).dialect === 'mysql';

export async function up(knex: Knex): Promise<void> {
  if (!isMysql(knex)) return;
  for (const table of TABLES) {
    await knex.raw(
      'ALTER TABLE ?? MODIFY verification_code varchar(32) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL',
      [table],
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  if (!isMysql(knex)) return;
  for (const table of TABLES) {
    await knex.raw(
      'ALTER TABLE ?? MODIFY verification_code varchar(32) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NULL',
      [table],
    );
  }
}
