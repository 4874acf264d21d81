import type { Knex } from 'knex';
import {
  GRADE_MESSAGES as G,
  gradeFromHundredths,
  groupMonths,
  parseGrade,
  sheetStudentName,
} from '../../../../domain/grades.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { nowIso } from '../../lib/time.js';
import { isTeacher } from '../groups/teaching.queries.js';
import { classGroup, enrolledStudents, gradedSubject, groupSubjects, type GroupSubject } from './access.service.js';
import { refusedCellsError, saveCells, type CellTable, type CellWrite } from './sheet-cells.service.js';

type DbRow = Record<string, any>;
export interface GradeSheetQuery {
  idGroup: number;
  month: number;
  type: number;
}
/** One student's grades of a bulk save: subject code → grade as typed (empty = not graded, left as it was). */
export type GradeRowInput = { idUsuario: number } & Record<string, unknown>;

function assertMonth(group: DbRow, month: number) {
  if (!groupMonths(group.instalments).some((m) => m.id === month)) throw badRequest(G.monthOutOfRange);
}

/**
 * courses/selectStudentsGradeByIdGroup: the group's students with one column per subject code holding the
 * grade of that month and evaluation type (spec 02 §3 "Grade row"), and the subjects the actor may grade.
 */
export async function gradeSheet(db: Knex, actor: Actor, query: GradeSheetQuery) {
  const group = await classGroup(db, actor, query.idGroup);
  assertMonth(group, query.month);
  const subjects = await groupSubjects(db, actor, group.id);
  const students = await enrolledStudents(db, group.id);
  const grades = subjects.length
    ? await db('grades')
        .where({ groupId: group.id, month: query.month, type: query.type })
        .whereIn(
          'subjectId',
          subjects.map((s) => s.idMateria),
        )
        .select('studentId', 'subjectId', 'gradeHundredths')
    : [];
  const byKey = new Map(grades.map((g: DbRow) => [`${g.studentId}:${g.subjectId}`, g.gradeHundredths]));
  return {
    subjects,
    students: students.map((s: DbRow) => ({
      idUsuario: s.id,
      ci: s.ci,
      nombreCompleto: `${s.lastNames} ${s.firstNames}`.trim(),
      ...Object.fromEntries(
        subjects.map((subject) => [
          subject.codigoMateria,
          gradeFromHundredths(byKey.get(`${s.id}:${subject.idMateria}`)),
        ]),
      ),
    })),
  };
}

interface GradeCellProblem {
  idUsuario: number;
  codigoMateria: string;
  msg: string;
}
type GradeWrite = { studentId: number; subject: GroupSubject; hundredths: number; previous?: number | null };

/** Where grades live, for the sheet-cell writer. */
const GRADE_CELLS: CellTable = {
  kind: 'grade',
  table: 'grades',
  column: 'gradeHundredths',
  field: 'grade',
  show: gradeFromHundredths,
};

/** A previous value as the client read it: undefined when not sent, null for an empty cell. */
function previousHundredths(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || String(value).trim() === '') return null;
  const grade = parseGrade(value);
  if (!grade.ok) throw badRequest(grade.message);
  return grade.hundredths;
}

/** Checks every typed grade of a bulk save against the group; returns the writes and the problems, touching nothing. */
async function checkGradeRows(db: Knex, actor: Actor, groupId: number, rows: GradeRowInput[]) {
  const subjects = await groupSubjects(db, actor, groupId);
  const enrolled = new Map((await enrolledStudents(db, groupId)).map((s: DbRow) => [s.id as number, s]));
  const writes: GradeWrite[] = [];
  const problems: GradeCellProblem[] = [];
  for (const row of rows) {
    if (!enrolled.has(row.idUsuario)) {
      problems.push({ idUsuario: row.idUsuario, codigoMateria: '', msg: G.notEnrolled });
      continue;
    }
    const previous = (row.previous ?? {}) as Record<string, unknown>;
    for (const subject of subjects) {
      const value = row[subject.codigoMateria];
      if (value === undefined || value === null || String(value).trim() === '') continue;
      const grade = parseGrade(value);
      if (grade.ok)
        writes.push({
          studentId: row.idUsuario,
          subject,
          hundredths: grade.hundredths,
          previous: previousHundredths(previous[subject.codigoMateria]),
        });
      else problems.push({ idUsuario: row.idUsuario, codigoMateria: subject.codigoMateria, msg: grade.message });
    }
  }
  return { writes, problems, enrolled };
}

