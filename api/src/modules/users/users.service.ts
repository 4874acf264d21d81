import type { Knex } from 'knex';
import { bumpSessionVersion, forgetSessionUser } from '../../http/session-store.js';
import { badRequest, forbidden } from '../../http/errors.js';
import {
  ADMIN_ONLY,
  assertPerson,
  assertRole,
  departmentFor,
  ROLE,
  STAFF_ROLES,
  type Actor,
} from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/password.js';
import { nowIso } from '../../lib/time.js';
import { claimVersion } from '../../lib/versioned.js';
import {
  auditable,
  findPerson,
  peopleQuery,
  presentPerson,
  STAFF_AND_TEACHER_ROLES,
  STAFF_ONLY_ROLES,
} from './people.queries.js';
import { inTransaction } from '../../db/transaction.js';
import { endLinkOfDeactivated } from '../calendar-feed/feed-links.service.js';

/** The teacher/user form of spec 02 §3 and §5 (already trimmed and upper-cased by the schema). */
export interface PersonInput {
  names: string;
  surnames: string;
  ci: string;
  email: string;
  phone: string;
  idBranchoffice?: number | null;
  idRole: number;
  user?: string | null;
  pass?: string | null;
  password?: string | null;
  /** What the client believes is the current password; a new one is written only when it differs. */
  passwordBefore?: string | null;
  /** The version the form was read at; a stale one is refused (409). */
  version?: number | null;
}

type Db = Knex | Knex.Transaction;
type DbRow = Record<string, any>;

/** The login removes every space from the user name and password (spec 01 §5), so they are stored without. */
const cleanCredential = (value?: string | null) => (value ?? '').replace(/\s+/g, '') || null;

/** A branch office of the given department, or a 400 naming the problem. */
export async function branchOf(db: Db, departmentId: number, branchId?: number | null) {
  if (!branchId) throw badRequest('Seleccione una sucursal');
  const branch = await db('branchOffices').where({ id: branchId }).first();
  if (!branch) throw badRequest('Seleccione una sucursal');
  if (branch.departmentId !== departmentId) throw badRequest('La sucursal seleccionada pertenece a otro departamento.');
  return branch as { id: number; departmentId: number; name: string };
}

const personColumns = (input: PersonInput) => ({
  firstNames: input.names,
  lastNames: input.surnames,
  ci: input.ci,
  email: input.email,
  phone: input.phone,
  roleId: input.idRole,
});

/** Inserts a person (staff or teacher) and writes its audit row; credentials only when the caller may set them. */
export async function insertPerson(
  trx: Db,
  actor: Actor,
  departmentId: number,
  branchId: number,
  input: PersonInput,
  credentials: boolean,
) {
  assertPerson(actor);
  const values: Record<string, unknown> = {
    ...personColumns(input),
    departmentId,
    branchOfficeId: branchId,
    status: 1,
    createdAt: nowIso(),
  };
  if (credentials) {
    values.username = cleanCredential(input.user);
    const password = cleanCredential(input.pass ?? input.password);
    if (password) values.passwordHash = await hashPassword(password);
  }
  const [id] = await trx('users').insert(values);
  await audit(trx, {
    userId: actor.id,
    actor,
    entity: 'users',
    entityId: Number(id),
    action: 'create',
    after: auditable(values),
  });
  return presentPerson(await peopleQuery(trx).where('users.id', Number(id)).first());
}

/** Updates a person's form fields; `branch` and `credentials` say what this caller may change. */
export async function updatePerson(
  trx: Db,
  actor: Actor,
  target: DbRow,
  input: PersonInput,
  allow: { branch: boolean; credentials: boolean },
) {
  assertPerson(actor);
  if (target.id === actor.id && input.idRole !== target.roleId) throw badRequest('No puede cambiar su propio rol.');
  await claimVersion(trx, 'users', target.id, input.version);
  const values: Record<string, unknown> = personColumns(input);
  if (allow.branch) values.branchOfficeId = (await branchOf(trx, target.departmentId, input.idBranchoffice)).id;
  if (allow.credentials) {
    // A blank user name or password keeps the current one (role 2 and the list never see them).
    const username = cleanCredential(input.user);
    if (username && username !== target.username) values.username = username;
    const password = cleanCredential(input.password ?? input.pass);
    if (password && password !== input.passwordBefore) values.passwordHash = await hashPassword(password);
  }
  await trx('users').where({ id: target.id }).update(values);
  // A new role or password ends the person's sessions: an old token must not keep the old rights.
  if ((values.roleId !== undefined && values.roleId !== target.roleId) || values.passwordHash)
    await bumpSessionVersion(trx, target.id);
  await audit(trx, {
    userId: actor.id,
    actor,
    entity: 'users',
    entityId: target.id,
    action: 'update',
    before: presentPerson(target),
    after: auditable(values),
  });
  if (values.roleId !== undefined && values.roleId !== target.roleId) {
    // A role change is a row of its own, so the audit screen finds it by its action.
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'users',
      entityId: target.id,
      action: 'role',
      departmentId: target.departmentId,
      before: { roleId: target.roleId },
      after: { roleId: values.roleId },
    });
  }
  return presentPerson(await peopleQuery(trx).where('users.id', target.id).first());
}

