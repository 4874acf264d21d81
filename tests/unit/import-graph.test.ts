import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import graph a newcomer reads. Built by madge with the settings of `npm run check:cycles`
 * (.madgerc), so this test and the check agree; type-only imports count as edges.
 */
interface MadgeResult {
  obj(): Record<string, string[]>;
  circular(): string[][];
}
type Madge = (paths: string[], config: Record<string, unknown>) => Promise<MadgeResult>;

const root = path.resolve(import.meta.dirname, '../..');
const madge = createRequire(import.meta.url)('madge') as Madge;
// .madgerc is JSON with // comment lines (rc strips them for the CLI).
const settings = JSON.parse(readFileSync(path.join(root, '.madgerc'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as Record<
  string,
  unknown
>;

let graph: Record<string, string[]>;
let circles: string[][];

beforeAll(async () => {
  const result = await madge(
    ['api/src', 'admin/src', 'domain'].map((dir) => path.join(root, dir)),
    { ...settings, baseDir: root },
  );
  graph = result.obj();
  circles = result.circular();
}, 60_000); // madge parses every source file of the API, the admin and the domain

/** Every file reachable from `files` through imports (the files themselves included). */
function reachableFrom(files: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...files];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph[file] ?? []));
  }
  return seen;
}

const importersOf = (target: string) => Object.keys(graph).filter((file) => graph[file]!.includes(target));

describe('import graph', () => {
  it('reads the source files it is meant to', () => {
    expect(graph['api/src/app.ts']).toContain('api/src/modules/index.ts');
    expect(Object.keys(graph).some((file) => file.startsWith('admin/src/'))).toBe(true);
  });

  it('has no area importing the module registry; only the registry registers areas', () => {
    expect(importersOf('api/src/modules/index.ts')).toEqual(['api/src/app.ts']);
    const areaIndex = /^api\/src\/modules\/([^/]+)\/\1\.routes\.ts$/;
    for (const file of Object.keys(graph).filter((f) => areaIndex.test(f))) {
      expect(
        graph[file]!.filter((dep) => areaIndex.test(dep)),
        file,
      ).toEqual([]);
    }
  });

  it('keeps the document layer (pdf/, excel/) free of anything from the HTTP edge, even indirectly', () => {
    const documents = Object.keys(graph).filter((file) => /^api\/src\/(pdf|excel)\//.test(file));
    expect(documents).toContain('api/src/pdf/browser.ts');
    expect([...reachableFrom(documents)].filter((file) => file.startsWith('api/src/http/'))).toEqual([]);
  });

  it('reaches tables one way, the knex builder: no file imports an ORM (docs/ARCHITECTURE.md)', () => {
    const sources = Object.keys(graph).filter((file) => /^(api\/src|domain)\//.test(file));
    expect(sources).toContain('api/src/modules/auth/auth.service.ts');
    expect(
      sources.filter((file) =>
        /from '(objection|sequelize|typeorm|@prisma\/client)'/.test(readFileSync(path.join(root, file), 'utf8')),
      ),
    ).toEqual([]);
    expect(sources.filter((file) => file.startsWith('api/src/models/'))).toEqual([]);
  });

  it('has no import circle in api/src, admin/src or domain', () => {
    expect(circles.map((circle) => circle.join(' > '))).toEqual([]);
  });
});
