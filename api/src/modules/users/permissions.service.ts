import type { Knex } from 'knex';
import { forgetSessionUser } from '../../http/session-store.js';
import { badRequest } from '../../http/errors.js';
import { ADMIN_ONLY, assertPerson, assertRole, ROLE, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { findPerson } from './people.queries.js';
import { inTransaction } from '../../db/transaction.js';

/*
 * Per-user module permissions (spec 01 §2: role 2 sees Asistencia only with module 1 assigned).
 * The session JWT carries the permissions read at login, so a change here applies at that user's
 * next login; tokens already issued keep the permissions they were signed with until they expire.
 */

/** GET users/selectModules */
export async function listModules(db: Knex, actor: Actor) {
  assertRole(actor, ADMIN_ONLY);
  const rows = await db('modules').select('id', 'name').orderBy('id');
  return rows.map((m) => ({ idModulo: m.id as number, nombreModulo: m.name as string }));
}

/** Only role-2 users have configurable permissions (spec 02 §6). */
async function staffTarget(db: Knex | Knex.Transaction, actor: Actor, idUser: number) {
  const target = await findPerson(db, actor, idUser);
  if (target.roleId !== ROLE.STAFF) throw badRequest('Solo se asignan permisos a usuarios administrativos.');
  return target;
}

function present(row: Record<string, any>) {
  const module = { idModulo: row.moduleId as number, nombreModulo: row.moduleName as string };
  return { idPermiso: row.id as number, ...module, module, asignado: Number(row.assigned) === 1 };
}

const permissionsOf = (db: Knex | Knex.Transaction, userId: number) =>
  db('userPermissions')
    .join('modules', 'modules.id', 'userPermissions.moduleId')
    .select('userPermissions.id', 'userPermissions.moduleId', 'userPermissions.assigned', 'modules.name as moduleName')
    .where('userPermissions.userId', userId)
    .orderBy('userPermissions.moduleId');

/** GET users/selectPermissionsUser: the modules given to a user, each assigned or not. */
export async function listPermissions(db: Knex, actor: Actor, idUser: number) {
  assertRole(actor, ADMIN_ONLY);
  const target = await findPerson(db, actor, idUser);
  return (await permissionsOf(db, target.id)).map(present);
}

/**
 * Sets a user's permission for a module (POST insertPermissionUser assigns, PUT updatePermissionUser toggles).
 * Idempotent: the row is unique per user and module (uq_user_permissions_user_module).
 */
export async function setPermission(db: Knex, actor: Actor, idUser: number, idModule: number, assigned: boolean) {
  assertRole(actor, ADMIN_ONLY);
  assertPerson(actor);
  return inTransaction(db, async (trx) => {
    const target = await staffTarget(trx, actor, idUser);
    const module = await trx('modules').where({ id: idModule }).first();
    if (!module) throw badRequest('Seleccione un módulo');
    const before = await trx('userPermissions').where({ userId: target.id, moduleId: idModule }).forUpdate().first();
    const value = assigned ? 1 : 0;
    await trx('userPermissions')
      .insert({ userId: target.id, moduleId: idModule, assigned: value })
      .onConflict(['userId', 'moduleId'])
      .merge({ assigned: value });
    const row = await permissionsOf(trx, target.id).where('userPermissions.moduleId', idModule).first();
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'user_permissions',
      entityId: row.id,
      action: 'permission',
      before: before ? { userId: target.id, moduleId: idModule, assigned: before.assigned } : null,
      after: { userId: target.id, moduleId: idModule, assigned: value },
    });
    return present(row);
  }).finally(() => forgetSessionUser(db, idUser)); // the user's next request already has the new permissions
}
