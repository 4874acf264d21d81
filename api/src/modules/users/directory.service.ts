import { onlyActive } from '../../lib/status.js';
import { whereText } from '../../lib/search.js';
import type { Knex } from 'knex';
import { departmentFor, TEACHER_ROLES, type Actor } from '../../http/session.js';
import { peopleQuery, presentPerson, SEARCHED_TEACHER_ROLES, STAFF_AND_TEACHER_ROLES } from './people.queries.js';

/** Lists answer people ordered as the tables show them: surnames, then names. */
const ordered = (q: Knex.QueryBuilder) => q.orderBy('users.lastNames').orderBy('users.firstNames').orderBy('users.id');

/** Only role 1 sees inactive people (spec 01 §6); `active` null means both. */
function byStatus(q: Knex.QueryBuilder, actor: Actor, active: boolean | null) {
  onlyActive(q, 'users.status', actor);
  if (active !== null) q.where('users.status', active ? 1 : 0);
  return q;
}

/** GET users/selectUsers: staff and teachers (roles 1–5) of the department. */
export async function listUsers(db: Knex, actor: Actor, departmentId: number, active: boolean | null) {
  const q = peopleQuery(db)
    .where('users.departmentId', departmentFor(actor, departmentId))
    .whereIn('users.roleId', STAFF_AND_TEACHER_ROLES);
  return (await ordered(byStatus(q, actor, active))).map(presentPerson);
}

/** GET users/selectTeachers: teachers (roles 3–5) of the department. */
export async function listTeachers(db: Knex, actor: Actor, departmentId: number, active: boolean | null) {
  const q = peopleQuery(db)
    .where('users.departmentId', departmentFor(actor, departmentId))
    .whereIn('users.roleId', TEACHER_ROLES);
  return (await ordered(byStatus(q, actor, active))).map(presentPerson);
}

/** GET users/selectSearchUserByIdRole: active people of one or two roles (cashier and teacher pickers). */
export async function listByRoles(db: Knex, actor: Actor, departmentId: number, roles: number[]) {
  const wanted = roles.filter((r) => STAFF_AND_TEACHER_ROLES.includes(r));
  const q = peopleQuery(db)
    .where('users.departmentId', departmentFor(actor, departmentId))
    .whereIn('users.roleId', wanted)
    .where('users.status', 1);
  return (await ordered(q)).map(presentPerson);
}

/**
 * GET users/selectSearchTeacher/{dept}/{idTeacher}/{names}/{surnames}/{ci}: active teachers of roles 3 and 5.
 * `idTeacher` is the teacher being replaced (change-teacher dialogs) and is left out of the answer.
 * One client sends the last three segments as ci, surnames, names (spec 02 §7): the outer segment that
 * starts with a digit is taken as the ci, so both orders find the same teachers.
 */
export async function searchTeachers(
  db: Knex,
  actor: Actor,
  departmentId: number,
  filter: { idTeacher: number | null; names: string | null; surnames: string | null; ci: string | null },
) {
  let { names, ci } = filter;
  const looksLikeCi = (v: string | null) => !!v && /^\s*\d/.test(v);
  if (looksLikeCi(names) && !looksLikeCi(ci)) [names, ci] = [ci, names];
  const q = peopleQuery(db)
    .where('users.departmentId', departmentFor(actor, departmentId))
    .whereIn('users.roleId', SEARCHED_TEACHER_ROLES)
    .where('users.status', 1);
  if (filter.idTeacher) q.whereNot('users.id', filter.idTeacher);
  whereText(q, 'users.firstNames', names);
  whereText(q, 'users.lastNames', filter.surnames);
  whereText(q, 'users.ci', ci, 'prefixAnyCase');
  return (await ordered(q).limit(100)).map(presentPerson);
}

/** GET roles/selectTeacherRoles: the active teacher roles (3, 4, 5) for the teacher form. */
export async function listTeacherRoles(db: Knex) {
  const rows = await db('roles').whereIn('id', TEACHER_ROLES).where('status', 1).orderBy('id');
  return rows.map((r) => ({
    idRol: r.id as number,
    nombreRol: r.name as string,
    descripcion: r.description as string,
    estado: r.status as number,
  }));
}
