/** Bulk writes of the benchmark dataset (generate-dataset.ts, dataset-lessons.ts): rows in chunks, and their ids. */
import type { Knex } from 'knex';

const CHUNK = 400;

export async function insertAll(db: Knex, table: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db(table).insert(rows.slice(i, i + CHUNK));
}

export const maxId = async (db: Knex, table: string): Promise<number> =>
  Number((await db(table).max({ m: 'id' }).first())?.m ?? 0);

/** Ids just inserted: the table's rows after `afterId`, in id order (both engines number rows in insert order). */
export async function idsAfter(db: Knex, table: string, afterId: number): Promise<number[]> {
  return (await db(table).where('id', '>', afterId).orderBy('id').select('id')).map((r: { id: number }) => r.id);
}

/** Inserts `rows` and answers their ids in order. */
export async function insertReturningIds(db: Knex, table: string, rows: object[]): Promise<number[]> {
  const before = await maxId(db, table);
  await insertAll(db, table, rows);
  return idsAfter(db, table, before);
}
