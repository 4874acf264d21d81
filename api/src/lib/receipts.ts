import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export type ReceiptKind = 'payment' | 'income' | 'expense';

/**
 * Allocates the next receipt number of a department and document kind inside the caller's transaction.
 * The UPDATE locks the counter row until commit, so numbers are unique and gap-free (a rollback gives it back).
 */
export async function nextReceiptNumber(
  trx: Knex.Transaction,
  departmentId: number,
  kind: ReceiptKind,
): Promise<number> {
  const bump = () => trx('receipt_sequences').where({ departmentId, kind }).increment('lastNumber', 1);
  if (!(await bump())) {
    // First receipt of this kind in the department: create the counter (once, whoever races) and bump it.
    await trx('receipt_sequences')
      .insert({ departmentId, kind, lastNumber: 0 })
      .onConflict(['departmentId', 'kind'])
      .ignore();
    await bump();
  }
  const row = await trx('receipt_sequences').where({ departmentId, kind }).first('lastNumber');
  return Number(row.lastNumber);
}

export type VerifiedTable = 'payments' | 'incomes' | 'expenses';

/** The code a receipt's QR carries: 144 random bits, base64url, meaningless by itself. */
export function newVerificationCode(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The stored verification code of a receipt row. Rows written without one (demo and benchmark data) get it
 * when first printed; the conditional update keeps two concurrent first prints on the same code. `stored`: the code
 * of the row the caller has just read, when it has one (no second read).
 */
export async function ensureVerificationCode(
  db: Knex,
  table: VerifiedTable,
  id: number,
  stored?: string | null,
): Promise<string> {
  if (stored) return stored;
  const row = await db(table).where({ id }).first('verificationCode');
  if (row?.verificationCode) return row.verificationCode;
  await db(table).where({ id }).whereNull('verificationCode').update({ verificationCode: newVerificationCode() });
  return (await db(table).where({ id }).first('verificationCode')).verificationCode;
}

/** The public page a receipt's QR points to. */
export function verificationUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/verificar/${code}`;
}

/**
 * Joins the branch office a receipt names (spec 02 §6): the issuer's own branch, only when the issuer belongs to the
 * receipt's department; otherwise `branchOffices` columns are null and the receipt names no branch. `issuer` is the
 * alias under which the query joined the user who issued the row of `receipts`.
 */
export function joinIssuerBranch<Q extends Knex.QueryBuilder>(query: Q, issuer: string, receipts: VerifiedTable): Q {
  return query.leftJoin('branchOffices', function issuerBranch() {
    this.on('branchOffices.id', `${issuer}.branchOfficeId`).andOn(`${issuer}.departmentId`, `${receipts}.departmentId`);
  }) as Q;
}

/** Payments with the cashier who took each (`cashiers`) and the branch its receipt names (`branchOffices`). */
export function paymentsWithCashierBranch(db: Knex): Knex.QueryBuilder {
  return joinIssuerBranch(
    db('payments').join('users as cashiers', 'cashiers.id', 'payments.cashierId'),
    'cashiers',
    'payments',
  );
}
