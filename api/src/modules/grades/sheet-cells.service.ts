import type { Knex } from 'knex';
import { CELL_CHANGED, cellsChangedMessage, type SheetKind } from '../../../../domain/grades.js';
import { constraintViolation } from '../../http/db-errors.js';
import { conflict } from '../../http/errors.js';
import type { Actor } from '../../http/session.js';
import { audit } from '../../lib/audit.js';
import { inTransaction } from '../../db/transaction.js';

/** Where one kind of sheet keeps its cells: one row per cell, the value in `column` (no row = empty). */
export interface CellTable {
  kind: SheetKind;
  table: string;
  column: string;
  /** Name of the value in the audit rows. */
  field: string;
  /** The stored value as the sheet shows it (grades in points, marks as booleans). */
  show: (stored: number | null) => unknown;
}

/** One cell a client sends: its row key, the value it read (undefined = not said) and the value it wants. */
export interface CellWrite {
  key: Record<string, number | string>;
  previous?: number | null;
  next: number | null;
  /** Columns written beside the value (who recorded it, when). */
  extra?: Record<string, unknown>;
  /** The student as the refusal names them. */
  name: string;
  /** Fields that tell the client which cell was refused (idUsuario, codigoMateria…). */
  ref: Record<string, unknown>;
}

/** A legacy save (no previous value) re-reads and retries this often before it counts as a conflict. */
const LEGACY_ATTEMPTS = 3;
/**
 * Saves the cells in one transaction (see writeCells). Sheets saved at once may deadlock on MariaDB (two
 * saves that both found a cell filled by a third wait on its row), or queue past the lock wait: inTransaction
 * runs the rolled-back one again.
 */
export async function saveCells(db: Knex, actor: Actor, t: CellTable, cells: CellWrite[], auditId: number) {
  return inTransaction(db, (trx) => writeCells(trx, actor, t, cells, auditId), { retryLockWaits: true });
}

/**
 * Writes the cells of a sheet inside the caller's transaction, each as a compare-and-set on the value the
 * client read: an UPDATE or DELETE `WHERE value = previous`, an INSERT under the cell's unique key when it was
 * empty. A cell someone else changed since is left alone and reported; the others are written and audited.
 * Cells go in key order so that two sheets saved at once lock rows in the same order (fewer deadlocks).
 */
async function writeCells(trx: Knex.Transaction, actor: Actor, t: CellTable, cells: CellWrite[], auditId: number) {
  const refused: CellWrite[] = [];
  let written = 0;
  for (const cell of [...cells].sort(byKey)) {
    const before = await setCell(trx, t, cell);
    if (before === undefined) refused.push(cell);
    else if (before !== cell.next) {
      written += 1;
      await audit(trx, {
        userId: actor.id,
        actor,
        entity: t.table,
        entityId: auditId,
        action: before === null ? 'create' : cell.next === null ? 'delete' : 'update',
        before: { ...cell.key, [t.field]: t.show(before) },
        after: { ...cell.key, [t.field]: t.show(cell.next) },
      });
    }
  }
  return { written, refused };
}

/**
 * The 409 a save answers when some of its cells were refused (the cells not listed were saved): each refused
 * cell named, with the value it holds now, read after the save's transaction ended.
 */
export async function refusedCellsError(
  db: Knex,
  t: CellTable,
  cells: CellWrite[],
  extra: Record<string, unknown> = {},
) {
  const refused = [];
  for (const cell of cells) {
    refused.push({
      ...cell.ref,
      msg: CELL_CHANGED[t.kind](cell.name),
      actual: t.show(await currentValue(db, t, cell.key, false)),
    });
  }
  return conflict(cellsChangedMessage(refused.map((r) => r.msg)), { type: 0, data: { ...extra, refused } });
}

/** The value before the write, or undefined when the cell no longer holds what the client read. */
async function setCell(trx: Knex.Transaction, t: CellTable, cell: CellWrite): Promise<number | null | undefined> {
  if (cell.previous !== undefined)
    return (await compareAndSet(trx, t, cell, cell.previous)) ? cell.previous : undefined;
  // A spec payload names no previous value: the value found is the one replaced (last write wins, still audited).
  for (let attempt = 0; attempt < LEGACY_ATTEMPTS; attempt += 1) {
    const found = await currentValue(trx, t, cell.key, attempt > 0);
    if (await compareAndSet(trx, t, cell, found)) return found;
  }
  return undefined;
}

async function compareAndSet(
  trx: Knex.Transaction,
  t: CellTable,
  cell: CellWrite,
  previous: number | null,
): Promise<boolean> {
  // Nothing to write: a cell sent unchanged overwrites no one.
  if (previous === cell.next) return true;
  if (previous === null) {
    try {
      await trx(t.table).insert({ ...cell.key, [t.column]: cell.next, ...cell.extra });
      return true;
    } catch (error) {
      // Someone filled the empty cell first: on both engines only this statement fails, not the transaction.
      if (constraintViolation(error)?.kind === 'unique') return false;
      throw error;
    }
  }
  const row = trx(t.table).where(cell.key).where(t.column, previous);
  const count = cell.next === null ? await row.delete() : await row.update({ [t.column]: cell.next, ...cell.extra });
  return Number(count) === 1;
}

/** A locking read sees the newest committed value (MariaDB's plain reads keep the transaction's snapshot). */
async function currentValue(trx: Knex, t: CellTable, key: CellWrite['key'], latest: boolean): Promise<number | null> {
  const q = trx(t.table).where(key).first(t.column);
  const row = await (latest ? q.forUpdate() : q);
  return row ? Number(row[t.column]) : null;
}

function byKey(a: CellWrite, b: CellWrite): number {
  for (const field of Object.keys(a.key)) {
    const x = a.key[field];
    const y = b.key[field];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
