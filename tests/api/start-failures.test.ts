import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failedStart, freePort } from './processes/server-process.js';

/**
 * A start that cannot go on prints one Spanish line naming the setting and what to check, exits
 * with a non-zero code, and shows no stack. The server is spawned as `npm start` runs it.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'instituto-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sqlite = (name: string) => `sqlite:${path.join(dir, `${name}.sqlite`)}`;

async function expectOneLine(env: Record<string, string>, setting: string, says: RegExp) {
  const run = await failedStart({ PORT: await freePort(), DATA_DIR: dir, ...env });
  // What went wrong is on stderr; stdout may already have said what the start did (reference data loaded).
  const lines = run.stderr.split('\n').filter((line) => line.trim());
  expect(run.code, lines.join('\n')).not.toBe(0);
  expect(run.stdout).not.toMatch(/\bat [\w.<>]+ \(|Error:/);
  expect(run.code).not.toBeNull();
  expect(lines, 'one line').toHaveLength(1);
  expect(lines[0]).toContain(setting);
  expect(lines[0]).toMatch(says);
  expect(lines[0]).not.toMatch(/\bat [\w.<>]+ \(|Error:|node_modules/);
}

const mysqlUrl = process.env.TEST_MYSQL_URL;

describe('a start that cannot go on', () => {
  it('names DATABASE_URL when nothing listens at its host and port', async () => {
    await expectOneLine(
      { DATABASE_URL: 'mysql://root@127.0.0.1:1/instituto' },
      'DATABASE_URL',
      /127\.0\.0\.1:1.*revise el servidor, el puerto/,
    );
  }, 60_000); // builds the server (once per file) and runs it until it gives up

  it.runIf(mysqlUrl)(
    'names DATABASE_URL when the database refuses the user or password',
    async () => {
      const url = new URL(mysqlUrl!);
      url.username = 'nadie';
      url.password = 'clave-falsa';
      url.pathname = '/instituto_no_such';
      await expectOneLine(
        { DATABASE_URL: url.toString() },
        'DATABASE_URL',
        /rechazó el usuario o la contraseña: revise las credenciales/,
      );
    },
    60_000,
  ); // builds the server (once per file) and runs it until it gives up

  it('names the data folder when it cannot be written', async () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    await expectOneLine(
      { DATA_DIR: path.join(file, 'data') },
      'DATA_DIR',
      /No se puede escribir en la carpeta de datos/,
    );
    await expectOneLine(
      { DATABASE_URL: `sqlite:${path.join(file, 'x.sqlite')}`, JWT_SECRET: 's' },
      'DATABASE_URL',
      /No se puede escribir/,
    );
  }, 60_000); // builds the server (once per file) and runs it until it gives up

  it('names DATABASE_URL of an unknown kind without repeating its password', async () => {
    await expectOneLine(
      { DATABASE_URL: 'postgres://yo:secreta@host/db' },
      'DATABASE_URL',
      /^(?!.*secreta).*mysql:\/\//,
    );
  }, 60_000); // builds the server (once per file) and runs it until it gives up

  it('names DEMO_DATA, ADMIN_USER and ADMIN_PASSWORD when they are not usable', async () => {
    await expectOneLine({ DATABASE_URL: sqlite('demo'), DEMO_DATA: 'si' }, 'DEMO_DATA', /Use 1 .* o 0/);
    await expectOneLine({ DATABASE_URL: sqlite('user'), ADMIN_USER: 'director' }, 'ADMIN_PASSWORD', /juntos/);
    await expectOneLine(
      { DATABASE_URL: sqlite('weak'), ADMIN_USER: 'director', ADMIN_PASSWORD: 'director' },
      'ADMIN_PASSWORD',
      /al menos 8 caracteres/,
    );
  }, 60_000); // builds the server (once per file) and runs it until it gives up

  it('names PORT when the port is taken, with one process and with WORKERS=2', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const port = String((taken.address() as { port: number }).port);
    try {
      for (const workers of ['1', '2']) {
        await expectOneLine(
          { DATABASE_URL: sqlite(`port-${workers}`), PORT: port, WORKERS: workers },
          'PORT',
          new RegExp(`${port} ya está en uso`),
        );
      }
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000); // builds the server (once per file) and runs it until it gives up
});
