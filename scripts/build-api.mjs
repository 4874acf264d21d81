#!/usr/bin/env node
// The server for `npm start`: api/src compiled once by esbuild into dist/api, run by plain node. tsx stays for
// development (npm run dev:api), the scripts and the tests that import the sources.
//
// One bundle per process the server runs (the server and its cluster workers, the port holder, the backup child);
// packages stay in node_modules. Migrations and seeds are imported statically (api/src/db/migrations/index.ts, api/src/db/seeds/index.ts)
// and so are inside the bundle: knex reads no folder at run time.
//
// Every module's import.meta.dirname and import.meta.url are rewritten to the module's own source location, so
// the files found next to the sources (templates/, dist/admin, package.json, the Excel worker, the Chromium
// wrapper) are found exactly as under tsx, wherever the bundle is written.
//
//   node scripts/build-api.mjs [outdir]     (default dist/api)
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

export const root = path.resolve(import.meta.dirname, '..');
export const defaultOutdir = path.join(root, 'dist', 'api');

/** The sources the bundle is made of: a newer file in one of them means the build is stale (ensure-setup.mjs). */
export const sourceFolders = ['api', 'domain'].map((dir) => path.join(root, dir));

const entryPoints = {
  server: path.join(root, 'api', 'src', 'server.ts'),
  'port-holder': path.join(root, 'api', 'src', 'process', 'port-holder.ts'),
  'snapshot-child': path.join(root, 'api', 'src', 'lib', 'backup', 'snapshot-child.ts'),
};

/** import.meta of a source file as it would be under tsx: its own folder and URL, relative to the project root. */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      if (!args.path.includes(`${path.sep}node_modules${path.sep}`) && contents.includes('import.meta.')) {
        const file = path.relative(root, args.path).split(path.sep).join('/');
        contents = contents
          .replaceAll('import.meta.dirname', `__sourcePath(${JSON.stringify(path.posix.dirname(file))})`)
          .replaceAll('import.meta.filename', `__sourcePath(${JSON.stringify(file)})`)
          .replaceAll('import.meta.url', `__sourceUrl(${JSON.stringify(file)})`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

/** Builds the bundles into `outdir`; resolves once written. */
export async function buildApi(outdir = defaultOutdir) {
  // The project root as seen from the bundle, so an output folder outside the project (the tests') works too.
  const rootFromBundle = `${path.relative(outdir, root).split(path.sep).join('/') || '.'}/`;
  const banner = [
    "import { fileURLToPath as __fileURLToPath } from 'node:url';",
    `const __projectRoot = new URL(${JSON.stringify(rootFromBundle)}, import.meta.url);`,
    'const __sourceUrl = (file) => new URL(file, __projectRoot).href;',
    'const __sourcePath = (file) => __fileURLToPath(new URL(file, __projectRoot)).replace(/\\/$/, "");',
    // Read by api/src/process/entry-points.ts: the processes the server starts run from the same folder.
    "const __bundleDir = __fileURLToPath(new URL('.', import.meta.url));",
  ].join('\n');
  // Chunk names carry a hash: a previous build's would pile up.
  await rm(outdir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints,
    outdir,
    bundle: true,
    // server.ts loads the app (process/start.ts) only after checking the settings: split, its packages load only then.
    splitting: true,
    chunkNames: '[name]-[hash]',
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    banner: { js: banner },
    plugins: [sourceLocations],
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const outdir = path.resolve(process.argv[2] ?? defaultOutdir);
  const started = performance.now();
  await buildApi(outdir);
  console.info(
    `Servidor compilado en ${path.relative(process.cwd(), outdir) || '.'} (${Math.round(performance.now() - started)} ms).`,
  );
}
