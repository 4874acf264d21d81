import { assertStateChange, onlyActive, stateMessage } from '../../lib/status.js';
import { whereText } from '../../lib/search.js';
import type { Knex } from 'knex';
import { badRequest, conflict, forbidden, notFound, registerUniqueMessage } from '../../http/errors.js';
import { assertDepartment, assertRole, departmentFor, ROLE, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit, beforeOf } from '../../lib/audit.js';
import { hashPassword } from '../../lib/password.js';
import { nowIso } from '../../lib/time.js';
import { claimVersion } from '../../lib/versioned.js';
import { PERSON_READ, presentPerson } from '../users/people.queries.js';
import { inTransaction } from '../../db/transaction.js';

registerUniqueMessage(
  'uq_users_ci_department',
  'users',
  ['department_id', 'ci'],
  'Ya existe una persona registrada con ese ci en el departamento',
);
registerUniqueMessage('uq_users_username', 'users', ['username'], 'El nombre de usuario ya esta en uso');

type DbRow = Record<string, any>;

/**
 * Outcome types of POST users/insertStudent (spec 01 §4: 0, 1 and 2 mean saved, anything else "exists elsewhere"):
 * 0 a new student was registered; 1 the ci was already a student of the same branch: its data were updated;
 * 2 the ci was an inactive student of the same branch: re-activated and updated;
 * 3 the ci is a student of ANOTHER branch of the department: nothing written, the answer carries the person
 *   so the client can offer PUT users/updateTransferUser.
 */
export const INSERT_TYPE = { CREATED: 0, UPDATED: 1, REACTIVATED: 2, OTHER_BRANCH: 3 } as const;

export interface StudentInput {
  names: string;
  surnames: string;
  ci: string;
  email?: string | null;
  phone: string;
  idBranchoffice?: number | null;
  user?: string | null;
  pass?: string | null;
  idDepartament?: number | null;
  /** The version the form was read at; a stale one is refused (409). */
  version?: number | null;
}

export function studentQuery(db: Knex) {
  return db('users')
    .leftJoin('branchOffices', 'branchOffices.id', 'users.branchOfficeId')
    .where('users.roleId', ROLE.STUDENT)
    .select(...PERSON_READ, 'users.qrCode', 'users.avatarKey', 'branchOffices.name as branchName');
}

/** Spanish response shape (spec 01 §3 "Student"); never the password hash. */
export function presentStudent(row: DbRow) {
  // The person gets the two keys added in place (same keys, same order as a spread): spreading its 16 keys into a
  // new literal took V8's slow path, ~3 µs a row, the largest own cost of a page of the students list.
  return Object.assign(presentPerson(row), {
    qrCode: (row.qrCode ?? null) as string | null,
    avatar: (row.avatarKey ?? null) as string | null,
  });
}

export async function findStudent(db: Knex, actor: Actor, id: number): Promise<DbRow> {
  const row = await studentQuery(db).where('users.id', id).first();
  if (!row) throw notFound('El estudiante no existe.');
  assertDepartment(actor, row.departmentId);
  return row;
}

export async function listStudents(db: Knex, actor: Actor, departmentId: number | null, activeOnly: boolean) {
  const q = studentQuery(db).where('users.departmentId', departmentFor(actor, departmentId));
  onlyActive(q, 'users.status', actor, activeOnly);
  return (await q.orderBy('users.lastNames').orderBy('users.firstNames').orderBy('users.id')).map(presentStudent);
}

/** Active students of the department matching every given criterion and not enrolled (in any state) in the group. */
export async function searchStudents(
  db: Knex,
  actor: Actor,
  filter: {
    departmentId: number | null;
    groupId: number | null;
    names: string | null;
    surnames: string | null;
    ci: string | null;
  },
) {
  const departmentId = departmentFor(actor, filter.departmentId);
  const terms = { firstNames: filter.names?.trim(), lastNames: filter.surnames?.trim(), ci: filter.ci?.trim() };
  if (!terms.firstNames && !terms.lastNames && !terms.ci) return [];
  const q = studentQuery(db).where('users.departmentId', departmentId).where('users.status', 1);
  // A cashier types the start of a ci or a surname (prefix matches an index serves); a given name is matched
  // anywhere, since people go by either of theirs.
  for (const [column, term] of Object.entries(terms))
    whereText(q, `users.${column}`, term, column === 'firstNames' ? 'contains' : 'prefix');
  if (filter.groupId) {
    q.whereNotExists((sub) =>
      sub
        .select(db.raw('1'))
        .from('enrolments')
        .whereRaw('?? = ??', ['enrolments.studentId', 'users.id'])
        .where('enrolments.groupId', filter.groupId!),
    );
  }
  return (await q.orderBy('users.lastNames').orderBy('users.firstNames').limit(50)).map(presentStudent);
}

/** Role 1 picks the branch ('Seleccione una sucursal'); everyone else always uses their own (spec 01 §5). */
async function branchFor(db: Knex, actor: Actor, departmentId: number, requested?: number | null): Promise<number> {
  const branchId = actor.roleId === ROLE.ADMIN ? requested : actor.branchOfficeId;
  if (!branchId) throw badRequest('Seleccione una sucursal');
  const branch = await db('branchOffices').where({ id: branchId, departmentId }).first('id');
  if (!branch) throw badRequest('Seleccione una sucursal');
  return branch.id;
}

