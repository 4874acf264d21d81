import type { Knex } from 'knex';
import { badRequest, notFound } from '../../http/errors.js';
import { assertRole, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { findIncome, incomes, insertIncome, updateIncomeFields, type IncomeInput } from './incomes.service.js';
import { incomeTypeFor, KIND, levelFields, levelFor, personFields, teacherFor } from './lookups.queries.js';

export interface PracticeInput extends IncomeInput {
  idTeacher: number;
  idLevel: number;
}

export interface PracticeUpdate extends PracticeInput {
  idIngress: number;
  idPracticeTeacher: number;
}

/** The spec reuses the 'Ingrese un Tipo' rule for the practice form's Nivel (spec 02 §5). */
const LEVEL_MESSAGE = 'Ingrese un Tipo';

/** Practice income: the income and the teacher/level it pays (the teacher's share is counted by the weekly report). */
export const createPracticeIncome = (db: Knex, actor: Actor, input: PracticeInput) =>
  incomes.create(db, actor, input, async (trx, { departmentId, totalCents }) => {
    const type = await incomeTypeFor(trx, departmentId, input.idIngressType, KIND.PRACTICE);
    const teacher = await teacherFor(trx, departmentId, input.idTeacher);
    const level = await levelFor(trx, departmentId, input.idLevel, LEVEL_MESSAGE);
    const id = await insertIncome(trx, actor, departmentId, {
      kind: KIND.PRACTICE,
      name: input.name,
      detail: input.ingressDetail ?? '',
      totalCents,
      incomeTypeId: type.id,
    });
    const practice = { incomeId: id, teacherId: teacher.id, levelId: level.id };
    const [practiceId] = await trx('practiceIncomes').insert(practice);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'practice_incomes',
      entityId: Number(practiceId),
      action: 'create',
      after: practice,
    });
    return id;
  });

export const updatePracticeIncome = (db: Knex, actor: Actor, input: PracticeUpdate) =>
  incomes.change(db, actor, input.idIngress, async (trx) => {
    const before = await findIncome(trx, actor, input.idIngress);
    const practice = await trx('practiceIncomes').where({ id: input.idPracticeTeacher }).first();
    if (before.kind !== KIND.PRACTICE || !practice || practice.incomeId !== before.id)
      throw badRequest('Datos no válidos.');
    await updateIncomeFields(trx, actor, input.idIngress, input, KIND.PRACTICE);
    const changes = {
      teacherId: (await teacherFor(trx, before.departmentId, input.idTeacher)).id,
      levelId: (await levelFor(trx, before.departmentId, input.idLevel, LEVEL_MESSAGE)).id,
    };
    await trx('practiceIncomes').where({ id: practice.id }).update(changes);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'practice_incomes',
      entityId: practice.id,
      action: 'update',
      before: { teacherId: practice.teacherId, levelId: practice.levelId },
      after: changes,
    });
  });

/** The teacher and level of a practice income, for its edit dialog. */
export async function practiceByIncome(db: Knex, actor: Actor, incomeId: number) {
  assertRole(actor, STAFF_ROLES);
  await findIncome(db, actor, incomeId);
  const row = await db('practiceIncomes')
    .join('users', 'users.id', 'practiceIncomes.teacherId')
    .join('lessonLevels', 'lessonLevels.id', 'practiceIncomes.levelId')
    .where('practiceIncomes.incomeId', incomeId)
    .first(
      'practiceIncomes.*',
      'users.firstNames',
      'users.lastNames',
      'users.ci',
      'lessonLevels.name as levelName',
      'lessonLevels.initials',
    );
  if (!row) throw notFound('No se encontro la practica del ingreso.');
  return {
    idPracticaDocente: row.id as number,
    idIngreso: row.incomeId as number,
    idDocente: row.teacherId as number,
    ...personFields(row),
    idNivel: row.levelId as number,
    ...levelFields(row),
  };
}
