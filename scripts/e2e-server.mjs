#!/usr/bin/env node
// The browser tests' server: a fresh SQLite database with the demo seeds (a named database gets them only with
// DEMO_DATA=1), the built admin, on E2E_PORT.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, 'data', `e2e-${process.env.E2E_PORT ?? '3100'}.sqlite`);
for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
// Student photos uploaded by the tests go to a folder of this run, emptied like the database.
const photos = path.join(root, 'data', `e2e-${process.env.E2E_PORT ?? '3100'}-photos`);
rmSync(photos, { recursive: true, force: true });
const child = spawn(
  process.execPath,
  [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'api', 'src', 'server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.E2E_PORT ?? '3100',
      DATABASE_URL: `sqlite:${file}`,
      DEMO_DATA: '1',
      PHOTO_DIR: photos,
      LOG_REQUESTS: '0',
      // One serving process per server: the suite runs two servers beside two browsers on 2 cores, and with a
      // process per core each (plus its standby, holder and a Chromium for PDFs) the browsers starved. Several
      // processes on one port are tested by tests/api/workers.test.ts and processes.test.ts.
      WORKERS: process.env.WORKERS ?? '1',
    },
  },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
