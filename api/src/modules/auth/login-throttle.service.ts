import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { tooManyRequests } from '../../http/errors.js';
import { audit } from '../../lib/audit.js';
import { nowIso } from '../../lib/time.js';
import { inTransaction } from '../../db/transaction.js';

export const LOCKED_MESSAGE = 'Demasiados intentos fallidos. Espere unos minutos e intente de nuevo.';

/**
 * Login attempts are counted per (user name, client address) and per client address:
 * - the (user, address) counter refuses a name after LIMITS.user failures from that address, so a stranger
 *   guessing from their machine locks only themselves out, never the real user at the counter;
 * - the address counter counts failures of every name. An institute's counters share one public address, so
 *   a locked address refuses nobody by itself: it leaves each name ONE check per lock of that name (instead of
 *   LIMITS.user), which slows guessing across many names while an account that is not itself locked still
 *   logs in with its right password.
 * Each lock lasts twice as long as the one before (1 min, 2, 4 … up to 1 h).
 */
const LIMITS = { user: 5, address: 20 } as const;
const BASE_LOCK_SECONDS = 60;
const MAX_LOCK_SECONDS = 3600;

export interface ThrottleKeys {
  user: string;
  address: string;
}

/** Who tries, as the lockout list and the audit log show it. */
export interface Attempt {
  username: string;
  address: string;
}

/** What a reservation did to the (user, address) counter: the lock it set, if this attempt used the last try. */
export interface Reservation {
  lockedUntil: string | null;
}

export function throttleKeys(username: string, address: string): ThrottleKeys {
  const digest = createHash('sha256').update(`${username.toLowerCase()}\n${address}`).digest('hex');
  return { user: `user:${digest}`, address: `ip:${address}`.slice(0, 80) };
}

const lockSeconds = (lockouts: number) => Math.min(BASE_LOCK_SECONDS * 2 ** lockouts, MAX_LOCK_SECONDS);

const isLocked = (row: { lockedUntil: string | null }, now: Date) =>
  !!row.lockedUntil && row.lockedUntil > now.toISOString();

/**
 * Reserves one try of the (user, address) counter in one transaction holding its row, BEFORE the password is
 * checked: fifty attempts sent at once are counted one after the other, and at most LIMITS.user of them
 * (one, while the address is locked) reach the password check. The try that uses the last one locks the name
 * at once; a right password lifts that lock again (attemptSucceeded). A locked name answers 429 unchecked.
 */
export async function reserveAttempt(db: Knex, keys: ThrottleKeys, who: Attempt): Promise<Reservation> {
  // The rows exist before the transaction: an INSERT inside it would take a shared lock that two
  // concurrent attempts then both try to upgrade (a deadlock on MariaDB).
  const rows = [
    { throttleKey: keys.address, username: null, address: who.address.slice(0, 64) },
    { throttleKey: keys.user, username: who.username.slice(0, 60), address: who.address.slice(0, 64) },
  ];
  for (const row of rows) {
    await db('loginThrottles')
      .insert({ ...row, failures: 0, lockouts: 0, lockedUntil: null, updatedAt: nowIso() })
      .onConflict('throttleKey')
      .ignore();
  }
  return inTransaction(db, async (trx) => {
    const now = new Date();
    const address = await trx('loginThrottles').where({ throttleKey: keys.address }).first();
    const user = await trx('loginThrottles').where({ throttleKey: keys.user }).forUpdate().first();
    if (isLocked(user, now))
      throw tooManyRequests(LOCKED_MESSAGE, (Date.parse(user.lockedUntil) - now.getTime()) / 1000);
    const failures = user.failures + 1;
    const limit = isLocked(address, now) ? 1 : LIMITS.user;
    if (failures < limit) {
      await trx('loginThrottles').where({ throttleKey: keys.user }).update({ failures, updatedAt: now.toISOString() });
      return { lockedUntil: null };
    }
    const lockedUntil = new Date(now.getTime() + lockSeconds(user.lockouts) * 1000).toISOString();
    await trx('loginThrottles')
      .where({ throttleKey: keys.user })
      .update({ failures: 0, lockouts: user.lockouts + 1, lockedUntil, updatedAt: now.toISOString() });
    return { lockedUntil };
  });
}

/**
 * A wrong password or an unknown name: the lock the reservation set stands and goes to the audit log, and the
 * address counts one failure more (locking the address at LIMITS.address).
 */
export async function attemptFailed(
  db: Knex,
  keys: ThrottleKeys,
  reservation: Reservation,
  who: Attempt,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (reservation.lockedUntil) {
      await audit(trx, {
        userId: null,
        entity: 'login',
        entityId: 0,
        action: 'lockout',
        after: { kind: 'user', ...who, until: reservation.lockedUntil },
      });
    }
    const now = new Date();
    const row = await trx('loginThrottles').where({ throttleKey: keys.address }).forUpdate().first();
    if (!row || isLocked(row, now)) return;
    const failures = row.failures + 1;
    if (failures < LIMITS.address) {
      await trx('loginThrottles')
        .where({ throttleKey: keys.address })
        .update({ failures, updatedAt: now.toISOString() });
      return;
    }
    const lockedUntil = new Date(now.getTime() + lockSeconds(row.lockouts) * 1000).toISOString();
    await trx('loginThrottles')
      .where({ throttleKey: keys.address })
      .update({ failures: 0, lockouts: row.lockouts + 1, lockedUntil, updatedAt: now.toISOString() });
    await audit(trx, {
      userId: null,
      entity: 'login',
      entityId: 0,
      action: 'lockout',
      departmentId: null,
      after: { kind: 'address', address: who.address, until: lockedUntil },
    });
  });
}

/** A right password: the (user, address) counter starts again, its reserved lock included; the address is left as it is. */
export async function attemptSucceeded(db: Knex, keys: ThrottleKeys): Promise<void> {
  await db('loginThrottles').where({ throttleKey: keys.user }).delete();
}
