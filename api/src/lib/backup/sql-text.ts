/*
 * The text of an SQL dump as this application writes it: comment lines, then one INSERT per line, then the
 * manifest line. Anything else is refused before a statement runs.
 */

export const MANIFEST_PREFIX = '-- instituto-manifest ';

/**
 * The mysql command-line client runs its own commands (`\!` starts a shell, `\.` reads another file) anywhere
 * outside a quoted string, and the long forms (`system`, `source`…) at the start of a line. The app never feeds a
 * dump to that client, but a file carrying one is not a backup it wrote, so it is refused.
 */
const LONG_COMMAND =
  /^\s*(system|source|connect|delimiter|tee|notee|pager|nopager|prompt|rehash|charset|use|edit|ego|go|print|quit|exit|status|help|clear|warnings|nowarning|resetconnection)(\s|;|$)/i;

export function hasClientCommand(line: string): boolean {
  if (LONG_COMMAND.test(line)) return true;
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') {
      quote = c;
    } else if (c === '\\') {
      return true;
    }
  }
  return false;
}

const INSERT = /^INSERT INTO `([a-z0-9_]+)` \(`[a-z0-9_]+`(,`[a-z0-9_]+`)*\) VALUES \(.*\);$/;

/** The table an INSERT line fills, or undefined when the line is not one of the dump's INSERTs. */
export function insertTable(line: string): string | undefined {
  return INSERT.exec(line)?.[1];
}

export function isComment(line: string): boolean {
  return line === '' || (line.startsWith('-- ') && !line.startsWith(MANIFEST_PREFIX));
}
