import { stateVerb } from '../../lib/status.js';
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { documented } from '../../http/route.js';
import { ADMIN_ONLY, STAFF_ROLES } from '../../http/session.js';
import { listByRoles, listTeacherRoles, listTeachers, listUsers, searchTeachers } from './directory.service.js';
import { nounFor, withoutId } from './people.queries.js';
import { listModules, listPermissions, setPermission } from './permissions.service.js';
import { insertTeacher, updateTeacher } from './teachers.service.js';
import { createUser, setUserState, transferUser, updateUser } from './users.service.js';
import * as s from './users.schemas.js';
import * as a from './users.answers.js';
import { list } from '../../schemas/answers.js';
import type { ModuleDeps } from '../deps.js';
import { teachersResource, usersResource } from './users.rest.js';

/** Documented endpoints of spec 01 §7 and spec 02 §7 for staff users, teachers and permissions. */
function mountUserRoutes(router: Router, db: Knex): void {
  const users = documented(router, '/users');

  users.get(
    '/selectUsers/:idDepartament/:active',
    {
      summary: 'Usuarios y docentes del departamento (activos, inactivos o todos)',
      response: a.personList,
      params: s.listParams,
      roles: ADMIN_ONLY,
    },
    async ({ params, actor }) =>
      (await listUsers(db, actor, params.idDepartament, s.activeFrom(params.active))).map(withoutId),
  );

  users.post(
    '/insertUser',
    {
      summary: 'Registra un usuario o docente',
      response: a.personWriteAnswer(),
      body: s.insertUserBody,
      roles: ADMIN_ONLY,
    },
    async ({ body, actor }) => {
      const data = await createUser(db, actor, body);
      return { msg: 'Se registro el usuario correctamente', type: 1, data: withoutId(data) };
    },
  );

  users.put(
    '/updateUser',
    {
      summary: 'Modifica un usuario o docente',
      response: a.personWriteAnswer(),
      body: s.updateUserBody,
      roles: ADMIN_ONLY,
    },
    async ({ body, actor }) => {
      const data = await updateUser(db, actor, body.idUser, body);
      return { msg: 'Se actualizo el usuario correctamente', type: 1, data: withoutId(data) };
    },
  );

  users.put(
    '/deleteUser',
    {
      summary: 'Da de baja o reactiva a una persona',
      response: a.personWriteAnswer(),
      body: s.stateBody,
      roles: STAFF_ROLES,
    },
    async ({ body, actor }) => {
      const data = await setUserState(db, actor, body.idUser, body.state, body.version);
      // Spec 01 §8: for non-admins the same call is a deletion ('Se elimino el estudiante').
      const verb = stateVerb(actor, body.state);
      return { msg: `Se ${verb} ${nounFor(data.idRol)}`, type: 1, data: withoutId(data) };
    },
  );

  users.put(
    '/updateTransferUser',
    {
      summary: 'Transfiere a una persona a otra sucursal del departamento',
      response: a.personWriteAnswer(),
      body: s.transferBody,
      roles: STAFF_ROLES,
    },
    async ({ body, actor }) => {
      const { person, branch } = await transferUser(db, actor, body.idUser, body.idBranchoffice);
      return {
        msg: `Se transfirio ${nounFor(person.idRol)} a la sucursal ${branch.name}`,
        type: 1,
        data: withoutId(person),
      };
    },
  );

  users.get(
    '/selectTeachers/:idDepartament/:active',
    {
      summary: 'Docentes del departamento (activos, inactivos o todos)',
      response: a.personList,
      params: s.listParams,
      roles: STAFF_ROLES,
    },
    async ({ params, actor }) =>
      (await listTeachers(db, actor, params.idDepartament, s.activeFrom(params.active))).map(withoutId),
  );

  users.post(
    '/insertTeacher',
    {
      summary: 'Registra un docente (o avisa que ya existe en otra sucursal)',
      response: a.personWriteAnswer(),
      body: s.insertTeacherBody,
      roles: STAFF_ROLES,
    },
    async ({ body, actor }) => insertTeacher(db, actor, body),
  );

  users.put(
    '/updateTeacher',
    { summary: 'Modifica un docente', response: a.personWriteAnswer(), body: s.updateTeacherBody, roles: STAFF_ROLES },
    async ({ body, actor }) => updateTeacher(db, actor, body),
  );

  // GET users/selectUserById lives in the payments area (its page header is the one caller).

  users.get(
    '/selectSearchUserByIdRole/:idDepartament/:role1/:role2',
    {
      summary: 'Personas activas de uno o dos roles',
      response: a.personList,
      params: s.byRoleParams,
      roles: STAFF_ROLES,
    },
    async ({ params, actor }) =>
      (
        await listByRoles(
          db,
          actor,
          params.idDepartament,
          [params.role1, params.role2].filter((r): r is number => r !== null),
        )
      ).map(withoutId),
  );

  users.get(
    '/selectSearchTeacher/:idDepartament/:idTeacher/:names/:surnames/:ci',
    {
      summary: 'Busca docentes activos por nombre, apellido o ci',
      response: a.personList,
      params: s.searchTeacherParams,
      roles: STAFF_ROLES,
    },
    async ({ params, actor }) => (await searchTeachers(db, actor, params.idDepartament, params)).map(withoutId),
  );

  // Permissions (spec 01 §7 "Also defined"; payloads designed here: spec 02 §3 Permission, §5 'Seleccione un módulo').
  users.get(
    '/selectModules',
    { summary: 'Módulos a los que se dan permisos', response: list(a.moduleAnswer), roles: ADMIN_ONLY },
    async ({ actor }) => listModules(db, actor),
  );

  users.get(
    '/selectPermissionsUser',
    {
      summary: 'Permisos de un usuario (idUser en la consulta)',
      response: list(a.permissionAnswer),
      query: s.permissionUserParams,
      roles: ADMIN_ONLY,
    },
    async ({ query, actor }) => listPermissions(db, actor, query.idUser),
  );
  users.get(
    '/selectPermissionsUser/:idUser',
    {
      summary: 'Permisos de un usuario',
      response: list(a.permissionAnswer),
      params: s.permissionUserParams,
      roles: ADMIN_ONLY,
    },
    async ({ params, actor }) => listPermissions(db, actor, params.idUser),
  );

  users.post(
    '/insertPermissionUser',
    {
      summary: 'Asigna un módulo a un usuario',
      response: a.permissionWriteAnswer,
      body: s.insertPermissionBody,
      roles: ADMIN_ONLY,
    },
    async ({ body, actor }) => {
      const data = await setPermission(db, actor, body.idUser, body.idModule, true);
      return { msg: 'Se asigno el permiso correctamente', type: 1, data };
    },
  );

  users.put(
    '/updatePermissionUser',
    {
      summary: 'Asigna o quita un módulo a un usuario',
      response: a.permissionWriteAnswer,
      body: s.updatePermissionBody,
      roles: ADMIN_ONLY,
    },
    async ({ body, actor }) => {
      const assigned = body.asign === true || body.asign === 1;
      const data = await setPermission(db, actor, body.idUser, body.idModule, assigned);
      return {
        msg: assigned ? 'Se asigno el permiso correctamente' : 'Se quito el permiso correctamente',
        type: 1,
        data,
      };
    },
  );

  const roles = documented(router, '/roles');
  roles.get(
    '/selectTeacherRoles',
    { summary: 'Roles de docente activos', response: list(a.teacherRoleAnswer) },
    async () => listTeacherRoles(db),
  );
}

/** Staff users, teachers and module permissions: documented endpoints and the users / teachers REST resources. */
export function registerUsers({ router, db }: ModuleDeps) {
  mountUserRoutes(router, db);
  return [usersResource, teachersResource];
}
