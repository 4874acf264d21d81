import type { Knex } from 'knex';
import { GRADE_MESSAGES as G, gradeFromHundredths, groupMonths, parseGrade } from '../../../../domain/grades.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { nowIso } from '../../lib/time.js';
import { isTeacher } from '../groups/teaching.js';
import { classGroup, enrolledStudents, gradedSubject, groupSubjects, type GroupSubject } from './access.js';

type DbRow = Record<string, any>;
export interface GradeSheetQuery { idGroup: number; month: number; type: number }
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
  const grades = subjects.length ? await db('grades')
    .where({ groupId: group.id, month: query.month, type: query.type })
    .whereIn('subjectId', subjects.map((s) => s.idMateria)).select('studentId', 'subjectId', 'gradeHundredths') : [];
  const byKey = new Map(grades.map((g: DbRow) => [`${g.studentId}:${g.subjectId}`, g.gradeHundredths]));
  return {
    subjects,
    students: students.map((s: DbRow) => ({
      idUsuario: s.id, ci: s.ci, nombreCompleto: `${s.lastNames} ${s.firstNames}`.trim(),
      ...Object.fromEntries(subjects.map((subject) => [subject.codigoMateria, gradeFromHundredths(byKey.get(`${s.id}:${subject.idMateria}`))])),
    })),
  };
}

export interface GradeCellProblem { idUsuario: number; codigoMateria: string; msg: string }

/** Checks every typed grade of a bulk save against the group; returns the writes and the problems, touching nothing. */
export async function checkGradeRows(db: Knex, actor: Actor, groupId: number, rows: GradeRowInput[]) {
  const subjects = await groupSubjects(db, actor, groupId);
  const enrolled = new Set((await enrolledStudents(db, groupId)).map((s: DbRow) => s.id as number));
  const writes: Array<{ studentId: number; subject: GroupSubject; hundredths: number }> = [];
  const problems: GradeCellProblem[] = [];
  for (const row of rows) {
    if (!enrolled.has(row.idUsuario)) {
      problems.push({ idUsuario: row.idUsuario, codigoMateria: '', msg: G.notEnrolled });
      continue;
    }
    for (const subject of subjects) {
      const value = row[subject.codigoMateria];
      if (value === undefined || value === null || String(value).trim() === '') continue;
      const grade = parseGrade(value);
      if (grade.ok) writes.push({ studentId: row.idUsuario, subject, hundredths: grade.hundredths });
      else problems.push({ idUsuario: row.idUsuario, codigoMateria: subject.codigoMateria, msg: grade.message });
    }
  }
  return { writes, problems };
}

/**
 * courses/insertStudentsGrade: every grade of the list in one transaction — one invalid cell and nothing is
 * written (the upload's "all rows or none"). An existing grade is replaced; the change is audited.
 */
export async function saveGradeSheet(db: Knex, actor: Actor, input: GradeSheetQuery & { idTeacher?: number | null; students: GradeRowInput[] }) {
  if (isTeacher(actor) && input.idTeacher && input.idTeacher !== actor.id) throw forbidden();
  const group = await classGroup(db, actor, input.idGroup);
  assertMonth(group, input.month);
  const { writes, problems } = await checkGradeRows(db, actor, group.id, input.students);
  if (problems.length) throw badRequest(G.bulkFailed, { problems });
  await db.transaction(async (trx) => {
    for (const write of writes) {
      await upsertGrade(trx, actor, { groupId: group.id, studentId: write.studentId, subject: write.subject, month: input.month, type: input.type }, write.hundredths);
    }
  });
  return { type: 1, msg: G.saved, data: { saved: writes.length } };
}

interface GradeKey { groupId: number; studentId: number; subject: GroupSubject; month: number; type: number }

async function upsertGrade(trx: Knex, actor: Actor, key: GradeKey, hundredths: number) {
  const where = { groupId: key.groupId, studentId: key.studentId, subjectId: key.subject.idMateria, month: key.month, type: key.type };
  const before = await trx('grades').where(where).forUpdate().first();
  if (before?.gradeHundredths === hundredths) return;
  const teacherId = isTeacher(actor) ? actor.id : key.subject.idDocente;
  const values = { gradeHundredths: hundredths, teacherId, updatedAt: nowIso() };
  let id = before?.id as number | undefined;
  if (before) await trx('grades').where({ id: before.id }).update(values);
  else [id] = await trx('grades').insert({ ...where, ...values });
  await audit(trx, {
    userId: actor.id, entity: 'grades', entityId: Number(id), action: before ? 'update' : 'create',
    before: before ? { grade: before.gradeHundredths } : null, after: { ...where, grade: hundredths },
  });
}

export interface ExamInput { idGroup: number; idStudent: number; idTeacher?: number | null; idSubject: number; partial: number; grade: unknown; type?: number | null }

/**
 * exams/insertExam and exams/updateExam (the add/edit dialog): one grade of one student. Insert refuses an
 * existing grade and update a missing one, both as a warning (type 0) as the spec's dialog expects.
 */
export async function saveExam(db: Knex, actor: Actor, input: ExamInput, mode: 'insert' | 'update') {
  if (isTeacher(actor) && input.idTeacher && input.idTeacher !== actor.id) throw forbidden();
  const grade = parseGrade(input.grade);
  if (!grade.ok) throw badRequest(grade.message);
  const group = await classGroup(db, actor, input.idGroup);
  assertMonth(group, input.partial);
  const subject = await gradedSubject(db, actor, group.id, input.idSubject);
  const enrolled = await db('enrolments').where({ groupId: group.id, studentId: input.idStudent, status: 1 }).first('id');
  if (!enrolled) throw badRequest(G.notEnrolled);
  const type = input.type ?? 0;
  return db.transaction(async (trx) => {
    const key = { groupId: group.id, studentId: input.idStudent, subjectId: subject.idMateria, month: input.partial, type };
    const existing = await trx('grades').where(key).forUpdate().first('id');
    if (mode === 'insert' && existing) return { type: 0, msg: G.examExists };
    if (mode === 'update' && !existing) return { type: 0, msg: G.examMissing };
    await upsertGrade(trx, actor, { ...key, subject }, grade.hundredths);
    return { type: 1, msg: mode === 'insert' ? G.examSaved : G.examUpdated };
  });
}

/** The grades one student already has in a group (the edit dialog offers only these partials). */
export async function studentGrades(db: Knex, actor: Actor, groupId: number, studentId: number) {
  await classGroup(db, actor, groupId);
  const subjects = await groupSubjects(db, actor, groupId);
  const rows = await db('grades').where({ groupId, studentId }).whereIn('subjectId', subjects.map((s) => s.idMateria))
    .orderBy(['subjectId', 'type', 'month']).select('subjectId', 'month', 'type', 'gradeHundredths');
  return rows.map((r: DbRow) => ({ idMateria: r.subjectId, parcial: r.month, tipo: r.type, nota: gradeFromHundredths(r.gradeHundredths) }));
}
