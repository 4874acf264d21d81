import { createHash, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_MESSAGES as M,
  IDEMPOTENT_REPLAYED_HEADER,
  isMoneyRoute,
} from '../../../domain/idempotency.js';
import { WRITE_MESSAGE_HEADER } from '../../../domain/rest-face.js';
import { constraintViolation } from './db-errors.js';
import { AppError, badRequest, conflict } from './errors.js';
import { errorAnswer } from './middleware.js';
import type { Actor } from './session.js';

/**
 * Idempotency keys on the money calls (domain/idempotency.ts MONEY_ROUTES). A request with an `Idempotency-Key`
 * first reserves the key: an INSERT guarded by the unique index (user, department, key), committed on its own
 * before the call runs. The one that inserts runs the call and stores its answer; every other request with that
 * key waits for it and answers the stored answer (status, body, Content-Type and the write's message header).
 *
 * Stored: 2xx, and 4xx except 409 and 429. Those two depend on the moment (a record changed or in use, a throttle)
 * and a 4xx wrote nothing, so they release the key like a 5xx does: the next request with it runs the call again.
 * A reservation left 'running' longer than `staleMs` (its process died between the reservation and the answer)
 * is taken over by the next request with that key.
 */
export interface IdempotencyLimits {
  /** How long a repeat waits for the first request before answering 409 'en proceso'. */
  waitMs: number;
  /** A 'running' reservation older than this is abandoned. */
  staleMs: number;
  /** Keys are kept at least this long, then pruned. */
  keepMs: number;
  /** First pause between two looks at a running reservation (doubled up to 200 ms). */
  pollMs: number;
}

const DEFAULT_LIMITS: IdempotencyLimits = { waitMs: 10_000, staleMs: 60_000, keepMs: 24 * 3600_000, pollMs: 20 };
const PRUNE_EVERY_MS = 10 * 60_000;
const TABLE = 'idempotencyKeys';
/** The answer headers a replay repeats; the rest (request id, security headers) are the replay's own. */
const KEPT_HEADERS = ['content-type', 'content-disposition', 'location', WRITE_MESSAGE_HEADER.toLowerCase()];

interface Scope {
  userId: number;
  departmentId: number;
  keyHash: string;
}
interface Stored {
  status: number;
  headers: string;
  body: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with every object's keys sorted: the same body in another key order is the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (value && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same": method, path (with its query) and body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return sha256(`${method.toUpperCase()} ${url}\n${canonicalJson(body ?? null)}`);
}

/** The stored answer of a finished call, or null when it is not kept (see the file's comment). */
function storedAnswer(status: number, body: unknown, headers: Record<string, unknown>): Stored | null {
  if (status < 200 || status >= 500 || (status >= 300 && status < 400) || status === 409 || status === 429) return null;
  let text: string;
  if (typeof body === 'string') text = body;
  else if (
    body !== null &&
    typeof body === 'object' &&
    !Buffer.isBuffer(body) &&
    typeof (body as { pipe?: unknown }).pipe !== 'function'
  )
    text = JSON.stringify(body);
  else return null;
  const kept = Object.fromEntries(
    KEPT_HEADERS.filter((h) => headers[h] !== undefined).map((h) => [h, String(headers[h])]),
  );
  return { status, headers: JSON.stringify(kept), body: text };
}

const lastPrune = new WeakMap<Knex, number>();

