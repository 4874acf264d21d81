/**
 * The student's statement of account: the one place that answers "what does this student owe and
 * what did they pay". Fees per enrolment (instalments with their payments), lessons paid per reservation and
 * hour packages, each line with its charge, discounts, payments and balance, in integer centavos.
 *
 * The figures are the stored ones the rest of the product reads: an instalment's saldo as the payments and
 * Morosos read it, its active payments as the cashier and monthly payment reports sum them. Voided payments and
 * incomes are listed (marked) but count nowhere. Totals cover what can still be paid: an inactive enrolment or
 * group is shown with its history but stays out of them, as it stays out of Morosos and cannot be paid.
 */
import type { Knex } from 'knex';
import { payableInstalment } from '../../../../domain/payment-rules.js';
import { reservationPriceCents, slotMinutes } from '../../../../domain/calendar.js';
import { daysOverdue } from '../../../../domain/overdue.js';
import { assertRole, STAFF_ROLES, type Actor } from '../../http/session.js';
import { todayLaPaz } from '../../lib/time.js';
import { packageMinutes } from '../incomes/lookups.queries.js';
import { findStudent } from '../students/students.service.js';
import {
  enrolmentsOf,
  hourlyRates,
  instalmentsOf,
  lessonsOf,
  packageIncomesOf,
  paymentsOf,
  reservationsOf,
  type Row,
} from './statement.queries.js';

/** Money of one line or of a total, in centavos: charge − discount − paid = balance. */
export interface Amounts {
  chargeCents: number;
  discountCents: number;
  paidCents: number;
  balanceCents: number;
}

export interface LedgerPayment {
  id: number;
  receiptNumber: number;
  paidAt: string;
  paidOn: string;
  amountPaidCents: number;
  discountCents: number;
  paymentType: string;
  cashier: string;
  voided: boolean;
  /** Brought in by the student import: paid before the app, no receipt. */
  imported: boolean;
}

interface InstalmentLine extends Amounts {
  id: number;
  number: number;
  dueDate: string;
  overdue: boolean;
  daysOverdue: number;
  payable: boolean;
  payments: LedgerPayment[];
}

interface EnrolmentLedger extends Amounts {
  id: number;
  groupId: number;
  groupName: string;
  semesterName: string;
  turnName: string;
  instalmentCount: number;
  /** Active enrolment in an active group: counted in the totals and payable. */
  current: boolean;
  overdueCents: number;
  overdueCount: number;
  instalments: InstalmentLine[];
}

interface LessonLine {
  startsAt: string;
  endsAt: string;
  minutes: number;
  subject: string;
  teacher: string;
}

interface ReservationLedger extends Amounts {
  id: number;
  teacher: string;
  subject: string;
  level: string;
  studentCount: number;
  /** The price the first payment fixed; before it, the payment category's hourly amount × hours booked (or none). */
  priceFixed: boolean;
  bookedMinutes: number;
  lessons: LessonLine[];
  payments: LedgerPayment[];
}

interface PackageLedger extends Amounts {
  reservationId: number;
  incomeId: number | null;
  receiptNumber: number | null;
  paidAt: string | null;
  typeName: string;
  level: string;
  totalMinutes: number | null;
  minutesLeft: number;
  voided: boolean;
}

export interface Statement {
  student: {
    id: number;
    ci: string;
    firstNames: string;
    lastNames: string;
    phone: string;
    branchName: string;
    departmentId: number;
    status: number;
  };
  /** The La Paz day the overdue marks are measured against. */
  today: string;
  enrolments: EnrolmentLedger[];
  reservations: ReservationLedger[];
  packages: PackageLedger[];
  totals: Amounts & { overdueCents: number; overdueCount: number };
}

const ZERO: Amounts = { chargeCents: 0, discountCents: 0, paidCents: 0, balanceCents: 0 };
const fullName = (first: unknown, last: unknown) => [first, last].filter(Boolean).join(' ');

function add<T extends Amounts>(into: T, line: Amounts): T {
  into.chargeCents += line.chargeCents;
  into.discountCents += line.discountCents;
  into.paidCents += line.paidCents;
  into.balanceCents += line.balanceCents;
  return into;
}

function groupBy(rows: Row[], key: string): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of rows) map.set(row[key], [...(map.get(row[key]) ?? []), row]);
  return map;
}

function ledgerPayment(p: Row): LedgerPayment {
  return {
    id: p.id,
    receiptNumber: p.receiptNumber,
    paidAt: p.paidAt,
    paidOn: todayLaPaz(new Date(p.paidAt)),
    amountPaidCents: Number(p.amountPaidCents),
    discountCents: Number(p.discountCents),
    paymentType: p.paymentTypeName,
    cashier: fullName(p.cashierFirstNames, p.cashierLastNames),
    voided: p.status !== 1,
    imported: Number(p.imported) === 1,
  };
}

