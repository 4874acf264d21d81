import type { Knex } from 'knex';
import { hashPassword } from '../../lib/password.js';

/** Fixed demo logins (README) and a handful of teachers per department. */
export const DEMO_LOGINS = [
  {
    username: 'admin',
    password: 'Admin2024!',
    roleId: 1,
    firstNames: 'MARIA ELENA',
    lastNames: 'QUISPE MAMANI',
    ci: '4789123',
  },
  {
    username: 'cajero',
    password: 'Cajero2024!',
    roleId: 2,
    firstNames: 'JUAN CARLOS',
    lastNames: 'CONDORI LIMACHI',
    ci: '6012345',
  },
  {
    username: 'docente',
    password: 'Docente2024!',
    roleId: 3,
    firstNames: 'ROBERTO',
    lastNames: 'FERNANDEZ CHOQUE',
    ci: '5123987',
  },
];

const TEACHERS: Array<[string, string, number]> = [
  ['ANA LUCIA', 'VARGAS PAREDES', 3],
  ['LUIS ALBERTO', 'MAMANI TICONA', 5],
  ['CARLA', 'GUTIERREZ ROJAS', 3],
  ['JORGE', 'APAZA HUANCA', 4],
  ['PATRICIA', 'SALAZAR ORTIZ', 5],
];

export const FIRST_NAMES = [
  'JOSE',
  'MARIA',
  'LUIS',
  'ANA',
  'CARLOS',
  'ROSA',
  'JUAN',
  'CARMEN',
  'DIEGO',
  'LUCIA',
  'MIGUEL',
  'SOFIA',
  'ANDRES',
  'VALERIA',
  'JORGE',
  'DANIELA',
  'FERNANDO',
  'GABRIELA',
  'RODRIGO',
  'PAOLA',
  'MARCO',
  'NATALIA',
  'OSCAR',
  'CAMILA',
];
export const LAST_NAMES = [
  'MAMANI',
  'QUISPE',
  'CONDORI',
  'CHOQUE',
  'FLORES',
  'LOPEZ',
  'GUTIERREZ',
  'VARGAS',
  'ROJAS',
  'APAZA',
  'TICONA',
  'HUANCA',
  'LIMACHI',
  'ROMERO',
  'SALAZAR',
  'PAREDES',
  'MENDOZA',
  'CRUZ',
  'TORREZ',
  'ALIAGA',
];

export async function seedDemoPeople(db: Knex, now: string): Promise<void> {
  const lapaz = await db('departments').where({ name: 'LA PAZ' }).first();
  const lapazBranch = await db('branchOffices').where({ departmentId: lapaz.id }).orderBy('id').first();
  for (const login of DEMO_LOGINS) {
    const [userId] = await db('users').insert({
      departmentId: lapaz.id,
      branchOfficeId: lapazBranch.id,
      roleId: login.roleId,
      firstNames: login.firstNames,
      lastNames: login.lastNames,
      ci: login.ci,
      email: `${login.username}@instituto.edu.bo`,
      phone: '71234567',
      username: login.username,
      passwordHash: await hashPassword(login.password),
      status: 1,
      createdAt: now,
    });
    // The cashier may take attendance (spec 01: Asistencia for role 2 with module 1 assigned).
    if (login.roleId === 2) await db('userPermissions').insert({ userId, moduleId: 1, assigned: 1 });
  }
  const departments = await db('departments').orderBy('id');
  let ci = 5200000;
  for (const department of departments) {
    const branch = await db('branchOffices').where({ departmentId: department.id }).orderBy('id').first();
    await db('users').insert(
      TEACHERS.map(([firstNames, lastNames, roleId]) => ({
        departmentId: department.id,
        branchOfficeId: branch.id,
        roleId,
        firstNames,
        lastNames,
        ci: String(ci++),
        email: `${firstNames.split(' ')[0].toLowerCase()}.${department.id}@instituto.edu.bo`,
        phone: '76543210',
        status: 1,
        createdAt: now,
      })),
    );
  }
}
