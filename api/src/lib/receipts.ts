import type { Knex } from 'knex';

export type ReceiptKind = 'payment' | 'income' | 'expense';

/**
 * Allocates the next receipt number of a department and document kind inside the caller's transaction.
 * The UPDATE locks the counter row until commit, so numbers are unique and gap-free (a rollback gives it back).
 */
export async function nextReceiptNumber(trx: Knex.Transaction, departmentId: number, kind: ReceiptKind): Promise<number> {
  const bump = () => trx('receipt_sequences').where({ departmentId, kind }).increment('lastNumber', 1);
  if (!(await bump())) {
    // First receipt of this kind in the department: create the counter (once, whoever races) and bump it.
    await trx('receipt_sequences').insert({ departmentId, kind, lastNumber: 0 }).onConflict(['departmentId', 'kind']).ignore();
    await bump();
  }
  const row = await trx('receipt_sequences').where({ departmentId, kind }).first('lastNumber');
  return Number(row.lastNumber);
}