/** What the active payments of a line add up to. */
function settledBy(payments: LedgerPayment[]) {
  const active = payments.filter((p) => !p.voided);
  return {
    paidCents: active.reduce((sum, p) => sum + p.amountPaidCents, 0),
    discountCents: active.reduce((sum, p) => sum + p.discountCents, 0),
  };
}

async function feeLedgers(db: Knex, studentId: number, today: string): Promise<EnrolmentLedger[]> {
  const enrolments = await enrolmentsOf(db, studentId);
  const instalments = await instalmentsOf(
    db,
    enrolments.map((e) => e.id),
  );
  const payments = groupBy(
    await paymentsOf(
      db,
      'instalmentId',
      instalments.map((i) => i.id),
    ),
    'instalmentId',
  );
  const byEnrolment = groupBy(instalments, 'enrolmentId');
  return enrolments.map((e) => {
    const current = e.status === 1 && e.groupStatus === 1;
    const rows = byEnrolment.get(e.id) ?? [];
    const payable = current
      ? payableInstalment(rows as Array<Row & { id: number; number: number; balanceCents: number; status: number }>)
      : null;
    const lines = rows.map((i): InstalmentLine => {
      const linePayments = (payments.get(i.id) ?? []).map(ledgerPayment);
      const balanceCents = Number(i.balanceCents);
      const overdue = current && balanceCents > 0 && i.dueDate < today;
      return {
        id: i.id,
        number: i.number,
        dueDate: i.dueDate,
        chargeCents: Number(i.amountCents),
        ...settledBy(linePayments),
        balanceCents,
        overdue,
        daysOverdue: overdue ? daysOverdue(i.dueDate, today) : 0,
        payable: payable?.id === i.id,
        payments: linePayments,
      };
    });
    const overdueLines = lines.filter((l) => l.overdue);
    return {
      id: e.id,
      groupId: e.groupId,
      groupName: e.groupName,
      semesterName: e.semesterName,
      turnName: e.turnName,
      instalmentCount: e.instalmentCount,
      current,
      ...lines.reduce((sum, l) => add(sum, l), { ...ZERO }),
      overdueCents: overdueLines.reduce((sum, l) => sum + l.balanceCents, 0),
      overdueCount: overdueLines.length,
      instalments: lines,
    };
  });
}

/** Lessons paid per reservation, and hour packages, from the student's active reservations. */
async function reservationLedgers(db: Knex, student: Row) {
  const reservations = await reservationsOf(db, student.id);
  const perLesson = reservations.filter((r) => r.minutesLeft === null);
  const packages = reservations.filter((r) => r.minutesLeft !== null);
  const lessons = groupBy(
    await lessonsOf(
      db,
      perLesson.map((r) => r.id),
    ),
    'reservationId',
  );
  const payments = groupBy(
    await paymentsOf(
      db,
      'reservationId',
      perLesson.map((r) => r.id),
    ),
    'reservationId',
  );
  const incomes = groupBy(
    await packageIncomesOf(
      db,
      packages.map((r) => r.id),
    ),
    'reservationId',
  );
  const rates = perLesson.some((r) => r.priceCents === null)
    ? await hourlyRates(db, student.departmentId)
    : new Map<string, number>();

  const lessonLedgers = perLesson
    .map((r): ReservationLedger => {
      const lessonLines = (lessons.get(r.id) ?? []).map((l): LessonLine => ({
        startsAt: l.startsAt,
        endsAt: l.endsAt,
        minutes: slotMinutes({ start: l.startsAt, end: l.endsAt }),
        subject: l.subjectName,
        teacher: fullName(l.teacherFirstNames, l.teacherLastNames),
      }));
      const bookedMinutes = lessonLines.reduce((sum, l) => sum + l.minutes, 0);
      const rate = rates.get(`${r.levelId}:${r.studentCount}`);
      const priceCents = r.priceCents ?? (rate === undefined ? 0 : reservationPriceCents(rate, bookedMinutes));
      const linePayments = (payments.get(r.id) ?? []).map(ledgerPayment);
      const last = lessonLines[lessonLines.length - 1];
      return {
        id: r.id,
        teacher: last?.teacher ?? fullName(r.teacherFirstNames, r.teacherLastNames),
        subject: r.subjectName ?? last?.subject ?? '',
        level: r.levelName,
        studentCount: r.studentCount,
        priceFixed: r.priceCents !== null,
        bookedMinutes,
        chargeCents: priceCents,
        ...settledBy(linePayments),
        balanceCents: Math.max(0, priceCents - Number(r.paidCents)),
        lessons: lessonLines,
        payments: linePayments,
      };
    })
    .filter((r) => r.lessons.length || r.payments.length);

  const packageLedgers = packages.map((r): PackageLedger => {
    const income = (incomes.get(r.id) ?? [])[0];
    const voided = !!income && income.status !== 1;
    const total = income && !voided ? Number(income.totalCents) : 0;
    return {
      reservationId: r.id,
      incomeId: income?.id ?? null,
      receiptNumber: income?.receiptNumber ?? null,
      paidAt: income?.paidAt ?? null,
      typeName: income?.typeName ?? '',
      level: r.levelName,
      totalMinutes: income ? packageMinutes(income.typeName) : null,
      minutesLeft: Number(r.minutesLeft),
      voided,
      // A package is paid in full when bought (its income): nothing is owed on it.
      chargeCents: total,
      discountCents: 0,
      paidCents: total,
      balanceCents: 0,
    };
  });
  return { lessonLedgers, packageLedgers };
}

