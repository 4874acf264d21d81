/**
 * 'Mi cuenta' and 'Avisos': the staff statement of account (statement.service.ts, the same figures to the cent),
 * its receipts with their public verification address, the instalments still to pay, and the notices.
 */
import type { Knex } from 'knex';
import { formatBs } from '../../../../domain/money.js';
import { notFound } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { toBs } from '../../lib/money.js';
import { ensureVerificationCode, verificationUrl } from '../../lib/receipts.js';
import { addDays, todayLaPaz } from '../../lib/time.js';
import { lessonReceipt } from '../calendar/lesson-payments.service.js';
import { paymentReceipt } from '../payments/payment-receipt.documents.js';
import { presentStatement } from '../statement/statement.rules.js';
import { studentStatement, type LedgerPayment, type Statement } from '../statement/statement.service.js';
import { portalStudent, readerFor } from './principal.service.js';

interface Receipt {
  payment: LedgerPayment;
  concept: string;
  kind: 'instalment' | 'lesson';
}

/** Every receipt of the statement (imported payments have none), newest first. */
function receiptsOf(s: Statement): Receipt[] {
  const all: Receipt[] = [
    ...s.enrolments.flatMap((e) =>
      e.instalments.flatMap((i) =>
        i.payments.map((payment) => ({
          payment,
          kind: 'instalment' as const,
          concept: `Mensualidad ${i.number} - ${e.groupName}`,
        })),
      ),
    ),
    ...s.reservations.flatMap((r) =>
      r.payments.map((payment) => ({
        payment,
        kind: 'lesson' as const,
        concept: `Clases individuales - ${r.subject}`,
      })),
    ),
  ];
  return all
    .filter((r) => !r.payment.imported)
    .sort((a, b) => b.payment.paidAt.localeCompare(a.payment.paidAt) || b.payment.id - a.payment.id);
}

async function statementFor(db: Knex, actor: Actor, studentId: number) {
  const student = await portalStudent(db, actor, studentId);
  const reader = readerFor(actor, student);
  return { student, reader, statement: await studentStatement(db, reader, student.id) };
}

export async function portalAccount(db: Knex, actor: Actor, studentId: number, publicUrl: string) {
  const { statement } = await statementFor(db, actor, studentId);
  const { estudiante, ...figures } = presentStatement(statement);
  const recibos = [];
  for (const r of receiptsOf(statement)) {
    const code = r.payment.voided ? null : await ensureVerificationCode(db, 'payments', r.payment.id);
    recibos.push({
      idPago: r.payment.id,
      codigo: r.payment.receiptNumber,
      fechaPago: r.payment.paidAt,
      monto: toBs(r.payment.amountPaidCents),
      descuento: toBs(r.payment.discountCents),
      concepto: r.concept,
      anulado: r.payment.voided,
      verificacion: code ? verificationUrl(publicUrl, code) : null,
    });
  }
  const proximas = statement.enrolments
    .filter((e) => e.current)
    .flatMap((e) =>
      e.instalments
        .filter((i) => i.balanceCents > 0)
        .map((i) => ({
          idMensualidad: i.id,
          nombreGrupo: e.groupName,
          nroMensualidad: i.number,
          fechaVencimiento: i.dueDate,
          saldo: toBs(i.balanceCents),
          vencida: i.overdue,
          diasAtraso: i.daysOverdue,
        })),
    )
    .sort((a, b) => a.fechaVencimiento.localeCompare(b.fechaVencimiento));
  return {
    estudiante: {
      idUsuario: estudiante.idUsuario,
      nombres: estudiante.nombres,
      apellidos: estudiante.apellidos,
      nombreSucursal: estudiante.nombreSucursal,
    },
    estadoDeCuenta: figures,
    recibos,
    proximas,
  };
}

/** A receipt PDF of the student's own payments; any other payment id is a 404 that says nothing more. */
export async function portalReceipt(db: Knex, actor: Actor, studentId: number, paymentId: number, publicUrl: string) {
  const { reader, statement } = await statementFor(db, actor, studentId);
  const receipt = receiptsOf(statement).find((r) => r.payment.id === paymentId);
  if (!receipt) throw notFound('El recibo no existe.');
  return receipt.kind === 'instalment'
    ? paymentReceipt(db, reader, paymentId, publicUrl)
    : lessonReceipt(db, reader, paymentId, publicUrl);
}

/** 'Avisos': overdue instalments and absences of the last 30 days, newest first. */
export async function portalNotices(db: Knex, actor: Actor, studentId: number, today = todayLaPaz()) {
  const { statement } = await statementFor(db, actor, studentId);
  const overdue = statement.enrolments
    .filter((e) => e.current)
    .flatMap((e) =>
      e.instalments
        .filter((i) => i.overdue)
        .map((i) => ({
          tipo: 'cuota vencida' as const,
          fecha: i.dueDate,
          texto: `Mensualidad ${i.number} de ${e.groupName} vencida hace ${i.daysOverdue} ${i.daysOverdue === 1 ? 'día' : 'días'}: saldo ${formatBs(i.balanceCents)}`,
        })),
    );
  const absences = await db('attendances')
    .join('classGroups', 'classGroups.id', 'attendances.groupId')
    .where({ 'attendances.studentId': statement.student.id, 'attendances.present': 0 })
    .where('attendances.date', '>=', addDays(today, -30))
    .where('attendances.date', '<=', today)
    .select('attendances.date', 'classGroups.name as groupName');
  const missed = absences.map((a: Record<string, any>) => ({
    tipo: 'falta' as const,
    fecha: a.date as string,
    texto: `Falta a clases en ${a.groupName}`,
  }));
  return [...overdue, ...missed].sort((a, b) => b.fecha.localeCompare(a.fecha));
}
