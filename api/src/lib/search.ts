import type { Knex } from 'knex';

/**
 * Text search for every list: `column LIKE pattern` with the '!' escape, which MySQL and SQLite read the same
 * way (a backslash would need different quoting), so a '%' or '_' typed by a user is matched literally.
 * Terms are upper-cased like the stored names. A blank term adds nothing and answers false.
 */
export function whereText(
  query: Knex.QueryBuilder, column: string, term: string | null | undefined, mode: 'contains' | 'prefix' = 'contains', or = false,
): boolean {
  const text = term?.trim().toUpperCase();
  if (!text) return false;
  const escaped = text.replace(/[!%_]/g, (c) => `!${c}`);
  const pattern = mode === 'prefix' ? `${escaped}%` : `%${escaped}%`;
  if (or) query.orWhereRaw(`?? like ? escape '!'`, [column, pattern]);
  else query.whereRaw(`?? like ? escape '!'`, [column, pattern]);
  return true;
}
