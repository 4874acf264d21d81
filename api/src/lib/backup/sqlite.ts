import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, copyFileSync, existsSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileSealHolds, SEAL_PLACEHOLDER, sealFile } from './file-seal.js';
import {
  buildManifest,
  checkTables,
  dataTables,
  parseManifest,
  TableHasher,
  type Manifest,
  type TableDigest,
} from './manifest.js';
import { BackupRefused, REFUSED } from './messages.js';

/*
 * SQLite backups are the database file itself with its manifest in a `backup_manifest` table. This code is
 * synchronous (better-sqlite3): the server runs the snapshot in a child process (see snapshot-child.ts).
 */

/** The part of better-sqlite3 used here (the package ships no types). */
interface Statement {
  get(...params: unknown[]): unknown;
  all(): unknown[];
  run(...params: unknown[]): unknown;
  iterate(): IterableIterator<unknown>;
  pluck(): Statement;
  raw(on: boolean): Statement;
  columns(): Array<{ name: string }>;
}
interface Connection {
  prepare(sql: string): Statement;
  pragma(sql: string, options?: { simple: boolean }): unknown;
  exec(sql: string): void;
  close(): void;
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => Connection;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function digestTables(db: Connection): Record<string, TableDigest> {
  const names = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>
  ).map((t) => t.name);
  const digests: Record<string, TableDigest> = {};
  for (const name of dataTables(names)) {
    const hasher = new TableHasher();
    const rows = db.prepare(`SELECT * FROM ${quote(name)}`).raw(true);
    const columns = rows.columns().map((column) => column.name);
    for (const values of rows.iterate()) hasher.add(columns, values as unknown[]);
    digests[name] = hasher.digest();
  }
  return digests;
}

function lastMigration(db: Connection): string | undefined {
  const known = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'knex_migrations'").get();
  if (!known) return undefined;
  return (db.prepare('SELECT name FROM knex_migrations ORDER BY id DESC LIMIT 1').get() as { name: string } | undefined)
    ?.name;
}

/** VACUUM INTO copies one consistent read of the live file (writers are not blocked in WAL mode). */
export function snapshotSqlite(source: string, file: string): Manifest {
  const live = new Database(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    live.prepare('VACUUM INTO ?').run(file);
  } finally {
    live.close();
  }
  // Password hashes and personal data: readable by the owner only.
  chmodSync(file, 0o600);
  const copy = new Database(file);
  let manifest: Manifest;
  try {
    copy.pragma('journal_mode = DELETE');
    manifest = buildManifest('sqlite', lastMigration(copy) ?? '', digestTables(copy));
    copy.exec('CREATE TABLE backup_manifest (manifest TEXT NOT NULL)');
    copy.prepare('INSERT INTO backup_manifest (manifest) VALUES (?)').run(JSON.stringify(manifest));
    copy.exec('CREATE TABLE backup_seal (seal TEXT NOT NULL)');
    copy.prepare('INSERT INTO backup_seal (seal) VALUES (?)').run(SEAL_PLACEHOLDER);
  } finally {
    copy.close();
  }
  sealFile(file);
  return manifest;
}

function startsLikeSqlite(file: string): boolean {
  const header = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    return readSync(fd, header, 0, 16, 0) === 16 && header.toString('latin1') === 'SQLite format 3\0';
  } finally {
    closeSync(fd);
  }
}

/** Opens the backup read-only and checks it is whole, this application's, and as its manifest says. */
async function verifySqliteBackup(file: string): Promise<Manifest> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.prepare('SELECT count(*) FROM sqlite_master').get();
  } catch {
    db.close();
    // A file that starts like a SQLite database but cannot be read is a damaged or cut backup, not a foreign file.
    throw new BackupRefused(startsLikeSqlite(file) ? REFUSED.damaged : REFUSED.notSqlite);
  }
  try {
    if (db.pragma('integrity_check', { simple: true }) !== 'ok') throw new BackupRefused(REFUSED.damaged);
    const hasManifest = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'backup_manifest'")
      .get();
    const text = hasManifest
      ? (db.prepare('SELECT manifest FROM backup_manifest').pluck().get() as string | undefined)
      : undefined;
    if (text === undefined) throw new BackupRefused(REFUSED.noManifest);
    const manifest = await parseManifest(text, 'sqlite');
    if (lastMigration(db) !== manifest.migration) throw new BackupRefused(REFUSED.modified('la última migración'));
    checkTables(manifest, digestTables(db));
    // Bytes SQLite never reads (free space in a page) are covered by the seal only.
    if (!fileSealHolds(file)) throw new BackupRefused(REFUSED.sealBroken);
    return manifest;
  } catch (err) {
    // A damaged page can also surface as an error of any read ('database disk image is malformed').
    throw err instanceof BackupRefused ? err : new BackupRefused(REFUSED.damaged);
  } finally {
    db.close();
  }
}

/** The target must be new: no file, or a database without users (what the app creates at its first start). */
function checkTargetEmpty(target: string): void {
  if (!existsSync(target)) return;
  let db: Connection;
  try {
    db = new Database(target, { fileMustExist: true });
  } catch {
    throw new BackupRefused(REFUSED.targetUnreadable);
  }
  try {
    let users = 0;
    try {
      const hasUsers = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get();
      users = hasUsers ? (db.prepare('SELECT count(*) FROM users').pluck().get() as number) : 0;
    } catch {
      throw new BackupRefused(REFUSED.targetUnreadable);
    }
    if (users > 0) throw new BackupRefused(REFUSED.notEmpty);
  } finally {
    // Closing the last connection checkpoints and removes its write-ahead log, which must not outlive the file.
    db.close();
  }
}

/** Verifies, then puts a prepared copy next to the target and renames it over the target in one step. */
export async function restoreSqlite(file: string, target: string): Promise<Manifest> {
  const manifest = await verifySqliteBackup(file);
  checkTargetEmpty(target);
  const scratch = `${target}.restaurando-${randomBytes(4).toString('hex')}`;
  try {
    copyFileSync(file, scratch);
    const copy = new Database(scratch);
    try {
      copy.exec('DROP TABLE backup_manifest; DROP TABLE IF EXISTS backup_seal');
    } finally {
      copy.close();
    }
    for (const suffix of ['-wal', '-shm']) rmSync(target + suffix, { force: true });
    renameSync(scratch, target);
    return manifest;
  } finally {
    rmSync(scratch, { force: true });
    rmSync(`${scratch}-journal`, { force: true });
  }
}
