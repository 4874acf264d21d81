import knexFactory, { type Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { knexConfig } from '../../api/src/db.js';

/**
 * The SQLite client reads a select at once when its one connection is idle (db-sqlite-runner.ts). What every
 * caller relies on stays as knex made it: a read never sees another request's uncommitted transaction, a read
 * inside a transaction sees its own writes, the query events and error messages are knex's.
 */
describe('SQLite selects read at once on the idle connection', () => {
  let db: Knex;
  const open = async () => {
    db = knexFactory(knexConfig('sqlite::memory:'));
    await db.schema.createTable('payments', (t) => { t.increments('id'); t.integer('amountCents').notNullable(); });
    await db('payments').insert({ amountCents: 100 });
    return db;
  };
  const total = async (q: Knex | Knex.Transaction) => Number((await q('payments').sum({ cents: 'amountCents' }).first())?.cents);
  afterEach(async () => { await db?.destroy(); });

  it('skips the pool when the connection is idle, and uses it for writes', async () => {
    await open();
    const client = db.client as { acquireConnection(): Promise<unknown> };
    const acquire = client.acquireConnection.bind(client);
    let acquired = 0;
    client.acquireConnection = () => { acquired++; return acquire(); };
    expect(await db('payments').select('id', 'amountCents')).toEqual([{ id: 1, amountCents: 100 }]);
    expect(await db('payments').first('amountCents')).toEqual({ amountCents: 100 });
    expect(await db('payments').pluck('id')).toEqual([1]);
    expect(acquired).toBe(0);
    await db('payments').insert({ amountCents: 50 });
    expect(acquired).toBe(1);
  });

  it('waits for another transaction and never reads what it has not committed', async () => {
    await open();
    const trx = await db.transaction();
    await trx('payments').insert({ amountCents: 900 });
    expect(await total(trx)).toBe(1000); // the transaction reads its own write
    let outside: number | undefined;
    const read = total(db).then((cents) => { outside = cents; });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outside).toBeUndefined(); // still waiting: the transaction holds the connection
    await trx.rollback();
    await read;
    expect(outside).toBe(100);
  });

  it("emits knex's query events and reports a failed select with its SQL", async () => {
    await open();
    const seen: string[] = [];
    db.on('query', (q: { sql: string }) => seen.push(q.sql));
    await db('payments').where('id', 1).first('id');
    expect(seen).toEqual(['select `id` from `payments` where `id` = ? limit ?']);
    await expect(db('missing').select('id')).rejects.toThrow(/select `id` from `missing` - no such table: missing/);
    expect(await total(db)).toBe(100); // the connection is fine afterwards
  });

  it('keeps a select\'s column names per statement, and reads them again after a table changes', async () => {
    await open();
    const all = () => db('payments').select('*').orderBy('id');
    expect(await all()).toEqual([{ id: 1, amountCents: 100 }]);
    // A migration adds a column, and renames one, in a transaction: the same SQL text answers the new columns.
    await db.transaction(async (trx) => { await trx.schema.alterTable('payments', (t) => { t.string('receiptNote').notNullable().defaultTo(''); }); });
    expect(await all()).toEqual([{ id: 1, amountCents: 100, receiptNote: '' }]);
    await db.schema.alterTable('payments', (t) => { t.renameColumn('receiptNote', 'cashierNote'); });
    expect(await all()).toEqual([{ id: 1, amountCents: 100, cashierNote: '' }]);
    await db.schema.alterTable('payments', (t) => { t.dropColumn('cashierNote'); });
    expect(await all()).toEqual([{ id: 1, amountCents: 100 }]);
  });
});