/** The statement of one student of the actor's department (roles 1 and 2): 404 unknown, 403 another department. */
export async function studentStatement(
  db: Knex,
  actor: Actor,
  studentId: number,
  today = todayLaPaz(),
): Promise<Statement> {
  assertRole(actor, STAFF_ROLES);
  const student = await findStudent(db, actor, studentId);
  const enrolments = await feeLedgers(db, student.id, today);
  const { lessonLedgers, packageLedgers } = await reservationLedgers(db, student);
  const totals = { ...ZERO, overdueCents: 0, overdueCount: 0 };
  for (const e of enrolments.filter((x) => x.current)) {
    add(totals, e);
    totals.overdueCents += e.overdueCents;
    totals.overdueCount += e.overdueCount;
  }
  for (const line of [...lessonLedgers, ...packageLedgers]) add(totals, line);
  return {
    student: {
      id: student.id,
      ci: student.ci,
      firstNames: student.firstNames,
      lastNames: student.lastNames,
      phone: student.phone,
      branchName: student.branchName ?? '',
      departmentId: student.departmentId,
      status: student.status,
    },
    today,
    enrolments,
    reservations: lessonLedgers,
    packages: packageLedgers,
    totals,
  };
}

/** One thing still to settle, for the counter: what it is, from when, and what is left of it. */
export interface OwedItem {
  kind: 'instalment' | 'lesson' | 'package';
  /** The La Paz day it dates from: due date, first lesson, package purchase. */
  date: string;
  id: number;
  enrolmentId: number | null;
  balanceCents: number;
  overdue: boolean;
  /** The instalment the payment rules let the cashier pay now (the first one pending of its enrolment). */
  payable: boolean;
  minutesLeft: number | null;
}

const KIND_ORDER = { instalment: 0, lesson: 1, package: 2 } as const;

/**
 * Everything still owed, oldest first: the pending instalments of current enrolments, the lesson reservations
 * not fully paid (an unpriced one too), and the packages with minutes left (nothing to pay, hours to use).
 */
export function owedItems(statement: Statement): OwedItem[] {
  const items: OwedItem[] = [];
  for (const e of statement.enrolments.filter((x) => x.current)) {
    for (const i of e.instalments.filter((x) => x.balanceCents > 0)) {
      items.push({
        kind: 'instalment',
        date: i.dueDate,
        id: i.id,
        enrolmentId: e.id,
        balanceCents: i.balanceCents,
        overdue: i.overdue,
        payable: i.payable,
        minutesLeft: null,
      });
    }
  }
  for (const r of statement.reservations.filter((x) => x.balanceCents > 0 || (!x.priceFixed && x.chargeCents === 0))) {
    const first = r.lessons[0]?.startsAt ?? r.payments[0]?.paidAt;
    items.push({
      kind: 'lesson',
      date: first ? todayLaPaz(new Date(first)) : statement.today,
      id: r.id,
      enrolmentId: null,
      balanceCents: r.balanceCents,
      overdue: false,
      payable: true,
      minutesLeft: null,
    });
  }
  for (const p of statement.packages.filter((x) => !x.voided && x.minutesLeft > 0)) {
    items.push({
      kind: 'package',
      date: p.paidAt ? todayLaPaz(new Date(p.paidAt)) : statement.today,
      id: p.reservationId,
      enrolmentId: null,
      balanceCents: 0,
      overdue: false,
      payable: false,
      minutesLeft: p.minutesLeft,
    });
  }
  return items.sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id);
}
