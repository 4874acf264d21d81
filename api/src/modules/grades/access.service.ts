import type { Knex } from 'knex';
import { GRADE_MESSAGES as G } from '../../../../domain/grades.js';
import { canTakeAttendance } from '../../../../domain/session.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { departmentFor, type Actor } from '../../http/session.js';
import { findGroup, groupQuery, presentGroup } from '../groups/groups.service.js';
import { findSemester } from '../semesters/semesters.service.js';
import { isTeacher, teachesGroup } from '../groups/teaching.queries.js';

type DbRow = Record<string, any>;

export interface GroupSubject {
  idMateria: number;
  codigoMateria: string;
  nombreMateria: string;
  idDocente: number;
}

/** A group the actor may grade or take attendance in: staff within their department, teachers only where they teach. */
export async function classGroup(db: Knex, actor: Actor, groupId: number): Promise<DbRow> {
  const group = await findGroup(db, actor, groupId);
  if (isTeacher(actor) && !(await teachesGroup(db, actor.id, groupId))) throw forbidden();
  return group;
}

/** The group's active subjects; a teacher sees only the ones assigned to them. Ordered as assigned. */
export async function groupSubjects(db: Knex, actor: Actor, groupId: number): Promise<GroupSubject[]> {
  const q = db('groupSubjects')
    .join('subjects', 'subjects.id', 'groupSubjects.subjectId')
    .where({ 'groupSubjects.groupId': groupId, 'groupSubjects.status': 1 })
    .select('subjects.id', 'subjects.code', 'subjects.name', 'groupSubjects.teacherId')
    .orderBy('groupSubjects.id');
  if (isTeacher(actor)) q.where('groupSubjects.teacherId', actor.id);
  const seen = new Set<number>();
  return (await q)
    .filter((r: DbRow) => !seen.has(r.id) && seen.add(r.id))
    .map((r: DbRow) => ({ idMateria: r.id, codigoMateria: r.code, nombreMateria: r.name, idDocente: r.teacherId }));
}

/** The subject of a grade, which must be one of the actor's subjects in the group. */
export async function gradedSubject(db: Knex, actor: Actor, groupId: number, subjectId: number): Promise<GroupSubject> {
  const subject = (await groupSubjects(db, actor, groupId)).find((s) => s.idMateria === subjectId);
  if (!subject) throw badRequest(isTeacher(actor) ? G.notTaught : G.subject);
  return subject;
}

/** Role 2 takes attendance only with the Asistencia module (spec 01 §6); checked on every attendance call. */
export function assertMayTakeAttendance(actor: Actor): void {
  if (!canTakeAttendance(actor.roleId, actor.permissions)) throw forbidden();
}

/**
 * The semester's active groups for the grades, attendance and diagnosis filters: a teacher's own groups, or
 * for staff every group; `withSubjects` keeps only groups with a subject assigned ('No hay grupos asignados con materia').
 */
export async function semesterClassGroups(
  db: Knex,
  actor: Actor,
  departmentId: number,
  semesterId: number,
  withSubjects: boolean,
) {
  departmentFor(actor, departmentId);
  const semester = await findSemester(db, actor, semesterId);
  if (semester.departmentId !== departmentFor(actor, departmentId)) throw forbidden();
  const q = groupQuery(db).where({ 'classGroups.semesterId': semesterId, 'classGroups.status': 1 });
  if (isTeacher(actor) || withSubjects) {
    q.whereExists((sub) => {
      sub
        .select(db.raw('1'))
        .from('groupSubjects')
        .whereRaw('?? = ??', ['groupSubjects.groupId', 'classGroups.id'])
        .where('groupSubjects.status', 1);
      if (isTeacher(actor)) sub.where('groupSubjects.teacherId', actor.id);
    });
  }
  const rows = await q.orderBy('classGroups.name').orderBy('classGroups.id');
  const subjects = await Promise.all(rows.map((row: DbRow) => groupSubjects(db, actor, row.id)));
  return rows.map((row: DbRow, i: number) => ({ ...presentGroup(row), subjects: subjects[i] }));
}

/** Active students enrolled in the group, ordered by surname: the rows of every grades and attendance list. */
export function enrolledStudents(db: Knex, groupId: number) {
  return db('enrolments')
    .join('users', 'users.id', 'enrolments.studentId')
    .where({ 'enrolments.groupId': groupId, 'enrolments.status': 1 })
    .select('users.id', 'users.ci', 'users.firstNames', 'users.lastNames', 'users.phone')
    .orderBy('users.lastNames')
    .orderBy('users.firstNames')
    .orderBy('users.id');
}
