import type { Knex } from 'knex';
import { ATTENDANCE_MESSAGES as A, attendanceDateProblem, attendancePercentage, isRealDate } from '../../../../domain/grades.js';
import { badRequest } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { todayLaPaz } from '../../lib/time.js';
import { assertMayTakeAttendance, classGroup, enrolledStudents } from './access.js';

type DbRow = Record<string, any>;

/** courses/selectStudentsAttendance/{idGroup}?date=: the group's students and whether each was present that day. */
export async function attendanceList(db: Knex, actor: Actor, groupId: number, date: string) {
  assertMayTakeAttendance(actor);
  if (!isRealDate(date)) throw badRequest(A.dateRequired);
  const group = await classGroup(db, actor, groupId);
  const students = await enrolledStudents(db, group.id);
  const marks = await db('attendances').where({ groupId: group.id, date }).select('studentId', 'present');
  const present = new Map(marks.map((m: DbRow) => [m.studentId, m.present === 1]));
  return {
    fecha: date,
    registrada: marks.length > 0,
    asistances: students.map((s: DbRow) => ({
      idUsuario: s.id, estudiante: `${s.lastNames} ${s.firstNames}`.trim(), ci: s.ci,
      presente: present.get(s.id) ?? false, registrado: present.has(s.id),
    })),
  };
}

export interface AttendanceInput { idGroup: number; date: string; studentsAttendance: Array<{ idStudent: number; attendance: boolean | number }> }

/**
 * attendances/insertAttendance: one mark per student for the day, in one transaction. Saving the same group
 * and date again updates the marks (upsert on the unique key), so a day is never recorded twice.
 */
export async function saveAttendance(db: Knex, actor: Actor, input: AttendanceInput, today = todayLaPaz()) {
  assertMayTakeAttendance(actor);
  const problem = attendanceDateProblem(input.date, today);
  if (problem) throw badRequest(problem);
  const group = await classGroup(db, actor, input.idGroup);
  if (!input.studentsAttendance.length) throw badRequest(A.noStudents);
  const enrolled = new Set((await enrolledStudents(db, group.id)).map((s: DbRow) => s.id as number));
  const stranger = input.studentsAttendance.find((s) => !enrolled.has(s.idStudent));
  if (stranger) throw badRequest(A.notEnrolled, { idStudent: stranger.idStudent });
  const marks = new Map(input.studentsAttendance.map((s) => [s.idStudent, s.attendance ? 1 : 0]));
  await db.transaction(async (trx) => {
    for (const [studentId, present] of marks) {
      await trx('attendances').insert({ groupId: group.id, studentId, date: input.date, present, recordedBy: actor.id })
        .onConflict(['groupId', 'studentId', 'date']).merge({ present, recordedBy: actor.id });
    }
    await audit(trx, {
      userId: actor.id, entity: 'attendances', entityId: group.id, action: 'record',
      after: { date: input.date, present: [...marks.values()].filter(Boolean).length, total: marks.size },
    });
  });
  return { type: 1, msg: A.saved };
}

/** The dates on which the group's attendance was taken (its class dates), optionally within one month 'YYYY-MM'. */
export async function classDates(db: Knex, groupId: number, month?: string): Promise<string[]> {
  const q = db('attendances').where({ groupId }).distinct('date').orderBy('date');
  if (month) q.where('date', 'like', `${month}-%`);
  return (await q).map((r: DbRow) => r.date as string);
}

/** attendances/selectAttendanceStudent/{idGroup}/{idStudent}: present days over the group's class dates, as a percentage. */
export async function studentAttendanceTotal(db: Knex, actor: Actor, groupId: number, studentId: number) {
  const group = await classGroup(db, actor, groupId);
  await assertEnrolled(db, group.id, studentId);
  const dates = (await classDates(db, group.id)).length;
  const present = Number((await db('attendances').where({ groupId: group.id, studentId, present: 1 }).count({ n: '*' }).first())?.n ?? 0);
  return { totalAssistance: attendancePercentage(present, dates), presentes: present, fechasClase: dates };
}

/** One student's marks in a month: the 'Ver asistencia' calendar. */
export async function studentAttendanceMonth(db: Knex, actor: Actor, groupId: number, studentId: number, month: string) {
  const group = await classGroup(db, actor, groupId);
  await assertEnrolled(db, group.id, studentId);
  const dates = await classDates(db, group.id, month);
  const marks = await db('attendances').where({ groupId: group.id, studentId }).where('date', 'like', `${month}-%`).select('date', 'present');
  const present = new Map(marks.map((m: DbRow) => [m.date, m.present === 1]));
  return dates.map((date) => ({ fecha: date, presente: present.get(date) ?? false }));
}

async function assertEnrolled(db: Knex, groupId: number, studentId: number) {
  const row = await db('enrolments').where({ groupId, studentId }).first('id');
  if (!row) throw badRequest(A.notEnrolled);
}
