import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/index.js';
import { FIRST_RUN } from '../../domain/first-run.js';
import { answerContract } from './answer-contract.js';
import { engines, freshDatabaseUrl, LOGINS } from './harness.js';
import { call, startServer } from './processes/server-process.js';

/**
 * Demo people and money only where asked. The server is started as `npm start` starts it, on an
 * empty database it is given, and the database is read afterwards.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'instituto-first-run-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function counts(url: string) {
  const db = await openDatabase(url, { migrate: false });
  try {
    const count = async (table: string, where: Record<string, unknown> = {}) =>
      Number((await db(table).where(where).count({ n: '*' }).first())?.n);
    return {
      departments: await count('departments'),
      users: await count('users'),
      admins: await count('users', { roleId: 1 }),
      enrolments: await count('enrolments'),
      payments: await count('payments'),
      paymentTypes: await count('paymentTypes'),
    };
  } finally {
    await db.destroy();
  }
}

const FORM = {
  names: 'Rosa',
  surnames: 'Mamani Flores',
  ci: '4455667',
  email: 'rosa@instituto.edu.bo',
  phone: '71112233',
  idDepartament: 2,
  user: 'directora',
  password: 'Directora2026!',
};

for (const engine of engines) {
  describe(`first start on a database named in DATABASE_URL [${engine}]`, () => {
    it('gets the reference data and no demo; the first-run form creates one administrator, then is gone', async () => {
      const fresh = await freshDatabaseUrl(engine);
      const app = await startServer({ DATABASE_URL: fresh.url, DATA_DIR: dataDir });
      try {
        expect(await counts(fresh.url)).toEqual({
          departments: 3,
          users: 0,
          admins: 0,
          enrolments: 0,
          payments: 0,
          paymentTypes: 9,
        });
        expect(
          (await call(app.url, 'POST', '/api/users/login', { username: LOGINS.admin[0], password: LOGINS.admin[1] }))
            .status,
        ).toBe(401);

        const form = await call(app.url, 'GET', '/api/setup/first-run');
        expect(form.status).toBe(200);
        expect(form.body.departamentos.map((d: any) => d.nombreDepartamento)).toEqual([
          'LA PAZ',
          'COCHABAMBA',
          'SANTA CRUZ',
        ]);
        // This server is not the harness's: the form's answer is held against the served document here.
        const contract = answerContract((await call(app.url, 'GET', '/api/openapi.json')).body);
        expect(contract.check('GET', '/api/setup/first-run', form.status, 'application/json', form.body)).toBeNull();
        // Bad input: a 400 with the form's Spanish message, and nobody created.
        const weak = await call(app.url, 'POST', '/api/setup/first-run', { ...FORM, password: 'corta' });
        expect(weak).toEqual({ status: 400, body: expect.objectContaining({ msg: FIRST_RUN.passwordInvalid }) });
        const nowhere = await call(app.url, 'POST', '/api/setup/first-run', { ...FORM, idDepartament: 999 });
        expect(nowhere).toEqual({ status: 400, body: expect.objectContaining({ msg: FIRST_RUN.departmentRequired }) });
        expect((await counts(fresh.url)).users).toBe(0);

        // Two forms sent at once: one administrator, the other is told the first run is over.
        const [a, b] = await Promise.all([
          call(app.url, 'POST', '/api/setup/first-run', FORM),
          call(app.url, 'POST', '/api/setup/first-run', { ...FORM, user: 'otro', ci: '9988776' }),
        ]);
        expect([a.status, b.status].sort()).toEqual([200, 403]);
        expect([a, b].find((r) => r.status === 200)!.body).toEqual({ msg: FIRST_RUN.created, type: 1 });
        expect(
          contract.check(
            'POST',
            '/api/setup/first-run',
            200,
            'application/json',
            [a, b].find((r) => r.status === 200)!.body,
          ),
        ).toBeNull();
        expect([a, b].find((r) => r.status === 403)!.body.msg).toBe(FIRST_RUN.closed);
        expect((await counts(fresh.url)).admins).toBe(1);

        const winner = a.status === 200 ? FORM.user : 'otro';
        const login = await call(app.url, 'POST', '/api/users/login', { username: winner, password: FORM.password });
        expect(login.status).toBe(200);
        expect(login.body.user.idRol).toBe(1);
        expect((await call(app.url, 'GET', '/api/setup/first-run')).body).toEqual({
          abierto: false,
          departamentos: [],
        });
        expect((await call(app.url, 'POST', '/api/setup/first-run', { ...FORM, user: 'tercero' })).status).toBe(403);
        expect((await counts(fresh.url)).users).toBe(1);
      } finally {
        await app.stop();
        await fresh.drop();
      }
    }, 120_000); // starts the built server, which builds its database from every migration

    // The start on a database without tables is the test above's; the two below start on the migrated schema.
    it('creates the first administrator from ADMIN_USER and ADMIN_PASSWORD, once, still without demo data', async () => {
      const fresh = await freshDatabaseUrl(engine, { migrated: true });
      const settings = {
        DATABASE_URL: fresh.url,
        DATA_DIR: dataDir,
        ADMIN_USER: 'director',
        ADMIN_PASSWORD: 'Director2026!',
      };
      try {
        for (const start of [1, 2]) {
          const app = await startServer(settings);
          try {
            expect(
              (await call(app.url, 'POST', '/api/users/login', { username: 'director', password: 'Director2026!' }))
                .status,
            ).toBe(200);
            expect((await call(app.url, 'GET', '/api/setup/first-run')).body).toEqual({
              abierto: false,
              departamentos: [],
            });
          } finally {
            await app.stop();
          }
          expect(await counts(fresh.url), `start ${start}`).toMatchObject({
            users: 1,
            admins: 1,
            enrolments: 0,
            payments: 0,
          });
        }
      } finally {
        await fresh.drop();
      }
    }, 120_000); // starts the built server twice

    it('gets the demo when DEMO_DATA=1 asks for it', async () => {
      const fresh = await freshDatabaseUrl(engine, { migrated: true });
      const app = await startServer({ DATABASE_URL: fresh.url, DATA_DIR: dataDir, DEMO_DATA: '1' });
      try {
        expect(
          (await call(app.url, 'POST', '/api/users/login', { username: LOGINS.cajero[0], password: LOGINS.cajero[1] }))
            .status,
        ).toBe(200);
        expect((await counts(fresh.url)).enrolments).toBeGreaterThan(100);
      } finally {
        await app.stop();
        await fresh.drop();
      }
    }, 180_000); // starts the built server, which loads the whole demo
  });
}

describe('the embedded default database (DATABASE_URL unset)', () => {
  it('shows the demo with the README logins on its first start, and not once emptied later', async () => {
    const first = path.join(dataDir, 'fresh-clone');
    const app = await startServer({ DATA_DIR: first });
    try {
      expect(
        (await call(app.url, 'POST', '/api/users/login', { username: LOGINS.admin[0], password: LOGINS.admin[1] }))
          .status,
      ).toBe(200);
    } finally {
      await app.stop();
    }
    // A default database that was used before (its migrations ran) and lost its rows, e.g. a bad restore.
    const emptied = path.join(dataDir, 'emptied');
    const file = `sqlite:${path.join(emptied, 'instituto.sqlite')}`;
    await (await openDatabase(file)).destroy();
    const again = await startServer({ DATA_DIR: emptied });
    await again.stop();
    expect(await counts(file)).toMatchObject({ departments: 3, users: 0, enrolments: 0, payments: 0 });
  }, 180_000); // starts the built server twice on a database built from every migration
});
