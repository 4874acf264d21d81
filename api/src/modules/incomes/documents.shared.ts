import type { Knex } from 'knex';
import type { Actor } from '../../http/session.js';

/**
 * Header of an income/expense document: the department, and the acting user's branch name and phone when
 * the user belongs to that department (spec 02 §6 "Receipts show the user's branch…").
 */
export async function documentHeader(db: Knex, actor: Actor, departmentId: number) {
  const department = await db('departments').where({ id: departmentId }).first('name');
  const branch = actor.branchOfficeId && actor.departmentId === departmentId
    ? await db('branchOffices').where({ id: actor.branchOfficeId }).first('name', 'phone')
    : null;
  return { department: department?.name ?? '', branchName: branch?.name ?? '', branchPhone: branch?.phone ?? '' };
}

export const fullName = (row: { firstNames?: string | null; lastNames?: string | null }) =>
  [row.firstNames, row.lastNames].filter(Boolean).join(' ');

/** Income receipts are numbered 'O-{codigo}' (spec 02 §9), apart from the payment receipts' plain numbers. */
export const incomeNumber = (receiptNumber: number) => `O-${receiptNumber}`;
