/**
 * Guardians ('Apoderado'): people of the department (role 7) linked by staff to one or more students, with the
 * relationship. The same CI in the department is the same guardian, so siblings share one guardian and one
 * portal account. The student's screen shows them with their portal access.
 */
import type { Knex } from 'knex';
import { PORTAL_MESSAGES as M } from '../../../../domain/portal.js';
import { conflict, notFound } from '../../http/errors.js';
import { assertRole, ROLE, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { nowIso } from '../../lib/time.js';
import { inTransaction } from '../../db/transaction.js';
import { findStudent } from '../students/students.service.js';
import { accessOf, revokeAccount } from './access.service.js';

export interface GuardianInput {
  ci: string;
  names: string;
  surnames: string;
  phone: string;
  relationship: string;
}

/** The student's portal access, the guardians linked to them with theirs, and a guardian to suggest from the import. */
export async function portalAccessOverview(db: Knex, actor: Actor, studentId: number) {
  assertRole(actor, STAFF_ROLES);
  const student = await findStudent(db, actor, studentId);
  const guardians = await db('studentGuardians as g')
    .join('users as u', 'u.id', 'g.guardianId')
    .where({ 'g.studentId': student.id, 'g.status': 1 })
    .orderBy('g.id')
    .select('u.id', 'u.firstNames', 'u.lastNames', 'u.ci', 'u.phone', 'g.relationship');
  const extra = await db('users').where({ id: student.id }).first('guardianName', 'guardianPhone');
  const access = await accessOf(db, [student.id, ...guardians.map((g: any) => g.id)]);
  return {
    estudiante: {
      idUsuario: student.id as number,
      nombres: `${student.firstNames} ${student.lastNames}`,
      ci: student.ci as string,
      telefono: student.phone as string,
      ...access.get(student.id)!,
    },
    apoderados: guardians.map((g: any) => ({
      idUsuario: g.id as number,
      nombres: g.firstNames as string,
      apellidos: g.lastNames as string,
      ci: g.ci as string,
      telefono: g.phone as string,
      parentesco: g.relationship as string,
      ...access.get(g.id)!,
    })),
    // What the student import brought (a name and a phone, no CI), offered to prefill the first guardian.
    sugerido:
      !guardians.length && extra?.guardianName
        ? { nombreCompleto: extra.guardianName as string, telefono: (extra.guardianPhone ?? '') as string }
        : null,
  };
}

/** Links a guardian to the student, creating the person the first time their CI is seen in the department. */
export async function linkGuardian(db: Knex, actor: Actor, studentId: number, input: GuardianInput) {
  assertRole(actor, STAFF_ROLES);
  const student = await findStudent(db, actor, studentId);
  const guardianId = await inTransaction(db, async (trx) => {
    const person = await trx('users')
      .where({ departmentId: student.departmentId, ci: input.ci })
      .forUpdate()
      .first('id', 'roleId');
    if (person && person.roleId !== ROLE.GUARDIAN) throw conflict(M.guardianCiOther);
    let id = person?.id as number | undefined;
    if (!id) {
      const row = {
        departmentId: student.departmentId,
        branchOfficeId: student.branchOfficeId,
        roleId: ROLE.GUARDIAN,
        firstNames: input.names,
        lastNames: input.surnames,
        ci: input.ci,
        phone: input.phone,
        email: '',
        status: 1,
        createdAt: nowIso(),
      };
      [id] = await trx('users').insert(row);
      await audit(trx, { userId: actor.id, actor, entity: 'users', entityId: id!, action: 'create', after: row });
    } else {
      await trx('users').where({ id }).update({ phone: input.phone, status: 1 });
    }
    const link = await trx('studentGuardians').where({ studentId: student.id, guardianId: id }).first('id');
    if (link)
      await trx('studentGuardians').where({ id: link.id }).update({ status: 1, relationship: input.relationship });
    else
      await trx('studentGuardians').insert({
        studentId: student.id,
        guardianId: id,
        relationship: input.relationship,
        status: 1,
        createdAt: nowIso(),
      });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'student_guardians',
      entityId: student.id,
      action: 'guardian-linked',
      departmentId: student.departmentId,
      after: { studentId: student.id, guardianId: id, relationship: input.relationship },
      terms: [student.ci, input.ci],
    });
    return id!;
  });
  return { msg: M.guardianLinked, type: 1, idUsuario: guardianId };
}

/** Unlinks a guardian; a guardian left with no student loses portal access (their sessions end). */
export async function unlinkGuardian(db: Knex, actor: Actor, studentId: number, guardianId: number) {
  assertRole(actor, STAFF_ROLES);
  const student = await findStudent(db, actor, studentId);
  await inTransaction(db, async (trx) => {
    const changed = await trx('studentGuardians')
      .where({ studentId: student.id, guardianId, status: 1 })
      .update({ status: 0 });
    if (!changed) throw notFound(M.notLinked);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'student_guardians',
      entityId: student.id,
      action: 'guardian-unlinked',
      departmentId: student.departmentId,
      after: { studentId: student.id, guardianId },
    });
    const others = await trx('studentGuardians').where({ guardianId, status: 1 }).first('id');
    const account = await trx('portalAccounts').where({ userId: guardianId, status: 1 }).first('id');
    if (!others && account) await revokeAccount(trx, actor, guardianId);
  });
  return { msg: M.guardianUnlinked, type: 1 };
}