/** Drops expired keys, at most once per PRUNE_EVERY_MS per database: cheap on the created_at index. */
async function prune(db: Knex, keepMs: number): Promise<void> {
  const now = Date.now();
  if (now - (lastPrune.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now);
  try {
    await db(TABLE)
      .where('createdAt', '<', new Date(now - keepMs).toISOString())
      .del();
  } catch {
    // Housekeeping only: a payment is never refused for it; the next prune removes what this one left.
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Claim = { owner: string } | { replay: Stored };

/** Reserves the key for this request, or waits for the request that holds it and returns its stored answer. */
async function claim(
  db: Knex,
  scope: Scope,
  key: string,
  fingerprint: string,
  limits: IdempotencyLimits,
  ctx: Context,
): Promise<Claim> {
  const deadline = Date.now() + limits.waitMs;
  for (let pause = limits.pollMs; ; pause = Math.min(pause * 2, 200)) {
    const owner = randomUUID();
    const now = new Date().toISOString();
    try {
      await db(TABLE).insert({
        ...scope,
        clientKey: key,
        fingerprint,
        state: 'running',
        owner,
        startedAt: now,
        createdAt: now,
      });
      return { owner };
    } catch (err) {
      // MariaDB: inserts waiting on a released (deleted) reservation can deadlock; the loser simply looks again.
      if ((err as { code?: string }).code === 'ER_LOCK_DEADLOCK' && Date.now() < deadline) {
        await sleep(pause);
        continue;
      }
      if (constraintViolation(err)?.kind !== 'unique') throw err;
    }
    const row = await db(TABLE)
      .where(scope)
      .first('fingerprint', 'state', 'owner', 'startedAt', 'status', 'headers', 'body');
    if (!row) continue; // released meanwhile (the first failed): reserve it again
    if (row.fingerprint !== fingerprint) throw new AppError(422, M.otherRequest);
    if (row.state === 'done')
      return { replay: { status: Number(row.status), headers: row.headers ?? '{}', body: row.body ?? '' } };
    if (row.startedAt < new Date(Date.now() - limits.staleMs).toISOString()) {
      const taken = await db(TABLE)
        .where({ ...scope, owner: row.owner, state: 'running' })
        .update({ owner, startedAt: now });
      if (Number(taken) === 1) return { owner };
      continue;
    }
    if (Date.now() + pause > deadline) {
      ctx.set('Retry-After', '1');
      throw conflict(M.inProgress);
    }
    await sleep(pause);
  }
}

function replay(ctx: Context, stored: Stored): void {
  ctx.status = stored.status;
  for (const [name, value] of Object.entries(JSON.parse(stored.headers) as Record<string, string>))
    ctx.set(name, value);
  ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
  // The Content-Type is set above: Koa keeps it for a string body.
  ctx.body = stored.body;
}

/** The key of the request: undefined without the header; a 400 when it is empty or too long. */
function keyOf(ctx: Context): string | undefined {
  const raw = ctx.req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw.join(', ') : raw;
  if (!key.trim() || key.length > IDEMPOTENCY_KEY_MAX) throw badRequest(M.invalidKey);
  return key;
}

/** The middleware, for a router whose session middleware has run (it needs the actor). */
export function idempotency(db: Knex, limits: IdempotencyLimits = DEFAULT_LIMITS): Middleware {
  return async (ctx, next) => {
    if (!isMoneyRoute(ctx.method, ctx.path)) return next();
    const key = keyOf(ctx);
    if (key === undefined) return next();
    const actor = ctx.state.actor as Actor;
    const scope: Scope = {
      userId: actor.id,
      departmentId: actor.auditDepartmentId ?? actor.departmentId,
      keyHash: sha256(key),
    };
    const fingerprint = requestFingerprint(ctx.method, ctx.url, (ctx.request as { body?: unknown }).body);
    await prune(db, limits.keepMs);
    const claimed = await claim(db, scope, key, fingerprint, limits, ctx);
    if ('replay' in claimed) return replay(ctx, claimed.replay);

    const mine = db(TABLE).where({ ...scope, owner: claimed.owner });
    // Storing or releasing never hides the call's own outcome: a failure here leaves a reservation that goes stale.
    const settle = async (stored: Stored | null) => {
      try {
        if (stored) await mine.clone().update({ state: 'done', ...stored });
        else await mine.clone().del();
      } catch {
        /* see above */
      }
    };
    try {
      await next();
    } catch (err) {
      const answer = errorAnswer(err);
      await settle(
        answer && storedAnswer(answer.status, answer.body, { 'content-type': 'application/json; charset=utf-8' }),
      );
      throw err;
    }
    await settle(storedAnswer(ctx.status, ctx.body, ctx.response.headers as Record<string, unknown>));
  };
}
