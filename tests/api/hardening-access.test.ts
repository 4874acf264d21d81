import knexFactory from 'knex';
import { expect, it } from 'vitest';
import { enrolledGroup, issueCode } from './credentials-fixtures.js';
import { describeEngines, LOGINS, type TestApi } from './harness.js';

const turnsUrl = '/api/turns/selectTurns/1/1';

/**
 * Holds audit_log locked from another connection (MariaDB only) while `action` runs: a write that has
 * already changed its rows then waits before its audit row, i.e. before its commit.
 */
async function whileAuditWaits(api: TestApi, action: () => Promise<unknown>, meanwhile: () => Promise<void>) {
  const locker = knexFactory({ client: 'mysql2', connection: api.db.client.config.connection, pool: { min: 1, max: 1 } });
  try {
    await locker.raw('LOCK TABLES audit_log WRITE');
    const pending = action();
    // Wait until the write is blocked on its audit row (it has changed the user, not yet committed).
    for (let i = 0; i < 500; i++) {
      const [rows] = await locker.raw("SELECT COUNT(*) AS n FROM information_schema.processlist WHERE info LIKE 'insert into `audit_log`%'");
      if (Number(rows[0].n) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await meanwhile();
    await locker.raw('UNLOCK TABLES');
    return await pending;
  } finally {
    await locker.destroy();
  }
}

describeEngines('access hardening: sessions, codes, teacher reads', (api) => {
  it('a demotion refuses the old token at once, even when a request read the user during the demotion', async () => {
    const res = await api().request('POST', '/api/users/login', { body: { username: LOGINS.cajero[0], password: LOGINS.cajero[1] } });
    const token = res.body.token as string;
    const admin = api().as('admin');
    const cajero = await api().db('users').where({ username: 'cajero' }).first();
    expect((await api().request('GET', turnsUrl, { token })).status).toBe(200);
    const person = (await admin.get(`/api/rest/users/${cajero.id}`, { 'x-department-id': '1' })).body;
    const demote = () => admin.put(`/api/rest/users/${cajero.id}`, { ...person, idRol: 3 }, { 'x-department-id': '1' });
    const demoted = api().engine === 'mysql'
      // A request of the same user arrives after the demotion changed the row and before it committed.
      ? await whileAuditWaits(api(), demote, async () => {
        expect((await api().request('GET', turnsUrl, { token })).status).toBe(200);
      }) as Awaited<ReturnType<typeof demote>>
      : await demote();
    expect(demoted.status).toBe(200);
    expect((await api().request('GET', turnsUrl, { token })).status).toBe(401);
    await admin.put(`/api/rest/users/${cajero.id}`, { ...(await admin.get(`/api/rest/users/${cajero.id}`, { 'x-department-id': '1' })).body, idRol: 2 }, { 'x-department-id': '1' });
  });
});
