import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { apiKeyPrincipal, API_KEY_MESSAGES, isApiKey } from './api-key-session.js';
import { forbidden, unauthorized } from './errors.js';
import { freshSessionState, knownRevoked, sessionCheck, type SessionState } from './session-store.js';
import { isPortalRole, ROLE, type SessionUser } from '../../../domain/session.js';

export type { SessionUser };
export { ADMIN_ONLY, ALL_ROLES, PORTAL_ROLES, ROLE, STAFF_ROLES, TEACHER_ROLES } from '../../../domain/session.js';

/**
 * What a portal session (student, guardian) may reach: the portal's own calls and its logout. Checked once here for
 * both API faces, so no staff route (documented or REST, with or without a roles list) ever answers a portal account.
 */
const PORTAL_PATHS = /^\/api\/portal\//;
const PORTAL_ALSO = new Set(['/api/users/logout']);

/** What a service needs to know about who acts; services never see the Koa context. */
export interface Actor {
  id: number;
  roleId: number;
  departmentId: number;
  branchOfficeId: number | null;
  permissions: Array<{ idModulo: number; asignado: boolean }>;
  /** The department the request acts in (role 1: the one chosen), for audit rows that name none (lib/audit.ts). */
  auditDepartmentId?: number;
  /** Set when the request came with an API key (http/api-key-session.ts): the key acts, bound to its department. */
  apiKeyId?: number;
}

export function actorOf(user: SessionUser): Actor {
  return {
    id: user.idUsuario,
    roleId: user.idRol,
    departmentId: user.idDepartamento,
    branchOfficeId: user.idSucursal,
    permissions: user.permissions,
  };
}

/** A token names its user, the session version it was issued under and its own id (for logout). */
export async function signSession(user: SessionUser, secret: Uint8Array, seconds: number, version = 0) {
  const expiration = new Date(Date.now() + seconds * 1000);
  const token = await new SignJWT({ user, sv: version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.idUsuario))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiration.getTime() / 1000))
    .sign(secret);
  return { token, expiration: expiration.toISOString() };
}

/** Verified tokens, kept until they expire: verifying an HS256 signature on every request costs more than the rest. */
const verified = new Map<string, JWTPayload>();
const MAX_VERIFIED = 10_000;

/** A token verified before and not expired since, else undefined. */
function knownPayload(token: string): JWTPayload | undefined {
  const known = verified.get(token);
  return known && (known.exp ?? 0) * 1000 > Date.now() ? known : undefined;
}

async function verify(token: string, secret: Uint8Array): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
  verified.set(token, payload);
  return payload;
}

interface Composed {
  state: SessionState;
  user: SessionUser;
  session: { tokenId: string; expiresAt: string };
}
/** Per verified token: the session user and token facts last built, and the session state they were built from. */
const composedByToken = new WeakMap<JWTPayload, Composed>();

/**
 * The token's user with the permissions the database holds now, and its id and expiry, built once per token and
 * session state (the state is a new object whenever it is read again) instead of on every request: copying the
 * user's dozen keys and formatting the expiry cost a few µs per request, the largest part of the session check.
 * Frozen, since requests share them.
 */
function composedSession(payload: JWTPayload, user: SessionUser, state: SessionState): Composed {
  const known = composedByToken.get(payload);
  if (known?.state === state) return known;
  const composed: Composed = {
    state,
    user: Object.freeze({ ...user, permissions: state.permissions }),
    session: Object.freeze({
      tokenId: payload.jti as string,
      expiresAt: new Date((payload.exp ?? 0) * 1000).toISOString(),
    }),
  };
  composedByToken.set(payload, composed);
  return composed;
}

/**
 * Requires a valid Bearer token of a session still current in the database: the user active, the
 * token's session version the user's, the token not logged out. The permissions come from the database,
 * so a permission change applies at once. Puts the session user, actor and token id on ctx.state.
 */
export function requireSession(secret: Uint8Array, db: Knex): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized();
    if (isApiKey(token)) {
      const { actor, user } = await apiKeyPrincipal(db, token, ctx);
      [ctx.state.user, ctx.state.actor, ctx.state.session] = [user, actor, null];
      return next();
    }
    // What the caches know is used without awaiting (most requests); only a miss waits for a check.
    let payload = knownPayload(token);
    if (!payload) {
      try {
        payload = await verify(token, secret);
      } catch {
        throw unauthorized();
      }
    }
    const user = payload.user as SessionUser | undefined;
    if (!user?.idUsuario || typeof payload.jti !== 'string') throw unauthorized();
    const fresh = freshSessionState(db, user.idUsuario);
    const known = knownRevoked(db, payload.jti);
    const { state, revoked } =
      fresh !== undefined && known !== undefined
        ? { state: fresh, revoked: known }
        : await sessionCheck(db, user.idUsuario, payload.jti);
    if (!state?.active || state.version !== payload.sv || revoked) throw unauthorized();
    const { user: sessionUser, session } = composedSession(payload, user, state);
    if (isPortalRole(sessionUser.idRol) && !PORTAL_PATHS.test(ctx.path) && !PORTAL_ALSO.has(ctx.path))
      throw forbidden();
    ctx.state.user = sessionUser;
    const actor = actorOf(sessionUser);
    // Audit rows written during the request belong to the department it acts in (role 1: the chosen one).
    const chosen = Number(ctx.get('x-department-id'));
    actor.auditDepartmentId =
      actor.roleId === ROLE.ADMIN && Number.isInteger(chosen) && chosen > 0 ? chosen : actor.departmentId;
    ctx.state.actor = actor;
    ctx.state.session = session;
    await next();
  };
}

export function assertRole(actor: Actor, roles: readonly number[]): void {
  if (!roles.includes(actor.roleId)) throw forbidden();
}

/** Role 1 may act in any department; a role 1 API key only in its own. */
const roams = (actor: Actor) => actor.roleId === ROLE.ADMIN && !actor.apiKeyId;

/**
 * The department a request acts in. Role 1 acts in the department chosen in the session (sent as the
 * path's idDepartament, or the X-Department-Id header on the REST face); everyone else only in their own.
 */
export function departmentFor(actor: Actor, requested?: number | null): number {
  if (roams(actor)) return requested ?? actor.departmentId;
  if (requested !== undefined && requested !== null && requested !== actor.departmentId) throw forbidden();
  return actor.departmentId;
}

/** The department a role 1 client names in the X-Department-Id header (every call of the admin sends it), else null. */
export function headerDepartment(ctx: { get(name: string): string }): number | null {
  const header = Number(ctx.get('x-department-id'));
  return Number.isInteger(header) && header > 0 && header <= 2_147_483_647 ? header : null;
}

/** Guards a record read or written by id: everyone but role 1 (and its API keys) only touches their own department's records. */
export function assertDepartment(actor: Actor, departmentId: number): void {
  if (!roams(actor) && departmentId !== actor.departmentId) throw forbidden();
}

/** The calls only a person makes (API keys, users, credentials, sessions): an API key is refused with 403. */
export function assertPerson(actor: Actor): void {
  if (actor.apiKeyId) throw forbidden(API_KEY_MESSAGES.peopleOnly);
}
