import { onlyActive } from '../../lib/status.js';
import { badRequest, conflict } from '../../http/errors.js';
import { ADMIN_ONLY, assertRole, STAFF_ROLES, TEACHER_ROLES } from '../../http/session.js';
import { validateBody } from '../../http/validate.js';
import { versionField, versionOf } from '../../lib/versioned.js';
import { flag, int, named, nullable, obj, str, type JsonSchema } from '../../schemas/answers.js';
import { strip } from '../../schemas/openapi-parts.js';
import type { Knex } from 'knex';
import { pageQuery, type Column, type RestCall, type RestResource, type Row as RestRow } from '../../rest/resource.js';
import {
  findPerson,
  PERSON_COLUMNS,
  PERSON_SEARCH,
  peopleQuery,
  presentPerson,
  STAFF_AND_TEACHER_ROLES,
} from './people.queries.js';
import { EXISTS_IN_OTHER_BRANCH, insertTeacher, updateTeacher } from './teachers.service.js';
import { fromRestNames, restTeacherBody, restUserBody } from './users.schemas.js';
import { createUser, setUserState, updateUser, type PersonInput } from './users.service.js';
import { inTransaction } from '../../db/transaction.js';

/** Fields of the user form on the REST face; a change to any of them is an edit, `estado` alone a toggle. */
const FORM_FIELDS = ['nombres', 'apellidos', 'ci', 'email', 'telefono', 'idSucursal', 'idRol', 'usuario'] as const;
type Row = Record<string, unknown>;

function toInput(data: Record<string, unknown>, schema = restUserBody): PersonInput {
  // Validation trims and upper-cases in place, then the Spanish names become the form's request names.
  return fromRestNames(validateBody<Record<string, unknown>>(schema, data)) as unknown as PersonInput;
}

/** Sort and filter fields: the person's columns, and the stored null of a person without login as the '' it reads. */
const COLUMNS: Record<string, Column> = {
  ...PERSON_COLUMNS,
  usuario: { column: 'users.username', toStored: (v) => (v === '' ? null : v) },
  idDepartamento: 'users.departmentId',
  version: 'users.version',
};

/** The record of /api/rest/users and /api/rest/teachers (presentPerson). */
const personRecord = (title: string) =>
  named(
    title,
    obj({
      id: int(),
      idUsuario: int(),
      nombres: str(),
      apellidos: str(),
      nombreCompleto: str(),
      ci: str(),
      email: str(),
      telefono: str(),
      idSucursal: nullable(int()),
      nombreSucursal: str(),
      idRol: int(),
      nombreRol: str(),
      usuario: str(),
      estado: flag(),
      idDepartamento: int(),
      version: int(),
    }),
  );

/** The create body as validated; an update may leave out any field (it keeps its value) and names the version it read. */
function bodies(schema: typeof restUserBody) {
  const create = strip(schema) as JsonSchema;
  const { required: _required, ...update } = create;
  const properties = { ...(update.properties as object), estado: flag(), version: strip(versionField()) };
  return { create, update: { ...update, properties } };
}

interface PersonFace {
  name: string;
  /** Title of its record in the OpenAPI document, and the noun of its summaries. */
  title: string;
  noun: string;
  /** Roles that may use the resource. */
  may: readonly number[];
  /** Roles of the people it lists. */
  roles: number[];
  missing?: string;
  schema: typeof restUserBody;
  create: (call: RestCall, input: PersonInput) => Promise<RestRow>;
  /** Writes an edit inside the update's transaction and answers the record. */
  update: (trx: Knex.Transaction, call: RestCall, id: number, input: PersonInput) => Promise<Row>;
}

/**
 * A list of people of the department over the REST face: list (other roles than 1 see active ones only), read,
 * create, edit and toggle. An update validates the whole body before it writes anything, then edits and
 * toggles in one transaction.
 */
