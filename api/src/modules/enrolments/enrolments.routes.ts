import type { Knex } from 'knex';
import { notFound } from '../../http/errors.js';
import { documented } from '../../http/route.js';
import { validateBody } from '../../http/validate.js';
import type { Actor } from '../../http/session.js';
import { listInDepartment } from '../../rest/department-list.js';
import type { RestResource } from '../../rest/resource.js';
import { body, id, nullableInt, params, pathInt, state } from '../../schemas/fields.js';
import { findGroup } from '../groups/groups.service.js';
import { assertMayReadGroup, isTeacher, taughtGroupIds } from '../groups/teaching.queries.js';
import { assertRole, ROLE, STAFF_ROLES } from '../../http/session.js';
import * as a from './enrolments.answers.js';
import { bodiesOf } from '../../rest/contract.js';
import { list, named, obj } from '../../schemas/answers.js';
import type { ModuleDeps } from '../deps.js';
import {
  enrolmentQuery,
  enrolStudent,
  getEnrolment,
  listGroupStudents,
  presentEnrolment,
  setEnrolmentState,
  updateEnrolment,
} from './enrolments.service.js';
import { versionOf } from '../../lib/versioned.js';
import { GROUP_STUDENTS_MAX } from '../../../../domain/rest-face.js';

const enrolBody = body(
  {
    registrationDate: { type: ['string', 'null'], maxLength: 40, errorMessage: 'Ingrese una fecha' },
    idGroup: id('Seleccione un grupo'),
    idUser: id('Seleccione un estudiante'),
  },
  ['idGroup', 'idUser'],
);
const stateBody = body({ idGroup: id(), idUser: id(), state: state() }, ['idGroup', 'idUser', 'state']);

/** courses/… of spec 01 §7 and the `enrolments` REST resource. */
export function registerEnrolments({ router, db }: ModuleDeps): RestResource[] {
  const api = documented(router, '/courses');
  api.get(
    '/selectCourseStudentsByIdGroup/:idGroup/:state',
    {
      summary: 'Estudiantes inscritos en un grupo (todos o solo los activos)',
      response: list(a.enrolmentAnswer),
      params: params({ idGroup: pathInt(), state: nullableInt() }, ['idGroup']),
    },
    async ({ params: p, actor }) => listGroupStudents(db, actor, p.idGroup, p.state === 1),
  );
  // The payments page's header and instalments: staff only.
  api.get(
    '/selectStudentCourseByIdGroupAndIdUser/:idGroup/:idStudent',
    {
      summary: 'La inscripción de un estudiante en un grupo con sus mensualidades',
      response: a.enrolmentWithInstalments,
      roles: STAFF_ROLES,
      params: params({ idGroup: pathInt(), idStudent: pathInt() }),
    },
    async ({ params: p, actor }) => getEnrolment(db, actor, p.idGroup, p.idStudent),
  );
  api.post(
    '/insertCourseStudent',
    {
      summary: 'Inscribe a un estudiante en un grupo y crea sus mensualidades',
      response: a.enrolmentWriteAnswer,
      body: enrolBody,
    },
    async ({ body: b, actor }) => enrolStudent(db, actor, b),
  );
  api.put(
    '/updateCourseStudent',
    { summary: 'Da de baja o reactiva una inscripción', response: a.enrolmentWriteAnswer, body: stateBody },
    async ({ body: b, actor }) => setEnrolmentState(db, actor, b),
  );
  return [enrolmentResource(db)];
}

const columns: Record<string, string> = {
  id: 'enrolments.id',
  idGrupoUsuario: 'enrolments.id',
  idGrupo: 'enrolments.groupId',
  groupId: 'enrolments.groupId',
  idUsuario: 'enrolments.studentId',
  studentId: 'enrolments.studentId',
  estado: 'enrolments.status',
  fechaInscripcion: 'enrolments.enrolledOn',
  version: 'enrolments.version',
  ci: 'users.ci',
  nombres: 'users.firstNames',
  apellidos: 'users.lastNames',
  telefono: 'users.phone',
  email: 'users.email',
  idSucursal: 'users.branchOfficeId',
  avatar: 'users.avatarKey',
  estadoEstudiante: 'users.status',
  nombreGrupo: 'classGroups.name',
  nombreSemestre: 'semesters.name',
};
/** The check-in code is role 1's (presentEnrolment): only role 1 may filter on it. */
const adminColumns = { ...columns, qrCode: 'enrolments.qrCode' };

/**
 * The record of /api/rest/enrolments: the student in the group; role 1 also reads the check-in code, and staff
 * reading one enrolment its instalments (getEnrolment; a list row leaves them out).
 */
const enrolmentRecord = named(
  'InscripcionConMensualidades',
  obj({ ...a.enrolmentFields, mensualidades: list(a.instalmentAnswer) }, ['qrCode', 'mensualidades']),
);

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
    maxPage: GROUP_STUDENTS_MAX,
    contract: {
      noun: 'la inscripción',
      record: enrolmentRecord,
      fields: Object.keys(adminColumns),
      sorts: ['persona'],
      ...bodiesOf(enrolmentRecord, ['idGrupo', 'idUsuario', 'fechaInscripcion', 'estado'], ['idGrupo', 'idUsuario']),
    },
    list: (call, query) =>
      listInDepartment(call, query, {
        base: isTeacher(call.actor)
          ? enrolmentQuery(db).whereIn('enrolments.groupId', taughtGroupIds(db, call.actor.id))
          : enrolmentQuery(db),
        department: 'semesters.departmentId',
        status: 'enrolments.status',
        columns: call.actor.roleId === ROLE.ADMIN ? adminColumns : columns,
        search: ['users.firstNames', 'users.lastNames', 'users.ci'],
        present: (row) => presentEnrolment(row, call.actor),
        sorts: { persona: ['users.lastNames', 'users.firstNames'] },
        parent: { filters: ['groupId', 'idGrupo'], find: (groupId) => findGroup(db, call.actor, groupId) },
      }),
    async getOne(call, enrolmentId) {
      const row = await byId(call, enrolmentId);
      return isTeacher(call.actor)
        ? presentEnrolment(row, call.actor)
        : getEnrolment(db, call.actor, row.groupId, row.studentId);
    },
    create: async (call, data) =>
      (
        await enrolStudent(
          db,
          call.actor,
          validateBody(enrolBody, {
            idGroup: data.idGrupo ?? data.groupId,
            idUser: data.idUsuario ?? data.studentId,
            registrationDate: data.fechaInscripcion ?? null,
          }),
        )
      ).data,
    async update(call, enrolmentId, data) {
      // The enrolment's own fields (date, estado); the rest is the student's and the group's (read-only here).
      const row = await byId(call, enrolmentId);
      return updateEnrolment(db, call.actor, row.id, {
        registrationDate: data.fechaInscripcion,
        state: data.estado,
        version: versionOf(data),
      });
    },
    async remove(call, enrolmentId) {
      assertRole(call.actor, STAFF_ROLES);
      const row = await byId(call, enrolmentId);
      return (await setEnrolmentState(db, call.actor, { idGroup: row.groupId, idUser: row.studentId, state: 0 })).data;
    },
  };
}
