import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * A server of a spec's own on a fresh SQLite database with the reference data only (no administrator, no demo),
 * on E2E_PORT + `offset`: for what happens before an institute has any data.
 */
export function emptyDatabaseServer(offset: number, name: string) {
  const port = Number(process.env.E2E_PORT ?? 3100) + offset;
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(tmpdir(), `instituto-e2e-${name}-`));
  let server: ChildProcess | null = null;
  return {
    port,
    base,
    async start() {
      const root = path.resolve(import.meta.dirname, '..', '..');
      server = spawn(
        process.execPath,
        [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'api', 'src', 'server.ts')],
        {
          cwd: root,
          stdio: 'ignore',
          env: {
            ...process.env,
            PORT: String(port),
            WORKERS: '1',
            DATABASE_URL: `sqlite:${path.join(dir, `${name}.sqlite`)}`,
            DATA_DIR: dir,
            LOG_REQUESTS: '0',
            DEMO_DATA: '',
            ADMIN_USER: '',
            ADMIN_PASSWORD: '',
          },
        },
      );
      await expect
        .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 90_000 })
        .toBe(200);
    },
    async stop() {
      const running = server;
      running?.kill('SIGTERM');
      await new Promise((resolve) =>
        !running || running.exitCode !== null ? resolve(null) : running.once('exit', resolve),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