/** One grade as a sheet cell: its unique key, the value read and the one typed. */
function gradeCell(
  actor: Actor,
  key: { groupId: number; month: number; type: number },
  write: GradeWrite,
  student: DbRow,
): CellWrite {
  return {
    key: {
      groupId: key.groupId,
      studentId: write.studentId,
      subjectId: write.subject.idMateria,
      month: key.month,
      type: key.type,
    },
    previous: write.previous,
    next: write.hundredths,
    name: sheetStudentName(student.lastNames, student.firstNames),
    extra: { teacherId: isTeacher(actor) ? actor.id : write.subject.idDocente, updatedAt: nowIso() },
    ref: { idUsuario: write.studentId, codigoMateria: write.subject.codigoMateria },
  };
}

/**
 * courses/insertStudentsGrade: an invalid cell and nothing is written (the upload's "all rows or none").
 * A row may say in `previous` ({code: grade}) what each cell held when read: a cell someone changed since is
 * refused and named (409), the others are saved in one transaction. Every change is audited.
 */
export async function saveGradeSheet(
  db: Knex,
  actor: Actor,
  input: GradeSheetQuery & { idTeacher?: number | null; students: GradeRowInput[] },
) {
  if (isTeacher(actor) && input.idTeacher && input.idTeacher !== actor.id) throw forbidden();
  const group = await classGroup(db, actor, input.idGroup);
  assertMonth(group, input.month);
  const { writes, problems, enrolled } = await checkGradeRows(db, actor, group.id, input.students);
  if (problems.length) throw badRequest(G.bulkFailed, { problems });
  const key = { groupId: group.id, month: input.month, type: input.type };
  const cells = writes.map((w) => gradeCell(actor, key, w, enrolled.get(w.studentId)!));
  const { written, refused } = await saveCells(db, actor, GRADE_CELLS, cells, group.id);
  if (refused.length) throw await refusedCellsError(db, GRADE_CELLS, refused, { saved: written });
  return { type: 1, msg: G.saved, data: { saved: written } };
}

export interface ExamInput {
  idGroup: number;
  idStudent: number;
  idTeacher?: number | null;
  idSubject: number;
  partial: number;
  grade: unknown;
  type?: number | null;
  /** The grade the edit dialog read (optional beside the spec's payload). */
  previous?: unknown;
}

/**
 * exams/insertExam and exams/updateExam (the add/edit dialog): one grade of one student. Insert refuses an
 * existing grade and update a missing one, both as a warning (type 0) as the spec's dialog expects; an update
 * from a grade that changed since it was read is a 409 naming the student.
 */
export async function saveExam(db: Knex, actor: Actor, input: ExamInput, mode: 'insert' | 'update') {
  if (isTeacher(actor) && input.idTeacher && input.idTeacher !== actor.id) throw forbidden();
  const grade = parseGrade(input.grade);
  if (!grade.ok) throw badRequest(grade.message);
  const previous = mode === 'insert' ? null : previousHundredths(input.previous);
  const group = await classGroup(db, actor, input.idGroup);
  assertMonth(group, input.partial);
  const subject = await gradedSubject(db, actor, group.id, input.idSubject);
  const student = await db('enrolments')
    .join('users', 'users.id', 'enrolments.studentId')
    .where({ 'enrolments.groupId': group.id, 'enrolments.studentId': input.idStudent, 'enrolments.status': 1 })
    .first('users.firstNames', 'users.lastNames');
  if (!student) throw badRequest(G.notEnrolled);
  const key = { groupId: group.id, month: input.partial, type: input.type ?? 0 };
  const cell = gradeCell(
    actor,
    key,
    { studentId: input.idStudent, subject, hundredths: grade.hundredths, previous },
    student,
  );
  if (mode === 'update' && !(await db('grades').where(cell.key).first('id'))) return { type: 0, msg: G.examMissing };
  const { refused } = await saveCells(db, actor, GRADE_CELLS, [cell], group.id);
  if (refused.length && mode === 'insert') return { type: 0, msg: G.examExists };
  if (refused.length) throw await refusedCellsError(db, GRADE_CELLS, refused);
  return { type: 1, msg: mode === 'insert' ? G.examSaved : G.examUpdated };
}

/** The grades one student already has in a group (the edit dialog offers only these partials). */
export async function studentGrades(db: Knex, actor: Actor, groupId: number, studentId: number) {
  await classGroup(db, actor, groupId);
  const subjects = await groupSubjects(db, actor, groupId);
  const rows = await db('grades')
    .where({ groupId, studentId })
    .whereIn(
      'subjectId',
      subjects.map((s) => s.idMateria),
    )
    .orderBy(['subjectId', 'type', 'month'])
    .select('subjectId', 'month', 'type', 'gradeHundredths');
  return rows.map((r: DbRow) => ({
    idMateria: r.subjectId,
    parcial: r.month,
    tipo: r.type,
    nota: gradeFromHundredths(r.gradeHundredths),
  }));
}
