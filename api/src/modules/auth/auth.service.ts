import type { Knex } from 'knex';
import { badRequest, forbidden, tooManyRequests, AppError } from '../../http/errors.js';
import { ROLE, type Actor, type SessionUser } from '../../http/session.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { nowIso } from '../../lib/time.js';
import { User } from '../../models/organisation.js';

export const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';
const MAX_FAILURES = 5;
const LOCK_MINUTES = 5;

/** Builds the session user of spec 01 §3 from the database. */
export async function loadSessionUser(db: Knex, userId: number): Promise<SessionUser> {
  const user = await User.query(db).findById(userId).withGraphFetched('[role, department, branchOffice, permissions]');
  if (!user) throw new AppError(401, WRONG_CREDENTIALS);
  return {
    idUsuario: user.id,
    nombres: user.firstNames,
    apellidos: user.lastNames,
    ci: user.ci,
    rol: user.role?.name ?? '',
    idRol: user.roleId,
    idDepartamento: user.departmentId,
    idSucursal: user.branchOfficeId,
    permissions: (user.permissions ?? []).map((p) => ({ idModulo: p.moduleId, asignado: p.assigned === 1 })),
    usuario: user.username ?? '',
    email: user.email,
    departamento: user.department?.name ?? '',
    sucursal: user.branchOffice?.name ?? '',
    telefonoSucursal: user.branchOffice?.phone ?? '',
  };
}

/**
 * Checks a user name and password. Failures are counted per user name in the database; after
 * MAX_FAILURES the name is refused for LOCK_MINUTES whatever the password.
 */
export async function authenticate(db: Knex, username: string, password: string): Promise<SessionUser> {
  const attempt = await db('login_attempts').where({ username }).first();
  if (attempt?.lockedUntil && attempt.lockedUntil > nowIso()) {
    throw tooManyRequests('Demasiados intentos fallidos. Espere unos minutos e intente de nuevo.');
  }
  const user = await User.query(db).where({ username }).first();
  const ok = !!user && user.status === 1 && user.roleId !== ROLE.STUDENT && (await verifyPassword(password, user.passwordHash));
  if (!ok) {
    await recordFailure(db, username, attempt?.failures ?? 0);
    throw new AppError(401, WRONG_CREDENTIALS);
  }
  if (attempt) await db('login_attempts').where({ username }).delete();
  return loadSessionUser(db, user!.id);
}

async function recordFailure(db: Knex, username: string, previous: number): Promise<void> {
  const failures = previous + 1;
  const lockedUntil = failures >= MAX_FAILURES ? new Date(Date.now() + LOCK_MINUTES * 60_000).toISOString() : null;
  const row = { failures: lockedUntil ? 0 : failures, lockedUntil, updatedAt: nowIso() };
  await db('login_attempts').insert({ username, ...row }).onConflict('username').merge(row);
}

/** Any user changes their own credentials; role 1 may change anyone's in its reach. */
export async function updateCredentials(
  db: Knex, actor: Actor,
  input: { idUser: number; user?: string | null; password: string; email: string },
): Promise<void> {
  if (input.idUser !== actor.id && actor.roleId !== ROLE.ADMIN) throw forbidden();
  const target = await User.query(db).findById(input.idUser);
  if (!target) throw badRequest('El usuario no existe.');
  const patch: Partial<User> = { passwordHash: await hashPassword(input.password), email: input.email };
  if (input.user) patch.username = input.user.replace(/\s+/g, '');
  await User.query(db).patch(patch).where('id', target.id);
}
