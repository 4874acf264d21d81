import type { Knex } from 'knex';
import { FIELD_MAX_LENGTH as MAX } from '../../../../domain/field-limits.js';
import { conflict, forbidden } from '../../http/errors.js';
import { documented } from '../../http/route.js';
import { readsOf } from '../../db/reads.js';
import { validateBody } from '../../http/validate.js';
import { listInDepartment } from '../../rest/department-list.js';
import { bodiesOf } from '../../rest/contract.js';
import { toggleOnly, type Column, type RestResource } from '../../rest/resource.js';
import { versionField, versionOf } from '../../lib/versioned.js';
import { body, id, nullableInt, optionalId, params, pathInt, text } from '../../schemas/fields.js';
import * as a from './students.answers.js';
import type { ModuleDeps } from '../deps.js';
import { isTeacher, taughtStudentIds, teachesStudent } from '../groups/teaching.queries.js';
import { STAFF_ROLES } from '../../http/session.js';
import {
  findStudent,
  insertStudent,
  INSERT_TYPE,
  listStudents,
  presentStudent,
  searchStudents,
  setStudentState,
  studentQuery,
  updateStudent,
  type StudentInput,
} from './students.service.js';

const PHONE = /^\d{8}(-\d{8})?$/;
const studentFields = {
  names: text({ required: 'Ingrese nombres', upper: true, max: MAX.names }),
  surnames: text({ required: 'Ingrese apellidos', upper: true, max: MAX.surnames }),
  ci: text({ required: 'Ingrese un ci', upper: true, max: MAX.ci }),
  // Spec 01 §5: the email rules exist but are not applied.
  email: text({ max: MAX.email }),
  phone: text({
    required: 'Ingrese un numero de telefono',
    pattern: [PHONE, 'Debe ingresar un formato correcto'],
    max: MAX.phone,
  }),
  idBranchoffice: { type: ['integer', 'null'], default: null, errorMessage: 'Seleccione una sucursal' },
  idRole: { type: ['integer', 'null'], enum: [6, null], default: 6, errorMessage: 'Datos no válidos.' },
  user: text({ raw: true, max: MAX.user }),
  pass: text({ raw: true, max: MAX.pass }),
  idDepartament: optionalId(),
  creationDate: text({ max: 40 }),
};
const required = ['names', 'surnames', 'ci', 'phone'];
const insertBody = body(studentFields, required);
const updateBody = body({ idStudent: id(), ...studentFields, version: versionField() }, ['idStudent', ...required]);
const text50 = { type: ['string', 'null'], maxLength: 50, errorMessage: 'Parámetro no válido.' };

/** users/…Student… of spec 01 §7 (the users area owns the other users/ paths) and the `students` REST resource. */
export function registerStudents({ router, db }: ModuleDeps): RestResource[] {
  const api = documented(router, '/users');
  const reads = readsOf(db);
  // The department's student directory is staff's (teachers read their groups' students elsewhere).
  api.get(
    '/selectStudents/:idDepartament/:state',
    {
      summary: 'Estudiantes del departamento (todos o solo los activos)',
      response: a.studentList,
      roles: STAFF_ROLES,
      params: params({ idDepartament: pathInt(), state: nullableInt() }, ['idDepartament']),
    },
    async ({ params: p, actor }) => listStudents(reads, actor, p.idDepartament, p.state === 1),
  );
  api.get(
    '/selectSearchStudent/:idDepartament/:idGroup/:names/:surnames/:ci',
    {
      summary: 'Busca estudiantes activos por nombre, apellido o ci (sin los ya inscritos en el grupo)',
      response: a.studentList,
      roles: STAFF_ROLES,
      params: params(
        { idDepartament: pathInt(), idGroup: nullableInt(), names: text50, surnames: text50, ci: text50 },
        ['idDepartament'],
      ),
    },
    async ({ params: p, actor }) =>
      searchStudents(reads, actor, {
        departmentId: p.idDepartament,
        groupId: p.idGroup,
        names: p.names,
        surnames: p.surnames,
        ci: p.ci,
      }),
  );
  api.post(
    '/insertStudent',
    {
      summary: 'Registra un estudiante (o actualiza, reactiva o avisa que está en otra sucursal)',
      response: a.studentWriteAnswer,
      roles: STAFF_ROLES,
      body: insertBody,
    },
    async ({ body: b, actor }) => insertStudent(db, actor, b),
  );
  api.put(
    '/updateStudent',
    { summary: 'Modifica un estudiante', response: a.studentWriteAnswer, roles: STAFF_ROLES, body: updateBody },
    async ({ body: b, actor }) => updateStudent(db, actor, b.idStudent, b),
  );
  return [studentResource(db)];
}

