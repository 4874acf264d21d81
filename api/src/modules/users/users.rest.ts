import { onlyActive } from '../../lib/status.js';
import { badRequest, conflict } from '../../http/errors.js';
import { ADMIN_ONLY, assertRole, STAFF_ROLES, TEACHER_ROLES } from '../../http/session.js';
import { validateBody } from '../../http/validate.js';
import { pageQuery, type RestResource } from '../../rest/resource.js';
import { findPerson, PERSON_COLUMNS, PERSON_SEARCH, peopleQuery, presentPerson, STAFF_AND_TEACHER_ROLES } from './people.js';
import { EXISTS_IN_OTHER_BRANCH, insertTeacher, updateTeacher } from './teachers.service.js';
import { fromRestNames, restTeacherBody, restUserBody } from './users.schemas.js';
import { createUser, setUserState, updateUser, type PersonInput } from './users.service.js';

/** Fields of the user form on the REST face; a change to any of them is an edit, `estado` alone a toggle. */
const FORM_FIELDS = ['nombres', 'apellidos', 'ci', 'email', 'telefono', 'idSucursal', 'idRol', 'usuario'] as const;

function toInput(data: Record<string, unknown>, schema = restUserBody): PersonInput {
  // Validation trims and upper-cases in place, then the Spanish names become the form's request names.
  return fromRestNames(validateBody<Record<string, unknown>>(schema, data)) as unknown as PersonInput;
}

/** /api/rest/users: staff and teachers of the department (role 1 only). */
export const usersResource: RestResource = {
  name: 'users',
  async list(call, query) {
    assertRole(call.actor, ADMIN_ONLY);
    const base = peopleQuery(call.db).where('users.departmentId', call.departmentId).whereIn('users.roleId', STAFF_AND_TEACHER_ROLES);
    const { rows, total } = await pageQuery(base, query, PERSON_COLUMNS, PERSON_SEARCH);
    return { rows: rows.map(presentPerson), total };
  },
  async getOne(call, id) {
    assertRole(call.actor, ADMIN_ONLY);
    return presentPerson(await findPerson(call.db, call.actor, id, STAFF_AND_TEACHER_ROLES));
  },
  async create(call, data) {
    assertRole(call.actor, ADMIN_ONLY);
    return createUser(call.db, call.actor, { ...toInput({ ...data }), idDepartament: call.departmentId });
  },
  async update(call, id, data) {
    assertRole(call.actor, ADMIN_ONLY);
    const current: Record<string, unknown> = presentPerson(await findPerson(call.db, call.actor, id, STAFF_AND_TEACHER_ROLES));
    const edited = FORM_FIELDS.some((f) => f in data && data[f] !== current[f]) || !!data.password;
    const toggled = 'estado' in data && data.estado !== current.estado;
    // The whole body is checked before anything is written: a bad estado must not leave an edited surname behind.
    if (toggled && data.estado !== 0 && data.estado !== 1) throw badRequest('El estado debe ser 0 o 1.');
    let input: PersonInput | null = null;
    if (edited) {
      // react-admin sends the whole record; the names of the list (nombreRol, …) are ignored by the schema.
      const merged = { ...current, ...data };
      if (!merged.usuario) merged.usuario = null;
      input = toInput(merged);
    }
    return call.db.transaction(async (trx) => {
      let result = current;
      if (input) result = await updateUser(trx, call.actor, id, input);
      if (toggled) result = await setUserState(trx, call.actor, id, data.estado as number);
      return result as ReturnType<typeof presentPerson>;
    });
  },
  remove: (call, id) => setUserState(call.db, call.actor, id, 0),
};

/**
 * /api/rest/teachers: the /teacher page's list and form for roles 1 and 2 (role 2 sees active ones only and
 * registers in its own branch). A ci that belongs to a teacher of another branch answers 409 with type 3
 * and that teacher, so the page can offer the branch transfer (spec 02 §4).
 */
export const teachersResource: RestResource = {
  name: 'teachers',
  async list(call, query) {
    assertRole(call.actor, STAFF_ROLES);
    const base = peopleQuery(call.db).where('users.departmentId', call.departmentId).whereIn('users.roleId', TEACHER_ROLES);
    onlyActive(base, 'users.status', call.actor);
    const { rows, total } = await pageQuery(base, query, PERSON_COLUMNS, PERSON_SEARCH);
    return { rows: rows.map(presentPerson), total };
  },
  async getOne(call, id) {
    assertRole(call.actor, STAFF_ROLES);
    return presentPerson(await findPerson(call.db, call.actor, id, TEACHER_ROLES, 'No se encontro el profesor.'));
  },
  async create(call, data) {
    const input = toInput({ ...data, usuario: data.usuario || null }, restTeacherBody);
    const answer = await insertTeacher(call.db, call.actor, { ...input, idDepartament: call.departmentId });
    if (answer.type === EXISTS_IN_OTHER_BRANCH) throw conflict(answer.msg, { type: answer.type, data: answer.data });
    return { ...answer.data, id: Number(answer.data.idUsuario), msg: answer.msg };
  },
  async update(call, id, data) {
    const current: Record<string, unknown> = presentPerson(await findPerson(call.db, call.actor, id, TEACHER_ROLES, 'No se encontro el profesor.'));
    const toggled = 'estado' in data && data.estado !== current.estado;
    const edited = FORM_FIELDS.some((f) => f in data && data[f] !== current[f]);
    if (toggled && data.estado !== 0 && data.estado !== 1) throw badRequest('El estado debe ser 0 o 1.');
    const input = edited ? toInput({ ...current, ...data, usuario: data.usuario || current.usuario || null }, restTeacherBody) : null;
    return call.db.transaction(async (trx) => {
      let result = current;
      if (input) result = (await updateTeacher(trx as any, call.actor, { ...input, idTeacher: id })).data as Record<string, unknown>;
      if (toggled) result = await setUserState(trx, call.actor, id, data.estado as number);
      return { ...result, id } as ReturnType<typeof presentPerson>;
    });
  },
  remove: (call, id) => setUserState(call.db, call.actor, id, 0),
};
