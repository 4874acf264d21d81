import type { Knex } from 'knex';

const CHUNK = 400;

/**
 * Replaces every row of the dashboard's kept tables (debt-totals.service.ts) when they are summed
 * again from scratch: all of them in one transaction, the caller's when given one (a migration's: MySQL commits it
 * at each DDL, so no savepoint), inserted a few hundred at a time.
 */
export async function replaceKeptRows(db: Knex, tables: Array<[table: string, rows: object[]]>): Promise<void> {
  const replace = async (trx: Knex) => {
    for (const [table, rows] of tables) {
      await trx(table).delete();
      for (let i = 0; i < rows.length; i += CHUNK) await trx(table).insert(rows.slice(i, i + CHUNK));
    }
  };
  await ((db as Knex.Transaction).isTransaction ? replace(db) : db.transaction(replace));
}
