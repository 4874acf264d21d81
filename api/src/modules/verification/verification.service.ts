/**
 * What the public receipt verification page shows. Anyone holding a printed receipt may read
 * it, so it shows only what the paper already shows, and less: no CI, no phone, the name shortened.
 */
import { VOIDING } from '../../../../domain/voiding.js';
import type { Knex } from 'knex';
import { formatBs } from '../../../../domain/money.js';
import { joinIssuerBranch, paymentsWithCashierBranch, type VerifiedTable } from '../../lib/receipts.js';
import { formatLaPaz } from '../../lib/time.js';

type Row = Record<string, any>;

export type ReceiptState = 'VÁLIDO' | typeof VOIDING.stateCaps | 'MODIFICADO';

export interface VerifiedReceipt {
  institute: string;
  department: string;
  branch: string;
  number: string;
  issuedAt: string;
  concept: string;
  amount: string;
  payer: string;
  state: ReceiptState;
  /** La Paz date and time of the last edit, for MODIFICADO. */
  changedAt: string;
}

/** The codes newVerificationCode() writes (and the migration filled in); anything else is not looked up. */
const CODE = /^[A-Za-z0-9_-]{16,32}$/;

/** 'Lucía Fernanda Mamani Quispe' → 'Lucía F. M. Q.': the first name and the initials of the rest. */
export function shortName(...parts: Array<string | null | undefined>): string {
  const [first = '', ...rest] = parts.join(' ').trim().split(/\s+/).filter(Boolean);
  return [first, ...rest.map((word) => `${word.charAt(0).toLocaleUpperCase('es')}.`)].join(' ');
}

interface Found {
  table: VerifiedTable;
  row: Row;
  number: string;
  issuedAt: string;
  concept: string;
  amountCents: number;
  payer: string;
}

/** A monthly-fee or lesson payment: the student is the payer; the branch is the cashier's, inside the department. */
async function findPayment(db: Knex, code: string): Promise<Found | null> {
  const p: Row | undefined = await paymentsWithCashierBranch(db)
    .leftJoin('instalments', 'instalments.id', 'payments.instalmentId')
    .leftJoin('enrolments', 'enrolments.id', 'instalments.enrolmentId')
    .leftJoin('classGroups', 'classGroups.id', 'enrolments.groupId')
    .leftJoin('users as enrolled', 'enrolled.id', 'enrolments.studentId')
    .leftJoin('reservations', 'reservations.id', 'payments.reservationId')
    .leftJoin('subjects', 'subjects.id', 'reservations.subjectId')
    .leftJoin('users as booked', 'booked.id', 'reservations.studentId')
    .where('payments.verificationCode', code)
    .first(
      'payments.*',
      'branchOffices.name as branchName',
      'instalments.number as instalmentNumber',
      'classGroups.name as groupName',
      'enrolled.firstNames as enrolledFirst',
      'enrolled.lastNames as enrolledLast',
      'subjects.name as subjectName',
      'booked.firstNames as bookedFirst',
      'booked.lastNames as bookedLast',
    );
  if (!p) return null;
  const concept = p.instalmentId
    ? [`Mensualidad N° ${p.instalmentNumber}`, p.groupName].filter(Boolean).join(' · ')
    : ['Clases individuales', p.subjectName].filter(Boolean).join(' · ');
  const payer = p.instalmentId ? shortName(p.enrolledFirst, p.enrolledLast) : shortName(p.bookedFirst, p.bookedLast);
  return {
    table: 'payments',
    row: p,
    number: String(p.receiptNumber),
    issuedAt: p.paidAt,
    concept,
    amountCents: p.amountPaidCents,
    payer,
  };
}

/** An income: 'O-{codigo}' as printed; the branch is the registering user's, inside the department. */
async function findIncome(db: Knex, code: string): Promise<Found | null> {
  const i: Row | undefined = await withBranch(db('incomes'), 'incomes')
    .join('incomeTypes', 'incomeTypes.id', 'incomes.incomeTypeId')
    .where('incomes.verificationCode', code)
    .first('incomes.*', 'branchOffices.name as branchName', 'incomeTypes.name as typeName');
  if (!i) return null;
  return {
    table: 'incomes',
    row: i,
    number: `O-${i.receiptNumber}`,
    issuedAt: i.paidAt,
    concept: i.typeName,
    amountCents: i.totalCents,
    payer: shortName(i.name),
  };
}

async function findExpense(db: Knex, code: string): Promise<Found | null> {
  const e: Row | undefined = await withBranch(db('expenses'), 'expenses')
    .where('expenses.verificationCode', code)
    .first('expenses.*', 'branchOffices.name as branchName');
  if (!e) return null;
  return {
    table: 'expenses',
    row: e,
    number: String(e.receiptNumber),
    issuedAt: e.registeredAt,
    concept: e.detail || 'Egreso',
    amountCents: e.totalCents,
    payer: shortName(e.name),
  };
}

function withBranch(query: Knex.QueryBuilder, table: 'incomes' | 'expenses'): Knex.QueryBuilder {
  return joinIssuerBranch(query.join('users as registrars', 'registrars.id', `${table}.userId`), 'registrars', table);
}

/** The receipt a code names, or null (a malformed code is not looked up). */
export async function verifyReceipt(db: Knex, code: string, institute: string): Promise<VerifiedReceipt | null> {
  if (!CODE.test(code)) return null;
  const found = (await findPayment(db, code)) ?? (await findIncome(db, code)) ?? (await findExpense(db, code));
  // The columns compare in binary (20261128230002); checked here too, so a case-insensitive column never matches.
  if (!found || found.row.verificationCode !== code) return null;
  const { table, row } = found;
  const department = await db('departments').where({ id: row.departmentId }).first('name');
  // An edit after issue is an 'update' audit row of the record (written in the edit's transaction).
  const edit =
    row.status === 1
      ? await db('auditLog')
          .where({ entity: table, entityId: row.id, action: 'update' })
          .orderBy('id', 'desc')
          .first('createdAt')
      : undefined;
  return {
    institute,
    department: department?.name ?? '',
    branch: row.branchName ?? '',
    number: found.number,
    issuedAt: formatLaPaz(found.issuedAt),
    concept: found.concept,
    // Written as every screen and receipt writes money: 'Bs 450,00'.
    amount: formatBs(Number(found.amountCents)),
    payer: found.payer,
    state: row.status !== 1 ? VOIDING.stateCaps : edit ? 'MODIFICADO' : 'VÁLIDO',
    changedAt: edit ? formatLaPaz(edit.createdAt) : '',
  };
}
