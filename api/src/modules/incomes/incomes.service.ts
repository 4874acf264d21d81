import type { Knex } from 'knex';
import { badRequest } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import type { FinanceFilter } from './filters.rules.js';
import { entryFields, ledger, totalCentsOf, type DbRow } from './ledger.service.js';
import { incomeTypeFor, KIND, packageMinutes } from './lookups.queries.js';

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

export const baseQuery = (db: Knex) =>
  db('incomes')
    .join('incomeTypes', 'incomeTypes.id', 'incomes.incomeTypeId')
    .select('incomes.*', 'incomeTypes.name as typeName');

/** The Spanish response shape of spec 02 §3 (plus `id` for react-admin). */
function present(row: DbRow) {
  return {
    ...entryFields(row, 'idIngreso'),
    idTipoIngreso: row.incomeTypeId as number,
    nombreTipoIngreso: row.typeName as string,
    detalleIngreso: row.detail as string,
    fechaPago: row.paidAt as string,
    idReserva: (row.reservationId ?? null) as number | null,
    tipo: row.kind as number,
  };
}

/** The columns the advanced search filters on (list and report alike). */
export const INCOME_FILTER_COLUMNS = {
  name: 'incomes.name',
  total: 'incomes.totalCents',
  instant: 'incomes.paidAt',
  type: 'incomes.incomeTypeId',
};

/** The income book of the ledger (ledger.service.ts). */
export const incomes = ledger({
  table: 'incomes',
  receipts: 'income',
  dateColumn: 'paidAt',
  notFoundMessage: 'No se encontro el ingreso.',
  baseQuery,
  present,
  typeColumn: INCOME_FILTER_COLUMNS.type,
});

export const findIncome = incomes.find;

/**
 * The department's income, newest receipt first. Only role 1 sees deactivated rows (to activate them again);
 * for everyone else a deactivated income is deleted.
 */
export const listIncomes = (db: Knex, actor: Actor, requestedDepartment: number | null, filter?: FinanceFilter) =>
  incomes.list(db, actor, requestedDepartment, filter);

export const getIncome = (db: Knex, actor: Actor, id: number) => incomes.get(db, actor, id);

/** Inserts an income with the department's next income receipt number, inside the caller's transaction. */
export const insertIncome = (
  trx: Knex.Transaction,
  actor: Actor,
  departmentId: number,
  values: {
    kind: number;
    name: string;
    detail: string;
    totalCents: number;
    incomeTypeId: number;
    reservationId?: number | null;
  },
) => incomes.insert(trx, actor, departmentId, { ...values, reservationId: values.reservationId ?? null });

/**
 * Rewrites name, detail, total and type of an income of the given kind. Changing the type of a package moves
 * the reservation's minutes by the difference in hours, refusing when the lessons already placed do not fit.
 */
export async function updateIncomeFields(
  trx: Knex.Transaction,
  actor: Actor,
  id: number,
  input: IncomeInput,
  kind: number,
) {
  const totalCents = totalCentsOf(input.total);
  return incomes.rewrite(
    trx,
    actor,
    id,
    input.version,
    async (before) => {
      const type = await incomeTypeFor(trx, before.departmentId, input.idIngressType, kind, before.incomeTypeId);
      if (kind === KIND.PACKAGE && type.id !== before.incomeTypeId && before.reservationId)
        await movePackageMinutes(trx, actor, before, type.name);
      return { name: input.name, detail: input.ingressDetail ?? '', totalCents, incomeTypeId: type.id };
    },
    (before) => {
      if (before.kind !== kind) throw badRequest('Datos no válidos.');
    },
  );
}

/** A package changed to a type of other hours: its reservation's minutes move by the difference. */
async function movePackageMinutes(trx: Knex.Transaction, actor: Actor, before: DbRow, typeName: string) {
  const minutes = packageMinutes(typeName);
  if (minutes === null) throw badRequest('El tipo de ingreso no indica la cantidad de horas del paquete');
  const reservation = await trx('reservations').where({ id: before.reservationId }).forUpdate().first();
  const minutesLeft = (reservation.minutesLeft ?? 0) + minutes - (packageMinutes(before.typeName) ?? 0);
  if (minutesLeft < 0) throw badRequest('Las horas del nuevo paquete no alcanzan para las clases ya asignadas');
  await trx('reservations').where({ id: reservation.id }).update({ minutesLeft });
  await audit(trx, {
    userId: actor.id,
    actor,
    entity: 'reservations',
    entityId: reservation.id,
    action: 'update',
    before: { minutesLeft: reservation.minutesLeft },
    after: { minutesLeft },
  });
}

export const createIncome = (db: Knex, actor: Actor, input: IncomeInput) =>
  incomes.create(db, actor, input, async (trx, { departmentId, totalCents }) => {
    const type = await incomeTypeFor(trx, departmentId, input.idIngressType, KIND.INCOME);
    return insertIncome(trx, actor, departmentId, {
      kind: KIND.INCOME,
      name: input.name,
      detail: input.ingressDetail ?? '',
      totalCents,
      incomeTypeId: type.id,
    });
  });

export const updateIncome = (db: Knex, actor: Actor, id: number, input: IncomeInput) =>
  incomes.change(db, actor, id, async (trx) =>
    updateIncomeFields(trx, actor, id, input, (await findIncome(trx, actor, id)).kind),
  );

/** "Delete" is status 0 (kept for receipts and history); a package's reservation follows its income. */
export const setIncomeState = (db: Knex, actor: Actor, id: number, state: number, version?: number | null) =>
  incomes.setState(db, actor, id, state, version, async (trx, before) => {
    if (before.reservationId) await trx('reservations').where({ id: before.reservationId }).update({ status: state });
  });
