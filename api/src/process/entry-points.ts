import path from 'node:path';

/** Defined by the banner of the esbuild bundle `npm start` runs (scripts/build-api.mjs); undefined under tsx and vitest. */
declare const __bundleDir: string | undefined;

/** The processes the server starts besides its cluster workers, by their source under api/src. */
const SOURCES = { 'port-holder': 'port-holder.ts', 'snapshot-child': '../lib/backup/snapshot-child.ts' };

/**
 * The file node runs for one of them: the compiled one beside the bundle when the server runs from dist/api,
 * else the TypeScript source (run through the tsx loader: `sourceLoader`).
 */
export function entryPoint(name: keyof typeof SOURCES): { file: string; bundled: boolean } {
  if (typeof __bundleDir === 'string') return { file: path.join(__bundleDir, `${name}.js`), bundled: true };
  return { file: path.join(import.meta.dirname, SOURCES[name]), bundled: false };
}
