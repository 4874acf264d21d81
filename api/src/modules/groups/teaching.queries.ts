import type { Knex } from 'knex';
import { forbidden } from '../../http/errors.js';
import { TEACHER_ROLES, type Actor } from '../../http/session.js';

/**
 * Who teaches what: a teacher teaches a group when an active group subject names them (the 'Asignar
 * Materia' dialog), and its enrolled students. Teachers read only those (no department directory).
 */
export const isTeacher = (actor: Actor) => TEACHER_ROLES.includes(actor.roleId);

export function taughtGroupIds(db: Knex, teacherId: number) {
  return db('groupSubjects').where({ teacherId, status: 1 }).select('groupId');
}

export function taughtStudentIds(db: Knex, teacherId: number) {
  return db('enrolments').whereIn('groupId', taughtGroupIds(db, teacherId)).select('studentId');
}

export async function teachesGroup(db: Knex, teacherId: number, groupId: number): Promise<boolean> {
  return !!(await db('groupSubjects').where({ groupId, teacherId, status: 1 }).first('id'));
}

export async function teachesStudent(db: Knex, teacherId: number, studentId: number): Promise<boolean> {
  return !!(await db('enrolments')
    .whereIn('groupId', taughtGroupIds(db, teacherId))
    .where({ studentId, status: 1 })
    .first('id'));
}

/** A teacher may look at this group only if they teach it; staff as their department allows. */
export async function assertMayReadGroup(db: Knex, actor: Actor, groupId: number): Promise<void> {
  if (isTeacher(actor) && !(await teachesGroup(db, actor.id, groupId))) throw forbidden();
}
