/**
 * Paying a reservation of individual lessons (spec 02 §5 "Lesson payment applies the same checks against the
 * price, with 'precio' instead of 'saldo'"): the first payment fixes the reservation's price; each payment is
 * checked against what is left of it inside the transaction that holds the reservation's lock, gets the next
 * payment receipt number of the department, and prints a letter-size receipt.
 */
import { VOIDING } from '../../../../domain/voiding.js';
import type { Knex } from 'knex';
import { checkLessonPayment } from '../../../../domain/payment-rules.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { assertDepartment, assertRole, departmentFor, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { toBs } from '../../lib/money.js';
import {
  ensureVerificationCode,
  newVerificationCode,
  nextReceiptNumber,
  paymentsWithCashierBranch,
  verificationUrl,
} from '../../lib/receipts.js';
import { formatLaPaz, nowIso } from '../../lib/time.js';
import {
  paymentReceiptMoney,
  receiptFileName,
  renderReceipt,
  type PaidAmounts,
  type ReceiptData,
} from '../../pdf/index.js';
import { holdShift, takingShift } from '../counter/shift-lock.service.js';
import { lockedReservation } from './lessons.service.js';
import { inTransaction } from '../../db/transaction.js';

type Row = Record<string, any>;

const PRICE_MESSAGES = {
  required: 'Ingrese un precio',
  package: 'Las clases de un paquete se pagan con el ingreso del paquete',
  stale: 'El precio de la reserva cambió, actualice la página e intente de nuevo.',
};

export interface LessonPaymentInput {
  totalCents: number | null;
  amountPaidCents: number;
  discountCents: number;
  description: string;
  reservationId: number;
  paymentTypeId: number;
  departmentId?: number | null;
}

export async function payReservation(db: Knex, actor: Actor, input: LessonPaymentInput) {
  assertRole(actor, STAFF_ROLES);
  const shiftId = await takingShift(db, actor);
  return inTransaction(db, async (trx) => {
    await holdShift(trx, actor, shiftId);
    const reservation = await lockedReservation(trx, actor, input.reservationId);
    const departmentId = departmentFor(actor, input.departmentId ?? reservation.departmentId);
    if (departmentId !== reservation.departmentId) throw badRequest('Datos no válidos.');
    if (reservation.minutesLeft !== null) throw badRequest(PRICE_MESSAGES.package);
    const priceCents: number | null = reservation.priceCents ?? input.totalCents;
    if (!priceCents || priceCents <= 0) throw badRequest(PRICE_MESSAGES.required);
    if (reservation.priceCents !== null && input.totalCents !== null && input.totalCents !== reservation.priceCents) {
      throw conflict(PRICE_MESSAGES.stale);
    }
    const type = await trx('paymentTypes').where({ id: input.paymentTypeId, departmentId, status: 1 }).first('id');
    if (!type) throw badRequest('Seleccione un Tipo de Pago');
    const leftCents = priceCents - reservation.paidCents;
    const problem = checkLessonPayment(leftCents, {
      totalCents: input.amountPaidCents,
      discountCents: input.discountCents,
    });
    if (problem) throw badRequest(problem);
    const settled = input.amountPaidCents + input.discountCents;
    const receiptNumber = await nextReceiptNumber(trx, departmentId, 'payment');
    const values = {
      departmentId,
      instalmentId: null,
      reservationId: reservation.id,
      paymentTypeId: type.id,
      cashierId: actor.id,
      receiptNumber,
      amountPaidCents: input.amountPaidCents,
      discountCents: input.discountCents,
      dueAmountCents: priceCents,
      balanceAfterCents: leftCents - settled,
      description: input.description,
      paidAt: nowIso(),
      status: 1,
    };
    const [paymentId] = await trx('payments').insert({ ...values, verificationCode: newVerificationCode() });
    await trx('reservations')
      .where({ id: reservation.id })
      .update({ priceCents, paidCents: reservation.paidCents + settled });
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'payments',
      entityId: Number(paymentId),
      action: 'pay-lesson',
      before: { priceCents: reservation.priceCents, paidCents: reservation.paidCents },
      after: { priceCents, paidCents: reservation.paidCents + settled, receiptNumber },
    });
    return { msg: 'Se registro el pago correctamente', idPago: Number(paymentId), codigo: receiptNumber };
  });
}

