import type { Knex } from 'knex';
import {
  CALENDAR_MESSAGES as M,
  isPaidLesson,
  lessonType,
  packageMinutesProblem,
  slotMinutes,
} from '../../../../domain/calendar.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { assertDepartment, departmentFor, ROLE, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { nowIso } from '../../lib/time.js';
import { claimVersion } from '../../lib/versioned.js';
import {
  assertSlot,
  assertStudentFree,
  assertTeacherFree,
  insertSlot,
  lockPeople,
  teacherFor,
} from './bookings.rules.js';
import { inTransaction } from '../../db/transaction.js';

type Trx = Knex.Transaction;
type Row = Record<string, any>;

export interface LessonInput {
  idTeacher: number;
  idSubject: number;
  idStudent?: number | null;
  idLevel: number;
  startDate: string;
  endDate: string;
  idReservation?: number | null;
  numberStudent: number;
  description?: string;
  virtual?: boolean | number | null;
  idDepartament?: number | null;
}

function assertStaff(actor: Actor) {
  if (!STAFF_ROLES.includes(actor.roleId)) throw forbidden();
}

async function subjectFor(trx: Trx, departmentId: number, subjectId: number) {
  const subject = await trx('subjects').where({ id: subjectId, departmentId, status: 1 }).first('id');
  if (!subject) throw badRequest(M.subject);
  return subject.id as number;
}

async function levelFor(trx: Trx, departmentId: number, levelId: number) {
  const level = await trx('lessonLevels').where({ id: levelId, departmentId, status: 1 }).first('id');
  if (!level) throw badRequest(M.level);
  return level.id as number;
}

/** The reservation, locked; of the actor's department. */
export async function lockedReservation(trx: Trx, actor: Actor, reservationId: number): Promise<Row> {
  const reservation = await trx('reservations').where({ id: reservationId }).forUpdate().first();
  if (!reservation || reservation.status !== 1) throw notFound('No se encontro la reserva.');
  assertDepartment(actor, reservation.departmentId);
  return reservation;
}

/** The active lesson with its slot, locked (a locking read, so it may come before the people's locks). */
async function lessonFor(trx: Trx, actor: Actor, lessonId: number): Promise<Row> {
  const lesson = await trx('lessons')
    .join('calendarSlots', 'calendarSlots.id', 'lessons.slotId')
    .where({ 'lessons.id': lessonId, 'lessons.status': 1 })
    .forUpdate()
    .first(
      'lessons.*',
      'calendarSlots.teacherId',
      'calendarSlots.startsAt',
      'calendarSlots.endsAt',
      'calendarSlots.departmentId',
    );
  if (!lesson) throw notFound('No se encontro la clase.');
  assertDepartment(actor, lesson.departmentId);
  return lesson;
}

/**
 * POST lessons/insertLesson: a lesson on the teacher's calendar. Without a reservation one is opened for
 * the student (paid per reservation, types 1 → 3); with a package reservation the lesson's minutes are taken
 * from it (type 5, the hours-pack messages of spec 02 §5). Teacher and student must both be free.
 */
