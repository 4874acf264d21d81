import type { Knex } from 'knex';
import { isMysql } from '../db/index.js';

/** GLOB's wildcards, each made literal by a one-character class. */
const globLiteral = (text: string) => text.replace(/[*?[]/g, (c) => `[${c}]`);

/**
 * Text search for every list. Terms are upper-cased like the stored names; a blank term adds nothing and
 * answers false.
 * - 'contains': `column LIKE '%term%'` with the '!' escape, which MySQL and SQLite read the same way (a
 *   backslash would need different quoting), so a '%' or '_' typed by a user is matched literally.
 * - 'prefix': the start of a value stored upper-case (students' names and ci), which an index serves:
 *   `LIKE 'term%'` on MySQL/MariaDB; on SQLite `GLOB 'term*'`, because SQLite's LIKE ignores case and so cannot
 *   use an index on a BINARY column (and GLOB, which can, does not ignore case).
 * - 'prefixAnyCase': the start of a value kept as typed (a staff member's ci): `LIKE 'term%'` on both engines;
 *   no index on SQLite, for short lists.
 */
export function whereText(
  query: Knex.QueryBuilder,
  column: string,
  term: string | null | undefined,
  mode: 'contains' | 'prefix' | 'prefixAnyCase' = 'contains',
  or = false,
): boolean {
  const text = term?.trim().toUpperCase();
  if (!text) return false;
  const sqlite = !isMysql(query as unknown as { client: Knex.Client });
  const [sql, pattern] =
    mode === 'prefix' && sqlite
      ? ['?? glob ?', `${globLiteral(text)}*`]
      : [`?? like ? escape '!'`, mode === 'contains' ? `%${escapeLike(text)}%` : `${escapeLike(text)}%`];
  if (or) query.orWhereRaw(sql, [column, pattern]);
  else query.whereRaw(sql, [column, pattern]);
  return true;
}

const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);