const columns: Record<string, Column> = {
  id: 'users.id',
  idUsuario: 'users.id',
  nombres: 'users.firstNames',
  apellidos: 'users.lastNames',
  ci: 'users.ci',
  telefono: 'users.phone',
  email: 'users.email',
  idSucursal: 'users.branchOfficeId',
  nombreSucursal: 'branchOffices.name',
  estado: 'users.status',
  // A student without a login reads usuario '' (presentPerson); it is stored as null.
  idRol: 'users.roleId',
  usuario: { column: 'users.username', toStored: (v) => (v === '' ? null : v) },
  idDepartamento: 'users.departmentId',
  version: 'users.version',
  qrCode: 'users.qrCode',
  avatar: 'users.avatarKey',
};

/** The record of /api/rest/students (presentStudent): a person without a role name, with the credential's QR and photo. */
const studentRecord = a.studentAnswer;

/** The fields of the student form on the REST face; a PUT changing none of them but `estado` is a status change. */
const FORM_FIELDS = ['nombres', 'apellidos', 'ci', 'telefono', 'email', 'idSucursal'];

/** The REST face sends the list's Spanish names; validated with the same rules and messages. */
function fromRest(data: Record<string, unknown>, extra: Record<string, unknown> = {}): StudentInput {
  return validateBody<StudentInput>(extra.idStudent ? updateBody : insertBody, {
    names: data.nombres,
    surnames: data.apellidos,
    ci: data.ci,
    email: data.email ?? '',
    phone: data.telefono,
    idBranchoffice: data.idSucursal ?? null,
    ...extra,
  });
}

function studentResource(db: Knex): RestResource {
  return {
    name: 'students',
    contract: {
      noun: 'el estudiante',
      record: studentRecord,
      fields: Object.keys(columns),
      ...bodiesOf(
        studentRecord,
        ['nombres', 'apellidos', 'ci', 'email', 'telefono', 'idSucursal', 'estado'],
        ['nombres', 'apellidos', 'ci', 'telefono'],
      ),
    },
    list: (call, query) =>
      listInDepartment(call, query, {
        base: isTeacher(call.actor)
          ? studentQuery(db).whereIn('users.id', taughtStudentIds(db, call.actor.id))
          : studentQuery(db),
        department: 'users.departmentId',
        status: 'users.status',
        columns,
        search: ['users.firstNames', 'users.lastNames', 'users.ci'],
        searchMode: 'prefix',
        lookupJoins: true,
        present: presentStudent,
      }),
    async getOne(call, studentId) {
      if (isTeacher(call.actor) && !(await teachesStudent(db, call.actor.id, studentId))) throw forbidden();
      return presentStudent(await findStudent(db, call.actor, studentId));
    },
    async create(call, data) {
      const result = await insertStudent(db, call.actor, { ...fromRest(data), idDepartament: call.departmentId });
      // The "exists in another branch" answer is a 409 on this face, still carrying the person for the transfer.
      if (result.type === INSERT_TYPE.OTHER_BRANCH)
        throw conflict(result.msg, { type: result.type, data: result.data });
      // Created, updated or reactivated: the msg says which (as the teachers' face does).
      return { ...result.data, msg: result.msg };
    },
    async update(call, studentId, data) {
      const current = presentStudent(await findStudent(db, call.actor, studentId));
      // The version is the one the client read (never the current one merged in), so a stale save is refused.
      const version = versionOf(data) ?? null;
      // A toggle alone (the list's Desactivar / Activar) is a status change, not an edit of the form's fields.
      if (toggleOnly(current, data, FORM_FIELDS))
        return (await setStudentState(db, call.actor, studentId, data.estado as number, version)).data;
      let out = (
        await updateStudent(
          db,
          call.actor,
          studentId,
          fromRest({ ...current, ...data }, { idStudent: studentId, version }),
        )
      ).data;
      if ((data.estado === 0 || data.estado === 1) && data.estado !== out.estado) {
        out = (await setStudentState(db, call.actor, studentId, data.estado)).data;
      }
      return out;
    },
    remove: async (call, studentId) => (await setStudentState(db, call.actor, studentId, 0)).data,
  };
}
