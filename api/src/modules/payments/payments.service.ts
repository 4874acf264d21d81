/**
 * Paying, editing and voiding monthly-fee payments (docs/DOMAIN.md "Group fees"). Each runs in one transaction
 * that first locks every instalment of the enrolment (`forUpdate`, in number order, so two cashiers queue
 * instead of overpaying) and then recomputes from the stored rows: the client's balance and amounts are
 * only compared with them to detect a stale screen, never used.
 */
import type { Knex } from 'knex';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { assertRole, departmentFor, ROLE, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { newVerificationCode, nextReceiptNumber } from '../../lib/receipts.js';
import { nowIso } from '../../lib/time.js';
import { claimVersion } from '../../lib/versioned.js';
import { assertPaymentNotClosed } from '../counter/shift.service.js';
import { holdShift, takingShift } from '../counter/shift-lock.service.js';
import { findEnrolment } from './payments.queries.js';
import { settle } from './settle.service.js';
import {
  applyPayment,
  editingBalance,
  editPayment,
  isPaymentEditable,
  payableInstalment,
  PaymentRuleError,
  PAYMENT_MESSAGES,
  voidPayment,
  type AppliedPayment,
} from '../../../../domain/payment-rules.js';
import { inTransaction } from '../../db/transaction.js';

export const STALE_MESSAGE = 'El saldo cambió, actualice la página e intente de nuevo.';
const NOT_PAYABLE_MESSAGE = 'Solo se puede pagar la primera mensualidad pendiente.';
const ALREADY_PAID_MESSAGE = 'La mensualidad ya está cancelada.';
const NOT_EDITABLE_MESSAGE =
  'Solo se puede modificar el último pago de la mensualidad o un pago de una mensualidad pendiente.';
const TOTAL_LOCKED_MESSAGE = 'Solo el administrador puede modificar el total del pago.';
export const INACTIVE_ENROLMENT_MESSAGE = 'La inscripción del estudiante en el grupo está inactiva.';

type Row = Record<string, any>;
/** The columns of `instalments` and `payments` the rules read (the knex mappers give them camelCase). */
export interface InstalmentRow extends Row {
  id: number;
  number: number;
  amountCents: number;
  balanceCents: number;
  status: number;
}
interface PaymentRow extends Row {
  id: number;
  status: number;
  amountPaidCents: number;
  discountCents: number;
  cashierId: number;
  paidAt: string;
}

export interface PayInput {
  instalmentId: number;
  enrolmentId: number;
  paymentTypeId: number;
  departmentId: number | null;
  totalCents: number;
  discountCents: number;
  /** What the screen showed: checked against the stored saldo and monto when given. */
  balanceCents: number | null;
  monthlyAmountCents: number | null;
  description: string;
}

export interface EditInput extends Omit<PayInput, 'departmentId' | 'balanceCents' | 'monthlyAmountCents'> {
  balanceCents: number;
  monthlyAmountCents: number;
  paymentId: number;
  oldTotalCents: number;
  oldDiscountCents: number;
  /** The payment's version the dialog was opened at; a stale one is refused (409). */
  version?: number | null;
}

export interface StateInput {
  paymentId: number;
  instalmentId: number;
  state: 0 | 1;
  totalCents: number;
  discountCents: number;
  balanceCents: number;
  monthlyAmountCents: number;
  version?: number | null;
}

/** Turns a broken payment rule into the spec's 400 warning. */
export function rule<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof PaymentRuleError) throw badRequest(err.message);
    throw err;
  }
}

/** The enrolment of an instalment, checked against the actor's department, read before the transaction. */
async function enrolmentOfInstalment(db: Knex, actor: Actor, instalmentId: number) {
  const instalment = await db('instalments').where({ id: instalmentId }).first();
  if (!instalment) throw notFound('No se encontro la mensualidad.');
  return findEnrolment(db, actor, { id: instalment.enrolmentId });
}

/** Locks the enrolment's instalments (always the same order, so concurrent payments queue without deadlock). */
export async function lockInstalments(trx: Knex.Transaction, enrolmentId: number): Promise<InstalmentRow[]> {
  return trx('instalments').where({ enrolmentId }).orderBy('number').forUpdate();
}

async function assertPaymentType(trx: Knex.Transaction, paymentTypeId: number, departmentId: number) {
  const type = await trx('paymentTypes').where({ id: paymentTypeId, departmentId, status: 1 }).first('id');
  if (!type) throw badRequest(PAYMENT_MESSAGES.paymentTypeRequired);
}

/** The paying student's CI: the audit screen finds a payment's rows by it. */
const studentCi = async (trx: Knex.Transaction, studentId: number) =>
  (await trx('users').where({ id: studentId }).first('ci'))?.ci as string | undefined;

