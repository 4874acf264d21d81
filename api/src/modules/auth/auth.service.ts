import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { badRequest, forbidden, AppError } from '../../http/errors.js';
import { bumpSessionVersion, forgetSessionUser } from '../../http/session-store.js';
import { assertPerson, PORTAL_ROLES, ROLE, type Actor, type SessionUser } from '../../http/session.js';
import { nowIso } from '../../lib/time.js';
import { audit } from '../../lib/audit.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { attemptFailed, attemptSucceeded, reserveAttempt, throttleKeys } from './login-throttle.service.js';
import { inTransaction } from '../../db/transaction.js';

const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';

/** Builds the session user of spec 01 §3 from the database. */
async function loadSessionUser(db: Knex, userId: number): Promise<SessionUser> {
  const user = await db('users as u')
    .leftJoin('roles as r', 'r.id', 'u.roleId')
    .leftJoin('departments as d', 'd.id', 'u.departmentId')
    .leftJoin('branchOffices as b', 'b.id', 'u.branchOfficeId')
    .where('u.id', userId)
    .first(
      'u.id',
      'u.firstNames',
      'u.lastNames',
      'u.ci',
      'u.roleId',
      'u.departmentId',
      'u.branchOfficeId',
      'u.username',
      'u.email',
      'r.name as roleName',
      'd.name as departmentName',
      'b.name as branchName',
      'b.phone as branchPhone',
    );
  if (!user) throw new AppError(401, WRONG_CREDENTIALS);
  const permissions = await db('userPermissions').where({ userId }).orderBy('id').select('moduleId', 'assigned');
  return {
    idUsuario: user.id,
    nombres: user.firstNames,
    apellidos: user.lastNames,
    ci: user.ci,
    rol: user.roleName ?? '',
    idRol: user.roleId,
    idDepartamento: user.departmentId,
    idSucursal: user.branchOfficeId,
    permissions: permissions.map((p) => ({ idModulo: p.moduleId, asignado: p.assigned === 1 })),
    usuario: user.username ?? '',
    email: user.email,
    departamento: user.departmentName ?? '',
    sucursal: user.branchName ?? '',
    telefonoSucursal: user.branchPhone ?? '',
  };
}

/** A hash of a random password, so unknown user names cost the same scrypt work as known ones. */
const DUMMY_HASH = hashPassword(randomBytes(18).toString('base64'));

/**
 * Checks a user name and password from a client address, through the login throttle (login-throttle.service.ts).
 * The password work is the same whether the user exists or not, so the answer time does not tell which
 * user names exist.
 */
export async function authenticate(
  db: Knex,
  username: string,
  password: string,
  address: string,
): Promise<SessionUser> {
  const keys = throttleKeys(username, address);
  const who = { username, address };
  const reservation = await reserveAttempt(db, keys, who);
  // Staff by user name; students and guardians by the CI of their portal account (the same login page).
  const staff = await db('users')
    .where({ username })
    .whereNotIn('roleId', PORTAL_ROLES)
    .first('id', 'passwordHash', 'status', 'roleId', 'departmentId');
  const portal = staff
    ? undefined
    : await db('portalAccounts as a')
        .join('users as u', 'u.id', 'a.userId')
        .where('a.login', username)
        .whereIn('u.roleId', PORTAL_ROLES)
        .first(
          'u.id',
          'a.passwordHash',
          'u.status',
          'u.roleId',
          'u.departmentId',
          'a.status as accountStatus',
          'a.id as accountId',
        );
  const user = staff ?? portal;
  const verified = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH));
  const ok = !!user && verified && user.status === 1 && (staff ? true : portal!.accountStatus === 1);
  // Both outcomes go to the audit trail, in the user's department (an unknown name: institute-wide).
  const trail = {
    userId: user?.id ?? null,
    entity: 'login',
    entityId: user?.id ?? 0,
    departmentId: user?.departmentId ?? null,
    after: who,
  };
  if (!ok) {
    await attemptFailed(db, keys, reservation, who);
    await audit(db, { ...trail, action: 'login-refused' });
    throw new AppError(401, WRONG_CREDENTIALS);
  }
  await attemptSucceeded(db, keys);
  await audit(db, { ...trail, action: portal ? 'portal-login' : 'login' });
  if (portal) await db('portalAccounts').where({ id: portal.accountId }).update({ lastLoginAt: nowIso() });
  return loadSessionUser(db, user!.id);
}

/** Any user changes their own credentials; role 1 may change anyone's in its reach. */
export async function updateCredentials(
  db: Knex,
  actor: Actor,
  input: { idUser: number; user?: string | null; password: string; email: string },
): Promise<void> {
  assertPerson(actor);
  if (input.idUser !== actor.id && actor.roleId !== ROLE.ADMIN) throw forbidden();
  const target = await db('users').where({ id: input.idUser }).first('id');
  if (!target) throw badRequest('El usuario no existe.');
  const patch: { passwordHash: string; email: string; username?: string } = {
    passwordHash: await hashPassword(input.password),
    email: input.email,
  };
  if (input.user) patch.username = input.user.replace(/\s+/g, '');
  await inTransaction(db, async (trx) => {
    await trx('users').update(patch).where({ id: target.id });
    // Every session of that user ends (the caller gets a fresh token for its own, see the route).
    await bumpSessionVersion(trx, target.id);
  });
  forgetSessionUser(db, target.id);
}
