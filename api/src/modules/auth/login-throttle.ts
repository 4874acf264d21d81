import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { tooManyRequests } from '../../http/errors.js';
import { audit } from '../../lib/audit.js';
import { nowIso } from '../../lib/time.js';

export const LOCKED_MESSAGE = 'Demasiados intentos fallidos. Espere unos minutos e intente de nuevo.';

/**
 * Login attempts are counted per (user name, client address) and per client address, so a stranger
 * guessing from their machine locks only themselves out, never the real user at the counter.
 * Each lock lasts twice as long as the one before (1 min, 2, 4 … up to 1 h).
 */
export const LIMITS = { user: 5, address: 20 } as const;
const BASE_LOCK_SECONDS = 60;
const MAX_LOCK_SECONDS = 3600;

export interface ThrottleKeys {
  user: string;
  address: string;
}

export function throttleKeys(username: string, address: string): ThrottleKeys {
  const digest = createHash('sha256').update(`${username.toLowerCase()}\n${address}`).digest('hex');
  return { user: `user:${digest}`, address: `ip:${address}`.slice(0, 80) };
}

export const lockSeconds = (lockouts: number) => Math.min(BASE_LOCK_SECONDS * 2 ** lockouts, MAX_LOCK_SECONDS);

/**
 * Reserves one attempt on both counters in one transaction holding their rows, BEFORE the password is
 * checked: fifty attempts sent at once are counted one after the other, and at most LIMITS.user of them
 * reach the password check. A locked counter answers 429 without checking anything.
 */
export async function reserveAttempt(db: Knex, keys: ThrottleKeys, who: { username: string; address: string }): Promise<void> {
  const counters = [['address', keys.address], ['user', keys.user]] as const;
  // The rows exist before the transaction: an INSERT inside it would take a shared lock that two
  // concurrent attempts then both try to upgrade (a deadlock on MariaDB).
  for (const [, key] of counters) {
    await db('loginThrottles').insert({ throttleKey: key, failures: 0, lockouts: 0, lockedUntil: null, updatedAt: nowIso() })
      .onConflict('throttleKey').ignore();
  }
  await db.transaction(async (trx) => {
    const now = new Date();
    const rows = [];
    // Always the same order (address, then user), so concurrent attempts queue instead of deadlocking.
    for (const [kind, key] of counters) rows.push({ kind, row: await trx('loginThrottles').where({ throttleKey: key }).forUpdate().first() });
    if (rows.some(({ row }) => row.lockedUntil && row.lockedUntil > now.toISOString())) throw tooManyRequests(LOCKED_MESSAGE);
    for (const { kind, row } of rows) {
      const failures = row.failures + 1;
      if (failures < LIMITS[kind]) {
        await trx('loginThrottles').where({ throttleKey: row.throttleKey }).update({ failures, updatedAt: now.toISOString() });
        continue;
      }
      const lockedUntil = new Date(now.getTime() + lockSeconds(row.lockouts) * 1000).toISOString();
      await trx('loginThrottles').where({ throttleKey: row.throttleKey })
        .update({ failures: 0, lockouts: row.lockouts + 1, lockedUntil, updatedAt: now.toISOString() });
      await audit(trx, { userId: null, entity: 'login', entityId: 0, action: 'lockout', after: { kind, ...who, until: lockedUntil } });
    }
  });
}

/** A right password: the (user, address) counter starts again; the address gives back this attempt only. */
export async function attemptSucceeded(db: Knex, keys: ThrottleKeys): Promise<void> {
  await db('loginThrottles').where({ throttleKey: keys.user }).delete();
  await db('loginThrottles').where({ throttleKey: keys.address }).andWhere('failures', '>', 0)
    .update({ failures: db.raw('failures - 1'), updatedAt: nowIso() });
}
