import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { projectRoot } from '../config.js';
import { entryPoint } from '../process/entry-points.js';
import { isMysql, knexConfig } from '../db/index.js';
import type { Manifest } from './backup/manifest.js';
import { BackupRefused, REFUSED } from './backup/messages.js';
import { dumpMysql, restoreMysql } from './backup/mysql.js';
import { restoreSqlite, snapshotSqlite } from './backup/sqlite.js';

export { BackupRefused } from './backup/messages.js';
export type { Manifest } from './backup/manifest.js';

/*
 * Backups of the database with a manifest (application version, last migration, per-table row count and
 * checksum, a checksum of the whole), verified before a restore switches to them. SQLite: a copy of the file
 * (VACUUM INTO, one consistent read). MySQL/MariaDB: INSERT lines written and loaded by the app's own driver.
 * A backup restores only into an EMPTY database, so a restore never mixes two histories.
 */

export interface Snapshot {
  file: string;
  /** Download name: 'Respaldo 2026-11-23 193005.sqlite' or '… .sql'. */
  name: string;
}

function stamp(now = new Date()): string {
  // La Paz time in the name, as the staff read it.
  const local = new Date(now.getTime() - 4 * 3600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 13)}${local.slice(14, 16)}${local.slice(17, 19)}`;
}

const isMysqlUrl = (url: string | undefined) => !!url && /^(mysql|mariadb):/.test(url);

/** The DATABASE_URL a knex instance was opened with (a SQLite file as an absolute path). */
function databaseUrlOf(db: Knex): string {
  if (isMysql(db)) return (db.client.config.connection as { uri: string }).uri;
  return `sqlite:${path.resolve((db.client.config.connection as { filename: string }).filename)}`;
}

/**
 * Writes a backup of the database of `url` into `dir` and answers its path and download name. It is written
 * under a temporary name and renamed when complete, so a backup file by its final name is always whole.
 */
export async function writeSnapshot(url: string, dir: string, now = new Date()): Promise<Snapshot> {
  mkdirSync(dir, { recursive: true });
  const extension = isMysqlUrl(url) ? 'sql' : 'sqlite';
  const file = path.join(dir, `instituto-${stamp(now).replace(' ', '-')}.${extension}`);
  const partial = `${file}.parcial-${randomBytes(4).toString('hex')}`;
  try {
    if (isMysqlUrl(url)) await dumpMysql(url, partial);
    else snapshotSqlite(url.slice('sqlite:'.length), partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, name: `Respaldo ${stamp(now)}.${extension}` };
}

/** A backup of `db` written in this process (npm run backup). */
export function backupDatabase(db: Knex, dir: string, now = new Date()): Promise<Snapshot> {
  return writeSnapshot(databaseUrlOf(db), dir, now);
}

/**
 * The same backup written by a child process, so that reading and checksumming a large database never holds the
 * server's event loop (nor its single SQLite connection). The URL travels in the environment, not in argv.
 */
export function backupInChild(db: Knex, dir: string): Promise<Snapshot> {
  return new Promise((resolve, reject) => {
    // From the sources (tsx, the tests) the child needs the TypeScript loader; the built server runs the compiled one.
    const entry = entryPoint('snapshot-child');
    const args = entry.bundled ? ['--enable-source-maps', entry.file, dir] : ['--import', 'tsx', entry.file, dir];
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: { ...process.env, BACKUP_DATABASE_URL: databaseUrlOf(db) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(out) as Snapshot);
      else reject(new Error(`El respaldo falló (código ${code}): ${err.slice(0, 300)}`));
    });
  });
}

/**
 * Restores a backup into the database of `url`, which must be new or empty. Every check runs before anything is
 * replaced; a refusal (BackupRefused, one Spanish line) leaves the target exactly as it was.
 */
export async function restoreDatabase(url: string | undefined, file: string): Promise<Manifest> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupRefused(REFUSED.missingFile(file));
  if (isMysqlUrl(url)) return restoreMysql(url!, file);
  return restoreSqlite(file, (knexConfig(url).connection as { filename: string }).filename);
}
