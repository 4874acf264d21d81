/**
 * The statement of account as the letter PDF the cashier hands over (templates/statement.hbs): the document
 * header, the student, the totals band, a ledger per enrolment, the lessons, the packages and two signature lines.
 * Money goes through the shared formatter of domain/ so the paper reads like the screen.
 */
import { VOIDING } from '../../../../domain/voiding.js';
import type { Knex } from 'knex';
import { formatAmount } from '../../../../domain/money.js';
import { statementFileName, statementTitle } from '../../../../domain/statement.js';
import type { Actor } from '../../http/session.js';
import { formatDate, renderDocument } from '../../pdf/index.js';
import { documentHeader, incomeNumber } from '../incomes/ledger.documents.js';
import { studentStatement, type Amounts, type LedgerPayment, type Statement } from './statement.service.js';

const bs = (cents: number) => formatAmount(cents);
const money = (a: Amounts) => ({
  charge: bs(a.chargeCents),
  discount: bs(a.discountCents),
  paid: bs(a.paidCents),
  balance: bs(a.balanceCents),
});
const hours = (minutes: number | null) =>
  minutes === null ? '-' : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;

// `when`, not `date`: in the template {{date}} would call the date helper.
const payment = (p: LedgerPayment) => ({
  number: p.imported ? 'IMPORTADO' : p.receiptNumber,
  when: formatDate(p.paidAt),
  type: p.paymentType,
  paid: bs(p.amountPaidCents),
  discount: bs(p.discountCents),
  hasDiscount: p.discountCents > 0,
  cashier: p.cashier,
  voided: p.voided,
});

function instalmentState(line: { balanceCents: number; overdue: boolean; daysOverdue: number }) {
  if (line.balanceCents === 0) return { state: 'CANCELADA', stateClass: '' };
  if (line.overdue)
    return { state: `VENCIDA (${line.daysOverdue} ${line.daysOverdue === 1 ? 'día' : 'días'})`, stateClass: 'overdue' };
  return { state: 'PENDIENTE', stateClass: '' };
}

/** The view model statement.hbs renders; exported for tests and previews. */
function statementViewModel(s: Statement, header: Record<string, unknown>, cashier: string): Record<string, unknown> {
  const name = [s.student.firstNames, s.student.lastNames].filter(Boolean).join(' ');
  return {
    // The header's title is the PDF's own title; the page shows 'ESTADO DE CUENTA' under the header instead.
    header: { ...header, title: statementTitle(s.student.firstNames, s.student.lastNames), hideTitle: true },
    voidedWord: VOIDING.stateCaps,
    student: { name, ci: s.student.ci, phone: s.student.phone || '-', branch: s.student.branchName || '-' },
    today: formatDate(s.today),
    totals: [
      { label: 'Cargos Bs', value: bs(s.totals.chargeCents) },
      { label: 'Descuentos Bs', value: bs(s.totals.discountCents) },
      { label: 'Pagado Bs', value: bs(s.totals.paidCents) },
      { label: 'Saldo Bs', value: bs(s.totals.balanceCents), strong: true },
      { label: 'Vencido Bs', value: bs(s.totals.overdueCents), strong: s.totals.overdueCents > 0 },
    ],
    enrolments: s.enrolments.map((e) => ({
      groupName: e.groupName,
      semesterName: e.semesterName,
      turnName: e.turnName,
      current: e.current,
      instalmentCount: e.instalmentCount,
      ...money(e),
      lines: e.instalments.map((i) => ({
        number: i.number,
        dueDate: formatDate(i.dueDate),
        ...money(i),
        ...instalmentState(i),
        payments: i.payments.map(payment),
      })),
    })),
    reservations: s.reservations.map((r) => ({
      subject: r.subject || '-',
      teacher: r.teacher || '-',
      level: r.level,
      priceFixed: r.priceFixed,
      ...money(r),
      lessons: r.lessons.map((l) => `${formatDate(l.startsAt)}–${formatDate(l.endsAt, 'HH:mm')}`),
      payments: r.payments.map(payment),
    })),
    packages: s.packages.map((p) => ({
      number: p.receiptNumber === null ? '-' : incomeNumber(p.receiptNumber),
      when: p.paidAt ? formatDate(p.paidAt) : '-',
      type: p.typeName || 'PAQUETE',
      level: p.level,
      hours: hours(p.totalMinutes),
      left: hours(p.minutesLeft),
      paid: bs(p.paidCents),
      voided: p.voided,
    })),
    hasLines: s.enrolments.length + s.reservations.length + s.packages.length > 0,
    signatures: [
      { label: 'CAJERO', name: cashier },
      { label: 'ESTUDIANTE', name },
    ],
  };
}

/** The letter PDF and its file name 'Estado de cuenta {CI}.pdf'. */
export async function statementPdf(
  db: Knex,
  actor: Actor,
  studentId: number,
): Promise<{ pdf: Buffer; filename: string }> {
  const statement = await studentStatement(db, actor, studentId);
  const header = await documentHeader(db, actor, statement.student.departmentId);
  const me = await db('users').where({ id: actor.id }).first('firstNames', 'lastNames');
  const cashier = [me?.firstNames, me?.lastNames].filter(Boolean).join(' ');
  const pdf = await renderDocument('statement', statementViewModel(statement, header, cashier), {
    format: 'letter',
    pageNumbers: true,
  });
  return { pdf, filename: statementFileName(statement.student.ci) };
}
