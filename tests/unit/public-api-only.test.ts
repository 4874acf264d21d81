import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const FOLDERS = ['api', 'admin', 'domain', 'scripts', 'tests'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

const files = FOLDERS.flatMap((folder) => sources(path.join(root, folder)));
/** Every module specifier a file imports, requires or loads dynamically. */
const specifiers = (text: string) =>
  [...text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
/** A package's private files: its build or source folders, reached past its public entry points. */
const INTERNAL = /^(?:@[^/]+\/)?[^./@][^/]*\/(?:lib|dist|src|build|internal|cjs|esm)(?:\/|$)/;
/** Entry points that live in such a folder but are the package's documented way in. */
const DOCUMENTED = new Set(['ajv/dist/2020.js']); // ajv's JSON Schema 2020-12 class, as its documentation imports it

describe('dependencies used through their public API only', () => {
  it('imports no file from inside a dependency (lib/, dist/, src/…)', () => {
    const offenders = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((s) => INTERNAL.test(s) && !DOCUMENTED.has(s))
        .map((s) => `${path.relative(root, file)}: ${s}`),
    );
    expect(offenders).toEqual([]);
    // The check itself sees what it should.
    expect(INTERNAL.test('knex/lib/dialects/mysql2/index.js')).toBe(true);
    expect(INTERNAL.test('@mui/material/Button')).toBe(false);
  });

  it('replaces no prototype method of a library class', () => {
    const offenders = files
      .filter((file) => !file.endsWith('public-api-only.test.ts'))
      .filter((file) => /\b[A-Za-z_$][\w$]*\.prototype\.[\w$]+\s*=[^=]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
