import type { Knex } from 'knex';
import { ROLE, TEACHER_ROLES, type Actor } from '../../http/session.js';
import { todayLaPaz } from '../../lib/time.js';
import { payReservation } from '../../modules/calendar/lesson-payments.service.js';
import { insertLesson } from '../../modules/calendar/lessons.service.js';
import { recentClassDays } from './03_demo_academics.js';

/** Lessons start at 15:00 La Paz (19:00 UTC); each teacher of the demo teaches one student a day. */
const LESSON_UTC_HOUR = 19;
const TEACHERS = 3;
const STUDENTS = 6;

/**
 * Individual lessons in La Paz on last week's weekdays and this week's days gone by, so a first look finds the
 * teachers' calendars, the weekly teacher-pay report and the individual income filled. Booked and paid
 * through the calendar and payment services, with the rules (free teacher and student, receipt numbers) of a
 * lesson booked in the app; each teacher–student pair is one reservation, most of them paid at the counter.
 */
export async function seedDemoLessons(db: Knex, today = todayLaPaz()): Promise<void> {
  const departmentId = (await db('departments').where({ name: 'LA PAZ' }).first('id')).id as number;
  const admin = await db('users').where({ username: 'admin' }).first('id');
  const actor: Actor = { id: admin.id, roleId: ROLE.ADMIN, departmentId, branchOfficeId: null, permissions: [] };
  const teachers = await db('users')
    .where({ departmentId })
    .whereIn('roleId', TEACHER_ROLES)
    .orderBy('id')
    .limit(TEACHERS)
    .pluck('id');
  const students = await db('users')
    .where({ departmentId, roleId: ROLE.STUDENT })
    .orderBy('id')
    .limit(STUDENTS)
    .pluck('id');
  const subjects = await db('subjects').where({ departmentId, type: 1 }).orderBy('id').pluck('id');
  const levels = await db('lessonLevels').where({ departmentId }).orderBy('id').pluck('id');
  const cash = await db('paymentTypes').where({ departmentId, name: 'EFECTIVO' }).first('id');
  if (teachers.length < TEACHERS || students.length < STUDENTS || !subjects.length || !levels.length || !cash) return;
  // Only the pairs the academic demo did not assign already.
  const held = new Set(
    (await db('teacherSubjects').whereIn('teacherId', teachers).select('teacherId', 'subjectId')).map(
      (r: { teacherId: number; subjectId: number }) => `${r.teacherId}:${r.subjectId}`,
    ),
  );
  const missing = teachers.flatMap((teacherId) =>
    subjects
      .filter((subjectId) => !held.has(`${teacherId}:${subjectId}`))
      .map((subjectId) => ({ teacherId, subjectId, status: 1 })),
  );
  if (missing.length) await db('teacherSubjects').insert(missing);

  const reservations = new Map<string, number>();
  for (const [d, day] of recentClassDays(today).entries()) {
    for (const [t, teacherId] of teachers.entries()) {
      const studentId = students[(d * TEACHERS + t) % STUDENTS]!;
      const pair = `${teacherId}-${studentId}`;
      const start = new Date(`${day}T${LESSON_UTC_HOUR}:00:00.000Z`);
      const minutes = t === 2 ? 90 : 60;
      const { idReservationStudent } = await insertLesson(db, actor, {
        idTeacher: teacherId,
        idSubject: subjects[t % subjects.length]!,
        idLevel: levels[t % levels.length]!,
        idStudent: studentId,
        idReservation: reservations.get(pair) ?? null,
        numberStudent: t === 1 ? 2 : 1,
        idDepartament: departmentId,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + minutes * 60_000).toISOString(),
      });
      reservations.set(pair, idReservationStudent);
    }
  }
  // Two reservations of three paid in full, one of them with a discount; the rest still owed.
  for (const [i, reservationId] of [...reservations.values()].entries()) {
    if (i % 3 === 2) continue;
    await payReservation(db, actor, {
      reservationId,
      totalCents: 15_000,
      amountPaidCents: i % 3 === 1 ? 13_500 : 15_000,
      discountCents: i % 3 === 1 ? 1_500 : 0,
      description: '',
      paymentTypeId: cash.id,
      departmentId,
    });
  }
}