const snapshot = (p: Row, instalment: Row) => ({
  status: p.status,
  amountPaidCents: p.amountPaidCents,
  discountCents: p.discountCents,
  paymentTypeId: p.paymentTypeId,
  description: p.description,
  receiptNumber: p.receiptNumber,
  instalmentBalanceCents: instalment.balanceCents,
});

/** POST payments/insertPayment: pays the first pending instalment; returns the new payment's id. */
export async function pay(db: Knex, actor: Actor, input: PayInput): Promise<number> {
  assertRole(actor, STAFF_ROLES);
  const enrolment = await enrolmentOfInstalment(db, actor, input.instalmentId);
  if (enrolment.id !== input.enrolmentId) throw badRequest('La mensualidad no corresponde a la inscripción.');
  if (actor.roleId !== ROLE.ADMIN) departmentFor(actor, input.departmentId);
  if (enrolment.status !== 1) throw badRequest(INACTIVE_ENROLMENT_MESSAGE);
  const shiftId = await takingShift(db, actor);

  return inTransaction(db, async (trx) => {
    await holdShift(trx, actor, shiftId);
    const instalments = await lockInstalments(trx, enrolment.id);
    const instalment = instalments.find((i) => i.id === input.instalmentId)!;
    if (
      (input.balanceCents !== null && input.balanceCents !== instalment.balanceCents) ||
      (input.monthlyAmountCents !== null && input.monthlyAmountCents !== instalment.amountCents)
    ) {
      throw conflict(STALE_MESSAGE);
    }
    if (instalment.balanceCents === 0) throw badRequest(ALREADY_PAID_MESSAGE);
    if (payableInstalment(instalments)?.id !== instalment.id) throw badRequest(NOT_PAYABLE_MESSAGE);
    return recordPayment(trx, actor, enrolment, instalment, input);
  });
}

/** What a new payment row carries besides its instalment. */
export interface NewPayment {
  paymentTypeId: number;
  totalCents: number;
  discountCents: number;
  description: string;
}

/**
 * Inserts one payment of a locked, payable instalment with its own receipt number and verification code, settles
 * the instalment and audits it; the caller has locked the enrolment's instalments.
 */
export async function recordPayment(
  trx: Knex.Transaction,
  actor: Actor,
  enrolment: Row,
  instalment: InstalmentRow,
  input: NewPayment,
): Promise<number> {
  const departmentId = enrolment.departmentId as number;
  const applied = rule(() => applyPayment(instalment.balanceCents, input));
  await assertPaymentType(trx, input.paymentTypeId, departmentId);
  const receiptNumber = await nextReceiptNumber(trx, departmentId, 'payment');
  const values = {
    departmentId,
    instalmentId: instalment.id,
    reservationId: null,
    paymentTypeId: input.paymentTypeId,
    cashierId: actor.id,
    receiptNumber,
    amountPaidCents: input.totalCents,
    discountCents: input.discountCents,
    dueAmountCents: instalment.amountCents,
    balanceAfterCents: applied.balanceAfterCents,
    description: input.description,
    paidAt: nowIso(),
    status: 1,
  };
  const [paymentId] = await trx('payments').insert({ ...values, verificationCode: newVerificationCode() });
  await settle(trx, instalment, applied);
  await audit(trx, {
    userId: actor.id,
    actor,
    entity: 'payments',
    entityId: Number(paymentId),
    action: 'create',
    terms: [await studentCi(trx, enrolment.studentId)],
    before: { instalmentBalanceCents: instalment.balanceCents },
    after: { ...values, instalmentBalanceCents: applied.balanceAfterCents },
  });
  return Number(paymentId);
}

/** Checks, before the transaction, that the payment belongs to the instalment the client named; its enrolment. */
async function enrolmentOfPayment(db: Knex, actor: Actor, paymentId: number, instalmentId: number) {
  const found = await db('payments').where({ id: paymentId }).first('instalmentId');
  if (!found?.instalmentId) throw notFound('No se encontro el pago.');
  if (found.instalmentId !== instalmentId) throw badRequest('El pago no corresponde a la mensualidad.');
  return enrolmentOfInstalment(db, actor, instalmentId);
}

/** Under the locks: the instalment, the payment and whether it may still be edited or voided. */
async function lockedPayment(trx: Knex.Transaction, enrolmentId: number, paymentId: number, instalmentId: number) {
  const instalments = await lockInstalments(trx, enrolmentId);
  const instalment = instalments.find((i) => i.id === instalmentId)!;
  const payments: PaymentRow[] = await trx('payments').where({ instalmentId }).orderBy('id').forUpdate();
  const payment = payments.find((p) => p.id === paymentId)!;
  const activeIds = payments.filter((p) => p.status === 1).map((p) => p.id as number);
  return { instalment, payment, editable: isPaymentEditable(payment, instalment, activeIds) };
}

