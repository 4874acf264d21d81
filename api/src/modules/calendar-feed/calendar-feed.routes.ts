import Router from '@koa/router';
import type { Knex } from 'knex';
import { CALENDAR_FEED_MESSAGES as M, CALENDAR_FEED_ROLES } from '../../../../domain/calendar-feed.js';
import { notFound } from '../../http/errors.js';
import { publicUrl } from '../../http/public-url.js';
import { documented } from '../../http/route.js';
import { params, pathInt } from '../../schemas/fields.js';
import type { ModuleDeps } from '../deps.js';
import { linkCreatedAnswer, linkRevokedAnswer, linkStatusAnswer } from './calendar-feed.answers.js';
import { teacherFeed } from './calendar-feed.documents.js';
import { createFeedLink, feedLinkStatus, revokeFeedLink, teacherOfToken } from './feed-links.service.js';

const feedUrl = (base: string, token: string) => `${base}/ical/${token}.ics`;

/**
 * A teacher's private calendar link: its state, create (or replace) and revoke. The link is
 * answered once, when created; only its digest is kept.
 */
export function registerCalendarFeed({ router, db }: ModuleDeps): void {
  const feeds = documented(router, '/calendarFeed');
  const teacher = { roles: CALENDAR_FEED_ROLES, params: params({ idTeacher: pathInt() }) };
  feeds.get(
    '/:idTeacher',
    { ...teacher, summary: 'Estado del enlace de calendario privado de un docente', response: linkStatusAnswer },
    async ({ params: p, actor }) => feedLinkStatus(db, actor, p.idTeacher),
  );
  feeds.post(
    '/:idTeacher',
    {
      ...teacher,
      summary: 'Crea (o reemplaza) el enlace de calendario privado de un docente',
      response: linkCreatedAnswer,
    },
    async ({ params: p, actor, ctx }) => {
      const { token, createdAt } = await createFeedLink(db, actor, p.idTeacher);
      return { msg: M.created, type: 'success', data: { url: feedUrl(publicUrl(ctx), token), creado: createdAt } };
    },
  );
  feeds.delete(
    '/:idTeacher',
    { ...teacher, summary: 'Revoca el enlace de calendario privado de un docente', response: linkRevokedAnswer },
    async ({ params: p, actor }) => revokeFeedLink(db, actor, p.idTeacher),
  );
}

/**
 * GET /ical/<token>.ics, outside /api and without a session: the link is the credential. Unknown, revoked
 * and replaced links are a 404 at once, and no cache may keep an answer (the validity is read every time).
 */
export function calendarFeedRoutes(db: Knex) {
  const router = new Router();
  router.get('/ical/:file', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const token = /^(.+)\.ics$/.exec(ctx.params.file ?? '')?.[1] ?? '';
    const teacher = await teacherOfToken(db, token);
    if (!teacher) throw notFound(M.linkNotFound);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Content-Disposition', 'inline; filename="calendario.ics"');
    ctx.body = await teacherFeed(db, teacher);
  });
  return router.routes();
}
