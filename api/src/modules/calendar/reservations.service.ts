import type { Knex } from 'knex';
import { reservationPriceCents, slotMinutes } from '../../../../domain/calendar.js';
import { notFound } from '../../http/errors.js';
import { assertDepartment, assertRole, departmentFor, STAFF_ROLES, type Actor } from '../../http/session.js';
import { toBs } from '../../lib/money.js';
import { whereText } from '../../lib/search.js';
import { lessonQuery, presentLesson } from './calendar.queries.js';

type Row = Record<string, any>;

async function reservationOf(db: Knex, actor: Actor, reservationId: number): Promise<Row> {
  assertRole(actor, STAFF_ROLES);
  const reservation = await db('reservations').where({ id: reservationId }).first();
  if (!reservation) throw notFound('No se encontro la reserva.');
  assertDepartment(actor, reservation.departmentId);
  return reservation;
}

/** The hourly amount of the individual payment category for the reservation's level and number of students. */
async function hourlyRateCents(db: Knex, reservation: Row): Promise<number | null> {
  const category = await db('paymentCategories')
    .where({
      departmentId: reservation.departmentId,
      type: 1,
      levelId: reservation.levelId,
      studentCount: reservation.studentCount,
      status: 1,
    })
    .first('rateCents');
  return category?.rateCents ?? null;
}

/**
 * GET lessons/selectLessonsByIdReservation/{idReservation}/{idTeacher}: the reservation's lessons (all teachers
 * when idTeacher is null), with its price, what is paid and left, and a suggested price from the payment
 * category (hourly amount × hours booked) for the first payment.
 */
export async function reservationLessons(db: Knex, actor: Actor, reservationId: number, teacherId: number | null) {
  const reservation = await reservationOf(db, actor, reservationId);
  const query = lessonQuery(db).where('lessons.reservationId', reservationId).orderBy('calendarSlots.startsAt');
  if (teacherId) query.where('calendarSlots.teacherId', teacherId);
  const rows: Row[] = await query;
  const minutes = rows.reduce((sum, r) => sum + slotMinutes({ start: r.startsAt, end: r.endsAt }), 0);
  const rate = await hourlyRateCents(db, reservation);
  const priceCents = reservation.priceCents ?? (rate === null ? null : reservationPriceCents(rate, minutes));
  return {
    idReserva: reservation.id,
    precio: priceCents === null ? null : toBs(priceCents),
    precioFijado: reservation.priceCents !== null,
    pagado: toBs(reservation.paidCents),
    saldo: priceCents === null ? null : toBs(priceCents - reservation.paidCents),
    minutosReservados: minutes,
    hrsRestante: reservation.minutesLeft,
    lessons: rows.map(presentLesson),
  };
}

/** GET lessons/selectHoursLeftByIdReservation/{id}: the package's minutes left. */
export async function hoursLeft(db: Knex, actor: Actor, reservationId: number) {
  const reservation = await reservationOf(db, actor, reservationId);
  return { idReserva: reservation.id, hrsRestante: reservation.minutesLeft ?? 0 };
}

/** GET lessons/selectIngressLessonsByIdReservation/{id}: a package's lessons with their teacher, for 'print classes'. */
export async function packageLessons(db: Knex, actor: Actor, reservationId: number) {
  await reservationOf(db, actor, reservationId);
  const rows: Row[] = await lessonQuery(db)
    .join('users as teachers', 'teachers.id', 'calendarSlots.teacherId')
    .select('teachers.firstNames as teacherFirst', 'teachers.lastNames as teacherLast')
    .where('lessons.reservationId', reservationId)
    .orderBy('calendarSlots.startsAt');
  return rows.map((r) => ({
    ...presentLesson(r),
    docente: `${r.teacherFirst} ${r.teacherLast}`,
    minutos: slotMinutes({ start: r.startsAt, end: r.endsAt }),
  }));
}

/**
 * GET lessons/selectIndividualHoursByStudent/{dept}/{names}/{surnames}/{ci}: a row per active reservation with
 * lessons of the matching students (spec 02 §2 "Individual hours" row fields), newest first.
 */
export async function individualHours(
  db: Knex,
  actor: Actor,
  departmentId: number,
  terms: { names: string | null; surnames: string | null; ci: string | null },
) {
  assertRole(actor, STAFF_ROLES);
  const dept = departmentFor(actor, departmentId);
  const firstLesson = db('lessons')
    .join('calendarSlots', 'calendarSlots.id', 'lessons.slotId')
    .where('lessons.status', 1)
    .groupBy('lessons.reservationId')
    .select('lessons.reservationId')
    .min('calendarSlots.startsAt as firstStart')
    .max('calendarSlots.id as lastSlotId')
    .as('first');
  const query = db('reservations')
    .join(firstLesson, 'first.reservationId', 'reservations.id')
    .join('calendarSlots as last', 'last.id', 'first.lastSlotId')
    .join('users as students', 'students.id', 'reservations.studentId')
    .join('users as teachers', 'teachers.id', 'last.teacherId')
    .join('lessonLevels', 'lessonLevels.id', 'reservations.levelId')
    .leftJoin('subjects', 'subjects.id', 'reservations.subjectId')
    .where({ 'reservations.departmentId': dept, 'reservations.status': 1 })
    .orderBy('first.firstStart', 'desc')
    .limit(500)
    .select(
      'reservations.id',
      'reservations.studentId',
      'reservations.levelId',
      'reservations.studentCount',
      'first.firstStart',
      'students.firstNames',
      'students.lastNames',
      'students.ci',
      'teachers.id as teacherId',
      'teachers.firstNames as teacherFirst',
      'teachers.lastNames as teacherLast',
      'lessonLevels.initials',
      'subjects.name as subjectName',
    );
  whereText(query, 'students.ci', terms.ci, 'prefix');
  whereText(query, 'students.lastNames', terms.surnames);
  whereText(query, 'students.firstNames', terms.names);
  const rows: Row[] = await query;
  return rows.map((r) => ({
    idReserva: r.id,
    idUsuario: r.studentId,
    ci: r.ci,
    apellidos: r.lastNames,
    nombres: r.firstNames,
    nombreMateria: r.subjectName ?? 'PAQUETE',
    docente: `${r.teacherFirst} ${r.teacherLast}`,
    idDocente: r.teacherId,
    fechaInicial: r.firstStart,
    idNivel: r.levelId,
    nroAlumnos: r.studentCount,
    sigla: r.initials,
  }));
}
