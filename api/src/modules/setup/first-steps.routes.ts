import type { Knex } from 'knex';
import type { FirstStepsState } from '../../../../domain/first-steps.js';
import { documented } from '../../http/route.js';
import { departmentFor, ROLE, type Actor } from '../../http/session.js';
import { bool, obj } from '../../schemas/answers.js';
import { params, pathInt } from '../../schemas/fields.js';
import type { ModuleDeps } from '../deps.js';

/** One cheap question per step: does a first row exist (each an indexed lookup that stops at one row). */
async function firstSteps(db: Knex, actor: Actor, requested: number): Promise<FirstStepsState> {
  const departmentId = departmentFor(actor, requested);
  const any = (q: Knex.QueryBuilder) => q.first(db.raw('1 as found')).then((row: unknown) => Boolean(row));
  const semesters = db('semesters').where({ departmentId }).select('id');
  const [sucursal, tiposPago, semestre, grupo, estudiantes, caja, primerCobro] = await Promise.all([
    any(db('branchOffices').where({ departmentId, status: 1 })),
    any(db('paymentTypes').where({ departmentId, status: 1 })),
    any(db('semesters').where({ departmentId })),
    any(db('classGroups').whereIn('semesterId', semesters)),
    any(db('users').where({ departmentId, roleId: ROLE.STUDENT })),
    any(db('cashShifts').where({ departmentId })),
    // A payment taken at the counter: imported ones were paid before the app.
    any(db('payments').where({ departmentId, imported: 0 })),
  ]);
  return { sucursal, tiposPago, semestre, grupo, estudiantes, caja, primerCobro };
}

const answer = obj({
  sucursal: bool(),
  tiposPago: bool(),
  semestre: bool(),
  grupo: bool(),
  estudiantes: bool(),
  caja: bool(),
  primerCobro: bool(),
});

export function registerFirstSteps({ router, db }: ModuleDeps): void {
  documented(router, '/setup').get(
    '/firstSteps/:idDepartament',
    {
      summary: "'Primeros pasos' del departamento: qué pasos ya están hechos, según sus datos",
      response: answer,
      roles: [ROLE.ADMIN],
      params: params({ idDepartament: pathInt() }),
    },
    async ({ params: p, actor }) => firstSteps(db, actor, p.idDepartament),
  );
}
