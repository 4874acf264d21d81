import type { Knex } from 'knex';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { CALENDAR_FEED_WINDOW, feedStudentName } from '../../../../domain/calendar-feed.js';
import { addDays, todayLaPaz } from '../../lib/time.js';
import { activities, groupBlocks, lessons } from '../calendar/calendar.queries.js';

/** One calendar entry, with only what a phone shows: no full name, CI, phone, price or amount paid ever gets here. */
interface FeedEvent {
  slotId: number;
  version: number;
  start: string;
  end: string;
  summary: string;
  description: string;
  location?: string;
}

const count = (n: number) => (n > 1 ? ` (${n} estudiantes)` : '');

/**
 * The La Paz days the feed covers: the semester of the teacher's department that contains today, its span being
 * its active groups' first start date to their last end date (semesters carry no dates of their own); the
 * latest-starting one when two overlap (the latest made on a tie). Without one, 2 weeks back to 8 weeks ahead.
 */
export async function feedWindow(db: Knex, teacherId: number, today: string): Promise<{ from: string; to: string }> {
  const spans: Array<{ id: number; first: string; last: string }> = await db('semesters')
    .join('users', 'users.departmentId', 'semesters.departmentId')
    .join('classGroups', 'classGroups.semesterId', 'semesters.id')
    .where({ 'users.id': teacherId, 'semesters.status': 1, 'classGroups.status': 1 })
    .groupBy('semesters.id')
    .select(
      'semesters.id',
      db.raw('min(??) as ??', ['classGroups.startDate', 'first']),
      db.raw('max(??) as ??', ['classGroups.endDate', 'last']),
    );
  const current = spans
    .filter((s) => s.first <= today && today <= s.last)
    .sort((a, b) => b.first.localeCompare(a.first) || b.id - a.id)[0];
  return current
    ? { from: current.first, to: current.last }
    : { from: addDays(today, -CALENDAR_FEED_WINDOW.daysBack), to: addDays(today, CALENDAR_FEED_WINDOW.daysAhead) };
}

/**
 * The teacher's lessons, group blocks and blocked hours of the feed's window, read through the calendar's own
 * queries and reduced to the feed's fields.
 */
async function feedEvents(db: Knex, teacherId: number, now: Date): Promise<FeedEvent[]> {
  const { from, to } = await feedWindow(db, teacherId, todayLaPaz(now));
  const [lessonRows, groupRows, activityRows] = await Promise.all([
    lessons(db, teacherId, from, to),
    groupBlocks(db, teacherId, from, to),
    activities(db, teacherId, from, to),
  ]);
  const events: FeedEvent[] = lessonRows.map((l) => ({
    slotId: l.idCalendario,
    version: l.version,
    start: l.fechaInicial,
    end: l.fechaFinal,
    summary: `${l.nombreMateria} · ${feedStudentName(l.nombres, l.apellidos)}${count(l.nroAlumnos)}${l.virtual ? ' (virtual)' : ''}`,
    description: [`Clase individual ${l.virtual ? 'virtual' : 'presencial'}`, `Nivel: ${l.nombreNivel}`, l.descripcion]
      .filter(Boolean)
      .join('\n'),
    location: l.virtual ? 'Virtual' : undefined,
  }));
  for (const g of groupRows) {
    events.push({
      slotId: g.idCalendario,
      version: g.version,
      start: g.fechaInicial,
      end: g.fechaFinal,
      summary: `Grupo ${g.nombreGrupo}`,
      description: 'Clase de grupo',
    });
  }
  for (const a of activityRows) {
    events.push({
      slotId: a.idCalendario,
      version: a.version,
      start: a.fechaInicial,
      end: a.fechaFinal,
      summary: a.descripcion,
      description: 'Horario bloqueado',
    });
  }
  return events.sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * The iCalendar text (RFC 5545, written by ical-generator) of a teacher's feed. Instants are UTC
 * (`DTSTART:…Z`), so every client shows them in its own zone, La Paz included. The UID is the calendar
 * slot's, which a move or an edit keeps, so a phone updates the entry instead of adding another; the
 * slot's version is the SEQUENCE.
 */
export async function teacherFeed(
  db: Knex,
  teacher: { id: number; firstNames: string; lastNames: string },
  now = new Date(),
): Promise<string> {
  const calendar = ical({
    name: `Clases de ${teacher.firstNames} ${teacher.lastNames}`,
    prodId: { company: 'Instituto', product: 'Calendario del profesor', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
    // Phones refresh a subscription about this often when the feed asks (RFC 7986 REFRESH-INTERVAL, X-PUBLISHED-TTL).
    ttl: 60 * 60,
  });
  for (const e of await feedEvents(db, teacher.id, now)) {
    calendar.createEvent({
      id: `calendario-${e.slotId}@instituto`,
      sequence: Math.max(0, Number(e.version ?? 1) - 1),
      stamp: now,
      start: new Date(e.start),
      end: new Date(e.end),
      summary: e.summary,
      description: e.description,
      location: e.location ?? null,
    });
  }
  return calendar.toString();
}
