import type { Knex } from 'knex';
import { GRADE_MESSAGES as G } from '../../../../domain/grades.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { isTeacher } from '../groups/teaching.queries.js';
import { classGroup, enrolledStudents, gradedSubject } from './access.service.js';
import { studentAttendanceMonth } from './attendance.service.js';

type DbRow = Record<string, any>;

export interface ClassStudentsQuery {
  idTeacher?: number | null;
  idSubject?: number | null;
}

/**
 * courses/selectStudentsByIdGroup/{idGroup}?idTeacher=&idSubject= (spec 01 and 02 §7): the active students of a
 * group a grade or attendance sheet is taken for. A teacher reaches only the groups and subjects they teach and
 * names only themself; a subject named with a teacher must be assigned to that teacher in the group.
 */
export async function classStudents(db: Knex, actor: Actor, groupId: number, query: ClassStudentsQuery) {
  const group = await classGroup(db, actor, groupId);
  const teacherId = query.idTeacher ?? null;
  if (teacherId !== null && isTeacher(actor) && teacherId !== actor.id) throw forbidden();
  if (query.idSubject != null) {
    await gradedSubject(db, actor, group.id, query.idSubject);
    if (teacherId !== null) {
      const assigned = await db('groupSubjects')
        .where({ groupId: group.id, subjectId: query.idSubject, teacherId, status: 1 })
        .first('id');
      if (!assigned) throw badRequest(G.notTaught);
    }
  } else if (
    teacherId !== null &&
    !(await db('groupSubjects').where({ groupId: group.id, teacherId, status: 1 }).first('id'))
  ) {
    throw badRequest(G.notTaught);
  }
  return (await enrolledStudents(db, group.id)).map((s: DbRow) => ({
    idUsuario: s.id,
    ci: s.ci,
    nombres: s.firstNames,
    apellidos: s.lastNames,
    telefono: s.phone,
    estudiante: `${s.lastNames} ${s.firstNames}`.trim(),
  }));
}

/**
 * students/selectAssistancesByDate?idGroup=&idStudent=&year=&month= (spec 01 §7): one student's marks in a month,
 * under `assistances`, with the same rules as the 'Ver asistencia' calendar.
 */
export async function assistancesByDate(
  db: Knex,
  actor: Actor,
  q: { idGroup: number; idStudent: number; year: number; month: number },
) {
  const month = `${q.year}-${String(q.month).padStart(2, '0')}`;
  return { assistances: await studentAttendanceMonth(db, actor, q.idGroup, q.idStudent, month) };
}
