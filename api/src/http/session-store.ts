import cluster from 'node:cluster';
import type { Knex } from 'knex';
import { nowIso } from '../lib/time.js';
import { readsOf } from '../db/reads.js';

/**
 * What the database says about a session right now: the user's status, session version and current
 * permissions, and whether this token was logged out. Read on every request through a cache of a few
 * seconds, so several processes agree within that time and one process at once (it forgets on change).
 */
export interface SessionState {
  active: boolean;
  version: number;
  permissions: Array<{ idModulo: number; asignado: boolean }>;
}

/**
 * Several processes behind one port (WORKERS) each keep their own cache, and one would go on trusting a
 * logged-out token for up to the TTL: there, every request reads the state (one statement of indexed reads). Separate
 * instances behind a load balancer share nothing either: SESSION_CACHE_MS=0 gives them the same guarantee.
 */
const TTL_MS = cluster.isWorker ? 0 : Number(process.env.SESSION_CACHE_MS ?? 2_000);
const MAX_ENTRIES = 10_000;

/** One cache per database (tests run several databases in one process). */
interface Caches {
  users: Map<number, { at: number; state: SessionState | null }>;
  revoked: Map<string, { at: number; revoked: boolean }>;
  /** Bumped on every forget: a read that began before a change must not cache what it read. */
  generation: number;
}
const byDatabase = new WeakMap<object, Caches>();
function cachesOf(db: Knex): Caches {
  // The config object is shared by the database and its transactions (knex derives their clients from it).
  const key = db.client.config as object;
  let caches = byDatabase.get(key);
  if (!caches) byDatabase.set(key, (caches = { users: new Map(), revoked: new Map(), generation: 0 }));
  return caches;
}

function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

/**
 * The cached state while it is fresh, else undefined (then sessionCheck reads it). Lets the session middleware
 * answer most requests without awaiting anything: each await is a promise and a turn of the microtask queue.
 */
export function freshSessionState(db: Knex, userId: number): SessionState | null | undefined {
  const cached = cachesOf(db).users.get(userId);
  return cached && Date.now() - cached.at < TTL_MS ? cached.state : undefined;
}

/**
 * What the cache does not know (always with several processes): the user's state and the token's logout, read in
 * one statement. On MariaDB every statement is a round trip and a pooled connection, and this runs before every
 * request.
 */
export async function sessionCheck(
  db: Knex,
  userId: number,
  tokenId: string,
): Promise<{ state: SessionState | null; revoked: boolean }> {
  const caches = cachesOf(db);
  const generation = caches.generation;
  const reads = readsOf(db);
  const rows = await reads('users')
    .leftJoin('userPermissions', 'userPermissions.userId', 'users.id')
    .where('users.id', userId)
    .orderBy('userPermissions.moduleId')
    .select(
      'users.status',
      'users.sessionVersion',
      'userPermissions.moduleId',
      'userPermissions.assigned',
      reads.raw('exists(select 1 from ?? where ?? = ?) as ??', ['revokedSessions', 'tokenId', tokenId, 'revoked']),
    );
  const first = rows[0];
  const state: SessionState | null = first
    ? {
        active: first.status === 1,
        version: Number(first.sessionVersion),
        permissions: rows
          .filter((p: any) => p.moduleId !== null)
          .map((p: any) => ({ idModulo: p.moduleId, asignado: p.assigned === 1 })),
      }
    : null;
  const revoked = !!Number(first?.revoked ?? 0);
  if (generation === caches.generation) remember(caches.users, userId, { at: Date.now(), state });
  if (first) remember(caches.revoked, tokenId, { at: Date.now(), revoked });
  return { state, revoked };
}

/** Whether the token was logged out, when the cache knows it still; else undefined (then sessionCheck reads it). */
export function knownRevoked(db: Knex, tokenId: string): boolean | undefined {
  const cached = cachesOf(db).revoked.get(tokenId);
  return cached && (cached.revoked || Date.now() - cached.at < TTL_MS) ? cached.revoked : undefined;
}

/** A user's sessions end (password, status or role changed): tokens of the older version stop working. */
export async function bumpSessionVersion(db: Knex, userId: number): Promise<void> {
  await db('users').where({ id: userId }).increment('sessionVersion', 1);
  forgetSessionUser(db, userId);
}

/**
 * Permissions, status or version changed: the next request reloads them. Inside a transaction the cache
 * is cleared again once the outermost transaction has ended: a request reading between this call and the
 * commit still sees the old row (MariaDB serves it without waiting) and would cache it for the whole TTL.
 */
export function forgetSessionUser(db: Knex, userId: number): void {
  const caches = cachesOf(db);
  const forget = () => {
    caches.generation += 1;
    caches.users.delete(userId);
  };
  forget();
  let trx = db.isTransaction ? (db as Knex.Transaction) : undefined;
  while (trx?.parentTransaction) trx = trx.parentTransaction;
  trx?.executionPromise?.then(forget, forget);
}

/** POST /api/users/logout: this token stops working; expired entries are cleared on the way. */
export async function revokeToken(db: Knex, tokenId: string, expiresAt: string): Promise<void> {
  await db('revokedSessions').insert({ tokenId, expiresAt }).onConflict('tokenId').ignore();
  await db('revokedSessions').where('expiresAt', '<', nowIso()).delete();
  remember(cachesOf(db).revoked, tokenId, { at: Date.now(), revoked: true });
}

export async function sessionVersionOf(db: Knex, userId: number): Promise<number> {
  const row = await db('users').where({ id: userId }).first('sessionVersion');
  return Number(row?.sessionVersion ?? 0);
}