/** PUT payments/updatePayment: gives back the old amounts, then applies the new ones with the same checks. */
export async function editPaymentRecord(db: Knex, actor: Actor, input: EditInput): Promise<void> {
  assertRole(actor, STAFF_ROLES);
  const enrolment = await enrolmentOfPayment(db, actor, input.paymentId, input.instalmentId);
  await inTransaction(db, async (trx) => {
    const { instalment, payment, editable } = await lockedPayment(
      trx,
      enrolment.id,
      input.paymentId,
      input.instalmentId,
    );
    await claimVersion(trx, 'payments', payment.id, input.version);
    if (enrolment.id !== input.enrolmentId) throw badRequest('La mensualidad no corresponde a la inscripción.');
    const old = { totalCents: payment.amountPaidCents as number, discountCents: payment.discountCents as number };
    if (
      input.oldTotalCents !== old.totalCents ||
      input.oldDiscountCents !== old.discountCents ||
      input.monthlyAmountCents !== instalment.amountCents ||
      input.balanceCents !== editingBalance(instalment.balanceCents, old)
    )
      throw conflict(STALE_MESSAGE);
    if (!editable) throw badRequest(NOT_EDITABLE_MESSAGE);
    await assertPaymentNotClosed(trx, actor, payment);
    if (input.totalCents !== old.totalCents && actor.roleId !== ROLE.ADMIN) throw forbidden(TOTAL_LOCKED_MESSAGE);
    const applied = rule(() => editPayment(instalment.balanceCents, old, input));
    await assertPaymentType(trx, input.paymentTypeId, enrolment.departmentId);

    const values = {
      amountPaidCents: input.totalCents,
      discountCents: input.discountCents,
      paymentTypeId: input.paymentTypeId,
      description: input.description,
    };
    await trx('payments').where({ id: payment.id }).update(values);
    await settle(trx, instalment, applied);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'payments',
      entityId: payment.id,
      action: 'update',
      departmentId: enrolment.departmentId,
      terms: [await studentCi(trx, enrolment.studentId)],
      before: snapshot(payment, instalment),
      after: { ...values, instalmentBalanceCents: applied.balanceAfterCents },
    });
  });
}

/** PUT payments/deletePayment: state 0 voids (gives the amounts back, keeps the receipt number); state 1 re-applies (role 1). */
export async function setPaymentState(db: Knex, actor: Actor, input: StateInput): Promise<void> {
  assertRole(actor, STAFF_ROLES);
  if (input.state === 1 && actor.roleId !== ROLE.ADMIN) throw forbidden();
  const enrolment = await enrolmentOfPayment(db, actor, input.paymentId, input.instalmentId);
  await inTransaction(db, async (trx) => {
    const { instalment, payment, editable } = await lockedPayment(
      trx,
      enrolment.id,
      input.paymentId,
      input.instalmentId,
    );
    await claimVersion(trx, 'payments', payment.id, input.version);
    const amounts = { totalCents: payment.amountPaidCents as number, discountCents: payment.discountCents as number };
    if (
      input.totalCents !== amounts.totalCents ||
      input.discountCents !== amounts.discountCents ||
      input.monthlyAmountCents !== instalment.amountCents ||
      input.balanceCents !== instalment.balanceCents
    ) {
      throw conflict(STALE_MESSAGE);
    }
    let applied: AppliedPayment;
    if (input.state === 0) {
      if (payment.status !== 1) throw badRequest('El pago ya está anulado.');
      if (!editable) throw badRequest(NOT_EDITABLE_MESSAGE);
      await assertPaymentNotClosed(trx, actor, payment);
      applied = voidPayment(instalment.balanceCents, amounts);
    } else {
      if (payment.status === 1) throw badRequest('El pago ya está activo.');
      applied = rule(() => applyPayment(instalment.balanceCents, amounts));
    }
    await trx('payments').where({ id: payment.id }).update({ status: input.state });
    await settle(trx, instalment, applied);
    await audit(trx, {
      userId: actor.id,
      actor,
      entity: 'payments',
      entityId: payment.id,
      action: input.state ? 'activate' : 'deactivate',
      departmentId: enrolment.departmentId,
      terms: [await studentCi(trx, enrolment.studentId)],
      before: snapshot(payment, instalment),
      after: { status: input.state, instalmentBalanceCents: applied.balanceAfterCents },
    });
  });
}
