import type { Knex } from 'knex';
import { ROLE } from '../../../domain/session.js';
import type { WebhookEvent } from '../../../domain/webhooks.js';
import { nowIso } from './time.js';

/** A change as the audit trail records it: what the outbox turns into an event. */
interface Change {
  entity: string;
  action: string;
  entityId: number;
  before?: unknown;
  after?: unknown;
}

const roleOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { roleId?: unknown }).roleId : undefined;

/** Which audited changes are webhook events: every write path already audits, so none can forget to publish. */
function eventOf(change: Change): WebhookEvent | null {
  switch (`${change.entity}:${change.action}`) {
    case 'payments:create':
      return 'payment.created';
    case 'payments:update':
      return 'payment.updated';
    case 'payments:deactivate':
      return 'payment.voided';
    case 'payments:pay-lesson':
      return 'lesson_payment.created';
    case 'incomes:create':
      return 'income.created';
    case 'expenses:create':
      return 'expense.created';
    case 'enrolments:create':
      return 'enrolment.created';
    case 'enrolments:deactivate':
      return 'enrolment.ended';
    case 'cash_shifts:close':
      return 'shift.closed';
    case 'users:create':
      return roleOf(change.after) === ROLE.STUDENT ? 'student.created' : null;
    default:
      return null;
  }
}

/** Fields that never leave the server, whatever record they are in. */
const SECRET_KEYS = new Set(['passwordHash', 'password', 'secret', 'activationCode']);
const withoutSecrets = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEYS.has(key)))
    : value;

/**
 * Writes the event of an audited change into the outbox, inside the change's own transaction: a rolled-back
 * change leaves no event, a committed one always has its event (the delivery worker sends it later).
 */
export async function publishChange(
  trx: Knex | Knex.Transaction,
  change: Change,
  departmentId: number | null,
): Promise<void> {
  const event = eventOf(change);
  if (!event) return;
  const occurredAt = nowIso();
  const data = {
    id: change.entityId,
    ...(change.before !== undefined ? { before: withoutSecrets(change.before) } : {}),
    after: withoutSecrets(change.after ?? null),
  };
  await trx('webhookEvents').insert({
    departmentId,
    event,
    createdAt: occurredAt,
    dispatched: 0,
    payloadJson: JSON.stringify({ event, occurredAt, departmentId, data }),
  });
}
