import type { Knex } from 'knex';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { assertDepartment, assertRole, departmentFor, ROLE, STAFF_ROLES, type Actor } from '../../http/session.js';
import { audit, beforeOf } from '../../lib/audit.js';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_CENTS, toBs, toCents } from '../../lib/money.js';
import { newVerificationCode, nextReceiptNumber } from '../../lib/receipts.js';
import { assertStateChange, onlyActive } from '../../lib/status.js';
import { nowIso } from '../../lib/time.js';
import { claimVersion } from '../../lib/versioned.js';
import { holdShift, takingShift } from '../counter/shift-lock.service.js';
import { assertTakingOpen, closedTakings } from '../counter/close-lock.service.js';
import { SHIFT_MESSAGES } from '../../../../domain/cash-shift.js';
import { applyFilter, noFilter, type FinanceFilter } from './filters.rules.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * Income and expenses are two books of the same ledger (spec 02 §7): rows of a department numbered by their
 * own receipt sequence, amounts in centavos, "deleted" by status 0, searched by name, total and date, each
 * write versioned and audited. One mechanism, configured per book; what differs (income types, packages and
 * practices; expenses seen only by whoever registered them) stays with the book's service.
 */
export type DbRow = Record<string, any>;

export interface LedgerBook<Answer> {
  table: 'incomes' | 'expenses';
  /** The receipt sequence of the book (lib/receipts.ts). */
  receipts: 'income' | 'expense';
  /** The instant a row was entered: the date searches and reports go by. */
  dateColumn: 'paidAt' | 'registeredAt';
  notFoundMessage: string;
  /** The book's rows with what their answers show (joined names). */
  baseQuery: (db: Knex) => Knex.QueryBuilder;
  present: (row: DbRow) => Answer;
  /** Income type column, for books searched by type. */
  typeColumn?: string;
  /** Only role 1 sees other staff members' rows (spec 02 §6, expenses). */
  ownRowsOnly?: boolean;
}

/**
 * The answer fields every income and expense has (spec 02 §3): its id twice, as `id` for react-admin and under the
 * book's Spanish name (`idIngreso`, `idEgreso`), and the columns both books keep; each book adds its own after them.
 */
