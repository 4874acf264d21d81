import type { Knex } from 'knex';
import { settleDebts } from '../modules/reports/debt-totals.service.js';
import { isMysql } from './index.js';

/** How often a transaction that lost a deadlock is run again before its error reaches the caller. */
const DEADLOCK_ATTEMPTS = 4;

/**
 * MariaDB/MySQL chose this transaction as a deadlock's victim (ER_LOCK_DEADLOCK), or, when asked, it waited too long
 * for a row lock (ER_LOCK_WAIT_TIMEOUT): it was rolled back, so running it again is safe.
 */
function isLockConflict(error: unknown, lockWaits = false): boolean {
  const errno = (error as { errno?: number } | null)?.errno;
  return errno === 1213 || (lockWaits && errno === 1205);
}

export interface TransactionOptions {
  /** Also run again after a lock wait timeout (writers of many rows that queue behind one another, like grade sheets). */
  retryLockWaits?: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every write of the app runs through here: one transaction around `work`, with what every write needs.
 *
 * - SQLite: the first statement is a write that matches no row, so the transaction takes the database's write
 *   lock when it begins (waiting up to busy_timeout) — what BEGIN IMMEDIATE does, through knex's public API.
 *   Without it, with several processes on one file, a transaction that read first could fail at its first write
 *   with SQLITE_BUSY when another process had written meanwhile.
 * - MariaDB: READ COMMITTED, so each statement reads what is committed now (the stored debts are recomputed
 *   from rows another transaction may have changed since this one began), and a transaction that loses a
 *   deadlock is run again.
 * - Before commit, the derived figures that the triggers marked as touched are settled (debt-totals.service.ts), so no
 *   write path has to remember them.
 *
 * Inside another transaction (a `trx` passed in) it is a savepoint of that one, which settles and commits.
 */
export async function inTransaction<T>(
  db: Knex,
  work: (trx: Knex.Transaction) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if ((db as Knex.Transaction).isTransaction) return db.transaction(work);
  const mysql = isMysql(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(
        async (trx) => {
          if (!mysql) await trx.raw('update knex_migrations set id = id where 0');
          const result = await work(trx);
          await settleDebts(trx);
          return result;
        },
        mysql ? { isolationLevel: 'read committed' } : undefined,
      );
    } catch (error) {
      if (!mysql || !isLockConflict(error, options.retryLockWaits) || attempt >= DEADLOCK_ATTEMPTS) throw error;
      await pause(5 + Math.random() * 20 * attempt);
    }
  }
}

/**
 * Settles the marks that writes outside inTransaction left (a script, a plain knex): an empty transaction
 * settles before it commits. One indexed read when there is none, which is always but after such a write.
 */
export async function settleLeftoverMarks(db: Knex): Promise<void> {
  if (await db('debtPending').first('studentId')) await inTransaction(db, async () => undefined);
}