/** POST users/insertUser: role 1 creates staff or teachers in the department it acts in. */
export async function createUser(db: Knex, actor: Actor, input: PersonInput & { idDepartament?: number | null }) {
  assertRole(actor, ADMIN_ONLY);
  const departmentId = departmentFor(actor, input.idDepartament ?? null);
  return inTransaction(db, async (trx) => {
    const branch = await branchOf(trx, departmentId, input.idBranchoffice);
    return insertPerson(trx, actor, departmentId, branch.id, input, true);
  });
}

/** PUT users/updateUser: role 1 edits staff or teachers; nobody changes their own role. */
export async function updateUser(db: Knex, actor: Actor, idUser: number, input: PersonInput) {
  assertRole(actor, ADMIN_ONLY);
  return inTransaction(db, async (trx) => {
    const target = await findPerson(trx, actor, idUser, STAFF_AND_TEACHER_ROLES);
    return updatePerson(trx, actor, target, input, { branch: true, credentials: true });
  });
}

/**
 * PUT users/deleteUser: the one status toggle for every person (staff, teachers, students).
 * Role 1 activates and deactivates anyone; role 2 only "deletes" (state 0) teachers and students of its
 * department, never staff; nobody deactivates themselves.
 */
export async function setUserState(db: Knex, actor: Actor, idUser: number, state: number, version?: number | null) {
  assertRole(actor, STAFF_ROLES);
  return inTransaction(db, async (trx) => {
    const target = await findPerson(trx, actor, idUser);
    // Students are records a key may manage; staff and teachers are users.
    if (target.roleId !== ROLE.STUDENT) assertPerson(actor);
    if (actor.roleId !== ROLE.ADMIN) {
      if (STAFF_ONLY_ROLES.includes(target.roleId))
        throw forbidden('No tiene permiso para eliminar usuarios administrativos.');
      if (state === 1) throw forbidden();
    }
    if (target.id === actor.id && state === 0) throw badRequest('No puede desactivar su propio usuario.');
    await claimVersion(trx, 'users', target.id, version);
    await trx('users').where({ id: target.id }).update({ status: state });
    // Deactivated: every session ends. Re-activated: nothing of the old sessions is valid anyway.
    await bumpSessionVersion(trx, target.id);
    if (state === 0) await endLinkOfDeactivated(trx, actor, target.id);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'users',
      entityId: target.id,
      action: state ? 'activate' : 'deactivate',
      before: { status: target.status },
      after: { status: state },
    });
    return presentPerson(await peopleQuery(trx).where('users.id', target.id).first());
  }).finally(() => forgetSessionUser(db, idUser));
}

/**
 * PUT users/updateTransferUser: moves a person to another branch of the SAME department (the answer to
 * "this ci exists in another branch" of insertTeacher / insertStudent). Role 2 moves teachers and students only.
 */
export async function transferUser(db: Knex, actor: Actor, idUser: number, idBranchoffice: number) {
  assertRole(actor, STAFF_ROLES);
  return inTransaction(db, async (trx) => {
    const target = await findPerson(trx, actor, idUser);
    if (target.roleId !== ROLE.STUDENT) assertPerson(actor);
    if (actor.roleId !== ROLE.ADMIN && STAFF_ONLY_ROLES.includes(target.roleId)) throw forbidden();
    const branch = await branchOf(trx, target.departmentId, idBranchoffice);
    await claimVersion(trx, 'users', target.id);
    await trx('users').where({ id: target.id }).update({ branchOfficeId: branch.id });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'users',
      entityId: target.id,
      action: 'transfer',
      before: { branchOfficeId: target.branchOfficeId },
      after: { branchOfficeId: branch.id },
    });
    return { person: presentPerson(await peopleQuery(trx).where('users.id', target.id).first()), branch };
  });
}
