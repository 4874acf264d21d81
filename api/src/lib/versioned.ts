import type { Knex } from 'knex';
import { RECORD_CHANGED, VERSION_FIELD } from '../../../domain/concurrency.js';
import { badRequest, conflict } from '../http/errors.js';
import { MAX_ID } from '../schemas/fields.js';

/**
 * The one optimistic-concurrency mechanism. Every write to a versioned record goes through
 * claimVersion inside the service's transaction, before the record's own writes: one
 * `UPDATE … SET version = version + 1 WHERE id = ? AND version = ?` both checks and takes the row, so of two
 * saves made from the same version exactly one matches; the other gets 0 rows, a 409, and its transaction
 * rolls back, writing nothing. On MySQL the UPDATE waits for a concurrent holder of the row and then
 * re-reads it; SQLite runs one write transaction at a time.
 */
export async function claimVersion(
  trx: Knex | Knex.Transaction,
  table: string,
  id: number,
  expected?: number | null,
): Promise<void> {
  const query = trx(table).where({ id });
  // Without a version (a client written against the spec alone) the write still bumps it, so editors see it.
  if (expected !== undefined && expected !== null) query.where(VERSION_FIELD, expected);
  const changed = await query.update({ [VERSION_FIELD]: trx.raw('?? + 1', [VERSION_FIELD]) });
  if (!changed) throw conflict(RECORD_CHANGED);
}

/** The version a save was made from, as a body field of either face; absent or null means "not given". */
export function versionOf(data: Record<string, unknown> | null | undefined): number | undefined {
  const value = data?.[VERSION_FIELD];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_ID)
    throw badRequest(INVALID_VERSION);
  return value;
}

const INVALID_VERSION = 'Versión no válida.';

/** Body field of the documented saves: optional, so the spec's payloads stay valid (described in OpenAPI). */
export const versionField = () => ({
  type: ['integer', 'null'],
  minimum: 1,
  maximum: MAX_ID,
  default: null,
  errorMessage: INVALID_VERSION,
  description: 'Versión del registro desde la que se hizo el cambio; si ya no es la actual, la respuesta es 409.',
});
