import { execFile, spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Knex } from 'knex';
import { isMysql } from '../db.js';

const run = promisify(execFile);

/**
 * Consistent snapshots of the database: SQLite through its online backup (a copy that is consistent even
 * while the app writes), MySQL/MariaDB through `mysqldump --single-transaction` (one consistent read, no
 * table locks). A snapshot restores only into an EMPTY database, so a restore never mixes two histories.
 */
export interface Snapshot {
  file: string;
  /** Download name: 'Respaldo 2026-11-23 1930.sqlite' or '… .sql'. */
  name: string;
}

function stamp(now = new Date()): string {
  // La Paz time in the name, as the staff read it.
  const local = new Date(now.getTime() - 4 * 3600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 13)}${local.slice(14, 16)}${local.slice(17, 19)}`;
}

function mysqlArgs(url: string): { args: string[]; database: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url.replace(/^mariadb:/, 'mysql:'));
  const args = ['-h', u.hostname, '-P', u.port || '3306', '-u', decodeURIComponent(u.username || 'root')];
  // The password goes through the environment, never on the command line (ps would show it).
  return { args, database: decodeURIComponent(u.pathname.slice(1)), env: { ...process.env, MYSQL_PWD: decodeURIComponent(u.password) } };
}

/** Writes a snapshot of `db` into `dir` and answers its path. */
export async function backupDatabase(db: Knex, dir: string, now = new Date()): Promise<Snapshot> {
  mkdirSync(dir, { recursive: true });
  const base = `instituto-${stamp(now).replace(' ', '-')}`;
  if (!isMysql(db)) {
    const file = path.join(dir, `${base}.sqlite`);
    const connection = await db.client.acquireConnection();
    try {
      await connection.backup(file);
    } finally {
      await db.client.releaseConnection(connection);
    }
    return { file, name: `Respaldo ${stamp(now)}.sqlite` };
  }
  const file = path.join(dir, `${base}.sql`);
  // The database's own connection, whatever DATABASE_URL the process was started with.
  const { args, database, env } = mysqlArgs((db.client.config.connection as { uri: string }).uri);
  await run('mysqldump', [...args, '--single-transaction', '--routines', '--no-tablespaces', `--result-file=${file}`, database], { env });
  return { file, name: `Respaldo ${stamp(now)}.sql` };
}

async function isEmpty(db: Knex): Promise<boolean> {
  if (!(await db.schema.hasTable('users'))) return true;
  const row = await db('users').count({ n: '*' }).first();
  return Number(row?.n ?? 0) === 0;
}

/**
 * Restores a snapshot into the database of `url`, which must be empty (no users): a SQLite snapshot is
 * copied into place (the app must not be running on that file), an SQL dump is fed to the mysql client.
 */
export async function restoreDatabase(url: string | undefined, file: string, openTarget: () => Promise<Knex>): Promise<void> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`No existe el archivo de respaldo: ${file}`);
  const target = await openTarget();
  try {
    if (!(await isEmpty(target))) throw new Error('La base de datos de destino no está vacía: restaure en una base nueva.');
    if (!isMysql(target)) {
      const destination = (target.client.config.connection as { filename: string }).filename;
      await target.destroy();
      await copyFile(file, destination);
      // The old write-ahead log belongs to the empty database, not to the snapshot.
      for (const suffix of ['-wal', '-shm']) await rm(destination + suffix, { force: true });
      return;
    }
    // The empty schema the app just created is replaced by the dump's (it drops and creates each table).
    const { args, database, env } = mysqlArgs(url!);
    await new Promise<void>((resolve, reject) => {
      const child = spawn('mysql', [...args, database], { env, stdio: ['pipe', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk) => { stderr += chunk; });
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`mysql terminó con código ${code}: ${stderr.slice(0, 300)}`))));
      createReadStream(file).pipe(child.stdin);
    });
  } finally {
    await target.destroy().catch(() => undefined);
  }
}
