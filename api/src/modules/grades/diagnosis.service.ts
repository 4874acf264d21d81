import type { Knex } from 'knex';
import {
  DIAGNOSIS_MESSAGES as D,
  GRADE_MESSAGES as G,
  gradeFromHundredths,
  parseGrade,
  sheetStudentName,
} from '../../../../domain/grades.js';
import { badRequest } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { classGroup, enrolledStudents } from './access.service.js';
import { refusedCellsError, saveCells, type CellTable, type CellWrite } from './sheet-cells.service.js';

type DbRow = Record<string, any>;

/** groupTeachers/selectStudentsDiagnosisByIdGroup: spec 02 §3 "Diagnosis row" for each student of the group. */
export async function diagnosisList(db: Knex, actor: Actor, groupId: number) {
  const group = await classGroup(db, actor, groupId);
  const students = await enrolledStudents(db, group.id);
  const scores = new Map(
    (await db('diagnoses').where({ groupId: group.id }).select('studentId', 'scoreHundredths')).map((d: DbRow) => [
      d.studentId,
      d.scoreHundredths,
    ]),
  );
  return students.map((s: DbRow) => ({
    idUsuario: s.id,
    nombres: `${s.lastNames} ${s.firstNames}`.trim(),
    ci: s.ci,
    diagnostico: gradeFromHundredths(scores.get(s.id)),
  }));
}

const DIAGNOSIS_CELLS: CellTable = {
  kind: 'diagnosis',
  table: 'diagnoses',
  column: 'scoreHundredths',
  field: 'score',
  show: gradeFromHundredths,
};
export interface DiagnosisInput {
  idGroup: number;
  students: Array<{ idUsuario: number; diagnostico: unknown; previous?: unknown }>;
}

/** A score as typed: null for empty, hundredths, or the spec's message for the student. */
function score(value: unknown, idUsuario: number): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const parsed = parseGrade(value);
  if (!parsed.ok) throw badRequest(parsed.message, { idUsuario });
  return parsed.hundredths;
}

/**
 * groupTeachers/updateStudentsDiagnosis {idGroup, students[{idUsuario, diagnostico, previous?}]}: an invalid
 * score and nothing is written; an empty score leaves the student without diagnosis. A row whose `previous`
 * (the score read) no longer holds is refused and named (409), the other rows are saved and audited.
 */
export async function saveDiagnoses(db: Knex, actor: Actor, input: DiagnosisInput) {
  const group = await classGroup(db, actor, input.idGroup);
  const enrolled = new Map((await enrolledStudents(db, group.id)).map((s: DbRow) => [s.id as number, s]));
  const cells: CellWrite[] = input.students.map((row) => {
    const student = enrolled.get(row.idUsuario);
    if (!student) throw badRequest(G.notEnrolled, { idUsuario: row.idUsuario });
    return {
      key: { groupId: group.id, studentId: row.idUsuario },
      next: score(row.diagnostico, row.idUsuario),
      previous: row.previous === undefined ? undefined : score(row.previous, row.idUsuario),
      name: sheetStudentName(student.lastNames, student.firstNames),
      ref: { idUsuario: row.idUsuario },
    };
  });
  const { refused } = await saveCells(db, actor, DIAGNOSIS_CELLS, cells, group.id);
  if (refused.length) throw await refusedCellsError(db, DIAGNOSIS_CELLS, refused);
  return { type: 1, msg: D.saved };
}
