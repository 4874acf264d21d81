import type { Knex } from 'knex';
import { publishChange } from './outbox.js';
import { nowIso } from './time.js';

export interface AuditEntry {
  userId: number | null;
  entity: string;
  entityId: number;
  action: string;
  before?: unknown;
  after?: unknown;
  /** The department the row belongs to; null for institute-wide events. Omitted: see departmentOf. */
  departmentId?: number | null;
  /** Extra words the row is found by on the audit screen (a payment's student CI); see termsOf. */
  terms?: Array<string | number | null | undefined>;
  /** Who acts, as the session middleware made it: its auditDepartmentId is the department the request acts in. */
  actor?: { auditDepartmentId?: number; apiKeyId?: number };
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * A row belongs to the department named by the caller, else to the department of the record it describes
 * (most records carry departmentId), else to the one the request acts in (the actor's, set once per request by
 * the session middleware); outside a request, to none. It travels on the actor rather than in an
 * AsyncLocalStorage: on Node 20 that turns on promise hooks for every promise of every request.
 */
function departmentOf(entry: AuditEntry): number | null {
  if (entry.departmentId !== undefined) return entry.departmentId;
  const own = field(entry.after, 'departmentId') ?? field(entry.before, 'departmentId');
  if (typeof own === 'number' && own > 0) return own;
  return entry.actor?.auditDepartmentId ?? null;
}

/** Receipt numbers and CIs in the row's own data, plus the caller's words: lower case, unique, non-empty. */
const SEARCH_KEYS = ['receiptNumber', 'ci'];
function termsOf(entry: AuditEntry): string[] {
  const words = [...(entry.terms ?? [])];
  for (const side of [entry.before, entry.after]) for (const key of SEARCH_KEYS) words.push(field(side, key) as string);
  const clean = words
    .filter((w) => w !== null && w !== undefined && (typeof w === 'string' || typeof w === 'number'))
    .map((w) => normaliseTerm(String(w)))
    .filter((w) => w.length > 0);
  return [...new Set(clean)];
}

export const normaliseTerm = (word: string) => word.trim().toLowerCase().slice(0, 60);

/**
 * The stored values of `row` under the keys an edit writes: the 'before' of an update, so each field compares
 * with itself (an answer's Spanish keys would show every field as new).
 */
export function beforeOf(row: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(after)
      .filter((key) => key !== 'passwordHash')
      .map((key) => [key, row[key] ?? null]),
  );
}

/**
 * Writes one audit row (who, when, where, before, after) and its search words inside the caller's transaction,
 * and the webhook event the change is, if any (lib/outbox.ts).
 */
export async function audit(trx: Knex | Knex.Transaction, entry: AuditEntry): Promise<void> {
  const departmentId = departmentOf(entry);
  const [id] = await trx('audit_log').insert({
    userId: entry.userId,
    departmentId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    apiKeyId: entry.actor?.apiKeyId ?? null,
    beforeJson: entry.before === undefined ? null : JSON.stringify(entry.before),
    afterJson: entry.after === undefined ? null : JSON.stringify(entry.after),
    createdAt: nowIso(),
  });
  const terms = termsOf(entry);
  if (terms.length) await trx('audit_log_terms').insert(terms.map((term) => ({ auditId: Number(id), term })));
  await publishChange(trx, entry, departmentId);
}
