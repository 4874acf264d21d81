import { assertStateChange, onlyActive } from '../../lib/status.js';
import type { Knex } from 'knex';
import { forbidden, notFound } from '../../http/errors.js';
import { assertDepartment, assertRole, departmentFor, ROLE, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { toBs } from '../../lib/money.js';
import { newVerificationCode, nextReceiptNumber } from '../../lib/receipts.js';
import { nowIso } from '../../lib/time.js';
import { claimVersion } from '../../lib/versioned.js';
import { applyFilter, noFilter, type FinanceFilter } from '../incomes/filters.js';
import { newEntry, totalCentsOf } from '../incomes/incomes.service.js';

type DbRow = Record<string, any>;

export interface ExpenseInput {
  name: string;
  egressDetail?: string | null;
  total: string | number | null;
  idDepartament?: number | null;
  /** The version the form was read at; a stale one is refused (409). */
  version?: number | null;
}

export const baseQuery = (db: Knex) => db('expenses')
  .join('users', 'users.id', 'expenses.userId')
  .select('expenses.*', 'users.firstNames', 'users.lastNames');

/** The Spanish response shape of spec 02 §3 (plus `id` for react-admin and who registered it). */
export function present(row: DbRow) {
  return {
    id: row.id as number,
    idEgreso: row.id as number,
    codigo: row.receiptNumber as number,
    nombre: row.name as string,
    total: toBs(row.totalCents),
    detalleEgreso: row.detail as string,
    fechaRegistro: row.registeredAt as string,
    estado: row.status as number,
    idUsuario: row.userId as number,
    usuario: [row.firstNames, row.lastNames].filter(Boolean).join(' '),
    idDepartamento: row.departmentId as number,
    version: row.version as number,
  };
}

/**
 * Who sees which expense (spec 02 §6: "expense list calls send the role and user so the server can filter"):
 * the server decides from the session, never from the query. Role 1 sees the department's expenses; any other
 * staff member only the ones they registered.
 */
function visibleTo(query: Knex.QueryBuilder, actor: Actor): Knex.QueryBuilder {
  return actor.roleId === ROLE.ADMIN ? query : query.where('expenses.userId', actor.id);
}

/**
 * The department's expenses this actor may see that match a search. The list shows role 1 the
 * deactivated ones too (to activate them again, as on /ingress); reports count active rows only.
 */
function matching(db: Knex, actor: Actor, departmentId: number, filter: FinanceFilter, activeOnly: boolean): Knex.QueryBuilder {
  const query = visibleTo(baseQuery(db).where({ 'expenses.departmentId': departmentId }), actor);
  onlyActive(query, 'expenses.status', actor, activeOnly);
  return applyFilter(query, filter, { name: 'expenses.name', total: 'expenses.totalCents', instant: 'expenses.registeredAt' });
}

export async function findExpense(db: Knex, actor: Actor, id: number): Promise<DbRow> {
  const row = await baseQuery(db).where('expenses.id', id).first();
  if (!row) throw notFound('No se encontro el egreso.');
  assertDepartment(actor, row.departmentId);
  if (actor.roleId !== ROLE.ADMIN && row.userId !== actor.id) throw forbidden();
  return row;
}

/** Newest receipt first; deactivated rows only for role 1. */
export async function listExpenses(db: Knex, actor: Actor, requestedDepartment: number | null, filter: FinanceFilter = noFilter()) {
  assertRole(actor, STAFF_ROLES);
  const departmentId = departmentFor(actor, requestedDepartment);
  const query = matching(db, actor, departmentId, filter, false);
  return (await query.orderBy('expenses.receiptNumber', 'desc')).map(present);
}

/** Rows of the expense report, oldest first, with the same visibility as the list. */
export async function reportExpenses(db: Knex, actor: Actor, departmentId: number, filter: FinanceFilter) {
  const query = matching(db, actor, departmentId, filter, true);
  return query.orderBy('expenses.registeredAt').orderBy('expenses.receiptNumber');
}

export async function getExpense(db: Knex, actor: Actor, id: number) {
  assertRole(actor, STAFF_ROLES);
  return present(await findExpense(db, actor, id));
}

export async function createExpense(db: Knex, actor: Actor, input: ExpenseInput) {
  const { departmentId, totalCents } = newEntry(actor, input);
  return db.transaction(async (trx) => {
    const receiptNumber = await nextReceiptNumber(trx, departmentId, 'expense');
    const row = {
      departmentId, userId: actor.id, receiptNumber, name: input.name, detail: input.egressDetail ?? '', totalCents,
      registeredAt: nowIso(), status: 1,
    };
    const [id] = await trx('expenses').insert({ ...row, verificationCode: newVerificationCode() });
    await audit(trx, { userId: actor.id, entity: 'expenses', entityId: Number(id), action: 'create', after: row });
    return present(await findExpense(trx, actor, Number(id)));
  });
}

export async function updateExpense(db: Knex, actor: Actor, id: number, input: ExpenseInput) {
  assertRole(actor, STAFF_ROLES);
  const totalCents = totalCentsOf(input.total);
  return db.transaction(async (trx) => {
    const before = await findExpense(trx, actor, id);
    await claimVersion(trx, 'expenses', id, input.version);
    const values = { name: input.name, detail: input.egressDetail ?? '', totalCents };
    await trx('expenses').where({ id }).update(values);
    await audit(trx, { userId: actor.id, entity: 'expenses', entityId: id, action: 'update', before: present(before), after: values });
    return present(await findExpense(trx, actor, id));
  });
}

/** "Eliminar" is status 0; role 1 may set 1 again (through the documented call; the screen lists active rows). */
export async function setExpenseState(db: Knex, actor: Actor, id: number, state: number, version?: number | null) {
  assertStateChange(actor, state);
  return db.transaction(async (trx) => {
    const before = await findExpense(trx, actor, id);
    await claimVersion(trx, 'expenses', id, version);
    await trx('expenses').where({ id }).update({ status: state });
    await audit(trx, { userId: actor.id, entity: 'expenses', entityId: id, action: state ? 'activate' : 'deactivate', before: { status: before.status }, after: { status: state } });
    return present(await findExpense(trx, actor, id));
  });
}
