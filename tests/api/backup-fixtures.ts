import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll } from 'vitest';
import type { TestApi } from './harness.js';

export const backupDir = mkdtempSync(path.join(tmpdir(), 'instituto-backups-'));
afterAll(() => rmSync(backupDir, { recursive: true, force: true }));

/** A database URL of the engine under test that nothing uses yet (the target of a restore). */
export function freshUrl(api: TestApi): string {
  const name = `instituto_restore_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  if (api.engine === 'sqlite') return `sqlite:${path.join(backupDir, `${name}.sqlite`)}`;
  const url = new URL(process.env.TEST_MYSQL_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

function serverKnex() {
  const base = new URL(process.env.TEST_MYSQL_URL!);
  base.pathname = '/';
  return knexFactory({ client: 'mysql2', connection: { uri: base.toString() } as any, pool: { min: 0, max: 1 } });
}

export async function dropTarget(url: string): Promise<void> {
  if (url.startsWith('sqlite:')) return ['', '-wal', '-shm'].forEach((s) => rmSync(url.slice(7) + s, { force: true }));
  const admin = serverKnex();
  await admin.raw('DROP DATABASE IF EXISTS ??', [new URL(url).pathname.slice(1)]);
  await admin.destroy();
}

/**
 * Everything a refused restore must leave as it was: the target file's bytes (SQLite), or the target's tables
 * with their checksums and the absence of scratch databases (MySQL).
 */
export async function targetState(url: string): Promise<unknown> {
  if (url.startsWith('sqlite:')) {
    const file = url.slice(7);
    return ['', '-wal', '-shm'].map((s) =>
      existsSync(file + s)
        ? createHash('sha256')
            .update(readFileSync(file + s))
            .digest('hex')
        : 'absent',
    );
  }
  const admin = serverKnex();
  try {
    const name = new URL(url).pathname.slice(1);
    const [tables] = await admin.raw(
      'SELECT table_name AS t FROM information_schema.tables WHERE table_schema = ? ORDER BY 1',
      [name],
    );
    const names = (tables as Array<{ t: string }>).map((r) => r.t);
    const sums = names.length
      ? (await admin.raw(`CHECKSUM TABLE ${names.map((t) => `\`${name}\`.\`${t}\``).join(', ')}`))[0]
      : [];
    // Scratch databases of this target only: other test files restore at the same time.
    const [scratch] = await admin.raw(
      'SELECT schema_name AS s FROM information_schema.schemata WHERE schema_name LIKE ? OR schema_name LIKE ?',
      [`${name}\\_restaurando\\_%`, `${name}\\_anterior\\_%`],
    );
    return { sums, scratch };
  } finally {
    await admin.destroy();
  }
}

/** npm run restore as an operator runs it: its exit code and what it printed. */
export function runRestoreScript(url: string, file: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', file], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