/** GET payments/selectPaymentsByIdReservation/{id}: the receipts of a reservation, for the receipt picker. */
export async function reservationPayments(db: Knex, actor: Actor, reservationId: number) {
  assertRole(actor, STAFF_ROLES);
  const reservation = await db('reservations').where({ id: reservationId }).first('departmentId');
  if (!reservation) throw notFound('No se encontro la reserva.');
  assertDepartment(actor, reservation.departmentId);
  const rows: Row[] = await db('payments').where({ reservationId, status: 1 }).orderBy('receiptNumber');
  return rows.map((p) => ({
    idPago: p.id,
    codigo: p.receiptNumber,
    fechaPago: p.paidAt,
    subTotal: toBs(p.amountPaidCents),
    descuento: toBs(p.discountCents),
    precio: toBs(p.dueAmountCents),
    saldo: toBs(p.balanceAfterCents),
    descripcion: p.description,
  }));
}

/** The reservation's active classes as La Paz 'DD/MM/YYYY HH:mm–HH:mm', in time order: which class a payment paid. */
async function paidClasses(db: Knex, reservationId: number): Promise<string[]> {
  const slots: Row[] = await db('lessons')
    .join('calendarSlots', 'calendarSlots.id', 'lessons.slotId')
    .where({ 'lessons.reservationId': reservationId, 'lessons.status': 1 })
    .orderBy('calendarSlots.startsAt')
    .select('calendarSlots.startsAt', 'calendarSlots.endsAt');
  return slots.map((s) => `${formatLaPaz(s.startsAt)}–${formatLaPaz(s.endsAt, 'HH:mm')}`);
}

/** The receipt of a lesson payment: student, subject, level, teacher, price, discount, paid and what is left. */
export async function lessonReceipt(
  db: Knex,
  actor: Actor,
  paymentId: number,
  publicUrl: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  assertRole(actor, STAFF_ROLES);
  const p: Row | undefined = await paymentsWithCashierBranch(db)
    .join('reservations', 'reservations.id', 'payments.reservationId')
    .join('users as students', 'students.id', 'reservations.studentId')
    .join('lessonLevels', 'lessonLevels.id', 'reservations.levelId')
    .join('departments', 'departments.id', 'payments.departmentId')
    .join('paymentTypes', 'paymentTypes.id', 'payments.paymentTypeId')
    .leftJoin('subjects', 'subjects.id', 'reservations.subjectId')
    .leftJoin('users as teachers', 'teachers.id', 'reservations.teacherId')
    .where('payments.id', paymentId)
    .first(
      'payments.*',
      'reservations.studentCount',
      'reservations.priceCents',
      'reservations.paidCents',
      'students.firstNames',
      'students.lastNames',
      'students.ci',
      'lessonLevels.name as levelName',
      'departments.name as departmentName',
      'paymentTypes.name as paymentTypeName',
      'cashiers.firstNames as cashierFirst',
      'cashiers.lastNames as cashierLast',
      'branchOffices.name as branchName',
      'branchOffices.phone as branchPhone',
      'subjects.name as subjectName',
      'teachers.firstNames as teacherFirst',
      'teachers.lastNames as teacherLast',
    );
  if (!p) throw notFound('No se encontro el pago.');
  assertDepartment(actor, p.departmentId);
  const studentName = `${p.firstNames} ${p.lastNames}`;
  const cashier = `${p.cashierFirst} ${p.cashierLast}`;
  const classes = await paidClasses(db, p.reservationId);
  const data: ReceiptData = {
    header: {
      title: p.status === 1 ? 'RECIBO' : `RECIBO ${VOIDING.stateCaps}`,
      department: p.departmentName,
      branchName: p.branchName ?? undefined,
      branchPhone: p.branchPhone ?? undefined,
    },
    number: p.receiptNumber,
    date: p.paidAt,
    lines: [
      { label: 'Estudiante', value: studentName, wide: true },
      { label: 'CI', value: p.ci },
      { label: 'Materia', value: p.subjectName ?? '-' },
      { label: 'Nivel', value: p.levelName },
      { label: 'Nro Alumnos', value: String(p.studentCount) },
      { label: classes.length > 1 ? 'Clases' : 'Clase', value: classes.join(', ') || '-', wide: true },
      { label: 'Docente', value: p.teacherFirst ? `${p.teacherFirst} ${p.teacherLast}` : '-', wide: true },
      { label: 'Tipo de pago', value: p.paymentTypeName },
      { label: 'Cajero', value: cashier },
      { label: 'Descripción', value: p.description || '-', wide: true },
    ],
    conceptHeading: 'Clases individuales',
    ...paymentReceiptMoney(p as PaidAmounts, 'Precio de la reserva', studentName, cashier),
    verification: {
      url: verificationUrl(publicUrl, await ensureVerificationCode(db, 'payments', paymentId, p.verificationCode)),
    },
  };
  return { pdf: await renderReceipt(data), fileName: receiptFileName(data.number) };
}
