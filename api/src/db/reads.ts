import knexFactory, { type Knex } from 'knex';
import { isMysql } from './index.js';

/**
 * Where reads that need no transaction go, so that they never wait for someone else's write.
 *
 * - SQLite: a process has one writing connection (index.ts), and a transaction holds it until it commits: while
 *   a 5,000-student import wrote for a second, every other request of the process waited behind it. Reads go to
 *   a second, read-only connection on the same file instead; in WAL mode it reads the last commit without
 *   waiting for the writer. Read-only, so a write sent there by mistake fails at once instead of waiting on the
 *   file's write lock, which the same thread holds (better-sqlite3 waits synchronously: the process would stall).
 * - MariaDB: the pool already has connections of its own for each request; reads stay on it.
 *
 * Each statement there sees every transaction committed before it began, so a read that follows a write of the
 * same client still sees it.
 */
const readers = new WeakMap<Knex, Knex>();

export function readsOf(db: Knex): Knex {
  if (isMysql(db) || (db as Knex.Transaction).isTransaction) return db;
  const known = readers.get(db);
  if (known) return known;
  const { filename } = db.client.config.connection as { filename: string };
  if (filename === ':memory:') return db;
  const reader = knexFactory({
    ...db.client.config,
    connection: { filename, options: { readonly: true } },
    pool: { min: 1, max: 1 },
    migrations: undefined,
  });
  readers.set(db, reader);
  return reader;
}

/** Closes the read connection of `db`, if it has one (the writer is closed by its owner). */
export async function closeReads(db: Knex): Promise<void> {
  const reader = readers.get(db);
  readers.delete(db);
  await reader?.destroy();
}