async function loginColumns(input: StudentInput): Promise<Record<string, string>> {
  const username = input.user?.replace(/\s+/g, '');
  if (!username) return {};
  if (!input.pass) throw badRequest('Ingrese una contraseña');
  return { username, passwordHash: await hashPassword(input.pass) };
}

export async function insertStudent(db: Knex, actor: Actor, input: StudentInput) {
  assertRole(actor, STAFF_ROLES);
  const departmentId = departmentFor(actor, input.idDepartament);
  const branchOfficeId = await branchFor(db, actor, departmentId, input.idBranchoffice);
  const login = await loginColumns(input);
  const data = {
    firstNames: input.names,
    lastNames: input.surnames,
    email: input.email ?? '',
    phone: input.phone,
    ...login,
  };
  return inTransaction(db, async (trx) => {
    const existing = await trx('users').where({ departmentId, ci: input.ci }).first();
    if (!existing) {
      const row = {
        ...data,
        departmentId,
        branchOfficeId,
        roleId: ROLE.STUDENT,
        ci: input.ci,
        status: 1,
        createdAt: nowIso(),
      };
      const [id] = await trx('users').insert(row);
      await audit(trx, {
        userId: actor.id,
        actor,
        entity: 'users',
        entityId: Number(id),
        action: 'create',
        after: { ...row, passwordHash: undefined },
      });
      return {
        type: INSERT_TYPE.CREATED,
        msg: 'Se registro el estudiante correctamente',
        data: presentStudent(await findStudent(trx, actor, Number(id))),
      };
    }
    if (existing.roleId !== ROLE.STUDENT) throw conflict('El ci pertenece a un usuario del personal del departamento');
    if (existing.branchOfficeId !== branchOfficeId) {
      const person = presentStudent(await findStudent(trx, actor, existing.id));
      return {
        type: INSERT_TYPE.OTHER_BRANCH,
        data: person,
        msg: `El estudiante ya esta registrado en la sucursal ${person.nombreSucursal}. ¿Desea transferirlo a esta sucursal?`,
      };
    }
    const reactivate = existing.status !== 1;
    await claimVersion(trx, 'users', existing.id);
    await trx('users')
      .where({ id: existing.id })
      .update({ ...data, status: 1 });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'users',
      entityId: existing.id,
      action: reactivate ? 'activate' : 'update',
      before: beforeOf(existing, { ...data, status: 1 }),
      after: { ...data, passwordHash: undefined, status: 1 },
    });
    return reactivate
      ? {
          type: INSERT_TYPE.REACTIVATED,
          msg: 'El estudiante estaba eliminado: se lo reactivo y se actualizaron sus datos',
          data: presentStudent(await findStudent(trx, actor, existing.id)),
        }
      : {
          type: INSERT_TYPE.UPDATED,
          msg: 'El estudiante ya estaba registrado: se actualizaron sus datos',
          data: presentStudent(await findStudent(trx, actor, existing.id)),
        };
  });
}

/** Edits a student; only role 1 moves a student between branches here (others use the transfer). */
export async function updateStudent(db: Knex, actor: Actor, id: number, input: StudentInput) {
  assertRole(actor, STAFF_ROLES);
  return inTransaction(db, async (trx) => {
    const before = await findStudent(trx, actor, id);
    await claimVersion(trx, 'users', id, input.version);
    const patch: Record<string, unknown> = {
      firstNames: input.names,
      lastNames: input.surnames,
      ci: input.ci,
      email: input.email ?? '',
      phone: input.phone,
      ...(await loginColumns(input)),
    };
    if (actor.roleId === ROLE.ADMIN && input.idBranchoffice)
      patch.branchOfficeId = await branchFor(trx, actor, before.departmentId, input.idBranchoffice);
    await trx('users').where({ id }).update(patch);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'users',
      entityId: id,
      action: 'update',
      before: beforeOf(before, patch),
      after: { ...patch, passwordHash: undefined },
    });
    return {
      type: 1,
      msg: 'Se actualizo el estudiante correctamente',
      data: presentStudent(await findStudent(trx, actor, id)),
    };
  });
}

/** Status of a student for the REST face (the documented face uses users/deleteUser of the users area). */
export async function setStudentState(db: Knex, actor: Actor, id: number, state: number, version?: number | null) {
  assertStateChange(actor, state);
  return inTransaction(db, async (trx) => {
    const before = await findStudent(trx, actor, id);
    if (before.roleId !== ROLE.STUDENT) throw forbidden();
    await claimVersion(trx, 'users', id, version);
    await trx('users').where({ id }).update({ status: state });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'users',
      entityId: id,
      action: state ? 'activate' : 'deactivate',
      before: { status: before.status },
      after: { status: state },
    });
    return {
      type: 1,
      msg: stateMessage(actor, state, 'el estudiante'),
      data: presentStudent(await findStudent(trx, actor, id)),
    };
  });
}
