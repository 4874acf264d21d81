import type { Knex } from 'knex';
import { badRequest } from '../../http/errors.js';
import { ROLE } from '../../http/session.js';

/** Income kinds, equal to the income type's `tipo` (spec 02 §9: 1 INGRESO, 2 PAQUETE, 3 PRACTICA). */
export const KIND = { INCOME: 1, PACKAGE: 2, PRACTICE: 3 } as const;

const KIND_WORDS: Record<number, string> = { 1: 'un ingreso', 2: 'un paquete', 3: 'una practica' };

/** The person of a package or practice answer: a joined user's names and CI. */
export const personFields = (row: Record<string, any>) => ({
  nombres: row.firstNames as string,
  apellidos: row.lastNames as string,
  ci: row.ci as string,
});

/** The level of a package or practice answer: a joined level's name and initials. */
export const levelFields = (row: Record<string, any>) => ({
  nombreNivel: row.levelName as string,
  sigla: row.initials as string,
});

/** Teachers that can be paid for a practice (roles 3 to 5). */
const TEACHER_ROLE_IDS = [3, 4, 5];

/**
 * Package hours are the first number in the income type's name ('PAQUETE 10 HORAS' → 600 minutes);
 * null when the name has none.
 */
export function packageMinutes(typeName: string): number | null {
  const match = /\d+/.exec(typeName);
  return match ? Number(match[0]) * 60 : null;
}

/**
 * The income type of a write: it must belong to the department and match the income's kind. An inactive
 * type is refused unless the income already had it (editing an old income keeps its type).
 */
export async function incomeTypeFor(
  trx: Knex,
  departmentId: number,
  incomeTypeId: number,
  kind: number,
  currentTypeId?: number,
): Promise<{ id: number; name: string; type: number }> {
  const type = await trx('incomeTypes').where({ id: incomeTypeId, departmentId }).first();
  if (!type || (type.status !== 1 && type.id !== currentTypeId)) throw badRequest('Ingrese un Tipo');
  if (type.type !== kind) throw badRequest(`El tipo de ingreso seleccionado no corresponde a ${KIND_WORDS[kind]}`);
  return type;
}

export async function studentFor(trx: Knex, departmentId: number, studentId: number) {
  const student = await trx('users')
    .where({ id: studentId, departmentId, roleId: ROLE.STUDENT, status: 1 })
    .first('id');
  if (!student) throw badRequest('Debe seleccionar un estudiante');
  return student;
}

export async function levelFor(trx: Knex, departmentId: number, levelId: number, message: string) {
  const level = await trx('lessonLevels').where({ id: levelId, departmentId, status: 1 }).first();
  if (!level) throw badRequest(message);
  return level;
}

export async function teacherFor(trx: Knex, departmentId: number, teacherId: number) {
  const teacher = await trx('users')
    .where({ id: teacherId, departmentId, status: 1 })
    .whereIn('roleId', TEACHER_ROLE_IDS)
    .first('id');
  if (!teacher) throw badRequest('Debe seleccionar un Profesor');
  return teacher;
}
