import { jwtVerify, SignJWT } from 'jose';
import type { Middleware } from 'koa';
import { forbidden, unauthorized } from './errors.js';

/** The session user of spec 01 §3, carried in the JWT. */
export interface SessionUser {
  idUsuario: number;
  nombres: string;
  apellidos: string;
  ci: string;
  rol: string;
  idRol: number;
  idDepartamento: number;
  idSucursal: number | null;
  permissions: Array<{ idModulo: number; asignado: boolean }>;
  usuario: string;
  email: string;
  departamento: string;
  sucursal: string;
  telefonoSucursal: string;
}

/** What a service needs to know about who acts; services never see the Koa context. */
export interface Actor {
  id: number;
  roleId: number;
  departmentId: number;
  branchOfficeId: number | null;
  permissions: Array<{ idModulo: number; asignado: boolean }>;
}

export const ROLE = { ADMIN: 1, STAFF: 2, STUDENT: 6 } as const;
export const ADMIN_ONLY = [1];
export const STAFF_ROLES = [1, 2];
export const TEACHER_ROLES = [3, 4, 5];
export const ALL_ROLES = [1, 2, 3, 4, 5];

export function actorOf(user: SessionUser): Actor {
  return {
    id: user.idUsuario, roleId: user.idRol, departmentId: user.idDepartamento,
    branchOfficeId: user.idSucursal, permissions: user.permissions,
  };
}

export async function signSession(user: SessionUser, secret: Uint8Array, seconds: number) {
  const expiration = new Date(Date.now() + seconds * 1000);
  const token = await new SignJWT({ user })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.idUsuario))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiration.getTime() / 1000))
    .sign(secret);
  return { token, expiration: expiration.toISOString() };
}

/** Requires a valid Bearer token; puts the session user and actor on ctx.state. */
export function requireSession(secret: Uint8Array): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized();
    let user: SessionUser;
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      user = payload.user as SessionUser;
    } catch {
      throw unauthorized();
    }
    if (!user?.idUsuario) throw unauthorized();
    ctx.state.user = user;
    ctx.state.actor = actorOf(user);
    await next();
  };
}

export function assertRole(actor: Actor, roles: readonly number[]): void {
  if (!roles.includes(actor.roleId)) throw forbidden();
}

/**
 * The department a request acts in. Role 1 acts in the department chosen in the session (sent as the
 * path's idDepartament, or the X-Department-Id header on the REST face); everyone else only in their own.
 */
export function departmentFor(actor: Actor, requested?: number | null): number {
  if (actor.roleId === ROLE.ADMIN) return requested ?? actor.departmentId;
  if (requested !== undefined && requested !== null && requested !== actor.departmentId) throw forbidden();
  return actor.departmentId;
}

/** Guards a record read or written by id: non-admins only touch their own department's records. */
export function assertDepartment(actor: Actor, departmentId: number): void {
  if (actor.roleId !== ROLE.ADMIN && departmentId !== actor.departmentId) throw forbidden();
}

/** Role 2 may reach a module only when a permission for it is assigned (spec 01 §2, attendance = module 1). */
export function hasModule(actor: Actor, moduleId: number): boolean {
  return actor.permissions.some((p) => p.idModulo === moduleId && p.asignado);
}
