/**
 * The person opens the slip's link and sets a password. The code is checked through the login throttle (keyed
 * by the client's address), so codes cannot be guessed faster than passwords; it is used once, by a conditional
 * UPDATE, so two submissions of the same code cannot both succeed.
 */
import type { Knex } from 'knex';
import { PORTAL_MESSAGES as M } from '../../../../domain/portal.js';
import { badRequest } from '../../http/errors.js';
import { bumpSessionVersion } from '../../http/session-store.js';
import { audit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/password.js';
import { nowIso } from '../../lib/time.js';
import { inTransaction } from '../../db/transaction.js';
import { attemptFailed, attemptSucceeded, reserveAttempt, throttleKeys } from '../auth/login-throttle.service.js';
import { codeHash } from './access.service.js';

/** The throttle's name for activation attempts: one counter per address, apart from any user name. */
const ACTIVATION_KEY = 'activacion-portal';

export async function activatePortal(db: Knex, input: { code: string; password: string }, address: string) {
  const keys = throttleKeys(ACTIVATION_KEY, address);
  const who = { username: ACTIVATION_KEY, address };
  const reservation = await reserveAttempt(db, keys, who);
  const activation = await db('portalActivations as c')
    .join('portalAccounts as a', 'a.id', 'c.accountId')
    .where('c.codeHash', codeHash(input.code))
    .first('c.id', 'c.usedAt', 'c.expiresAt', 'a.id as accountId', 'a.userId', 'a.login', 'a.status', 'a.departmentId');
  const now = nowIso();
  const refusal =
    !activation || activation.status !== 1
      ? M.codeInvalid
      : activation.usedAt
        ? M.codeUsed
        : activation.expiresAt <= now
          ? M.codeExpired
          : null;
  if (refusal) {
    await attemptFailed(db, keys, reservation, who);
    await audit(db, {
      userId: null,
      entity: 'portal_accounts',
      entityId: activation?.accountId ?? 0,
      action: 'portal-refused',
      departmentId: activation?.departmentId ?? null,
      after: { address, reason: refusal },
    });
    throw badRequest(refusal);
  }
  const passwordHash = await hashPassword(input.password);
  await inTransaction(db, async (trx) => {
    const claimed = await trx('portalActivations')
      .where({ id: activation.id })
      .whereNull('usedAt')
      .update({ usedAt: now });
    if (!claimed) throw badRequest(M.codeUsed);
    await trx('portalAccounts').where({ id: activation.accountId }).update({ passwordHash, activatedAt: now });
    // A new password ends the sessions opened with an older one.
    await bumpSessionVersion(trx, activation.userId);
    await audit(trx, {
      userId: activation.userId,
      entity: 'portal_accounts',
      entityId: activation.accountId,
      action: 'portal-activated',
      departmentId: activation.departmentId,
      after: { address },
    });
  });
  await attemptSucceeded(db, keys);
  return { msg: M.activated, type: 1, ci: activation.login as string };
}
