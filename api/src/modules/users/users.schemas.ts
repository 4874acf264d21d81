import { body, id, oneOf, optionalId, params, pathInt, nullableInt, state, text } from '../../schemas/fields.js';
import { FIELD_MAX_LENGTH as MAX } from '../../../../domain/field-limits.js';
import { versionField } from '../../lib/versioned.js';

type Schema = Record<string, unknown>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec 02 §5: user name and password have no rules; blank means "none" (create) or "keep" (update). */
const credential = (max: number): Schema => ({
  type: ['string', 'null'],
  maxLength: max,
  errorMessage: 'Datos no válidos.',
});

/** The teacher/user form fields of spec 02 §5, in form order so the first missing field is the one reported. */
function personFields(roles: number[]): Record<string, Schema> {
  return {
    names: text({ required: 'Ingrese nombres', upper: true, max: MAX.names }),
    surnames: text({ required: 'Ingrese apellidos', upper: true, max: MAX.surnames }),
    ci: text({ required: 'Ingrese un ci', max: MAX.ci }),
    email: text({ required: 'Ingrese un email', pattern: [EMAIL, 'Debe ingresar un email correcto'], max: MAX.email }),
    phone: text({
      required: 'Ingrese un numero de telefono',
      pattern: [/^\d+$/, 'Debe ingresar un telefono valido'],
      max: MAX.phone,
    }),
    idBranchoffice: { type: ['integer', 'null'], minimum: 1, errorMessage: 'Seleccione una sucursal' },
    idRole: oneOf(roles, 'Seleccione un rol'),
    user: credential(MAX.user),
    pass: credential(MAX.pass),
    password: credential(200),
    passwordBefore: credential(400),
  };
}

const PERSON_REQUIRED = ['names', 'surnames', 'ci', 'email', 'phone'];

export const insertUserBody = body({ ...personFields([1, 2, 3, 4, 5]), idDepartament: optionalId() }, [
  ...PERSON_REQUIRED,
  'idBranchoffice',
  'idRole',
]);
export const updateUserBody = body({ idUser: id(), ...personFields([1, 2, 3, 4, 5]), version: versionField() }, [
  'idUser',
  ...PERSON_REQUIRED,
  'idBranchoffice',
  'idRole',
]);
// Role 2 sends no branch (its own is used), so the branch is checked in the service for role 1.
export const insertTeacherBody = body({ ...personFields([3, 4, 5]), idDepartament: optionalId() }, [
  ...PERSON_REQUIRED,
  'idRole',
]);
export const updateTeacherBody = body({ idTeacher: id(), ...personFields([3, 4, 5]), version: versionField() }, [
  'idTeacher',
  ...PERSON_REQUIRED,
  'idRole',
]);

export const stateBody = body({ idUser: id(), state: state(), version: versionField() }, ['idUser', 'state']);
export const transferBody = body({ idUser: id(), idBranchoffice: id('Seleccione una sucursal') }, [
  'idUser',
  'idBranchoffice',
]);

/** REST face: the same rules under the Spanish names of the response. */
const REST_NAMES: Record<string, string> = {
  nombres: 'names',
  apellidos: 'surnames',
  ci: 'ci',
  email: 'email',
  telefono: 'phone',
  idSucursal: 'idBranchoffice',
  idRol: 'idRole',
  usuario: 'user',
  password: 'password',
};
const restFields = personFields([1, 2, 3, 4, 5]);
export const restUserBody = body(
  Object.fromEntries(Object.entries(REST_NAMES).map(([spanish, english]) => [spanish, restFields[english]])),
  ['nombres', 'apellidos', 'ci', 'email', 'telefono', 'idSucursal', 'idRol'],
);
const restTeacherFields = personFields([3, 4, 5]);
/** The teacher form on the REST face: a teacher role; role 2 sends no branch (its own is used). */
export const restTeacherBody = body(
  Object.fromEntries(Object.entries(REST_NAMES).map(([spanish, english]) => [spanish, restTeacherFields[english]])),
  ['nombres', 'apellidos', 'ci', 'email', 'telefono', 'idRol'],
);
export function fromRestNames(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(REST_NAMES)
      .filter(([spanish]) => spanish in data)
      .map(([spanish, english]) => [english, data[spanish]]),
  );
}

/** 'true' | 'false' | '1' | '0' | 'null' (all) in the path. */
const activeParam: Schema = {
  type: ['string', 'null'],
  enum: ['true', 'false', '1', '0', null],
  errorMessage: 'Parámetro no válido.',
};
export const activeFrom = (value: string | null) => (value === null ? null : value === 'true' || value === '1');

export const listParams = params({ idDepartament: pathInt(), active: activeParam });
export const byRoleParams = params({ idDepartament: pathInt(), role1: pathInt(), role2: nullableInt() });
const term: Schema = { type: ['string', 'null'], maxLength: 100, errorMessage: 'Parámetro no válido.' };
export const searchTeacherParams = params({
  idDepartament: pathInt(),
  idTeacher: nullableInt(),
  names: term,
  surnames: term,
  ci: term,
});

export const permissionUserParams = params({ idUser: pathInt() });
export const insertPermissionBody = body({ idUser: id(), idModule: id('Seleccione un módulo') }, [
  'idUser',
  'idModule',
]);
export const updatePermissionBody = body(
  {
    idUser: id(),
    idModule: id('Seleccione un módulo'),
    asign: { anyOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }], errorMessage: 'Datos no válidos.' },
  },
  ['idUser', 'idModule', 'asign'],
);
