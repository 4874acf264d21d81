/**
 * The benchmark dataset's individual lessons (teacher pay measured on weeks that hold lessons): in a
 * department, each of its first six teachers gives three one-hour lessons every weekday of 2026 up to November
 * (15:00, 16:30 and 18:00 La Paz); a reservation is one student's week with one teacher; two weeks of three are paid
 * in full on their Friday (a payment of the reservation), the third is still owed. Rows written in bulk, shaped as
 * the calendar and payment services write them. Deterministic.
 */
import type { Knex } from 'knex';
import { lessonType } from '../domain/calendar.js';
import { TEACHER_ROLES } from '../api/src/http/session.js';
import { insertAll, insertReturningIds } from './dataset-rows.js';

const TEACHERS = 6;
const LESSON_HOURS_UTC = [
  [19, 0],
  [20, 30],
  [22, 0],
] as const;
const FIRST_MONDAY = Date.UTC(2026, 0, 5);
const WEEKS = 46;
const DAY = 86_400_000;

interface LessonContext {
  departmentId: number;
  studentIds: number[];
  cashierId: number;
  paymentTypeId: number;
}

export async function addLessons(
  db: Knex,
  { departmentId, studentIds, cashierId, paymentTypeId }: LessonContext,
): Promise<number> {
  const teachers: number[] = await db('users')
    .where({ departmentId, status: 1 })
    .whereIn('roleId', TEACHER_ROLES)
    .orderBy('id')
    .limit(TEACHERS)
    .pluck('id');
  const subjects: number[] = await db('subjects').where({ departmentId, type: 1, status: 1 }).orderBy('id').pluck('id');
  const levels: number[] = await db('lessonLevels').where({ departmentId, status: 1 }).orderBy('id').pluck('id');
  const rates = new Map<string, number>(
    (
      await db('paymentCategories')
        .where({ departmentId, type: 1, status: 1 })
        .select('levelId', 'studentCount', 'rateCents')
    ).map((c: { levelId: number; studentCount: number; rateCents: number }) => [
      `${c.levelId}:${c.studentCount}`,
      c.rateCents,
    ]),
  );
  if (!teachers.length || !subjects.length || !levels.length) return 0;

  // One reservation per teacher, week and hour of the day.
  const plans: Array<{ teacherId: number; week: number; hour: number; reservation: Record<string, unknown> }> = [];
  for (let week = 0; week < WEEKS; week++) {
    for (const [t, teacherId] of teachers.entries()) {
      for (let hour = 0; hour < LESSON_HOURS_UTC.length; hour++) {
        const n = (week * teachers.length + t) * LESSON_HOURS_UTC.length + hour;
        const levelId = levels[n % levels.length]!;
        const studentCount = 1 + (n % 2);
        const paid = n % 3 !== 2;
        const priceCents = paid ? 5 * (rates.get(`${levelId}:${studentCount}`) ?? 5000) : null;
        plans.push({
          teacherId,
          week,
          hour,
          reservation: {
            departmentId,
            studentId: studentIds[n % studentIds.length],
            teacherId,
            levelId,
            subjectId: subjects[t % subjects.length],
            studentCount,
            minutesLeft: null,
            priceCents,
            paidCents: priceCents ?? 0,
            status: 1,
            createdAt: new Date(FIRST_MONDAY + week * 7 * DAY).toISOString(),
          },
        });
      }
    }
  }
  const reservationIds = await insertReturningIds(
    db,
    'reservations',
    plans.map((p) => p.reservation),
  );

  const slots: object[] = [];
  const lessons: Array<Record<string, unknown>> = [];
  const payments: object[] = [];
  for (const [i, { teacherId, week, hour, reservation }] of plans.entries()) {
    const [h, m] = LESSON_HOURS_UTC[hour]!;
    for (let weekday = 0; weekday < 5; weekday++) {
      const start = FIRST_MONDAY + (week * 7 + weekday) * DAY + (h * 60 + m) * 60_000;
      slots.push({
        departmentId,
        teacherId,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 3_600_000).toISOString(),
        kind: 'lesson',
        status: 1,
      });
      lessons.push({
        reservationId: reservationIds[i],
        subjectId: reservation.subjectId,
        type: lessonType(reservation as never),
        virtual: 0,
        description: '',
        status: 1,
      });
    }
    if (reservation.priceCents !== null) {
      payments.push({
        departmentId,
        instalmentId: null,
        reservationId: reservationIds[i],
        paymentTypeId,
        cashierId,
        receiptNumber: 900_000 + payments.length,
        amountPaidCents: reservation.priceCents,
        discountCents: 0,
        dueAmountCents: reservation.priceCents,
        balanceAfterCents: 0,
        description: '',
        paidAt: new Date(FIRST_MONDAY + (week * 7 + 4) * DAY + 23 * 3_600_000).toISOString(),
        status: 1,
      });
    }
  }
  const slotIds = await insertReturningIds(db, 'calendarSlots', slots);
  await insertAll(
    db,
    'lessons',
    lessons.map((lesson, i) => ({ ...lesson, slotId: slotIds[i] })),
  );
  await insertAll(db, 'payments', payments);
  return lessons.length;
}
