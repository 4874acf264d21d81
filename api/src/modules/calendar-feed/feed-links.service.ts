import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { CALENDAR_FEED_MESSAGES as M, CALENDAR_FEED_ROLES } from '../../../../domain/calendar-feed.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { nowIso } from '../../lib/time.js';
import { lockPeople, teacherFor } from '../calendar/bookings.rules.js';
import { inTransaction } from '../../db/transaction.js';

/** 32 random bytes (256 bits) in base64url: 43 characters that say nothing by themselves. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this digest is stored: a database or a backup never holds a working link. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A teacher of the acting user's reach: role 1 any of the department, a teacher only themself (never role 2). */
async function reachableTeacher(trx: Knex | Knex.Transaction, actor: Actor, teacherId: number) {
  if (!CALENDAR_FEED_ROLES.includes(actor.roleId)) throw forbidden();
  return teacherFor(trx, actor, teacherId);
}

/** Whether the teacher has a live link, and since when (the link itself cannot be shown again). */
export async function feedLinkStatus(db: Knex, actor: Actor, teacherId: number) {
  const teacher = await reachableTeacher(db, actor, teacherId);
  const live = await db('calendarFeeds').where({ activeTeacherId: teacher.id }).first('createdAt');
  return { activo: !!live, creado: live?.createdAt ?? null };
}

/** Ends the teacher's live link, if any, inside the caller's transaction; answers whether there was one. */
async function endLiveLink(trx: Knex.Transaction, teacherId: number, at: string): Promise<number | null> {
  const live = await trx('calendarFeeds').where({ activeTeacherId: teacherId }).first('id');
  if (!live) return null;
  await trx('calendarFeeds').where({ id: live.id }).update({ activeTeacherId: null, revokedAt: at });
  return live.id;
}

/**
 * A deactivated person's live link ends with the deactivation, so that activating them again does not bring an
 * old link (perhaps shared on a family phone) back to life: a new one must be issued explicitly.
 */
export async function endLinkOfDeactivated(trx: Knex.Transaction, actor: Actor, teacherId: number): Promise<void> {
  const ended = await endLiveLink(trx, teacherId, nowIso());
  if (ended)
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'calendar_feeds',
      entityId: ended,
      action: 'revoke',
      before: { teacherId },
    });
}

/**
 * Creates the teacher's link, replacing the live one (which stops answering at once). The teacher's row is
 * locked first, so two requests at the same time leave exactly one live link.
 */
export async function createFeedLink(db: Knex, actor: Actor, teacherId: number) {
  return inTransaction(db, async (trx) => {
    await lockPeople(trx, [teacherId]);
    const teacher = await reachableTeacher(trx, actor, teacherId);
    const createdAt = nowIso();
    const replaced = await endLiveLink(trx, teacher.id, createdAt);
    const token = randomBytes(32).toString('base64url');
    const [id] = await trx('calendarFeeds').insert({
      teacherId: teacher.id,
      tokenHash: digest(token),
      activeTeacherId: teacher.id,
      createdBy: actor.id,
      createdAt,
    });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'calendar_feeds',
      entityId: Number(id),
      action: replaced ? 'replace' : 'create',
      after: { teacherId: teacher.id, replaced },
    });
    return { token, createdAt };
  });
}

/** Revokes the teacher's live link; the link answers 404 from the next request on. */
export async function revokeFeedLink(db: Knex, actor: Actor, teacherId: number) {
  return inTransaction(db, async (trx) => {
    await lockPeople(trx, [teacherId]);
    const teacher = await reachableTeacher(trx, actor, teacherId);
    const ended = await endLiveLink(trx, teacher.id, nowIso());
    if (!ended) throw notFound(M.noActiveLink);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'calendar_feeds',
      entityId: ended,
      action: 'revoke',
      before: { teacherId: teacher.id },
    });
    return { msg: M.revoked, type: 'success' };
  });
}

/**
 * The teacher a link's token opens, or null (malformed, unknown, revoked, replaced, or the teacher no longer
 * active; a deactivation also ends the link for good). Read from the database on every request: no cache can keep a revoked link alive.
 */
export async function teacherOfToken(db: Knex, token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db('calendarFeeds')
    .join('users', 'users.id', 'calendarFeeds.activeTeacherId')
    .where({ 'calendarFeeds.tokenHash': digest(token), 'users.status': 1 })
    .first('users.id', 'users.firstNames', 'users.lastNames');
  return (row as { id: number; firstNames: string; lastNames: string } | undefined) ?? null;
}
