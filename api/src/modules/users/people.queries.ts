import type { Knex } from 'knex';
import { notFound, registerUniqueMessage } from '../../http/errors.js';
import { assertDepartment, type Actor } from '../../http/session.js';

/** Roles shown on the /user page (staff and teachers; students, role 6, have their own screens). */
export const STAFF_AND_TEACHER_ROLES = [1, 2, 3, 4, 5];
/** Roles of the staff itself: only role 1 administers them. */
export const STAFF_ONLY_ROLES = [1, 2];
/** Spec 02 §1: "roles 3 and 5 are also the ones searched as teachers". */
export const SEARCHED_TEACHER_ROLES = [3, 5];

// The users table is shared with the students area, which registers the same texts: keep them identical.
registerUniqueMessage(
  'uq_users_ci_department',
  'users',
  ['department_id', 'ci'],
  'Ya existe una persona registrada con ese ci en el departamento',
);
registerUniqueMessage('uq_users_username', 'users', ['username'], 'El nombre de usuario ya esta en uso');

type DbRow = Record<string, any>;

/**
 * The columns of a person that screens show, named so that reads of people never carry the password hash, the
 * session version or the creation instant into the app (a list of 25,000 students has no use for them).
 */
export const PERSON_READ = [
  'users.id',
  'users.departmentId',
  'users.branchOfficeId',
  'users.roleId',
  'users.firstNames',
  'users.lastNames',
  'users.ci',
  'users.email',
  'users.phone',
  'users.username',
  'users.status',
  'users.version',
] as const;

/** One person with branch and role names; never selects the password hash. */
export function peopleQuery(db: Knex | Knex.Transaction) {
  return db('users')
    .join('roles', 'roles.id', 'users.roleId')
    .leftJoin('branchOffices', 'branchOffices.id', 'users.branchOfficeId')
    .select(...PERSON_READ, 'branchOffices.name as branchName', 'roles.name as roleName');
}

/** API field → SQL column, the whitelist for REST sort and filter. */
export const PERSON_COLUMNS: Record<string, string> = {
  id: 'users.id',
  idUsuario: 'users.id',
  nombres: 'users.firstNames',
  apellidos: 'users.lastNames',
  ci: 'users.ci',
  email: 'users.email',
  telefono: 'users.phone',
  idSucursal: 'users.branchOfficeId',
  nombreSucursal: 'branchOffices.name',
  idRol: 'users.roleId',
  nombreRol: 'roles.name',
  usuario: 'users.username',
  estado: 'users.status',
};
export const PERSON_SEARCH = ['users.firstNames', 'users.lastNames', 'users.ci'];

/** The Spanish public shape of spec 02 §3 "Teacher/user" (without password), with `id` for react-admin. */
export function presentPerson(row: DbRow) {
  return {
    id: row.id as number,
    idUsuario: row.id as number,
    nombres: row.firstNames as string,
    apellidos: row.lastNames as string,
    nombreCompleto: `${row.firstNames} ${row.lastNames}`,
    ci: row.ci as string,
    email: row.email as string,
    telefono: row.phone as string,
    idSucursal: row.branchOfficeId as number | null,
    nombreSucursal: (row.branchName ?? '') as string,
    idRol: row.roleId as number,
    nombreRol: row.roleName as string,
    usuario: (row.username ?? '') as string,
    estado: row.status as number,
    idDepartamento: row.departmentId as number,
    version: row.version as number,
  };
}
export type Person = ReturnType<typeof presentPerson>;

/** Documented endpoints answer without react-admin's `id`. */
export const withoutId = ({ id: _id, ...rest }: Person) => rest;

/** Finds a person by id within the actor's reach; `roles` limits which kinds of person the caller may touch. */
export async function findPerson(
  db: Knex | Knex.Transaction,
  actor: Actor,
  id: number,
  roles?: number[],
  missing = 'No se encontro el usuario.',
) {
  const row = await peopleQuery(db).where('users.id', id).first();
  if (!row || (roles && !roles.includes(row.roleId))) throw notFound(missing);
  assertDepartment(actor, row.departmentId);
  return row as DbRow;
}

/** The noun used in messages about a person of this role. */
export function nounFor(roleId: number): string {
  if (roleId === 6) return 'el estudiante';
  if (roleId >= 3 && roleId <= 5) return 'el profesor';
  return 'el usuario';
}

/** Fields kept in audit rows: never a password or its hash. */
export function auditable(values: Record<string, unknown>) {
  const { passwordHash, ...rest } = values;
  return passwordHash === undefined ? rest : { ...rest, passwordChanged: true };
}
