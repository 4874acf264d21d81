import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { createInterface } from 'node:readline';
import knexFactory from 'knex';
import mysql from 'mysql2';
import { migrationSource } from '../../db/migrations/index.js';
import { knexConfig } from '../../db/index.js';
import { debtTriggerStatements, dropDebtTriggerStatements } from '../../modules/reports/debt-triggers.queries.js';
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
import { hasClientCommand, insertTable, isComment, MANIFEST_PREFIX } from './sql-text.js';

/*
 * MySQL/MariaDB backups are SQL text written and loaded by the app itself over its own driver: no mysql client
 * ever reads a dump, so no client command can run. The schema comes from the app's migrations, the file holds
 * only INSERT lines; a restore loads them into a scratch database and renames its tables in when they check out.
 */

const HEADER = [
  '-- Respaldo de la base de datos del instituto (formato 1): npm run restore -- <archivo>.',
  '-- Contiene datos personales de estudiantes y hashes de contraseñas del personal: guárdelo como una llave.',
  '-- No lo edite: la última línea (manifiesto) verifica cada tabla y el texto completo.',
  '',
].join('\n');

/** Every dump this application writes starts so; anything else (a mysqldump, another tool's file) is not one. */
const HEADER_START = '-- Respaldo de la base de datos del instituto';

const BATCH = 200;

type Conn = mysql.Connection;

function connect(url: string, database?: string): Conn {
  const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
  if (database !== undefined) parsed.pathname = `/${encodeURIComponent(database)}`;
  return mysql.createConnection({
    uri: parsed.toString(),
    charset: 'UTF8MB4_UNICODE_CI',
    // Every value as the server's own text: written back it is the same value, and the checksums of the dump and
    // of the loaded copy are taken over the same representation. (The schema has no binary columns.)
    typeCast: (field) => field.string(),
  });
}

const databaseOf = (url: string) => decodeURIComponent(new URL(url.replace(/^mariadb:/, 'mysql:')).pathname.slice(1));
const id = (...parts: string[]) => parts.map((p) => mysql.escapeId(p, true)).join('.');

async function tablesOf(conn: Conn, database: string): Promise<string[]> {
  const [rows] = await conn
    .promise()
    .query(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE'",
      [database],
    );
  return (rows as Array<{ name: string }>).map((r) => r.name);
}

/** Reads every data table, row by row (streamed), handing each row to `visit`; answers their digests. */
async function readTables(
  conn: Conn,
  database: string,
  visit?: (table: string, row: Record<string, unknown>) => Promise<void>,
) {
  const digests: Record<string, TableDigest> = {};
  for (const table of dataTables(await tablesOf(conn, database))) {
    const hasher = new TableHasher();
    for await (const row of conn.query(`SELECT * FROM ${id(table)}`).stream()) {
      hasher.add(Object.keys(row), Object.values(row));
      await visit?.(table, row as Record<string, unknown>);
    }
    digests[table] = hasher.digest();
  }
  return digests;
}

