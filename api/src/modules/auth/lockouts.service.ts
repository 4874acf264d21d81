import type { Knex } from 'knex';
import { LOCKOUT_MESSAGES as M, type LoginLockout } from '../../../../domain/lockouts.js';
import { notFound } from '../../http/errors.js';
import { ADMIN_ONLY, assertPerson, assertRole, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { nowIso } from '../../lib/time.js';
import { inTransaction } from '../../db/transaction.js';

/** No office needs more on one screen; an address guessing thousands of names shows its newest locks. */
const MAX_LISTED = 200;

function present(row: Record<string, any>): LoginLockout {
  const byAddress = String(row.throttleKey).startsWith('ip:');
  return {
    clave: row.throttleKey,
    tipo: byAddress ? 'direccion' : 'usuario',
    usuario: byAddress ? null : (row.username ?? null),
    direccion: row.address ?? null,
    bloqueadoHasta: row.lockedUntil,
    bloqueos: Number(row.lockouts),
  };
}

/** GET users/selectLoginLockouts: the locks in force now, newest first (role 1). */
export async function listLockouts(db: Knex, actor: Actor): Promise<LoginLockout[]> {
  assertRole(actor, ADMIN_ONLY);
  const rows = await db('loginThrottles')
    .where('lockedUntil', '>', nowIso())
    .orderBy('lockedUntil', 'desc')
    .orderBy('throttleKey')
    .limit(MAX_LISTED);
  return rows.map(present);
}

/**
 * PUT users/unlockLogin: role 1 lifts one lock; the counter starts again from nothing (the next lock is a
 * short one again). The lift goes to the audit log with who lifted it.
 */
export async function liftLockout(db: Knex, actor: Actor, key: string) {
  assertRole(actor, ADMIN_ONLY);
  assertPerson(actor);
  return inTransaction(db, async (trx) => {
    const row = await trx('loginThrottles').where({ throttleKey: key }).forUpdate().first();
    if (!row?.lockedUntil || row.lockedUntil <= nowIso()) throw notFound(M.notLocked);
    await trx('loginThrottles').where({ throttleKey: key }).delete();
    const lockout = present(row);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'login',
      entityId: 0,
      action: 'unlock',
      before: {
        kind: lockout.tipo === 'direccion' ? 'address' : 'user',
        username: lockout.usuario,
        address: lockout.direccion,
        until: lockout.bloqueadoHasta,
      },
    });
    return { msg: M.lifted, type: 1, data: lockout };
  });
}
