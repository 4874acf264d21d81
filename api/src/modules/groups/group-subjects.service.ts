import type { Knex } from 'knex';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { assertRole, departmentFor, STAFF_ROLES, TEACHER_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { findGroup } from './groups.service.js';
import { assertMayReadGroup } from './teaching.queries.js';
import { inTransaction } from '../../db/transaction.js';

const GROUP_SUBJECT_TYPE = 2;

/**
 * The subjects of a group and their teachers (spec 01 "Asignar Materia"). Removing an assignment is a status
 * change; only active assignments are listed, so a removed subject becomes available again.
 */
async function groupInDepartment(db: Knex, actor: Actor, groupId: number, departmentId?: number | null) {
  const group = await findGroup(db, actor, groupId);
  // The path's department must be the group's own (role 1 names any; others only theirs).
  if (departmentFor(actor, departmentId ?? group.departmentId) !== group.departmentId)
    throw notFound('El grupo no existe.');
  // A teacher reads the subjects (and fellow teachers) of the groups they teach only.
  await assertMayReadGroup(db, actor, groupId);
  return group;
}

/** Active group-type subjects of the department not yet assigned to the group. */
export async function availableSubjects(db: Knex, actor: Actor, groupId: number, departmentId?: number | null) {
  const group = await groupInDepartment(db, actor, groupId, departmentId);
  const rows = await db('subjects')
    .where({ departmentId: group.departmentId, type: GROUP_SUBJECT_TYPE, status: 1 })
    .whereNotExists((sub) =>
      sub
        .select(db.raw('1'))
        .from('groupSubjects')
        .whereRaw('?? = ??', ['groupSubjects.subjectId', 'subjects.id'])
        .where({ 'groupSubjects.groupId': groupId, 'groupSubjects.status': 1 }),
    )
    .orderBy('name');
  return rows.map((s: any) => ({ idMateria: s.id, nombreMateria: s.name, codigoMateria: s.code }));
}

export async function assignedSubjects(db: Knex, actor: Actor, groupId: number, departmentId?: number | null) {
  await groupInDepartment(db, actor, groupId, departmentId);
  const rows = await db('groupSubjects')
    .join('subjects', 'subjects.id', 'groupSubjects.subjectId')
    .join('users', 'users.id', 'groupSubjects.teacherId')
    .where({ 'groupSubjects.groupId': groupId, 'groupSubjects.status': 1 })
    .select(
      'groupSubjects.*',
      'subjects.name as subjectName',
      'subjects.code as subjectCode',
      'users.firstNames',
      'users.lastNames',
    )
    .orderBy('groupSubjects.id');
  return rows.map((r: any) => ({
    idGrupoMateria: r.id,
    idMateria: r.subjectId,
    nombreMateria: r.subjectName,
    codigoMateria: r.subjectCode,
    idDocente: r.teacherId,
    docente: `${r.firstNames} ${r.lastNames}`,
    estado: r.status,
  }));
}

export async function assignSubject(
  db: Knex,
  actor: Actor,
  input: { idGroup: number; idSubject?: number | null; idTeacher?: number | null },
) {
  assertRole(actor, STAFF_ROLES);
  if (!input.idSubject) throw badRequest('Debe ingresar una materia');
  if (!input.idTeacher) throw badRequest('Debe ingresar un profesor');
  return inTransaction(db, async (trx) => {
    const group = await findGroup(trx, actor, input.idGroup);
    const subject = await trx('subjects')
      .where({ id: input.idSubject, departmentId: group.departmentId, type: GROUP_SUBJECT_TYPE, status: 1 })
      .first();
    if (!subject) throw badRequest('Debe ingresar una materia');
    const teacher = await trx('users')
      .where({ id: input.idTeacher, departmentId: group.departmentId, status: 1 })
      .whereIn('roleId', TEACHER_ROLES)
      .first('id');
    if (!teacher) throw badRequest('Debe ingresar un profesor');
    const taken = await trx('groupSubjects').where({ groupId: group.id, subjectId: subject.id, status: 1 }).first('id');
    if (taken) throw conflict('La materia ya esta asignada al grupo');
    const values = { groupId: group.id, subjectId: subject.id, teacherId: teacher.id, status: 1 };
    const [id] = await trx('groupSubjects').insert(values);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'group_subjects',
      entityId: Number(id),
      action: 'create',
      after: values,
    });
    return { type: 1, msg: 'Se asigno la materia correctamente', data: { idGrupoMateria: Number(id) } };
  });
}

export async function removeSubject(db: Knex, actor: Actor, groupSubjectId: number) {
  assertRole(actor, STAFF_ROLES);
  return inTransaction(db, async (trx) => {
    const row = await trx('groupSubjects').where({ id: groupSubjectId }).first();
    if (!row) throw notFound('La materia no esta asignada al grupo.');
    await findGroup(trx, actor, row.groupId);
    await trx('groupSubjects').where({ id: groupSubjectId }).update({ status: 0 });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'group_subjects',
      entityId: groupSubjectId,
      action: 'deactivate',
      before: { status: row.status },
      after: { status: 0 },
    });
    return { type: 1, msg: 'Se elimino la materia del grupo', data: { idGrupoMateria: groupSubjectId } };
  });
}
