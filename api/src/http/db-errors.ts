/** Recognises constraint violations of both engines (mysql2 and better-sqlite3 report them differently). */
export type ConstraintViolation =
  { kind: 'unique'; constraint?: string; table?: string; columns?: string[] } | { kind: 'foreign-key' };

export function constraintViolation(err: unknown): ConstraintViolation | null {
  const e = err as { code?: string; message?: string; sqlMessage?: string };
  if (!e || typeof e !== 'object') return null;
  if (e.code === 'ER_DUP_ENTRY') {
    // MySQL 8: "for key 'table.uq_name'"; MariaDB: "for key 'uq_name'".
    const key = /for key '([^']+)'/.exec(e.sqlMessage ?? e.message ?? '')?.[1];
    return { kind: 'unique', constraint: key?.split('.').pop() };
  }
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    // "UNIQUE constraint failed: turns.department_id, turns.name"
    const list = /constraint failed: (.+)$/.exec(e.message ?? '')?.[1] ?? '';
    const parts = list.split(',').map((p) => p.trim().split('.'));
    return { kind: 'unique', table: parts[0]?.[0], columns: parts.map((p) => p[1]).filter(Boolean) };
  }
  if (
    e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    e.code === 'ER_NO_REFERENCED_ROW_2' ||
    e.code === 'ER_ROW_IS_REFERENCED_2'
  ) {
    return { kind: 'foreign-key' };
  }
  return null;
}

/** Network and server states in which the database cannot be reached (mysql2, Node's sockets, SQLite's file). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

/**
 * The request failed because the database is away (refused, lost, shut down, no connection free in time), not
 * because of the request: worth a 503 and a retry, and the pool reconnects by itself on a later request.
 */
export function databaseUnavailable(err: unknown): boolean {
  if (err instanceof DatabaseProbeFailed) return true;
  const e = err as { code?: string; fatal?: boolean; name?: string; message?: string };
  if (!e || typeof e !== 'object') return false;
  if (e.code && UNREACHABLE_CODES.has(e.code)) return true;
  // mysql2 marks errors that broke the connection as fatal (a dropped socket mid-query).
  if (e.fatal === true) return true;
  // knex: every connection busy for acquireConnectionTimeout; or its pool already destroyed (shutdown).
  if (e.name === 'KnexTimeoutError') return true;
  return /^Unable to acquire a connection|The database connection is not open/.test(e.message ?? '');
}

/** The health probe's `select 1` failed, whatever the driver said: the database is away for this process. */
export class DatabaseProbeFailed extends Error {
  constructor(readonly cause: unknown) {
    super('database probe failed');
  }
}
