import type { Knex } from 'knex';
import { badRequest, notFound } from '../../http/errors.js';
import { assertDepartment, assertRole, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { nowIso } from '../../lib/time.js';
import { findIncome, incomes, insertIncome, updateIncomeFields, type IncomeInput } from './incomes.service.js';
import {
  incomeTypeFor,
  KIND,
  levelFor,
  levelFields,
  packageMinutes,
  personFields,
  studentFor,
} from './lookups.queries.js';

export interface PackageInput extends IncomeInput {
  idStudent: number;
  numberStudents: number;
  idLevel: number;
  /** Sent by the client but never trusted: the minutes come from the income type's name. */
  hoursLeft?: unknown;
}

export interface PackageUpdate extends IncomeInput {
  idIngress: number;
  idStudent: number;
  idReservation: number;
  idLevel?: number | null;
  numberStudents?: number | null;
}

/**
 * Package income (spec 02 §7 insertIngressPackage): in one transaction, a reservation for the student holding
 * the package's minutes ('PAQUETE 10 HORAS' → 600) and the income linked to it, with its receipt number.
 */
export const createPackageIncome = (db: Knex, actor: Actor, input: PackageInput) =>
  incomes.create(db, actor, input, async (trx, { departmentId, totalCents }) => {
    const type = await incomeTypeFor(trx, departmentId, input.idIngressType, KIND.PACKAGE);
    const minutes = packageMinutes(type.name);
    if (minutes === null) throw badRequest('El tipo de ingreso no indica la cantidad de horas del paquete');
    const student = await studentFor(trx, departmentId, input.idStudent);
    const level = await levelFor(trx, departmentId, input.idLevel, 'Debe seleccionar un nivel');
    const reservation = {
      departmentId,
      studentId: student.id,
      teacherId: null,
      levelId: level.id,
      subjectId: null,
      studentCount: input.numberStudents,
      minutesLeft: minutes,
      priceCents: null,
      paidCents: 0,
      status: 1,
      createdAt: nowIso(),
    };
    const [reservationId] = await trx('reservations').insert(reservation);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'reservations',
      entityId: Number(reservationId),
      action: 'create',
      after: reservation,
    });
    return insertIncome(trx, actor, departmentId, {
      kind: KIND.PACKAGE,
      name: input.name,
      detail: input.ingressDetail ?? '',
      totalCents,
      incomeTypeId: type.id,
      reservationId: Number(reservationId),
    });
  });

/** Edits a package income and the student (and, when sent, level and student count) of its reservation. */
export const updatePackageIncome = (db: Knex, actor: Actor, input: PackageUpdate) =>
  incomes.change(db, actor, input.idIngress, async (trx) => {
    const before = await findIncome(trx, actor, input.idIngress);
    if (before.kind !== KIND.PACKAGE || before.reservationId !== input.idReservation)
      throw badRequest('Datos no válidos.');
    await updateIncomeFields(trx, actor, input.idIngress, input, KIND.PACKAGE);
    const reservation = await trx('reservations').where({ id: input.idReservation }).forUpdate().first();
    const student = await studentFor(trx, before.departmentId, input.idStudent);
    const changes: Record<string, number> = { studentId: student.id };
    if (input.idLevel)
      changes.levelId = (await levelFor(trx, before.departmentId, input.idLevel, 'Debe seleccionar un nivel')).id;
    if (input.numberStudents) changes.studentCount = input.numberStudents;
    await trx('reservations').where({ id: reservation.id }).update(changes);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'reservations',
      entityId: reservation.id,
      action: 'update',
      before: {
        studentId: reservation.studentId,
        levelId: reservation.levelId,
        studentCount: reservation.studentCount,
      },
      after: changes,
    });
  });

/** The student chosen for a class (spec 02 §3), read from a package reservation for the assign-classes flow. */
export async function studentByReservation(db: Knex, actor: Actor, reservationId: number) {
  assertRole(actor, STAFF_ROLES);
  const row = await db('reservations')
    .join('users', 'users.id', 'reservations.studentId')
    .join('lessonLevels', 'lessonLevels.id', 'reservations.levelId')
    .leftJoin('incomes', 'incomes.reservationId', 'reservations.id')
    .where('reservations.id', reservationId)
    .first(
      'reservations.*',
      'users.firstNames',
      'users.lastNames',
      'users.ci',
      'users.phone',
      'lessonLevels.name as levelName',
      'lessonLevels.initials',
      'incomes.id as incomeId',
    );
  if (!row) throw notFound('No se encontro la reserva.');
  assertDepartment(actor, row.departmentId);
  return {
    idUsuario: row.studentId as number,
    ...personFields(row),
    telefono: row.phone as string,
    idLevel: row.levelId as number,
    ...levelFields(row),
    numberStudents: row.studentCount as number,
    hrsRestante: (row.minutesLeft ?? 0) as number,
    // A reservation paid per lesson (opened from the calendar or individual hours) holds no minutes.
    paquete: row.minutesLeft !== null,
    idReserva: row.id as number,
    idIngreso: (row.incomeId ?? null) as number | null,
    estado: row.status as number,
  };
}
