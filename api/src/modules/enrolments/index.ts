import type { Knex } from 'knex';
import { notFound } from '../../http/errors.js';
import { documented } from '../../http/route.js';
import { validateBody } from '../../http/validate.js';
import type { Actor } from '../../http/session.js';
import { listInDepartment } from '../../rest/department-list.js';
import type { RestResource } from '../../rest/resource.js';
import { body, id, nullableInt, params, pathInt, state } from '../../schemas/fields.js';
import { findGroup } from '../groups/groups.service.js';
import { assertMayReadGroup, isTeacher, taughtGroupIds } from '../groups/teaching.js';
import { STAFF_ROLES } from '../../http/session.js';
import type { ModuleDeps } from '../deps.js';
import { enrolmentQuery, enrolStudent, getEnrolment, listGroupStudents, presentEnrolment, setEnrolmentState } from './enrolments.service.js';

const enrolBody = body({
  registrationDate: { type: ['string', 'null'], maxLength: 40, errorMessage: 'Ingrese una fecha' },
  idGroup: id('Seleccione un grupo'),
  idUser: id('Seleccione un estudiante'),
}, ['idGroup', 'idUser']);
const stateBody = body({ idGroup: id(), idUser: id(), state: state() }, ['idGroup', 'idUser', 'state']);

/** courses/… of spec 01 §7 and the `enrolments` REST resource. */
export function registerEnrolments({ router, db }: ModuleDeps): RestResource[] {
  const api = documented(router, '/courses');
  api.get('/selectCourseStudentsByIdGroup/:idGroup/:state', { params: params({ idGroup: pathInt(), state: nullableInt() }, ['idGroup']) },
    async ({ params: p, actor }) => listGroupStudents(db, actor, p.idGroup, p.state === 1));
  // The payments page's header and instalments: staff only.
  api.get('/selectStudentCourseByIdGroupAndIdUser/:idGroup/:idStudent', { roles: STAFF_ROLES, params: params({ idGroup: pathInt(), idStudent: pathInt() }) },
    async ({ params: p, actor }) => getEnrolment(db, actor, p.idGroup, p.idStudent));
  api.post('/insertCourseStudent', { body: enrolBody }, async ({ body: b, actor }) => enrolStudent(db, actor, b));
  api.put('/updateCourseStudent', { body: stateBody }, async ({ body: b, actor }) => setEnrolmentState(db, actor, b));
  return [enrolmentResource(db)];
}

const columns: Record<string, string> = {
  id: 'enrolments.id', idGrupoUsuario: 'enrolments.id', idGrupo: 'enrolments.groupId', groupId: 'enrolments.groupId',
  idUsuario: 'enrolments.studentId', studentId: 'enrolments.studentId', estado: 'enrolments.status', fechaInscripcion: 'enrolments.enrolledOn',
  ci: 'users.ci', nombres: 'users.firstNames', apellidos: 'users.lastNames', telefono: 'users.phone',
};

function enrolmentResource(db: Knex): RestResource {
  const byId = async (call: { actor: Actor }, enrolmentId: number) => {
    const row = await enrolmentQuery(db).where('enrolments.id', enrolmentId).first();
    if (!row) throw notFound();
    await findGroup(db, call.actor, row.groupId);
    await assertMayReadGroup(db, call.actor, row.groupId);
    return row;
  };
  return {
    name: 'enrolments',
    list: (call, query) => listInDepartment(call, query, {
      base: isTeacher(call.actor) ? enrolmentQuery(db).whereIn('enrolments.groupId', taughtGroupIds(db, call.actor.id)) : enrolmentQuery(db),
      department: 'semesters.departmentId', status: 'enrolments.status', columns,
      search: ['users.firstNames', 'users.lastNames', 'users.ci'], present: (row) => presentEnrolment(row, call.actor),
      sorts: { persona: ['users.lastNames', 'users.firstNames'] },
      parent: { filters: ['groupId', 'idGrupo'], find: (groupId) => findGroup(db, call.actor, groupId) },
    }),
    async getOne(call, enrolmentId) {
      const row = await byId(call, enrolmentId);
      return isTeacher(call.actor) ? presentEnrolment(row, call.actor) : getEnrolment(db, call.actor, row.groupId, row.studentId);
    },
    create: async (call, data) => (await enrolStudent(db, call.actor, validateBody(enrolBody, {
      idGroup: data.idGrupo ?? data.groupId, idUser: data.idUsuario ?? data.studentId, registrationDate: data.fechaInscripcion ?? null,
    }))).data,
    async update(call, enrolmentId, data) {
      const row = await byId(call, enrolmentId);
      if (data.estado !== 0 && data.estado !== 1) return presentEnrolment(row, call.actor);
      return (await setEnrolmentState(db, call.actor, { idGroup: row.groupId, idUser: row.studentId, state: data.estado })).data;
    },
    async remove(call, enrolmentId) {
      const row = await byId(call, enrolmentId);
      return (await setEnrolmentState(db, call.actor, { idGroup: row.groupId, idUser: row.studentId, state: 0 })).data;
    },
  };
}
