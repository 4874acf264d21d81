/**
 * The printed receipt of a monthly-fee payment (spec 02 §2 "Printable documents", §6, §8, §9): letter size,
 * the generic templates/receipt.hbs, 'Recibo N° {codigo}.pdf'. Voided payments still print, marked ANULADO.
 */
import { VOIDING } from '../../../../domain/voiding.js';
import type { Knex } from 'knex';
import { badRequest, notFound } from '../../http/errors.js';
import { IMPORTED_NO_RECEIPT } from './payment-imported.service.js';
import { ensureVerificationCode, joinIssuerBranch, verificationUrl } from '../../lib/receipts.js';
import { assertDepartment, assertRole, STAFF_ROLES, type Actor } from '../../http/session.js';
import {
  paymentReceiptMoney,
  receiptFileName,
  receiptsFileName,
  renderReceipt,
  renderReceipts,
  type PaidAmounts,
  type ReceiptData,
} from '../../pdf/index.js';
import { findEnrolment, paymentQuery } from './payments.queries.js';

type Row = Record<string, any>;

/** Everything printed on the receipt, read in one go; checked against the actor's department. */
export async function receiptData(db: Knex, actor: Actor, paymentId: number, publicUrl: string): Promise<ReceiptData> {
  assertRole(actor, STAFF_ROLES);
  // Spec 02 §6: the branch name and phone show when the cashier belongs to the receipt's department.
  const payment: Row | undefined = await joinIssuerBranch(paymentQuery(db), 'cashiers', 'payments')
    .select('branchOffices.name as branchName', 'branchOffices.phone as branchPhone')
    .where('payments.id', paymentId)
    .first();
  if (!payment?.instalmentId) throw notFound('No se encontro el pago.');
  assertDepartment(actor, payment.departmentId);
  if (Number(payment.imported) === 1) throw badRequest(IMPORTED_NO_RECEIPT);
  const enrolment = await findEnrolment(db, actor, { id: payment.enrolmentId });
  const student: Row = await db('users').where({ id: enrolment.studentId }).first('firstNames', 'lastNames', 'ci');
  const voided = payment.status !== 1;
  const studentName = `${student.firstNames} ${student.lastNames}`;
  return {
    header: {
      title: voided ? `RECIBO ${VOIDING.stateCaps}` : 'RECIBO',
      department: enrolment.departmentName,
      branchName: payment.branchName ?? undefined,
      branchPhone: payment.branchPhone ?? undefined,
    },
    number: payment.receiptNumber,
    date: payment.paidAt,
    lines: [
      { label: 'Estudiante', value: studentName, wide: true },
      { label: 'CI', value: student.ci },
      { label: 'Grupo', value: enrolment.groupName },
      { label: 'Semestre', value: enrolment.semesterName },
      { label: 'Mensualidad N°', value: `${payment.instalmentNumber} de ${enrolment.instalmentCount}` },
      { label: 'Tipo de pago', value: payment.paymentTypeName },
      { label: 'Cajero', value: `${payment.cashierFirstNames} ${payment.cashierLastNames}` },
      ...(voided ? [{ label: 'Estado', value: VOIDING.stateCaps }] : []),
      { label: 'Descripción', value: payment.description || '-', wide: true },
    ],
    conceptHeading: 'Detalle',
    ...paymentReceiptMoney(
      payment as PaidAmounts,
      `Monto mensualidad N° ${payment.instalmentNumber}`,
      studentName,
      `${payment.cashierFirstNames} ${payment.cashierLastNames}`,
    ),
    verification: {
      url: verificationUrl(
        publicUrl,
        await ensureVerificationCode(db, 'payments', paymentId, payment.verificationCode),
      ),
    },
  };
}

/** The receipt PDF and its file name. */
export async function paymentReceipt(
  db: Knex,
  actor: Actor,
  paymentId: number,
  publicUrl: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const data = await receiptData(db, actor, paymentId, publicUrl);
  return { pdf: await renderReceipt(data), fileName: receiptFileName(data.number) };
}

/** The receipts of several payments (one sale of several instalments) in one PDF, a page each, in the given order. */
export async function paymentReceipts(
  db: Knex,
  actor: Actor,
  paymentIds: number[],
  publicUrl: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const list: ReceiptData[] = [];
  for (const id of paymentIds) list.push(await receiptData(db, actor, id, publicUrl));
  return { pdf: await renderReceipts(list), fileName: receiptsFileName(list.map((data) => data.number)) };
}
