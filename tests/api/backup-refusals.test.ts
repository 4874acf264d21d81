import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase } from '../../api/src/db/index.js';
import { backupDatabase, BackupRefused, restoreDatabase, type Snapshot } from '../../api/src/lib/backup.js';
import { sealOf, type Manifest } from '../../api/src/lib/backup/manifest.js';
import { MANIFEST_PREFIX } from '../../api/src/lib/backup/sql-text.js';
import { backupDir, dropTarget, freshUrl, runRestoreScript, targetState } from './backup-fixtures.js';
import { describeEngines } from './harness.js';

const Database = createRequire(import.meta.url)('better-sqlite3');
let n = 0;
const badFile = (content: string | Buffer) => {
  const file = path.join(backupDir, `malo-${n++}`);
  writeFileSync(file, content);
  return file;
};

/** Edits the dump's text and seals its manifest again, as someone who knows the format would. */
function resealed(dump: string, edit: (body: string) => string): string {
  const at = dump.lastIndexOf(MANIFEST_PREFIX);
  const body = edit(dump.slice(0, at));
  const { checksum, ...rest } = JSON.parse(dump.slice(at + MANIFEST_PREFIX.length)) as Manifest;
  const manifest = { ...rest, body: createHash('sha256').update(body).digest('hex') };
  return `${body}${MANIFEST_PREFIX}${JSON.stringify({ ...manifest, checksum: sealOf(manifest) })}\n`;
}

// On MariaDB every refusal loads the file into a scratch database built from every migration: seconds each.
vi.setConfig({ testTimeout: 120_000 });

describeEngines('a restore refuses what is not a whole backup of this application', (api) => {
  let target: string;
  let snapshot: Snapshot;
  let good: Buffer;
  const marker = path.join(backupDir, `comando-${Date.now()}`);

  beforeAll(async () => {
    const idIngressType = (await api().db('incomeTypes').where({ name: 'VENTA DE LIBROS', departmentId: 1 }).first())
      .id;
    const res = await api()
      .as('cajero')
      .post('/api/ingress/insertIngress', { name: 'libro', ingressDetail: '', total: '150.50', idIngressType });
    expect(res.status).toBe(200);
    snapshot = await backupDatabase(api().db, backupDir);
    good = readFileSync(snapshot.file);
    target = freshUrl(api());
    // The target is what the app's first start leaves: an empty, migrated database.
    await (await openDatabase(target)).destroy();
  }, 120_000); // a backup and a second database built from every migration: tens of seconds on MariaDB
  afterAll(() => dropTarget(target), 60_000); // dropping a MariaDB database takes seconds on a loaded machine

  const refuses = async (file: string, message: RegExp) => {
    const before = await targetState(target);
    const refusal = await restoreDatabase(target, file).then(
      () => undefined,
      (err: Error) => err,
    );
    expect(refusal).toBeInstanceOf(BackupRefused);
    expect(refusal!.message).toMatch(message);
    expect(await targetState(target)).toEqual(before);
  };

  it('an empty file, a text file and a foreign file', async () => {
    await refuses(badFile(''), /no tiene manifiesto/);
    await refuses(
      badFile('hola, esto no es un respaldo\n'),
      api().engine === 'sqlite' ? /no es una base de datos SQLite/ : /no es un respaldo de esta aplicación/,
    );
    await refuses(path.join(backupDir, 'no-existe.sqlite'), /No existe el archivo de respaldo/);
    if (api().engine === 'sqlite') {
      // This application's database itself, copied without a manifest, is not a backup.
      const copy = path.join(backupDir, `copia-${n++}.sqlite`);
      await api().db.raw('VACUUM INTO ?', [copy]);
      await refuses(copy, /no tiene manifiesto/);
    } else {
      await refuses(
        badFile('-- MySQL dump 10.19\n/*!40101 SET NAMES utf8mb4 */;\nDROP TABLE IF EXISTS `users`;\n'),
        /no es un respaldo de esta aplicación/,
      );
    }
  });

  it('half a backup and a backup with garbage in the middle', async () => {
    await refuses(
      badFile(good.subarray(0, Math.floor(good.length / 2))),
      /dañado o incompleto|no tiene manifiesto|línea/,
    );
    const text = good.toString('utf8');
    if (api().engine !== 'sqlite')
      await refuses(badFile(text.slice(0, text.lastIndexOf('\n', text.length / 2) + 1)), /no tiene manifiesto/);
    const garbage = Buffer.from(good);
    randomBytes(64)
      .toString('base64')
      .split('')
      .forEach((c, i) => {
        garbage[Math.floor(good.length / 2) + i] = c.charCodeAt(0);
      });
    await refuses(badFile(garbage), /dañado|modificado|línea/);
  });

  it('a backup with a hand-edited amount', async () => {
    if (api().engine === 'sqlite') {
      const edited = badFile(good);
      const db = new Database(edited);
      expect(db.prepare('UPDATE incomes SET total_cents = 1505000 WHERE total_cents = 15050').run().changes).toBe(1);
      db.close();
      await refuses(edited, /suma de verificación de la tabla incomes/);
      return;
    }
    const dump = good.toString('utf8');
    expect(dump).toContain("'15050'");
    await refuses(badFile(dump.replace("'15050'", "'1505000'")), /suma de verificación del archivo/);
    // Even with the manifest sealed again, the rows loaded into the scratch database do not match it.
    await refuses(
      badFile(resealed(dump, (body) => body.replace("'15050'", "'1505000'"))),
      /suma de verificación de la tabla incomes/,
    );
    await refuses(badFile(resealed(dump, (body) => body.replace(/^INSERT INTO `users` .*\n/m, ''))), /tabla users/);
  });

  it('a plain mysqldump is refused as not a backup of this application', async () => {
    const dump =
      '-- MySQL dump 10.13  Distrib 8.0.36\n/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;\nINSERT INTO `users` VALUES (1);\n';
    await refuses(
      badFile(dump),
      api().engine === 'sqlite'
        ? /no es una base de datos SQLite/
        : /no es un respaldo de esta aplicación \(por ejemplo, un volcado de mysqldump\)/,
    );
  });

  it('a backup carrying a mysql client command runs nothing and is refused in one line', async () => {
    const lines = api().engine === 'sqlite' ? [] : good.toString('utf8').split('\n');
    lines.splice(3, 0, `\\! touch ${marker}`);
    const file = badFile(api().engine === 'sqlite' ? `\\! touch ${marker}\n` : lines.join('\n'));
    await refuses(
      file,
      api().engine === 'sqlite' ? /no es una base de datos SQLite/ : /comando del cliente mysql en la línea 4/,
    );
    const before = await targetState(target);
    const run = runRestoreScript(target, file);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Respaldo rechazado\. .+ La base de datos de destino no se modificó\.\n$/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(await targetState(target)).toEqual(before);
    expect(existsSync(marker)).toBe(false);
  });
});