export async function insertLesson(db: Knex, actor: Actor, input: LessonInput) {
  assertStaff(actor);
  const departmentId = departmentFor(actor, input.idDepartament);
  const slot = assertSlot({ start: input.startDate, end: input.endDate });
  const minutes = slotMinutes(slot);
  return inTransaction(db, async (trx) => {
    // Locks first (the reservation, then teacher and student in id order): under InnoDB's REPEATABLE READ the
    // snapshot starts at the first plain read, so the overlap checks below must come after the locks.
    let reservation: Row | null = input.idReservation ? await lockedReservation(trx, actor, input.idReservation) : null;
    const studentId = reservation?.studentId ?? input.idStudent;
    if (!studentId) throw badRequest('Debe seleccionar un estudiante');
    await lockPeople(trx, [input.idTeacher, studentId]);
    const teacher = await teacherFor(trx, actor, input.idTeacher, departmentId);
    const subjectId = await subjectFor(trx, departmentId, input.idSubject);
    const levelId = await levelFor(trx, departmentId, input.idLevel);
    if (input.idStudent && reservation && input.idStudent !== reservation.studentId)
      throw badRequest('La reserva es de otro estudiante');
    const student = await trx('users').where({ id: studentId, departmentId, roleId: ROLE.STUDENT }).first('id');
    if (!student) throw badRequest('Debe seleccionar un estudiante');
    await assertTeacherFree(trx, teacher.id, [slot]);
    await assertStudentFree(trx, student.id, slot);
    if (reservation && reservation.minutesLeft !== null) {
      const problem = packageMinutesProblem(reservation.minutesLeft, minutes);
      if (problem) throw badRequest(problem);
      await trx('reservations')
        .where({ id: reservation.id })
        .update({ minutesLeft: reservation.minutesLeft - minutes });
    }
    if (!reservation) {
      const row = {
        departmentId,
        studentId: student.id,
        teacherId: teacher.id,
        levelId,
        subjectId,
        studentCount: input.numberStudent,
        minutesLeft: null,
        priceCents: null,
        paidCents: 0,
        status: 1,
        createdAt: nowIso(),
      };
      const [id] = await trx('reservations').insert(row);
      reservation = { ...row, id: Number(id) };
    }
    const slotId = await insertSlot(trx, departmentId, teacher.id, slot, 'lesson');
    const [lessonId] = await trx('lessons').insert({
      slotId,
      reservationId: reservation.id,
      subjectId,
      type: lessonType(reservation as any),
      virtual: input.virtual ? 1 : 0,
      description: (input.description ?? '').trim().toUpperCase(),
      status: 1,
    });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'lessons',
      entityId: Number(lessonId),
      action: 'create',
      after: { ...input, slot, minutes },
    });
    return {
      msg: 'Se registro la clase correctamente',
      idReservationStudent: reservation.id as number,
      idClase: Number(lessonId),
    };
  });
}

export interface LessonUpdate extends Omit<LessonInput, 'idStudent'> {
  idLesson: number;
  /** The calendar event's version (its slot's) the move or edit was made from; a stale one is refused (409). */
  version?: number | null;
}

/** PUT lessons/updateLesson: moves or edits a lesson; a package gets the old minutes back before the new ones are taken. */
export async function updateLesson(db: Knex, actor: Actor, input: LessonUpdate) {
  assertStaff(actor);
  const slot = assertSlot({ start: input.startDate, end: input.endDate });
  return inTransaction(db, async (trx) => {
    const lesson = await lessonFor(trx, actor, input.idLesson);
    await claimVersion(trx, 'calendarSlots', lesson.slotId, input.version);
    const reservation = await lockedReservation(trx, actor, lesson.reservationId);
    await lockPeople(trx, [input.idTeacher, lesson.teacherId, reservation.studentId]);
    const teacher = await teacherFor(trx, actor, input.idTeacher, lesson.departmentId);
    const subjectId = await subjectFor(trx, lesson.departmentId, input.idSubject);
    const levelId = await levelFor(trx, lesson.departmentId, input.idLevel);
    await assertTeacherFree(trx, teacher.id, [slot], [lesson.slotId]);
    await assertStudentFree(trx, reservation.studentId, slot, [lesson.slotId]);
    if (reservation.minutesLeft !== null) {
      const old = slotMinutes({ start: lesson.startsAt, end: lesson.endsAt });
      const next = slotMinutes(slot);
      const problem = packageMinutesProblem(reservation.minutesLeft, next, old);
      if (problem) throw badRequest(problem);
      await trx('reservations')
        .where({ id: reservation.id })
        .update({ minutesLeft: reservation.minutesLeft + old - next });
    }
    await trx('reservations').where({ id: reservation.id }).update({ levelId, studentCount: input.numberStudent });
    await trx('calendarSlots')
      .where({ id: lesson.slotId })
      .update({ teacherId: teacher.id, startsAt: slot.start, endsAt: slot.end });
    await trx('lessons')
      .where({ id: lesson.id })
      .update({
        subjectId,
        virtual: input.virtual ? 1 : 0,
        description: (input.description ?? '').trim().toUpperCase(),
      });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'lessons',
      entityId: lesson.id,
      action: 'update',
      before: lesson,
      after: { ...input, slot },
    });
    return { msg: 'Se actualizo la clase correctamente', idReservationStudent: reservation.id as number };
  });
}

