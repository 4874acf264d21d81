import type { Knex } from 'knex';
import { nowIso } from './time.js';

/** Writes one audit row (who, when, before, after) inside the caller's transaction. */
export async function audit(
  trx: Knex | Knex.Transaction,
  entry: { userId: number | null; entity: string; entityId: number; action: string; before?: unknown; after?: unknown },
): Promise<void> {
  await trx('audit_log').insert({
    userId: entry.userId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    beforeJson: entry.before === undefined ? null : JSON.stringify(entry.before),
    afterJson: entry.after === undefined ? null : JSON.stringify(entry.after),
    createdAt: nowIso(),
  });
}
