import type { Knex } from 'knex';
import { EVENT_TYPE, lessonType } from '../../../../domain/calendar.js';
import { toBs } from '../../lib/money.js';
import { laPazDayRange } from '../../lib/time.js';

type Trx = Knex | Knex.Transaction;
type Row = Record<string, any>;

/** Active slots of a teacher that start inside the La Paz days [start, end] (inclusive). */
function slotsIn(db: Trx, teacherId: number, start: string, end: string) {
  const { from, to } = laPazDayRange(start, end);
  return db('calendarSlots')
    .where({ 'calendarSlots.teacherId': teacherId, 'calendarSlots.status': 1 })
    .where('calendarSlots.startsAt', '>=', from)
    .where('calendarSlots.startsAt', '<', to)
    .orderBy('calendarSlots.startsAt');
}

/** Server calendar item "group block" (spec 02 §3). */
export async function groupBlocks(db: Trx, teacherId: number, start: string, end: string) {
  const rows: Row[] = await slotsIn(db, teacherId, start, end)
    .join('groupTeacherBlocks', 'groupTeacherBlocks.slotId', 'calendarSlots.id')
    .join('classGroups', 'classGroups.id', 'groupTeacherBlocks.groupId')
    .where('groupTeacherBlocks.status', 1)
    .select(
      'groupTeacherBlocks.id',
      'calendarSlots.id as slotId',
      'calendarSlots.startsAt',
      'calendarSlots.endsAt',
      'calendarSlots.version',
      'classGroups.name',
      'classGroups.startDate',
      'classGroups.id as groupId',
    );
  return rows.map((r) => ({
    idGrupoDocente: r.id,
    idCalendario: r.slotId,
    tipo: EVENT_TYPE.GROUP,
    idGrupo: r.groupId,
    nombreGrupo: r.name,
    fechaInicial: r.startsAt,
    fechaFinal: r.endsAt,
    fechaInicio: r.startDate,
    version: r.version,
  }));
}

/** Server calendar item "teacher activity" (spec 02 §3). */
export async function activities(db: Trx, teacherId: number, start: string, end: string) {
  const rows: Row[] = await slotsIn(db, teacherId, start, end)
    .join('teacherActivities', 'teacherActivities.slotId', 'calendarSlots.id')
    .where('teacherActivities.status', 1)
    .select(
      'teacherActivities.id',
      'teacherActivities.description',
      'calendarSlots.id as slotId',
      'calendarSlots.startsAt',
      'calendarSlots.endsAt',
      'calendarSlots.version',
    );
  return rows.map((r) => ({
    idDocenteActividad: r.id,
    idCalendario: r.slotId,
    tipo: EVENT_TYPE.ACTIVITY,
    descripcion: r.description,
    fechaInicial: r.startsAt,
    fechaFinal: r.endsAt,
    version: r.version,
  }));
}

/** Lessons joined with their reservation, student, level, subject and slot. */
export function lessonQuery(db: Trx) {
  return db('lessons')
    .join('calendarSlots', 'calendarSlots.id', 'lessons.slotId')
    .join('reservations', 'reservations.id', 'lessons.reservationId')
    .join('users as students', 'students.id', 'reservations.studentId')
    .join('lessonLevels', 'lessonLevels.id', 'reservations.levelId')
    .join('subjects', 'subjects.id', 'lessons.subjectId')
    .where('lessons.status', 1)
    .select(
      'lessons.id',
      'lessons.virtual',
      'lessons.description',
      'lessons.subjectId',
      'lessons.reservationId',
      'calendarSlots.id as slotId',
      'calendarSlots.teacherId',
      'calendarSlots.startsAt',
      'calendarSlots.endsAt',
      'calendarSlots.departmentId',
      'calendarSlots.version',
      'reservations.studentId',
      'reservations.levelId',
      'reservations.studentCount',
      'reservations.minutesLeft',
      'reservations.priceCents',
      'reservations.paidCents',
      'students.firstNames',
      'students.lastNames',
      'students.ci',
      'students.phone',
      'lessonLevels.name as levelName',
      'lessonLevels.initials',
      'subjects.name as subjectName',
      'subjects.code as subjectCode',
    );
}

/** Server calendar item "lesson" (spec 02 §3), with the reservation's money and minutes for the popup. */
export function presentLesson(r: Row) {
  return {
    idClase: r.id,
    idCalendario: r.slotId,
    idReserva: r.reservationId,
    idDocente: r.teacherId,
    idEstudiante: r.studentId,
    nombres: r.firstNames,
    apellidos: r.lastNames,
    ci: r.ci,
    telefono: r.phone,
    idNivel: r.levelId,
    nombreNivel: r.levelName,
    sigla: r.initials,
    nroAlumnos: r.studentCount,
    idMateria: r.subjectId,
    nombreMateria: r.subjectName,
    codigoMateria: r.subjectCode,
    descripcion: r.description,
    virtual: r.virtual ? 1 : 0,
    tipo: lessonType(r as any),
    fechaInicial: r.startsAt,
    fechaFinal: r.endsAt,
    precio: r.priceCents === null ? null : toBs(r.priceCents),
    pagado: toBs(r.paidCents),
    hrsRestante: r.minutesLeft,
    // The event's version (its slot's), sent back by a move or edit so a stale one is refused.
    version: r.version,
  };
}

export async function lessons(db: Trx, teacherId: number, start: string, end: string) {
  const { from, to } = laPazDayRange(start, end);
  const rows: Row[] = await lessonQuery(db)
    .where({ 'calendarSlots.teacherId': teacherId, 'calendarSlots.status': 1 })
    .where('calendarSlots.startsAt', '>=', from)
    .where('calendarSlots.startsAt', '<', to)
    .orderBy('calendarSlots.startsAt');
  return rows.map(presentLesson);
}
