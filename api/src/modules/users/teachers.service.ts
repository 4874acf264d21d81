import type { Knex } from 'knex';
import { badRequest, conflict } from '../../http/errors.js';
import { assertRole, departmentFor, ROLE, STAFF_ROLES, TEACHER_ROLES, type Actor } from '../../http/session.js';
import { findPerson, peopleQuery, presentPerson, withoutId } from './people.queries.js';
import { branchOf, insertPerson, updatePerson, type PersonInput } from './users.service.js';
import { inTransaction } from '../../db/transaction.js';

/** Spec 02 §4: types 0–2 mean saved; any other type means "exists in another branch", answered with the person. */
const SAVED = 1;
export const EXISTS_IN_OTHER_BRANCH = 3;

/**
 * POST users/insertTeacher. Role 1 picks the branch (its department is the one acted in) and may set the
 * user name and password; role 2 registers in its own branch and never sets credentials (spec 02 §6).
 * A ci already registered to a teacher of another branch of the department is not written: the answer
 * carries that teacher so the UI can offer PUT users/updateTransferUser.
 */
export async function insertTeacher(db: Knex, actor: Actor, input: PersonInput & { idDepartament?: number | null }) {
  assertRole(actor, STAFF_ROLES);
  const isAdmin = actor.roleId === ROLE.ADMIN;
  return inTransaction(db, async (trx) => {
    let departmentId: number;
    let branchId: number | null | undefined;
    if (isAdmin) {
      if (!input.idBranchoffice) throw badRequest('Seleccione una sucursal');
      const chosen = await trx('branchOffices').where({ id: input.idBranchoffice }).first();
      if (!chosen) throw badRequest('Seleccione una sucursal');
      departmentId = departmentFor(actor, input.idDepartament ?? chosen.departmentId);
      branchId = chosen.id;
    } else {
      departmentId = actor.departmentId;
      branchId = actor.branchOfficeId ?? input.idBranchoffice;
    }
    const branch = await branchOf(trx, departmentId, branchId);
    const existing = await peopleQuery(trx)
      .where('users.departmentId', departmentId)
      .where('users.ci', input.ci)
      .first();
    if (existing) {
      if (TEACHER_ROLES.includes(existing.roleId) && existing.branchOfficeId !== branch.id) {
        return {
          type: EXISTS_IN_OTHER_BRANCH,
          msg: `El profesor ya esta registrado en la sucursal ${existing.branchName ?? ''}. ¿Desea transferirlo a la sucursal ${branch.name}?`,
          data: withoutId(presentPerson(existing)),
        };
      }
      throw conflict('Ya existe una persona registrada con ese ci en el departamento');
    }
    const person = await insertPerson(trx, actor, departmentId, branch.id, input, isAdmin);
    return { type: SAVED, msg: 'Se registro el profesor correctamente', data: withoutId(person) };
  });
}

/** PUT users/updateTeacher: role 2 keeps the teacher's branch and credentials as they are. */
export async function updateTeacher(db: Knex, actor: Actor, input: PersonInput & { idTeacher: number }) {
  assertRole(actor, STAFF_ROLES);
  const isAdmin = actor.roleId === ROLE.ADMIN;
  return inTransaction(db, async (trx) => {
    const target = await findPerson(trx, actor, input.idTeacher, TEACHER_ROLES, 'No se encontro el profesor.');
    const person = await updatePerson(trx, actor, target, input, { branch: isAdmin, credentials: isAdmin });
    return { type: SAVED, msg: 'Se actualizo el profesor correctamente', data: withoutId(person) };
  });
}
