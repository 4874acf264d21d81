import type { Knex } from 'knex';
import { assertRole, STAFF_ROLES, type Actor } from '../../http/session.js';
import type { FinanceFilter } from '../incomes/filters.rules.js';
import { entryFields, ledger, totalCentsOf, type DbRow } from '../incomes/ledger.service.js';

export interface ExpenseInput {
  name: string;
  egressDetail?: string | null;
  total: string | number | null;
  idDepartament?: number | null;
  /** The version the form was read at; a stale one is refused (409). */
  version?: number | null;
}

export const baseQuery = (db: Knex) =>
  db('expenses')
    .join('users', 'users.id', 'expenses.userId')
    .select('expenses.*', 'users.firstNames', 'users.lastNames');

/** The Spanish response shape of spec 02 §3 (plus `id` for react-admin and who registered it). */
function present(row: DbRow) {
  return {
    ...entryFields(row, 'idEgreso'),
    detalleEgreso: row.detail as string,
    fechaRegistro: row.registeredAt as string,
    usuario: [row.firstNames, row.lastNames].filter(Boolean).join(' '),
  };
}

/**
 * The expense book of the ledger. Who sees which expense (spec 02 §6: "expense list calls send the role and
 * user so the server can filter"): the server decides from the session, never from the query. Role 1 sees the
 * department's expenses; any other staff member only the ones they registered.
 */
export const expenses = ledger({
  table: 'expenses',
  receipts: 'expense',
  dateColumn: 'registeredAt',
  notFoundMessage: 'No se encontro el egreso.',
  baseQuery,
  present,
  ownRowsOnly: true,
});

export const findExpense = expenses.find;

/** Newest receipt first; deactivated rows only for role 1. */
export const listExpenses = (db: Knex, actor: Actor, requestedDepartment: number | null, filter?: FinanceFilter) =>
  expenses.list(db, actor, requestedDepartment, filter);

/** Rows of the expense report, oldest first, with the same visibility as the list. */
export const reportExpenses = expenses.report;

export const getExpense = (db: Knex, actor: Actor, id: number) => expenses.get(db, actor, id);

export const createExpense = (db: Knex, actor: Actor, input: ExpenseInput) =>
  expenses.create(db, actor, input, (trx, { departmentId, totalCents }) =>
    expenses.insert(trx, actor, departmentId, { name: input.name, detail: input.egressDetail ?? '', totalCents }),
  );

export function updateExpense(db: Knex, actor: Actor, id: number, input: ExpenseInput) {
  assertRole(actor, STAFF_ROLES);
  const totalCents = totalCentsOf(input.total);
  return expenses.change(db, actor, id, (trx) =>
    expenses.rewrite(trx, actor, id, input.version, () => ({
      name: input.name,
      detail: input.egressDetail ?? '',
      totalCents,
    })),
  );
}

/** "Eliminar" is status 0; role 1 may set 1 again (through the documented call; the screen lists active rows). */
export const setExpenseState = (db: Knex, actor: Actor, id: number, state: number, version?: number | null) =>
  expenses.setState(db, actor, id, state, version);