function personResource(face: PersonFace): RestResource {
  const find = (call: RestCall, id: number) => findPerson(call.db, call.actor, id, face.roles, face.missing);
  return {
    name: face.name,
    contract: {
      noun: face.noun,
      record: personRecord(face.title),
      fields: Object.keys(COLUMNS),
      ...bodies(face.schema),
    },
    async list(call, query) {
      assertRole(call.actor, face.may);
      const base = peopleQuery(call.db)
        .where('users.departmentId', call.departmentId)
        .whereIn('users.roleId', face.roles);
      onlyActive(base, 'users.status', call.actor);
      const { rows, total } = await pageQuery(base, query, COLUMNS, { search: PERSON_SEARCH, lookupJoins: true });
      return { rows: rows.map(presentPerson), total };
    },
    async getOne(call, id) {
      assertRole(call.actor, face.may);
      return presentPerson(await find(call, id));
    },
    async create(call, data) {
      assertRole(call.actor, face.may);
      return face.create(call, toInput({ ...data, usuario: data.usuario || null }, face.schema));
    },
    async update(call, id, data) {
      assertRole(call.actor, face.may);
      const current: Row = presentPerson(await find(call, id));
      const edited = FORM_FIELDS.some((f) => f in data && data[f] !== current[f]) || !!data.password;
      const toggled = 'estado' in data && data.estado !== current.estado;
      // The whole body is checked before anything is written: a bad estado must not leave an edited surname behind.
      if (toggled && data.estado !== 0 && data.estado !== 1) throw badRequest('El estado debe ser 0 o 1.');
      // react-admin sends the whole record; the names of the list (nombreRol, …) are ignored by the schema.
      const merged = { ...current, ...data };
      const version = versionOf(data);
      const input = edited
        ? { ...toInput({ ...merged, usuario: merged.usuario || null }, face.schema), version }
        : null;
      return inTransaction(call.db, async (trx) => {
        let result = current;
        if (input) result = await face.update(trx, call, id, input);
        if (toggled)
          result = await setUserState(trx, call.actor, id, data.estado as number, input ? undefined : version);
        return { ...result, id };
      });
    },
    // A record of another kind (a teacher id on /users, an administrator on /teachers) is not found, not refused.
    async remove(call, id) {
      assertRole(call.actor, face.may);
      await find(call, id);
      return setUserState(call.db, call.actor, id, 0);
    },
  };
}

/** /api/rest/users: staff and teachers of the department (role 1 only). */
export const usersResource = personResource({
  name: 'users',
  title: 'Usuario',
  noun: 'el usuario',
  may: ADMIN_ONLY,
  roles: STAFF_AND_TEACHER_ROLES,
  schema: restUserBody,
  create: (call, input) => createUser(call.db, call.actor, { ...input, idDepartament: call.departmentId }),
  update: (trx, call, id, input) => updateUser(trx, call.actor, id, input),
});

/**
 * /api/rest/teachers: the /teacher page's list and form for roles 1 and 2 (role 2 sees active ones only and
 * registers in its own branch). A ci that belongs to a teacher of another branch answers 409 with type 3
 * and that teacher, so the page can offer the branch transfer (spec 02 §4).
 */
export const teachersResource = personResource({
  name: 'teachers',
  title: 'Docente',
  noun: 'el docente',
  may: STAFF_ROLES,
  roles: TEACHER_ROLES,
  missing: 'No se encontro el profesor.',
  schema: restTeacherBody,
  async create(call, input) {
    const answer = await insertTeacher(call.db, call.actor, { ...input, idDepartament: call.departmentId });
    if (answer.type === EXISTS_IN_OTHER_BRANCH) throw conflict(answer.msg, { type: answer.type, data: answer.data });
    return { ...answer.data, id: Number(answer.data.idUsuario) };
  },
  update: async (trx, call, id, input) =>
    (await updateTeacher(trx as unknown as Knex, call.actor, { ...input, idTeacher: id })).data,
});
