/**
 * Who a portal call is about. A student reads only themself; a guardian only the students staff linked them to.
 * The id in the path is never trusted: another student, a sibling not linked, a student of another department
 * all answer the same 403, which says nothing about whether that id exists.
 */
import type { Knex } from 'knex';
import { forbidden } from '../../http/errors.js';
import { ROLE, type Actor } from '../../http/session.js';

type Row = Record<string, any>;

/** The students a portal principal may read: themself (a student) or their linked children (a guardian). */
export async function portalStudents(db: Knex, actor: Actor): Promise<Row[]> {
  const q = db('users')
    .where('users.roleId', ROLE.STUDENT)
    .select(
      'users.id',
      'users.firstNames',
      'users.lastNames',
      'users.departmentId',
      'users.branchOfficeId',
      'users.status',
    )
    .orderBy('users.firstNames')
    .orderBy('users.id');
  if (actor.roleId === ROLE.STUDENT) return q.where('users.id', actor.id);
  if (actor.roleId !== ROLE.GUARDIAN) throw forbidden();
  return q
    .join('studentGuardians as g', 'g.studentId', 'users.id')
    .where({ 'g.guardianId': actor.id, 'g.status': 1 })
    .where('users.departmentId', actor.departmentId)
    .select('g.relationship');
}

/** The student a portal call names, if the principal may read it; else 403. */
export async function portalStudent(db: Knex, actor: Actor, studentId: number): Promise<Row> {
  const student = (await portalStudents(db, actor)).find((s) => s.id === studentId);
  if (!student) throw forbidden();
  return student;
}

/**
 * The portal reads through the staff services that own each figure (statement, receipts, grades, attendance,
 * credential), so a parent sees exactly what the counter sees. Those services take an actor: this one reads as
 * role 2 inside the student's department. Only this module builds it, and only after portalStudent checked the
 * link, and only for reads of that one student.
 */
export function readerFor(actor: Actor, student: Row): Actor {
  return {
    id: actor.id,
    roleId: ROLE.STAFF,
    departmentId: student.departmentId,
    branchOfficeId: null,
    permissions: [],
    auditDepartmentId: student.departmentId,
  };
}
