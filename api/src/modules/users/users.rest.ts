import { onlyActive } from '../../lib/status.js';
import { badRequest } from '../../http/errors.js';
import { ADMIN_ONLY, assertRole, STAFF_ROLES, TEACHER_ROLES } from '../../http/session.js';
import { validateBody } from '../../http/validate.js';
import { pageQuery, type RestResource } from '../../rest/resource.js';
import { findPerson, PERSON_COLUMNS, PERSON_SEARCH, peopleQuery, presentPerson, STAFF_AND_TEACHER_ROLES } from './people.js';
import { fromRestNames, restUserBody } from './users.schemas.js';
import { createUser, setUserState, updateUser, type PersonInput } from './users.service.js';

/** Fields of the user form on the REST face; a change to any of them is an edit, `estado` alone a toggle. */
const FORM_FIELDS = ['nombres', 'apellidos', 'ci', 'email', 'telefono', 'idSucursal', 'idRol', 'usuario'] as const;

function toInput(data: Record<string, unknown>): PersonInput {
  // Validation trims and upper-cases in place, then the Spanish names become the form's request names.
  return fromRestNames(validateBody<Record<string, unknown>>(restUserBody, data)) as unknown as PersonInput;
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

/** /api/rest/teachers: read-only list of teachers (roles 3–5) for roles 1 and 2; role 2 sees active ones only. */
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
};