/** PUT lessons/deleteLesson (state 0): a paid lesson (types 2–4) only by role 1; a package gets its minutes back. */
export async function deleteLesson(db: Knex, actor: Actor, lessonId: number, version?: number | null) {
  assertStaff(actor);
  return inTransaction(db, async (trx) => {
    const lesson = await lessonFor(trx, actor, lessonId);
    await claimVersion(trx, 'calendarSlots', lesson.slotId, version);
    const reservation = await lockedReservation(trx, actor, lesson.reservationId);
    if (isPaidLesson(lessonType(reservation as any)) && actor.roleId !== ROLE.ADMIN) throw forbidden(M.paidLesson);
    if (reservation.minutesLeft !== null) {
      const back = slotMinutes({ start: lesson.startsAt, end: lesson.endsAt });
      await trx('reservations')
        .where({ id: reservation.id })
        .update({ minutesLeft: reservation.minutesLeft + back });
    }
    await trx('lessons').where({ id: lesson.id }).update({ status: 0 });
    await trx('calendarSlots').where({ id: lesson.slotId }).update({ status: 0 });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'lessons',
      entityId: lesson.id,
      action: 'delete',
      before: lesson,
    });
    return { msg: 'Se elimino la clase' };
  });
}

/** PUT lessons/updateTeacherSubject: one lesson to another teacher (who must be free then). */
export async function changeTeacherOfLesson(
  db: Knex,
  actor: Actor,
  input: { idLesson: number; idTeacher: number; idSubject?: number | null; version?: number | null },
) {
  assertStaff(actor);
  return inTransaction(db, async (trx) => {
    const lesson = await lessonFor(trx, actor, input.idLesson);
    await claimVersion(trx, 'calendarSlots', lesson.slotId, input.version);
    await lockPeople(trx, [input.idTeacher, lesson.teacherId]);
    const teacher = await teacherFor(trx, actor, input.idTeacher, lesson.departmentId);
    const subjectId = input.idSubject ? await subjectFor(trx, lesson.departmentId, input.idSubject) : lesson.subjectId;
    await assertTeacherFree(trx, teacher.id, [{ start: lesson.startsAt, end: lesson.endsAt }], [lesson.slotId]);
    await trx('calendarSlots').where({ id: lesson.slotId }).update({ teacherId: teacher.id });
    await trx('lessons').where({ id: lesson.id }).update({ subjectId });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'lessons',
      entityId: lesson.id,
      action: 'change-teacher',
      before: { teacherId: lesson.teacherId },
      after: { teacherId: teacher.id },
    });
    return { msg: 'Se cambio el profesor de la clase correctamente', idTeacher: teacher.id };
  });
}

/** PUT lessons/updateTeacherAllSubjects: every active lesson of the reservation with the old teacher moves to the new one. */
export async function changeTeacherOfReservation(
  db: Knex,
  actor: Actor,
  input: { idOldTeacher: number; idTeacher: number; idReservation: number },
) {
  assertStaff(actor);
  return inTransaction(db, async (trx) => {
    const reservation = await lockedReservation(trx, actor, input.idReservation);
    await lockPeople(trx, [input.idTeacher, input.idOldTeacher]);
    const teacher = await teacherFor(trx, actor, input.idTeacher, reservation.departmentId);
    const moved: Row[] = await trx('lessons')
      .join('calendarSlots', 'calendarSlots.id', 'lessons.slotId')
      .where({
        'lessons.reservationId': reservation.id,
        'lessons.status': 1,
        'calendarSlots.teacherId': input.idOldTeacher,
      })
      .select('lessons.id', 'calendarSlots.id as slotId', 'calendarSlots.startsAt', 'calendarSlots.endsAt');
    if (!moved.length) throw badRequest('La reserva no tiene clases con ese profesor');
    const slotIds = moved.map((m) => m.slotId);
    await assertTeacherFree(
      trx,
      teacher.id,
      moved.map((m) => ({ start: m.startsAt, end: m.endsAt })),
      slotIds,
    );
    for (const slotId of slotIds) await claimVersion(trx, 'calendarSlots', slotId);
    await trx('calendarSlots').whereIn('id', slotIds).update({ teacherId: teacher.id });
    if (reservation.teacherId === input.idOldTeacher)
      await trx('reservations').where({ id: reservation.id }).update({ teacherId: teacher.id });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'reservations',
      entityId: reservation.id,
      action: 'change-teacher',
      before: { teacherId: input.idOldTeacher },
      after: { teacherId: teacher.id, lessons: moved.map((m) => m.id) },
    });
    return { msg: 'Se cambio el profesor de todas las clases correctamente', idTeacher: teacher.id };
  });
}