export function entryFields<IdName extends string>(row: DbRow, idName: IdName) {
  return {
    id: row.id as number,
    ...({ [idName]: row.id } as Record<IdName, number>),
    codigo: row.receiptNumber as number,
    nombre: row.name as string,
    total: toBs(row.totalCents),
    estado: row.status as number,
    idUsuario: row.userId as number,
    idDepartamento: row.departmentId as number,
    version: row.version as number,
  };
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
 * What every new income or expense starts with, before its transaction: staff only, the department acted in
 * (role 1 names it, others keep their own), and the amount in centavos.
 */
function newEntry(actor: Actor, input: { idDepartament?: number | null; total: string | number | null }) {
  assertRole(actor, STAFF_ROLES);
  return { departmentId: departmentFor(actor, input.idDepartament ?? null), totalCents: totalCentsOf(input.total) };
}

export type NewEntry = ReturnType<typeof newEntry>;

/** The operations of one book. */
export function ledger<Answer>(book: LedgerBook<Answer>) {
  const { table } = book;
  const column = (name: string) => `${table}.${name}`;
  const filterColumns = {
    name: column('name'),
    total: column('totalCents'),
    instant: column(book.dateColumn),
    type: book.typeColumn,
  };
  const seesAll = (actor: Actor) => !book.ownRowsOnly || actor.roleId === ROLE.ADMIN;
  const takingOf = (row: DbRow) => ({ cashierId: row.userId as number, at: row[book.dateColumn] as string });
  /** Refuses a change by anyone but role 1 once the row's cashier closed the shift of its day. */
  const assertOpen = (trx: Knex.Transaction, actor: Actor, row: DbRow) =>
    assertTakingOpen(trx, actor, takingOf(row), SHIFT_MESSAGES.entryLocked);

  /** Answers of rows, each with `cajaCerrada` (a close of its cashier locks it), read in one query. */
  async function marked(db: Knex | Knex.Transaction, rows: DbRow[]): Promise<Array<Answer & { cajaCerrada: boolean }>> {
    const closed = await closedTakings(db, rows.map(takingOf));
    return rows.map((row, i) => ({ ...book.present(row), cajaCerrada: closed[i] }));
  }

  /** A row of the actor's reach (department, and own rows where the book says so); locked inside writes. */
  async function find(db: Knex, actor: Actor, id: number, lock = false): Promise<DbRow> {
    const query = book.baseQuery(db).where(column('id'), id);
    const row = await (lock ? query.forUpdate() : query).first();
    if (!row) throw notFound(book.notFoundMessage);
    assertDepartment(actor, row.departmentId);
    if (!seesAll(actor) && row.userId !== actor.id) throw forbidden();
    return row;
  }

  /**
   * The department's rows this actor may see that match a search. Lists show role 1 the deactivated ones too
   * (to activate them again); reports count active rows only.
   */
  function matching(
    db: Knex,
    actor: Actor,
    departmentId: number,
    filter: FinanceFilter,
    activeOnly: boolean,
  ): Knex.QueryBuilder {
    const query = book.baseQuery(db).where(column('departmentId'), departmentId);
    if (!seesAll(actor)) query.where(column('userId'), actor.id);
    onlyActive(query, column('status'), actor, activeOnly);
    return applyFilter(query, filter, filterColumns);
  }

  /** Answers of `write`'s row once the transaction has written it. */
  const writing = (db: Knex, actor: Actor, write: (trx: Knex.Transaction) => Promise<number>) =>
    inTransaction(db, async (trx) => (await marked(trx, [await find(trx, actor, await write(trx))]))[0]);

  return {
    find,
    marked,

    /** Newest receipt first; deactivated rows only for role 1. */
    async list(db: Knex, actor: Actor, requestedDepartment: number | null, filter: FinanceFilter = noFilter()) {
      assertRole(actor, STAFF_ROLES);
      const query = matching(db, actor, departmentFor(actor, requestedDepartment), filter, false);
      return marked(db, await query.orderBy(column('receiptNumber'), 'desc'));
    },

    /** Rows of a report: active, oldest first (a report reads as a ledger), with the list's visibility. */
    report(db: Knex, actor: Actor, departmentId: number, filter: FinanceFilter): Promise<DbRow[]> {
      return matching(db, actor, departmentId, filter, true)
        .orderBy(column(book.dateColumn))
        .orderBy(column('receiptNumber'));
    },

    async get(db: Knex, actor: Actor, id: number) {
      assertRole(actor, STAFF_ROLES);
      return (await marked(db, [await find(db, actor, id)]))[0];
    },

    /**
     * A new row: `write` inserts it (with `insert`, and whatever goes with it) and returns its id. Money in or
     * out of the drawer: it belongs to its cashier's open shift (counter/shift-lock.ts).
     */
    async create(
      db: Knex,
      actor: Actor,
      input: { idDepartament?: number | null; total: string | number | null },
      write: (trx: Knex.Transaction, entry: NewEntry) => Promise<number>,
    ) {
      const entry = newEntry(actor, input);
      const shiftId = await takingShift(db, actor);
      return writing(db, actor, async (trx) => {
        await holdShift(trx, actor, shiftId);
        return write(trx, entry);
      });
    },

    /** Inserts a row with the department's next receipt number of the book, inside the caller's transaction. */
    async insert(trx: Knex.Transaction, actor: Actor, departmentId: number, values: DbRow): Promise<number> {
      const receiptNumber = await nextReceiptNumber(trx, departmentId, book.receipts);
      const row = { ...values, departmentId, userId: actor.id, receiptNumber, [book.dateColumn]: nowIso(), status: 1 };
      const [id] = await trx(table).insert({ ...row, verificationCode: newVerificationCode() });
      await audit(trx, { userId: actor.id, actor, entity: table, entityId: Number(id), action: 'create', after: row });
      return Number(id);
    },

    /** A change inside one transaction, answered with the row as it then reads. */
    change: (db: Knex, actor: Actor, id: number, write: (trx: Knex.Transaction) => Promise<unknown>) =>
      writing(db, actor, async (trx) => {
        await write(trx);
        return id;
      }),

    /**
     * Rewrites fields of a row at the version the form read (409 when stale): `check` may refuse the row first,
     * `fields` gives the new values. Answers the row as it was before.
     */
    async rewrite(
      trx: Knex.Transaction,
      actor: Actor,
      id: number,
      version: number | null | undefined,
      fields: (before: DbRow) => Promise<DbRow> | DbRow,
      check?: (before: DbRow) => void,
    ): Promise<DbRow> {
      assertRole(actor, STAFF_ROLES);
      const before = await find(trx, actor, id, true);
      await assertOpen(trx, actor, before);
      check?.(before);
      await claimVersion(trx, table, id, version);
      const values = await fields(before);
      await trx(table).where({ id }).update(values);
      await audit(trx, {
        userId: actor.id,
        actor,
        entity: table,
        entityId: id,
        action: 'update',
        before: beforeOf(before, values),
        after: values,
      });
      return before;
    },

    /**
     * "Delete" is status 0 (the row stays for receipts and history); only role 1 sees deactivated rows, so only
     * role 1 sets 1 again. `follow` carries the state to what belongs to the row.
     */
    setState(
      db: Knex,
      actor: Actor,
      id: number,
      state: number,
      version?: number | null,
      follow?: (trx: Knex.Transaction, before: DbRow) => Promise<unknown>,
    ) {
      assertStateChange(actor, state);
      return writing(db, actor, async (trx) => {
        const before = await find(trx, actor, id, true);
        await assertOpen(trx, actor, before);
        await claimVersion(trx, table, id, version);
        await trx(table).where({ id }).update({ status: state });
        await follow?.(trx, before);
        await audit(trx, {
          userId: actor.id,
          actor,
          entity: table,
          entityId: id,
          action: state ? 'activate' : 'deactivate',
          before: { status: before.status },
          after: { status: state },
        });
        return id;
      });
    },
  };
}
