import type { Knex } from 'knex';
import { newVerificationCode } from '../../lib/receipts.js';
import { sequence } from './03_demo_academics.js';

/** Some paid and partly paid instalments, income and expenses in La Paz, with real receipt numbers and verification codes. */
export async function seedDemoFinance(db: Knex): Promise<void> {
  const random = sequence(11);
  const lapaz = await db('departments').where({ name: 'LA PAZ' }).first();
  const departmentId = lapaz.id;
  const cashier = await db('users').where({ username: 'cajero' }).first();
  const admin = await db('users').where({ username: 'admin' }).first();
  const cash = await db('paymentTypes').where({ departmentId, name: 'EFECTIVO' }).first();
  let receipt = 0;
  const firstInstalments = await db('instalments')
    .join('enrolments', 'enrolments.id', 'instalments.enrolment_id')
    .join('users', 'users.id', 'enrolments.student_id')
    .where('users.department_id', departmentId)
    .whereIn('instalments.number', [1, 2])
    .orderBy(['instalments.enrolment_id', 'instalments.number'])
    .select('instalments.*');

  const payments: object[] = [];
  const settled = new Set<number>();
  for (const instalment of firstInstalments) {
    const roll = random();
    const payable = instalment.number === 1 || settled.has(instalment.enrolmentId);
    if (!payable || roll > (instalment.number === 1 ? 0.8 : 0.45)) continue;
    const partial = instalment.number === 2 && roll < 0.2;
    const amountPaid = partial ? Math.round(instalment.amountCents / 2 / 100) * 100 : instalment.amountCents;
    const balance = instalment.amountCents - amountPaid;
    const paidAt = `${instalment.dueDate}T1${Math.floor(random() * 9)}:15:00.000Z`;
    payments.push({
      departmentId,
      instalmentId: instalment.id,
      paymentTypeId: cash.id,
      cashierId: cashier.id,
      receiptNumber: ++receipt,
      amountPaidCents: amountPaid,
      discountCents: 0,
      dueAmountCents: instalment.amountCents,
      balanceAfterCents: balance,
      description: partial ? 'PAGO PARCIAL' : '',
      paidAt,
      status: 1,
      verificationCode: newVerificationCode(),
    });
    await db('instalments')
      .where({ id: instalment.id })
      .update({ balanceCents: balance, paid: balance === 0 ? 1 : 0, paidCents: amountPaid, lastPaidAt: paidAt });
    if (instalment.number === 1) settled.add(instalment.enrolmentId);
  }
  for (let i = 0; i < payments.length; i += 100) await db('payments').insert(payments.slice(i, i + 100));
  await db('receiptSequences').where({ departmentId, kind: 'payment' }).update({ lastNumber: receipt });

  const books = await db('incomeTypes').where({ departmentId, name: 'VENTA DE LIBROS' }).first();
  const incomes = [
    ['VENTA DE LIBRO DE MATEMATICAS', 'LIBRO MAT PRE', 8000],
    ['VENTA DE LIBRO DE FISICA', 'LIBRO FIS PRE', 7500],
    ['MATERIAL DE QUIMICA', 'FOTOCOPIAS', 2500],
  ].map(([name, detail, total], i) => ({
    departmentId,
    incomeTypeId: books.id,
    userId: cashier.id,
    receiptNumber: i + 1,
    kind: 1,
    name,
    detail,
    totalCents: total,
    paidAt: `2026-11-1${i}T14:30:00.000Z`,
    status: 1,
    verificationCode: newVerificationCode(),
  }));
  await db('incomes').insert(incomes);
  await db('receiptSequences').where({ departmentId, kind: 'income' }).update({ lastNumber: incomes.length });

  const expenses = [
    ['PAGO DE LUZ', 'FACTURA OCTUBRE', 45000, cashier.id],
    ['MATERIAL DE ESCRITORIO', 'HOJAS Y MARCADORES', 12000, cashier.id],
    ['ALQUILER MIRAFLORES', 'NOVIEMBRE 2026', 350000, admin.id],
  ].map(([name, detail, total, userId], i) => ({
    departmentId,
    userId,
    receiptNumber: i + 1,
    name,
    detail,
    totalCents: total,
    registeredAt: `2026-11-0${i + 3}T15:00:00.000Z`,
    status: 1,
    verificationCode: newVerificationCode(),
  }));
  await db('expenses').insert(expenses);
  await db('receiptSequences').where({ departmentId, kind: 'expense' }).update({ lastNumber: expenses.length });
}
