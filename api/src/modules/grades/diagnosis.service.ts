import type { Knex } from 'knex';
import { DIAGNOSIS_MESSAGES as D, GRADE_MESSAGES as G, gradeFromHundredths, parseGrade } from '../../../../domain/grades.js';
import { badRequest } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { classGroup, enrolledStudents } from './access.js';

type DbRow = Record<string, any>;

/** groupTeachers/selectStudentsDiagnosisByIdGroup: spec 02 §3 "Diagnosis row" for each student of the group. */
export async function diagnosisList(db: Knex, actor: Actor, groupId: number) {
  const group = await classGroup(db, actor, groupId);
  const students = await enrolledStudents(db, group.id);
  const scores = new Map((await db('diagnoses').where({ groupId: group.id }).select('studentId', 'scoreHundredths'))
    .map((d: DbRow) => [d.studentId, d.scoreHundredths]));
  return students.map((s: DbRow) => ({
    idUsuario: s.id, nombres: `${s.lastNames} ${s.firstNames}`.trim(), ci: s.ci, diagnostico: gradeFromHundredths(scores.get(s.id)),
  }));
}

/**
 * groupTeachers/updateStudentsDiagnosis {idGroup, students[{idUsuario, diagnostico}]}: all scores or none.
 * An empty score leaves the student without diagnosis.
 */
export async function saveDiagnoses(db: Knex, actor: Actor, input: { idGroup: number; students: Array<{ idUsuario: number; diagnostico: unknown }> }) {
  const group = await classGroup(db, actor, input.idGroup);
  const enrolled = new Set((await enrolledStudents(db, group.id)).map((s: DbRow) => s.id as number));
  const scores: Array<{ studentId: number; hundredths: number | null }> = [];
  for (const row of input.students) {
    if (!enrolled.has(row.idUsuario)) throw badRequest(G.notEnrolled, { idUsuario: row.idUsuario });
    if (row.diagnostico === null || row.diagnostico === undefined || String(row.diagnostico).trim() === '') {
      scores.push({ studentId: row.idUsuario, hundredths: null });
      continue;
    }
    const score = parseGrade(row.diagnostico);
    if (!score.ok) throw badRequest(score.message, { idUsuario: row.idUsuario });
    scores.push({ studentId: row.idUsuario, hundredths: score.hundredths });
  }
  await db.transaction(async (trx) => {
    for (const score of scores) {
      const key = { groupId: group.id, studentId: score.studentId };
      if (score.hundredths === null) await trx('diagnoses').where(key).delete();
      else {
        await trx('diagnoses').insert({ ...key, scoreHundredths: score.hundredths })
          .onConflict(['groupId', 'studentId']).merge({ scoreHundredths: score.hundredths });
      }
    }
    await audit(trx, { userId: actor.id, entity: 'diagnoses', entityId: group.id, action: 'update', after: { students: scores.length } });
  });
  return { type: 1, msg: D.saved };
}
