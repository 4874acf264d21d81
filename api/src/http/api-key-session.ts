import { createHash, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { API_KEY_PREFIX } from '../../../domain/api-keys.js';
import { ROLE, type SessionUser } from '../../../domain/session.js';
import { nowIso, todayLaPaz } from '../lib/time.js';
import { forbidden, tooManyRequests, unauthorized } from './errors.js';
import { countHit } from './rate-limit.js';

export const API_KEY_MESSAGES = {
  invalid: 'La clave de API no es válida.',
  revoked: 'La clave de API fue revocada.',
  expired: (day: string) => `La clave de API venció el ${day}.`,
  throttled: 'Demasiados intentos con claves de API no válidas desde esta dirección. Intente de nuevo más tarde.',
  otherDepartment: 'La clave de API solo puede usarse en su departamento.',
  peopleOnly: 'Una clave de API no puede administrar claves de API ni usuarios.',
} as const;

/** `ik_<lookup>_<secret>`: the lookup (hex) finds the row, the whole key's hash is compared. */
const KEY_SHAPE = /^ik_([0-9a-f]{16})_[A-Za-z0-9_-]{43}$/;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');
export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** Wrong keys one address may send per window before it is answered 429, as logins are throttled. */
const BAD_KEYS_PER_WINDOW = 20;
const BAD_KEY_WINDOW_SECONDS = 600;

/** A key that opens nothing: counted per client address in the database (every process shares the count). */
async function refused(db: Knex, ctx: Context, message: string): Promise<never> {
  const { hits, retryAfter } = await countHit(db, `apikey:${ctx.ip}`.slice(0, 100), BAD_KEY_WINDOW_SECONDS);
  if (hits > BAD_KEYS_PER_WINDOW) throw tooManyRequests(API_KEY_MESSAGES.throttled, retryAfter);
  throw unauthorized(message);
}

/** The actor (http/session.ts Actor) of a key; spelled out here because session.ts imports this module. */
interface KeyActor {
  id: number;
  roleId: number;
  departmentId: number;
  branchOfficeId: null;
  permissions: [];
  auditDepartmentId: number;
  apiKeyId: number;
}

/** Last use is written at most once a minute per key: a burst of requests is not a burst of writes. */
const LAST_USE_STEP_MS = 60_000;

/**
 * The principal of a request made with an API key: a person of the key's role in the key's department, acting
 * under every rule of that role. Its id is the key's creator (records keep naming a person), its apiKeyId marks
 * it as a key for the audit trail and for the calls that only people may make. The row is read on every request,
 * so a revocation applies to the next one, in every process.
 */
export async function apiKeyPrincipal(
  db: Knex,
  token: string,
  ctx: Context,
): Promise<{ actor: KeyActor; user: SessionUser }> {
  const lookup = KEY_SHAPE.exec(token)?.[1];
  if (!lookup) return refused(db, ctx, API_KEY_MESSAGES.invalid);
  const row = await db('apiKeys').where({ lookup }).first();
  const given = Buffer.from(hashApiKey(token), 'hex');
  const stored = Buffer.from(String(row?.secretHash ?? ''), 'hex');
  if (!row || stored.length !== given.length || !timingSafeEqual(stored, given))
    return refused(db, ctx, API_KEY_MESSAGES.invalid);
  if (row.status !== 1) throw unauthorized(API_KEY_MESSAGES.revoked);
  if (row.expiresOn && row.expiresOn < todayLaPaz())
    throw unauthorized(API_KEY_MESSAGES.expired(String(row.expiresOn).split('-').reverse().join('/')));
  const departmentId = Number(row.departmentId);
  const chosen = Number(ctx.get('x-department-id') || departmentId);
  if (chosen !== departmentId) throw forbidden(API_KEY_MESSAGES.otherDepartment);
  const now = nowIso();
  if (!row.lastUsedAt || Date.parse(now) - Date.parse(row.lastUsedAt) >= LAST_USE_STEP_MS) {
    // Conditional: of several processes seeing the same stale value, one writes.
    await db('apiKeys')
      .where({ id: row.id })
      .andWhere((w) => w.whereNull('lastUsedAt').orWhere('lastUsedAt', row.lastUsedAt))
      .update({ lastUsedAt: now });
  }
  const roleId = Number(row.roleId);
  const actor: KeyActor = {
    id: Number(row.createdBy),
    roleId,
    departmentId,
    branchOfficeId: null,
    permissions: [],
    auditDepartmentId: departmentId,
    apiKeyId: Number(row.id),
  };
  const user: SessionUser = {
    idUsuario: actor.id,
    nombres: String(row.name),
    apellidos: '',
    ci: '',
    rol: roleId === ROLE.ADMIN ? 'ADMINISTRADOR' : 'ADMINISTRATIVO',
    idRol: roleId,
    idDepartamento: departmentId,
    idSucursal: null,
    permissions: [],
    usuario: `${API_KEY_PREFIX}${lookup}`,
    email: '',
    departamento: '',
    sucursal: '',
    telefonoSucursal: '',
  };
  return { actor, user };
}
