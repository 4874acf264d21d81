import type { Knex } from 'knex';
import { clashMessage, overlaps, slotProblem, type Slot } from '../../../../domain/calendar.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { assertDepartment, STAFF_ROLES, TEACHER_ROLES, type Actor } from '../../http/session.js';

type Trx = Knex | Knex.Transaction;
export type SlotKind = 'group' | 'activity' | 'lesson';

const KIND_WORDS: Record<SlotKind, string> = {
  lesson: 'una clase',
  group: 'un grupo',
  activity: 'un horario bloqueado',
};

/** An ISO instant as stored: always `toISOString()`, so string order is time order on both engines. */
const canonical = (slot: Slot): Slot => ({
  start: new Date(slot.start).toISOString(),
  end: new Date(slot.end).toISOString(),
});

/** Refuses a slot the calendar cannot hold (spec 02 §9: Monday–Saturday, from 08:00, end after start). */
export function assertSlot(slot: Slot): Slot {
  const problem = slotProblem(slot);
  if (problem) throw badRequest(problem);
  return canonical(slot);
}

/** A teacher of the department (roles 3–5); a teacher acting may only name themself. */
export async function teacherFor(trx: Trx, actor: Actor, teacherId: number, departmentId?: number) {
  const teacher = await trx('users')
    .where({ id: teacherId })
    .whereIn('roleId', TEACHER_ROLES)
    .first('id', 'departmentId', 'firstNames', 'lastNames', 'status');
  if (!teacher) throw notFound('No se encontro el profesor.');
  assertDepartment(actor, teacher.departmentId);
  if (departmentId !== undefined && teacher.departmentId !== departmentId) throw forbidden();
  if (!STAFF_ROLES.includes(actor.roleId) && actor.id !== teacher.id) throw forbidden();
  return teacher as { id: number; departmentId: number; firstNames: string; lastNames: string; status: number };
}

/**
 * Serialises bookings: the people a booking involves are locked in id order inside the transaction (the
 * InnoDB row lock, as for payments; SQLite writes one transaction at a time), so two requests for the same
 * slot check and write one after the other and exactly one succeeds.
 */
export async function lockPeople(trx: Knex.Transaction, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  await trx('users').whereIn('id', unique).orderBy('id').forUpdate().select('id');
}

/** Refuses any candidate slot that overlaps an active booking of the teacher (other than `exceptSlotIds`). */
export async function assertTeacherFree(
  trx: Trx,
  teacherId: number,
  slots: Slot[],
  exceptSlotIds: number[] = [],
): Promise<void> {
  if (!slots.length) return;
  const from = slots.reduce((min, s) => (s.start < min ? s.start : min), slots[0].start);
  const to = slots.reduce((max, s) => (s.end > max ? s.end : max), slots[0].end);
  const busy: Array<{ id: number; startsAt: string; endsAt: string; kind: SlotKind }> = await trx('calendarSlots')
    .where({ teacherId, status: 1 })
    .where('startsAt', '<', to)
    .where('endsAt', '>', from)
    .whereNotIn('id', exceptSlotIds.length ? exceptSlotIds : [0])
    .select('id', 'startsAt', 'endsAt', 'kind');
  for (const slot of slots) {
    const clash = busy.find((b) => overlaps(slot, { start: b.startsAt, end: b.endsAt }));
    if (clash)
      throw conflict(clashMessage('teacher', KIND_WORDS[clash.kind], { start: clash.startsAt, end: clash.endsAt }));
  }
}

/** Refuses a lesson that overlaps another active lesson of the same student, with any teacher. */
export async function assertStudentFree(
  trx: Trx,
  studentId: number,
  slot: Slot,
  exceptSlotIds: number[] = [],
): Promise<void> {
  const clash = await trx('lessons')
    .join('reservations', 'reservations.id', 'lessons.reservationId')
    .join('calendarSlots', 'calendarSlots.id', 'lessons.slotId')
    .where({ 'reservations.studentId': studentId, 'lessons.status': 1, 'calendarSlots.status': 1 })
    .where('calendarSlots.startsAt', '<', slot.end)
    .where('calendarSlots.endsAt', '>', slot.start)
    .whereNotIn('calendarSlots.id', exceptSlotIds.length ? exceptSlotIds : [0])
    .first('calendarSlots.startsAt', 'calendarSlots.endsAt');
  if (clash) throw conflict(clashMessage('student', 'una clase', { start: clash.startsAt, end: clash.endsAt }));
}

/** Writes one calendar slot and answers its id. */
export async function insertSlot(
  trx: Knex.Transaction,
  departmentId: number,
  teacherId: number,
  slot: Slot,
  kind: SlotKind,
): Promise<number> {
  const [id] = await trx('calendarSlots').insert({
    departmentId,
    teacherId,
    startsAt: slot.start,
    endsAt: slot.end,
    kind,
    status: 1,
  });
  return Number(id);
}
