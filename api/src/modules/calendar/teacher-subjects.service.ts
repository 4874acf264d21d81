import type { Knex } from 'knex';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { assertRole, departmentFor, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { teacherFor } from './bookings.rules.js';
import { inTransaction } from '../../db/transaction.js';

type Row = Record<string, any>;
const present = (r: Row) => ({
  idMateria: r.id,
  nombreMateria: r.name,
  codigoMateria: r.code,
  tipo: r.type,
  estado: r.status,
  idDocenteMateria: r.assignmentId ?? null,
});

function assigned(db: Knex | Knex.Transaction, teacherId: number) {
  return db('teacherSubjects').where({ teacherId, status: 1 }).select('subjectId');
}

/** GET subjects/selectSubjectTeacher/{idTeacher}/{dept}: the teacher's subjects ('Asignar Materia', the class form). */
export async function teacherSubjects(db: Knex, actor: Actor, teacherId: number, departmentId: number) {
  const dept = departmentFor(actor, departmentId);
  await teacherFor(db, actor, teacherId, dept);
  const rows: Row[] = await db('teacherSubjects')
    .join('subjects', 'subjects.id', 'teacherSubjects.subjectId')
    .where({
      'teacherSubjects.teacherId': teacherId,
      'teacherSubjects.status': 1,
      'subjects.departmentId': dept,
      'subjects.status': 1,
    })
    .orderBy('subjects.name')
    .select('subjects.*', 'teacherSubjects.id as assignmentId');
  return rows.map(present);
}

/** GET subjects/selectSubjectByIdTeacher/{idTeacher}/{dept}: active subjects of the department not yet assigned. */
export async function availableSubjects(db: Knex, actor: Actor, teacherId: number, departmentId: number) {
  assertRole(actor, STAFF_ROLES);
  const dept = departmentFor(actor, departmentId);
  await teacherFor(db, actor, teacherId, dept);
  const rows: Row[] = await db('subjects')
    .where({ departmentId: dept, status: 1 })
    .whereNotIn('id', assigned(db, teacherId))
    .orderBy('name');
  return rows.map(present);
}

/** POST subjects/insertSubjectTeacher {idTeacher, idSubject}. */
export async function assignSubject(db: Knex, actor: Actor, input: { idTeacher: number; idSubject: number }) {
  assertRole(actor, STAFF_ROLES);
  return inTransaction(db, async (trx) => {
    // The teacher's row lock comes first, so two assignments of the same subject queue (see bookings.rules.ts).
    await trx('users').where({ id: input.idTeacher }).forUpdate().select('id');
    const teacher = await teacherFor(trx, actor, input.idTeacher);
    const subject = await trx('subjects')
      .where({ id: input.idSubject, departmentId: teacher.departmentId, status: 1 })
      .first('id', 'name');
    if (!subject) throw badRequest('Debe ingresar una materia');
    if (await trx('teacherSubjects').where({ teacherId: teacher.id, subjectId: subject.id, status: 1 }).first('id')) {
      throw conflict('La materia ya esta asignada al profesor');
    }
    const [id] = await trx('teacherSubjects').insert({ teacherId: teacher.id, subjectId: subject.id, status: 1 });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'teacher_subjects',
      entityId: Number(id),
      action: 'create',
      after: input,
    });
    return { msg: `Se asigno la materia ${subject.name} correctamente`, idDocenteMateria: Number(id) };
  });
}

/** PUT subjects/deleteSubjectTeacher {idSubjectTeacher}. */
export async function unassignSubject(db: Knex, actor: Actor, assignmentId: number) {
  assertRole(actor, STAFF_ROLES);
  return inTransaction(db, async (trx) => {
    const row = await trx('teacherSubjects')
      .join('subjects', 'subjects.id', 'teacherSubjects.subjectId')
      .where({ 'teacherSubjects.id': assignmentId, 'teacherSubjects.status': 1 })
      .first('teacherSubjects.*', 'subjects.name');
    if (!row) throw notFound('No se encontro la materia asignada.');
    await teacherFor(trx, actor, row.teacherId);
    await trx('teacherSubjects').where({ id: assignmentId }).update({ status: 0 });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'teacher_subjects',
      entityId: assignmentId,
      action: 'delete',
      before: row,
    });
    return { msg: `Se quito la materia ${row.name}` };
  });
}
