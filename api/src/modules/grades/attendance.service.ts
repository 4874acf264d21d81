import type { Knex } from 'knex';
import {
  ATTENDANCE_MESSAGES as A,
  attendanceDateProblem,
  attendancePercentage,
  isRealDate,
  sheetStudentName,
} from '../../../../domain/grades.js';
import { badRequest } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { todayLaPaz } from '../../lib/time.js';
import { assertMayTakeAttendance, classGroup, enrolledStudents } from './access.service.js';
import { refusedCellsError, saveCells, type CellTable, type CellWrite } from './sheet-cells.service.js';

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
      idUsuario: s.id,
      estudiante: `${s.lastNames} ${s.firstNames}`.trim(),
      ci: s.ci,
      presente: present.get(s.id) ?? false,
      registrado: present.has(s.id),
    })),
  };
}

export const ATTENDANCE_CELLS: CellTable = {
  kind: 'attendance',
  table: 'attendances',
  column: 'present',
  field: 'present',
  show: (v) => (v === null ? null : v === 1),
};
type Mark = boolean | number;
export interface AttendanceInput {
  idGroup: number;
  date: string;
  studentsAttendance: Array<{ idStudent: number; attendance: Mark; previous?: Mark | null }>;
}

/**
 * attendances/insertAttendance: one mark per student for the day, in one transaction. Saving the same group
 * and date again updates the marks (one row per student and day, never two). An item may say in `previous`
 * the mark it read (null = none yet): a mark someone changed since is refused and named (409), the others
 * are saved. Every change is audited.
 */
export async function saveAttendance(db: Knex, actor: Actor, input: AttendanceInput, today = todayLaPaz()) {
  assertMayTakeAttendance(actor);
  const problem = attendanceDateProblem(input.date, today);
  if (problem) throw badRequest(problem);
  const group = await classGroup(db, actor, input.idGroup);
  if (!input.studentsAttendance.length) throw badRequest(A.noStudents);
  const enrolled = new Map((await enrolledStudents(db, group.id)).map((s: DbRow) => [s.id as number, s]));
  const stranger = input.studentsAttendance.find((s) => !enrolled.has(s.idStudent));
  if (stranger) throw badRequest(A.notEnrolled, { idStudent: stranger.idStudent });
  const marks = new Map(input.studentsAttendance.map((s) => [s.idStudent, s]));
  const cells: CellWrite[] = [...marks.values()].map((s) => {
    const student = enrolled.get(s.idStudent)!;
    return {
      key: { groupId: group.id, studentId: s.idStudent, date: input.date },
      next: s.attendance ? 1 : 0,
      previous: s.previous === undefined ? undefined : s.previous === null ? null : s.previous ? 1 : 0,
      extra: { recordedBy: actor.id },
      name: sheetStudentName(student.lastNames, student.firstNames),
      ref: { idStudent: s.idStudent },
    };
  });
  const { refused } = await saveCells(db, actor, ATTENDANCE_CELLS, cells, group.id);
  if (refused.length) throw await refusedCellsError(db, ATTENDANCE_CELLS, refused);
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
  const present = Number(
    (await db('attendances').where({ groupId: group.id, studentId, present: 1 }).count({ n: '*' }).first())?.n ?? 0,
  );
  return { totalAssistance: attendancePercentage(present, dates), presentes: present, fechasClase: dates };
}

/** One student's marks in a month: the 'Ver asistencia' calendar. */
export async function studentAttendanceMonth(
  db: Knex,
  actor: Actor,
  groupId: number,
  studentId: number,
  month: string,
) {
  const group = await classGroup(db, actor, groupId);
  await assertEnrolled(db, group.id, studentId);
  const dates = await classDates(db, group.id, month);
  const marks = await db('attendances')
    .where({ groupId: group.id, studentId })
    .where('date', 'like', `${month}-%`)
    .select('date', 'present');
  const present = new Map(marks.map((m: DbRow) => [m.date, m.present === 1]));
  return dates.map((date) => ({ fecha: date, presente: present.get(date) ?? false }));
}

async function assertEnrolled(db: Knex, groupId: number, studentId: number) {
  const row = await db('enrolments').where({ groupId, studentId }).first('id');
  if (!row) throw badRequest(A.notEnrolled);
}