/** Writes a dump of one consistent read (a read-only snapshot transaction; nothing is locked). */
export async function dumpMysql(url: string, file: string): Promise<Manifest> {
  const conn = connect(url);
  const out = createWriteStream(file, { mode: 0o600 });
  const body = createHash('sha256');
  const write = async (text: string) => {
    body.update(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  const pending: { table: string; columns: string; rows: string[] } = { table: '', columns: '', rows: [] };
  const flush = async () => {
    if (pending.rows.length)
      await write(`INSERT INTO ${id(pending.table)} (${pending.columns}) VALUES ${pending.rows.join(',')};\n`);
    pending.rows = [];
  };
  try {
    const db = conn.promise();
    await db.query("SET time_zone = '+00:00'");
    await db.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await db.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const [last] = await db.query('SELECT name FROM knex_migrations ORDER BY id DESC LIMIT 1');
    await write(HEADER);
    const digests = await readTables(conn, databaseOf(url), async (table, row) => {
      if (table !== pending.table) await flush();
      pending.table = table;
      pending.columns = Object.keys(row)
        .map((c) => id(c))
        .join(',');
      pending.rows.push(
        `(${Object.values(row)
          .map((v) => mysql.escape(v as string | null))
          .join(',')})`,
      );
      if (pending.rows.length >= BATCH) await flush();
    });
    await flush();
    await db.query('COMMIT');
    const manifest = buildManifest(
      'mysql',
      (last as Array<{ name: string }>)[0]?.name ?? '',
      digests,
      body.digest('hex'),
    );
    out.end(`${MANIFEST_PREFIX}${JSON.stringify(manifest)}\n`);
    await finished(out);
    return manifest;
  } finally {
    out.destroy();
    conn.destroy();
  }
}

/**
 * Reads the dump line by line: refuses client commands and any line that is not a comment or an INSERT, hashes
 * the text, hands each INSERT to `run`; answers the manifest of the last line (whose seal is checked).
 */
async function scanDump(
  file: string,
  run?: (sql: string, table: string, line: number) => Promise<void>,
): Promise<Manifest> {
  const body = createHash('sha256');
  let manifestText: string | undefined;
  let n = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    n++;
    if (n === 1 && !line.startsWith(HEADER_START)) throw new BackupRefused(REFUSED.notOurDump);
    if (manifestText !== undefined) throw new BackupRefused(REFUSED.modified('el final del archivo'));
    if (line.startsWith(MANIFEST_PREFIX)) {
      manifestText = line.slice(MANIFEST_PREFIX.length);
      continue;
    }
    if (hasClientCommand(line)) throw new BackupRefused(REFUSED.clientCommand(n));
    body.update(`${line}\n`);
    if (isComment(line)) continue;
    const table = insertTable(line);
    if (!table) throw new BackupRefused(REFUSED.unexpectedStatement(n));
    await run?.(line, table, n);
  }
  if (manifestText === undefined) throw new BackupRefused(REFUSED.noManifest);
  const manifest = await parseManifest(manifestText, 'mysql');
  if (manifest.body !== body.digest('hex'))
    throw new BackupRefused(REFUSED.modified('la suma de verificación del archivo'));
  return manifest;
}

async function checkTargetEmpty(admin: Conn, database: string): Promise<void> {
  const [tables] = await admin
    .promise()
    .query("SELECT 1 FROM information_schema.tables WHERE table_schema = ? AND table_name = 'users'", [database]);
  if (!(tables as unknown[]).length) return;
  const [rows] = await admin.promise().query(`SELECT COUNT(*) AS n FROM ${id(database, 'users')}`);
  if (Number((rows as Array<{ n: string }>)[0].n) > 0) throw new BackupRefused(REFUSED.notEmpty);
}

/** The scratch database gets the schema of the backup's migration from the app's own migrations. */
async function migrateTo(url: string, migration: string): Promise<void> {
  const db = knexFactory(knexConfig(url));
  try {
    for (const name of await migrationSource.getMigrations([])) {
      await db.migrate.up({ name });
      if (name === migration) break;
    }
  } finally {
    await db.destroy();
  }
}

export async function restoreMysql(url: string, file: string): Promise<Manifest> {
  const manifest = await scanDump(file);
  const target = databaseOf(url);
  const admin = connect(url, '');
  const suffix = randomBytes(4).toString('hex');
  const scratch = `${target.slice(0, 40)}_restaurando_${suffix}`;
  try {
    await checkTargetEmpty(admin, target);
    const db = admin.promise();
    await db.query('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [scratch]);
    try {
      const scratchUrl = new URL(url.replace(/^mariadb:/, 'mysql:'));
      scratchUrl.pathname = `/${scratch}`;
      await migrateTo(scratchUrl.toString(), manifest.migration);
      const loader = connect(url, scratch);
      try {
        // Rows go in table by table in the file's order; the dump holds whole tables, so references check out
        // once loading ends (the checksums below are then the proof that nothing is missing).
        await loader.promise().query("SET FOREIGN_KEY_CHECKS = 0, time_zone = '+00:00'");
        await scanDump(file, async (sql, table, line) => {
          if (!manifest.tables[table]) throw new BackupRefused(REFUSED.modified(`la lista de tablas (${table})`));
          // A line the server rejects (edited by hand, cut short) is not one the app wrote.
          await loader
            .promise()
            .query(sql)
            .catch(() => {
              throw new BackupRefused(REFUSED.unexpectedStatement(line));
            });
        });
        checkTables(manifest, await readTables(loader, scratch));
      } finally {
        loader.destroy();
      }
      // MariaDB renames no table with triggers into another schema: they are dropped on both sides and made again.
      await runIn(url, scratch, dropDebtTriggerStatements());
      await db.query('CREATE DATABASE IF NOT EXISTS ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [target]);
      await runIn(url, target, dropDebtTriggerStatements());
      await swap(admin, target, scratch, `${target.slice(0, 42)}_anterior_${suffix}`);
      await runIn(url, target, debtTriggerStatements(true));
    } finally {
      await db.query('DROP DATABASE IF EXISTS ??', [scratch]);
    }
    return manifest;
  } finally {
    admin.destroy();
  }
}

/** Runs statements on a connection of its own whose default schema is `database`. */
async function runIn(url: string, database: string, statements: string[]): Promise<void> {
  const conn = connect(url, database);
  try {
    for (const sql of statements) await conn.promise().query(sql);
  } finally {
    conn.destroy();
  }
}

/** One RENAME TABLE moves the target's (empty) tables aside and the restored ones in: all or nothing. */
async function swap(admin: Conn, target: string, scratch: string, aside: string): Promise<void> {
  const db = admin.promise();
  await db.query('CREATE DATABASE IF NOT EXISTS ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [target]);
  await db.query('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [aside]);
  try {
    const moves = [
      ...(await tablesOf(admin, target)).map((t) => `${id(target, t)} TO ${id(aside, t)}`),
      ...(await tablesOf(admin, scratch)).map((t) => `${id(scratch, t)} TO ${id(target, t)}`),
    ];
    await db.query(`RENAME TABLE ${moves.join(', ')}`);
  } finally {
    await db.query('DROP DATABASE IF EXISTS ??', [aside]);
  }
}
