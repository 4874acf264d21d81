import { createServer } from 'node:http';
import ICAL from 'ical.js';
import type { Knex } from 'knex';
import { createApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { expect, it } from 'vitest';
import { addDays, mondayOf, todayLaPaz } from '../../api/src/lib/time.js';
import { CALENDAR_FEED_MESSAGES as M, feedStudentName } from '../../domain/calendar-feed.js';
import { feedWindow } from '../../api/src/modules/calendar-feed/calendar-feed.documents.js';
import { at, calendarWorld, lessonBody, type CalendarWorld } from './calendar-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { enrolStudent } from './payments-fixtures.js';

/** The feed read back by ical.js, a maintained RFC 5545 parser, as a phone would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      location: e.location,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
    };
  });
}

const pathOf = (url: string) => new URL(url).pathname;
const feed = (api: TestApi, url: string) => api.request('GET', pathOf(url));
const newLink = async (api: TestApi, as: 'docente' | 'admin', teacherId: number) => {
  const res = await api.as(as).post(`/api/calendarFeed/${teacherId}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data.url as string;
};
const book = async (
  api: TestApi,
  w: CalendarWorld,
  date: string,
  from: string,
  to: string,
  extra: Record<string, unknown> = {},
) => {
  const res = await api
    .as('cajero')
    .post('/api/lessons/insertLesson', lessonBody(w, date, from, to, { idTeacher: w.docenteId, ...extra }));
  expect(res.status, res.text).toBe(200);
  return res.body.idReservationStudent as number;
};

/**
 * A semester of the teacher's department running from today to 120 days ahead: the one the feed covers (it contains
 * today and starts last), whatever other semesters the fixtures made.
 */
async function currentSemester(db: Knex, teacherId: number, from = todayLaPaz(), to = addDays(todayLaPaz(), 120)) {
  const { departmentId } = await db('users').where({ id: teacherId }).first('departmentId');
  const now = new Date().toISOString();
  const [semesterId] = await db('semesters').insert({
    departmentId,
    name: `F${Math.floor(Math.random() * 1e6)} - 2099`,
    number: 2,
    year: 2099,
    status: 1,
    createdAt: now,
  });
  const turn = await db('turns').first('id');
  await db('classGroups').insert({
    semesterId,
    turnId: turn.id,
    name: 'FEED - 1',
    code: 'FEED',
    number: 1,
    instalments: 1,
    costCents: 1000,
    startDate: from,
    endDate: to,
    status: 1,
    createdAt: now,
  });
}

describeEngines('teacher calendar feed (iCal)', (api) => {
  it("serves the week's lessons at their La Paz times to a link made by the teacher, shows a new booking on the next fetch and keeps each slot's UID", async () => {
    const w = await calendarWorld(api().db);
    await currentSemester(api().db, w.docenteId);
    const url = await newLink(api(), 'docente', w.docenteId);
    expect(url).toMatch(new RegExp(`^${api().baseUrl}/ical/[A-Za-z0-9_-]{43}\\.ics$`));
    // Only the token's sha256 is stored.
    const token = /ical\/(.+)\.ics$/.exec(url)![1];
    expect(JSON.stringify(await api().db('calendarFeeds').select())).not.toContain(token);

    const monday = addDays(mondayOf(todayLaPaz()), 7);
    await book(api(), w, monday, '10:00', '11:30', { virtual: true });
    await api()
      .as('docente')
      .post('/api/activities/insertActivitieTeacher', {
        description: '',
        idTeacher: w.docenteId,
        startDate: at(addDays(monday, 1), '08:00'),
        endDate: at(addDays(monday, 1), '09:00'),
        weeks: 1,
      });
    const group = await api()
      .db('classGroups')
      .where({ id: (await enrolStudent(api().db)).groupId })
      .first();
    await api()
      .as('cajero')
      .post('/api/groupTeachers/insertGroupTeacher', {
        idGroup: group.id,
        idTeacher: w.docenteId,
        startDate: at(addDays(monday, 2), '15:00'),
        endDate: at(addDays(monday, 2), '17:00'),
        weeks: 1,
      });

    const first = await feed(api(), url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.text).toContain(`DTSTART:${monday.replaceAll('-', '')}T140000Z`);
    const subject = await api().db('subjects').where({ id: w.subjectId }).first();
    const student = await api().db('users').where({ id: w.studentId }).first();
    const events = parse(first.text);
    expect(events).toEqual([
      expect.objectContaining({
        summary: `${subject.name} · ${feedStudentName(student.firstNames, student.lastNames)} (virtual)`,
        location: 'Virtual',
        start: at(monday, '10:00'),
        end: at(monday, '11:30'),
      }),
      expect.objectContaining({
        summary: 'BLOQUEADO',
        start: at(addDays(monday, 1), '08:00'),
        end: at(addDays(monday, 1), '09:00'),
      }),
      expect.objectContaining({
        summary: `Grupo ${group.name}`,
        start: at(addDays(monday, 2), '15:00'),
        end: at(addDays(monday, 2), '17:00'),
      }),
    ]);
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);

    // A new booking appears on the next fetch; the others keep their UIDs.
    await book(api(), w, addDays(monday, 3), '16:00', '17:00');
    const second = parse((await feed(api(), url)).text);
    expect(second).toHaveLength(4);
    expect(second).toContainEqual(
      expect.objectContaining({ start: at(addDays(monday, 3), '16:00'), end: at(addDays(monday, 3), '17:00') }),
    );
    for (const e of events) expect(second.map((s) => s.uid)).toContain(e.uid);
  });

  it('a moved lesson keeps its UID at the new time and a deleted one leaves the feed', async () => {
    const w = await calendarWorld(api().db);
    await currentSemester(api().db, w.docenteId);
    const url = await newLink(api(), 'admin', w.docenteId);
    const monday = addDays(mondayOf(todayLaPaz()), 14);
    const reservation = await book(api(), w, monday, '09:00', '10:00');
    const [before] = parse((await feed(api(), url)).text).filter((e) => e.start === at(monday, '09:00'));
    const lesson = await api().db('lessons').where({ reservationId: reservation }).first();
    const moved = await api()
      .as('cajero')
      .put('/api/lessons/updateLesson', {
        ...lessonBody(w, monday, '11:00', '12:00', { idTeacher: w.docenteId }),
        idLesson: lesson.id,
        idReservation: reservation,
      });
    expect(moved.status, moved.text).toBe(200);
    const after = parse((await feed(api(), url)).text).find((e) => e.uid === before.uid);
    expect(after).toMatchObject({ start: at(monday, '11:00'), end: at(monday, '12:00') });
    expect((await api().as('cajero').put('/api/lessons/deleteLesson', { state: 0, idLesson: lesson.id })).status).toBe(
      200,
    );
    expect(parse((await feed(api(), url)).text).map((e) => e.uid)).not.toContain(before.uid);
  });

  it('holds no CI, phone or amount', async () => {
    const w = await calendarWorld(api().db);
    await currentSemester(api().db, w.docenteId);
    const url = await newLink(api(), 'docente', w.docenteId);
    const day = addDays(mondayOf(todayLaPaz()), 7);
    const reservation = await book(api(), w, day, '12:00', '13:00');
    const paid = await api().as('cajero').post('/api/payments/insertPaymentLesson', {
      discount: 0,
      subTotal: 123.45,
      total: 987.65,
      description: '',
      idReservation: reservation,
      idPaymentType: w.paymentTypeId,
      idDepartament: 1,
    });
    expect(paid.status, paid.text).toBe(200);
    const text = (await feed(api(), url)).text;
    expect(parse(text)).toContainEqual(expect.objectContaining({ start: at(day, '12:00') }));
    const student = await api().db('users').where({ id: w.studentId }).first();
    const teacher = await api().db('users').where({ id: w.docenteId }).first();
    for (const secret of [student.ci, student.phone, teacher.ci, '987.65', '987,65', '123.45', '123,45', 'Bs'])
      expect(text).not.toContain(secret);
  });

  it('a revoked or replaced link answers 404 at once', async () => {
    const w = await calendarWorld(api().db);
    const first = await newLink(api(), 'docente', w.docenteId);
    expect((await api().as('docente').get(`/api/calendarFeed/${w.docenteId}`)).body).toMatchObject({
      activo: true,
      creado: expect.any(String),
    });
    // Role 1 replaces the teacher's link: the old one stops, the new one works.
    const second = await newLink(api(), 'admin', w.docenteId);
    expect((await feed(api(), first)).status).toBe(404);
    expect((await feed(api(), second)).status).toBe(200);
    const revoked = await api().as('docente').delete(`/api/calendarFeed/${w.docenteId}`);
    expect(revoked.body).toMatchObject({ msg: M.revoked });
    const gone = await feed(api(), second);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ msg: M.linkNotFound });
    expect((await api().as('docente').get(`/api/calendarFeed/${w.docenteId}`)).body).toEqual({
      activo: false,
      creado: null,
    });
    const again = await api().as('docente').delete(`/api/calendarFeed/${w.docenteId}`);
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe(M.noActiveLink);
    for (const bad of [
      '/ical/nada.ics',
      `/ical/${'A'.repeat(43)}.ics`,
      `/ical/${'A'.repeat(43)}`,
      '/ical/%E0%A4%A.ics',
    ]) {
      expect((await api().request('GET', bad)).status, bad).toBe(404);
    }
  });

  it('builds the link on PUBLIC_URL when the operator sets it', async () => {
    const w = await calendarWorld(api().db);
    const config = loadConfig({
      jwtSecret: new TextEncoder().encode('test-secret'),
      publicUrl: 'https://instituto.example.bo',
    });
    const server = createServer(createApp({ db: api().db, config, logger: { info() {}, error() {} } }).callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(
        `http://127.0.0.1:${(server.address() as { port: number }).port}/api/calendarFeed/${w.docenteId}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${api().tokens.docente}` },
        },
      );
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { url: string } }).data.url).toMatch(
        /^https:\/\/instituto\.example\.bo\/ical\/[A-Za-z0-9_-]{43}\.ics$/,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("role rules: a teacher only their own link, role 1 any teacher's, role 2 none; nothing is written on a refusal", async () => {
    const w = await calendarWorld(api().db);
    const count = async () => Number((await api().db('calendarFeeds').count({ n: '*' }).first())?.n);
    const before = await count();
    expect((await api().as('docente').post(`/api/calendarFeed/${w.teacherId}`)).status).toBe(403);
    expect((await api().as('docente').get(`/api/calendarFeed/${w.teacherId}`)).status).toBe(403);
    expect((await api().as('cajero').post(`/api/calendarFeed/${w.docenteId}`)).status).toBe(403);
    expect((await api().as('cajero').delete(`/api/calendarFeed/${w.docenteId}`)).status).toBe(403);
    expect((await api().as('admin').post(`/api/calendarFeed/${w.studentId}`)).status).toBe(404);
    expect((await api().as('admin').post('/api/calendarFeed/abc')).status).toBe(400);
    expect((await api().request('POST', `/api/calendarFeed/${w.docenteId}`)).status).toBe(401);
    expect(await count()).toBe(before);
    await newLink(api(), 'admin', w.teacherId);
    expect((await api().as('admin').get(`/api/calendarFeed/${w.teacherId}`)).body.activo).toBe(true);
  });

  it('a link ended by deactivating the teacher stays dead after the teacher is activated again; a new one must be issued', async () => {
    const w = await calendarWorld(api().db);
    const url = await newLink(api(), 'admin', w.docenteId);
    expect((await feed(api(), url)).status).toBe(200);
    const toggle = (state: number) => api().as('admin').put('/api/users/deleteUser', { idUser: w.docenteId, state });
    expect((await toggle(0)).status).toBe(200);
    expect((await feed(api(), url)).status).toBe(404);
    expect((await toggle(1)).status).toBe(200);
    expect((await feed(api(), url)).status).toBe(404);
    expect((await api().as('admin').get(`/api/calendarFeed/${w.docenteId}`)).body).toEqual({
      activo: false,
      creado: null,
    });
    const revoked = await api()
      .db('auditLog')
      .where({ entity: 'calendar_feeds', action: 'revoke' })
      .count({ n: '*' })
      .first();
    expect(Number(revoked?.n)).toBeGreaterThan(0);
    const fresh = await newLink(api(), 'admin', w.docenteId);
    expect((await feed(api(), fresh)).status).toBe(200);
    expect((await feed(api(), url)).status).toBe(404);
  });

  it("names students by first name and surname initial only, and covers the current semester of the teacher's department", async () => {
    const w = await calendarWorld(api().db);
    const db = api().db;
    const today = todayLaPaz();
    await db('users').where({ id: w.studentId }).update({ firstNames: 'ANA LUCIA', lastNames: 'QUISPE MAMANI' });
    // A semester whose groups run from today to 150 days ahead, the last made of those starting today.
    await currentSemester(db, w.docenteId, today, addDays(today, 150));
    expect(await feedWindow(db, w.docenteId, today)).toEqual({ from: today, to: addDays(today, 150) });
    // No semester containing the day: 2 weeks back to 8 weeks ahead.
    expect(await feedWindow(db, w.docenteId, '2001-01-10')).toEqual({ from: '2000-12-27', to: '2001-03-07' });

    const url = await newLink(api(), 'admin', w.docenteId);
    await book(api(), w, addDays(today, 90), '10:00', '11:00'); // beyond 8 weeks, inside the semester
    await book(api(), w, addDays(today, 160), '10:00', '11:00'); // after the semester
    await book(api(), w, addDays(today, -10), '10:00', '11:00'); // before the semester
    const text = (await feed(api(), url)).text;
    const starts = parse(text).map((e) => e.start);
    expect(starts).toContain(at(addDays(today, 90), '10:00'));
    expect(starts).not.toContain(at(addDays(today, 160), '10:00'));
    expect(starts).not.toContain(at(addDays(today, -10), '10:00'));
    expect(parse(text).find((e) => e.start === at(addDays(today, 90), '10:00'))?.summary).toMatch(/ · ANA Q\.$/);
    for (const word of ['LUCIA', 'QUISPE', 'MAMANI']) expect(text).not.toContain(word);
  });
});
