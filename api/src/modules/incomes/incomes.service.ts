import { assertStateChange, onlyActive } from '../../lib/status.js';
import type { Knex } from 'knex';
import { badRequest, notFound } from '../../http/errors.js';
import { assertDepartment, departmentFor, STAFF_ROLES, assertRole, type Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { toBs, toCents, AMOUNT_TOO_LARGE, MAX_AMOUNT_CENTS } from '../../lib/money.js';
import { newVerificationCode, nextReceiptNumber } from '../../lib/receipts.js';
import { nowIso } from '../../lib/time.js';
import { claimVersion } from '../../lib/versioned.js';
import { applyFilter, noFilter, type FinanceFilter } from './filters.js';
import { incomeTypeFor, KIND, packageMinutes } from './lookups.js';

type DbRow = Record<string, any>;

/** The fields every income form sends (spec 02 §7), already trimmed and upper-cased by the schema. */
export interface IncomeInput {
  name: string;
  ingressDetail?: string | null;
  total: string | number | null;
  idIngressType: number;
  idDepartament?: number | null;
  /** The version the form was read at; a stale one is refused (409). */
  version?: number | null;
}

export const baseQuery = (db: Knex) => db('incomes')
  .join('incomeTypes', 'incomeTypes.id', 'incomes.incomeTypeId')
  .select('incomes.*', 'incomeTypes.name as typeName');

/** The Spanish response shape of spec 02 §3 (plus `id` for react-admin). */
export function present(row: DbRow) {
  return {
    id: row.id as number,
    idIngreso: row.id as number,
    codigo: row.receiptNumber as number,
    nombre: row.name as string,
    total: toBs(row.totalCents),
    idTipoIngreso: row.incomeTypeId as number,
    nombreTipoIngreso: row.typeName as string,
    detalleIngreso: row.detail as string,
    fechaPago: row.paidAt as string,
    estado: row.status as number,
    idReserva: (row.reservationId ?? null) as number | null,
    tipo: row.kind as number,
    idUsuario: row.userId as number,
    idDepartamento: row.departmentId as number,
    version: row.version as number,
  };
}
export type IncomeRow = ReturnType<typeof present>;

/**
 * What every new income or expense starts with, before its transaction: staff only, the department acted in
 * (role 1 names it, others keep their own), and the amount in centavos.
 */
export function newEntry(actor: Actor, input: { idDepartament?: number | null; total: string | number | null }) {
  assertRole(actor, STAFF_ROLES);
  return { departmentId: departmentFor(actor, input.idDepartament ?? null), totalCents: totalCentsOf(input.total) };
}

/** A Bs amount from a validated body: more than zero, in centavos. */
export function totalCentsOf(total: string | number | null | undefined): number {
  if (total === null || total === undefined || String(total).trim() === '') throw badRequest('Ingrese un Pago');
  const cents = toCents(total);
  if (cents === null) throw badRequest('Debe ingresar un número');
  if (cents <= 0) throw badRequest('El pago debe ser mayor a 0');
  if (cents > MAX_AMOUNT_CENTS) throw badRequest(AMOUNT_TOO_LARGE);
  return cents;
}

/**
 * A documented state change of an income or expense: 0 "deletes" (the row stays for receipts and history);
 * only role 1 sees deactivated rows, so only role 1 can set 1 again.
 */

/** The columns the advanced search filters on (list and report alike). */
export const INCOME_FILTER_COLUMNS = { name: 'incomes.name', total: 'incomes.totalCents', instant: 'incomes.paidAt', type: 'incomes.incomeTypeId' };

export async function findIncome(db: Knex, actor: Actor, id: number, lock = false): Promise<DbRow> {
  const query = baseQuery(db).where('incomes.id', id);
  const row = await (lock ? query.forUpdate() : query).first();
  if (!row) throw notFound('No se encontro el ingreso.');
  assertDepartment(actor, row.departmentId);
  return row;
}

/**
 * The department's income, newest receipt first. Only role 1 sees deactivated rows (to activate them again);
 * for everyone else a deactivated income is deleted.
 */
export async function listIncomes(db: Knex, actor: Actor, requestedDepartment: number | null, filter: FinanceFilter = noFilter()) {
  assertRole(actor, STAFF_ROLES);
  const departmentId = departmentFor(actor, requestedDepartment);
  const query = baseQuery(db).where('incomes.departmentId', departmentId);
  onlyActive(query, 'incomes.status', actor);
  applyFilter(query, filter, INCOME_FILTER_COLUMNS);
  return (await query.orderBy('incomes.receiptNumber', 'desc')).map(present);
}

export async function getIncome(db: Knex, actor: Actor, id: number) {
  assertRole(actor, STAFF_ROLES);
  return present(await findIncome(db, actor, id));
}

/** Inserts an income with the department's next income receipt number, inside the caller's transaction. */
export async function insertIncome(
  trx: Knex.Transaction, actor: Actor, departmentId: number,
  values: { kind: number; name: string; detail: string; totalCents: number; incomeTypeId: number; reservationId?: number | null },
): Promise<number> {
  const receiptNumber = await nextReceiptNumber(trx, departmentId, 'income');
  const row = { ...values, reservationId: values.reservationId ?? null, departmentId, userId: actor.id, receiptNumber, paidAt: nowIso(), status: 1 };
  const [id] = await trx('incomes').insert({ ...row, verificationCode: newVerificationCode() });
  await audit(trx, { userId: actor.id, entity: 'incomes', entityId: Number(id), action: 'create', after: row });
  return Number(id);
}

/**
 * Rewrites name, detail, total and type of an income of the given kind. Changing the type of a package moves
 * the reservation's minutes by the difference in hours, refusing when the lessons already placed do not fit.
 */
export async function updateIncomeFields(trx: Knex.Transaction, actor: Actor, id: number, input: IncomeInput, kind: number) {
  assertRole(actor, STAFF_ROLES);
  const totalCents = totalCentsOf(input.total);
  const before = await findIncome(trx, actor, id, true);
  if (before.kind !== kind) throw badRequest('Datos no válidos.');
  await claimVersion(trx, 'incomes', id, input.version);
  const type = await incomeTypeFor(trx, before.departmentId, input.idIngressType, kind, before.incomeTypeId);
  const values = { name: input.name, detail: input.ingressDetail ?? '', totalCents, incomeTypeId: type.id };
  if (kind === KIND.PACKAGE && type.id !== before.incomeTypeId && before.reservationId) {
    const minutes = packageMinutes(type.name);
    if (minutes === null) throw badRequest('El tipo de ingreso no indica la cantidad de horas del paquete');
    const reservation = await trx('reservations').where({ id: before.reservationId }).forUpdate().first();
    const minutesLeft = (reservation.minutesLeft ?? 0) + minutes - (packageMinutes(before.typeName) ?? 0);
    if (minutesLeft < 0) throw badRequest('Las horas del nuevo paquete no alcanzan para las clases ya asignadas');
    await trx('reservations').where({ id: reservation.id }).update({ minutesLeft });
    await audit(trx, { userId: actor.id, entity: 'reservations', entityId: reservation.id, action: 'update', before: { minutesLeft: reservation.minutesLeft }, after: { minutesLeft } });
  }
  await trx('incomes').where({ id }).update(values);
  await audit(trx, { userId: actor.id, entity: 'incomes', entityId: id, action: 'update', before: present(before), after: values });
  return before;
}

export async function createIncome(db: Knex, actor: Actor, input: IncomeInput) {
  const { departmentId, totalCents } = newEntry(actor, input);
  return db.transaction(async (trx) => {
    const type = await incomeTypeFor(trx, departmentId, input.idIngressType, KIND.INCOME);
    const id = await insertIncome(trx, actor, departmentId, {
      kind: KIND.INCOME, name: input.name, detail: input.ingressDetail ?? '', totalCents, incomeTypeId: type.id,
    });
    return present(await findIncome(trx, actor, id));
  });
}

export async function updateIncome(db: Knex, actor: Actor, id: number, input: IncomeInput) {
  return db.transaction(async (trx) => {
    const before = await findIncome(trx, actor, id);
    await updateIncomeFields(trx, actor, id, input, before.kind);
    return present(await findIncome(trx, actor, id));
  });
}

/** "Delete" is status 0 (kept for receipts and history); a package's reservation follows its income. */
export async function setIncomeState(db: Knex, actor: Actor, id: number, state: number, version?: number | null) {
  assertStateChange(actor, state);
  return db.transaction(async (trx) => {
    const before = await findIncome(trx, actor, id, true);
    await claimVersion(trx, 'incomes', id, version);
    await trx('incomes').where({ id }).update({ status: state });
    if (before.reservationId) await trx('reservations').where({ id: before.reservationId }).update({ status: state });
    await audit(trx, { userId: actor.id, entity: 'incomes', entityId: id, action: state ? 'activate' : 'deactivate', before: { status: before.status }, after: { status: state } });
    return present(await findIncome(trx, actor, id));
  });
}
