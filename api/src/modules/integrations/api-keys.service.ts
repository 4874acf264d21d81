import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { API_KEY_PREFIX, API_KEY_ROLES, type ApiKeyState } from '../../../../domain/api-keys.js';
import { inTransaction } from '../../db/transaction.js';
import { hashApiKey } from '../../http/api-key-session.js';
import { badRequest, notFound } from '../../http/errors.js';
import { ADMIN_ONLY, assertPerson, assertRole, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { isCalendarDate, nowIso, todayLaPaz } from '../../lib/time.js';

export const API_KEY_TEXTS = {
  name: 'Ingrese un nombre para la clave.',
  role: 'Una clave de API actúa como rol 1 o rol 2.',
  expiry: 'La fecha de vencimiento debe ser hoy o una fecha futura.',
  missing: 'No se encontró la clave de API.',
} as const;

type DbRow = Record<string, any>;

/** Whether a stored key still opens the API today, as the session middleware decides (api-key-session.ts). */
function stateOf(row: DbRow, today: string): ApiKeyState {
  if (row.status !== 1) return 'revocada';
  return row.expiresOn && row.expiresOn < today ? 'vencida' : 'activa';
}

const fullName = (first: unknown, last: unknown) => `${first ?? ''} ${last ?? ''}`.trim();

/** A key as the API answers it: never its secret nor its hash; `prefijo` is the public part that names it. */
function present(row: DbRow, today: string) {
  return {
    id: row.id as number,
    nombre: row.name as string,
    idRol: row.roleId as number,
    rol: (row.roleName ?? '') as string,
    prefijo: `${API_KEY_PREFIX}${row.lookup}`,
    estado: stateOf(row, today),
    vence: (row.expiresOn ?? null) as string | null,
    creado: row.createdAt as string,
    creadoPor: fullName(row.creatorFirst, row.creatorLast),
    ultimoUso: (row.lastUsedAt ?? null) as string | null,
    revocado: (row.revokedAt ?? null) as string | null,
    revocadoPor: row.revokedBy ? fullName(row.revokerFirst, row.revokerLast) : null,
  };
}

function keysQuery(db: Knex, departmentId: number) {
  return db('apiKeys as k')
    .join('roles as r', 'r.id', 'k.roleId')
    .join('users as c', 'c.id', 'k.createdBy')
    .leftJoin('users as v', 'v.id', 'k.revokedBy')
    .where('k.departmentId', departmentId)
    .select(
      'k.*',
      'r.name as roleName',
      'c.firstNames as creatorFirst',
      'c.lastNames as creatorLast',
      'v.firstNames as revokerFirst',
      'v.lastNames as revokerLast',
    );
}

/** Only people of role 1 manage keys: a key, even one of role 1, cannot make or revoke one. */
function assertManager(actor: Actor) {
  assertRole(actor, ADMIN_ONLY);
  assertPerson(actor);
}

export async function listApiKeys(db: Knex, actor: Actor, departmentId: number) {
  assertManager(actor);
  const today = todayLaPaz();
  return (await keysQuery(db, departmentId).orderBy('k.id', 'desc')).map((row: DbRow) => present(row, today));
}

async function findKey(db: Knex, departmentId: number, id: number) {
  const row = await keysQuery(db, departmentId).where('k.id', id).first();
  if (!row) throw notFound(API_KEY_TEXTS.missing);
  return row as DbRow;
}

/** A new key: its secret is in this answer only; the database keeps its SHA-256 hash (the secret is 32 random bytes). */
export async function createApiKey(
  db: Knex,
  actor: Actor,
  departmentId: number,
  input: { name: string; roleId: number; expiresOn: string | null },
) {
  assertManager(actor);
  const name = input.name.trim();
  if (!name) throw badRequest(API_KEY_TEXTS.name);
  if (!(API_KEY_ROLES as readonly number[]).includes(input.roleId)) throw badRequest(API_KEY_TEXTS.role);
  const today = todayLaPaz();
  if (input.expiresOn !== null && (!isCalendarDate(input.expiresOn) || input.expiresOn < today))
    throw badRequest(API_KEY_TEXTS.expiry);
  const lookup = randomBytes(8).toString('hex');
  const key = `${API_KEY_PREFIX}${lookup}_${randomBytes(32).toString('base64url')}`;
  return inTransaction(db, async (trx) => {
    const [id] = await trx('apiKeys').insert({
      departmentId,
      name,
      roleId: input.roleId,
      lookup,
      secretHash: hashApiKey(key),
      expiresOn: input.expiresOn,
      status: 1,
      createdBy: actor.id,
      createdAt: nowIso(),
    });
    const after = { name, roleId: input.roleId, expiresOn: input.expiresOn, prefix: `${API_KEY_PREFIX}${lookup}` };
    await audit(trx, {
      userId: actor.id,
      actor,
      departmentId,
      entity: 'api_keys',
      entityId: Number(id),
      action: 'create',
      after,
    });
    return { ...present(await findKey(trx, departmentId, Number(id)), today), clave: key };
  });
}

/** Revoked at once: the session middleware reads the key's row on every request. Revoking twice changes nothing. */
export async function revokeApiKey(db: Knex, actor: Actor, departmentId: number, id: number) {
  assertManager(actor);
  return inTransaction(db, async (trx) => {
    const row = await findKey(trx, departmentId, id);
    if (row.status === 1) {
      await trx('apiKeys').where({ id }).update({ status: 0, revokedBy: actor.id, revokedAt: nowIso() });
      await audit(trx, {
        userId: actor.id,
        actor,
        departmentId,
        entity: 'api_keys',
        entityId: id,
        action: 'revoke',
        before: { status: 1 },
        after: { status: 0 },
      });
    }
    return present(await findKey(trx, departmentId, id), todayLaPaz());
  });
}
