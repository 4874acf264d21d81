#!/usr/bin/env node
// Prepares a fresh clone before `npm start` / `npm test`: npm packages, a browser for PDFs (Debian chromium),
// poppler-utils for the PDF tests, and the admin and server builds when their sources changed. Plain Node: runs
// before any install (the server build's esbuild is imported only once the packages are there).
import { execSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const testing = process.argv.includes('--test');
const lintOnly = process.argv.includes('--lint');
const run = (cmd) =>
  execSync(cmd, { cwd: root, stdio: 'inherit', env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' } });
const has = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/bash' });
    return true;
  } catch {
    return false;
  }
};
const canApt = () => has('apt-get') && process.getuid?.() === 0;

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

// 1. npm packages: a clean install on a fresh clone, an update when the lock file changed.
const installed = path.join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed)) {
  console.info('Instalando dependencias (npm ci)...');
  run('npm ci --no-audit --no-fund');
} else if (
  !lstatSync(path.join(root, 'node_modules')).isSymbolicLink() &&
  statSync(path.join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs + 1000
) {
  // A linked node_modules (a git worktree sharing another checkout's) is that checkout's to update: npm would
  // replace the link with a full install of its own.
  console.info('Actualizando dependencias (npm install)...');
  run('npm install --no-audit --no-fund');
}

// 1b. The linters' own packages (tools/lint: typescript-eslint needs TypeScript 5's JavaScript API, which the
// project's TypeScript 7 lacks), for `npm test` and `npm run lint` only.
if (testing || lintOnly) {
  const lintDir = path.join(root, 'tools', 'lint');
  const lintInstalled = path.join(lintDir, 'node_modules', '.package-lock.json');
  if (
    !existsSync(lintInstalled) ||
    statSync(path.join(lintDir, 'package-lock.json')).mtimeMs > statSync(lintInstalled).mtimeMs + 1000
  ) {
    console.info('Instalando las herramientas de revisión (tools/lint)...');
    run('npm ci --prefix tools/lint --no-audit --no-fund');
  }
  if (lintOnly) process.exit(0);
}

// 2. System packages: a browser for PDF documents and browser tests; pdftotext for the PDF tests.
const aptPackages = [];
const browser = process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium';
if (!existsSync(browser)) aptPackages.push('chromium');
if (testing && !has('pdftotext')) aptPackages.push('poppler-utils');
if (aptPackages.length) {
  if (canApt()) {
    console.info(`Instalando ${aptPackages.join(', ')} (apt-get)...`);
    run(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${aptPackages.join(' ')} fonts-dejavu-core`,
    );
  } else {
    console.warn(
      `Aviso: faltan ${aptPackages.join(', ')}; instálelos o defina PUPPETEER_EXECUTABLE_PATH. Los PDF no podrán generarse.`,
    );
  }
}

// 3. The admin build, when missing or older than its sources.
const built = path.join(root, 'dist', 'admin', 'index.html');
const viteConfig = path.join(root, 'vite.config.ts');
// domain/ is bundled into the admin too (rules and texts shared with the API).
const sources = existsSync(viteConfig)
  ? Math.max(newest(path.join(root, 'admin')), newest(path.join(root, 'domain')), statSync(viteConfig).mtimeMs)
  : 0;
if (sources && (!existsSync(built) || statSync(built).mtimeMs < sources)) {
  console.info('Construyendo la interfaz (vite build)...');
  run('npx vite build --logLevel warn');
}

// 4. The server build `npm start` runs (scripts/build-api.mjs), when missing or older than its sources.
const { buildApi, defaultOutdir, sourceFolders } = await import('./build-api.mjs');
const server = path.join(defaultOutdir, 'server.js');
const serverSources = Math.max(
  ...sourceFolders.filter((dir) => existsSync(dir)).map(newest),
  statSync(path.join(root, 'scripts', 'build-api.mjs')).mtimeMs,
  statSync(path.join(root, 'package-lock.json')).mtimeMs,
);
if (!existsSync(server) || statSync(server).mtimeMs < serverSources) {
  console.info('Compilando el servidor (esbuild)...');
  await buildApi();
}
