/** Recognises constraint violations of both engines (mysql2 and better-sqlite3 report them differently). */
export type ConstraintViolation =
  | { kind: 'unique'; constraint?: string; table?: string; columns?: string[] }
  | { kind: 'foreign-key' };

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
  if (e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || e.code === 'ER_NO_REFERENCED_ROW_2' || e.code === 'ER_ROW_IS_REFERENCED_2') {
    return { kind: 'foreign-key' };
  }
  return null;
}
