import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The layout docs/ARCHITECTURE.md promises a reader: where to look for an area's routes, rules and SQL. */
const src = path.resolve(import.meta.dirname, '../../api/src');
const ROLES = [
  'routes',
  'rest',
  'schemas',
  'answers',
  'service',
  'queries',
  'rules',
  'documents',
  'excel',
  'page',
  'config',
];
const MODULE_FILE = new RegExp(`^[a-z][a-z-]*\\.(${ROLES.join('|')})\\.ts$`);

describe('module file names', () => {
  const areas = readdirSync(path.join(src, 'modules'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

  it('name every module file <subject>.<role>.ts', () => {
    const odd = areas.flatMap((area) =>
      readdirSync(path.join(src, 'modules', area))
        .filter((file) => !MODULE_FILE.test(file))
        .map((file) => `${area}/${file}`),
    );
    expect(odd).toEqual([]);
  });

  it('give every area an <area>.routes.ts', () => {
    const missing = areas.filter((area) => !readdirSync(path.join(src, 'modules', area)).includes(`${area}.routes.ts`));
    expect(missing).toEqual([]);
  });

  it('keep only the app, the server, the settings and folders at the root of api/src', () => {
    const files = readdirSync(src, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
    expect(files).toEqual(['app.ts', 'config.ts', 'server.ts']);
  });
});
