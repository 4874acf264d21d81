import { expect, it } from 'vitest';
import { LOCKOUT_MESSAGES } from '../../domain/lockouts.js';
import { LOCKED_MESSAGE } from '../../api/src/modules/auth/login-throttle.service.js';
import { describeEngines, LOGINS, type TestApi } from './harness.js';

// This file's app sits behind a "proxy": the client address comes from X-Forwarded-For.
process.env.TRUST_PROXY = '1';

const login = (api: TestApi, username: string, password: string, address: string) =>
  api.request('POST', '/api/users/login', { body: { username, password }, headers: { 'x-forwarded-for': address } });

/** Twenty failed logins for names nobody has, from one address: the address is locked. */
async function lockAddress(api: TestApi, address: string) {
  for (let i = 0; i < 20; i++) expect((await login(api, `nadie${i}`, 'x', address)).status).toBe(401);
}

describeEngines('login lockouts: one shared address does not shut the office out', (api) => {
  it('twenty failures for unknown names from one address do not stop the right password of the staff there', async () => {
    await lockAddress(api(), '10.3.0.1');
    const audited = await api().db('auditLog').where({ entity: 'login', action: 'lockout' });
    expect(
      audited.some(
        (row: any) => JSON.parse(row.afterJson).kind === 'address' && JSON.parse(row.afterJson).address === '10.3.0.1',
      ),
    ).toBe(true);
    expect((await login(api(), ...LOGINS.admin, '10.3.0.1')).status).toBe(200);
    expect((await login(api(), ...LOGINS.cajero, '10.3.0.1')).status).toBe(200);
  });

  it('a locked address leaves each name one check, so guessing across names stays slow', async () => {
    await lockAddress(api(), '10.3.0.2');
    // A new name gets its one check; the next try of that name is refused unchecked.
    expect((await login(api(), 'nadie-mas', 'x', '10.3.0.2')).status).toBe(401);
    const again = await login(api(), 'nadie-mas', 'x', '10.3.0.2');
    expect(again.status).toBe(429);
    expect(again.body.msg).toBe(LOCKED_MESSAGE);
    // A known name that guessed wrong there is locked too, even with the right password afterwards.
    expect((await login(api(), LOGINS.docente[0], 'adivina', '10.3.0.2')).status).toBe(401);
    expect((await login(api(), ...LOGINS.docente, '10.3.0.2')).status).toBe(429);
    // Elsewhere that name is not locked.
    expect((await login(api(), ...LOGINS.docente, '10.3.0.3')).status).toBe(200);
    // Many tries of one name at once, while the address is locked: one reaches the password check.
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(api(), 'otro-nombre', 'x', '10.3.0.2')));
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(1);
  });

  it('role 1 sees the lockouts in force and lifts one; both go to the audit log', async () => {
    await lockAddress(api(), '10.3.0.4');
    for (let i = 0; i < 5; i++) expect((await login(api(), LOGINS.cajero[0], 'mal', '10.3.0.5')).status).toBe(401);
    expect((await login(api(), ...LOGINS.cajero, '10.3.0.5')).status).toBe(429);

    const admin = api().as('admin');
    const listed = await admin.get('/api/users/selectLoginLockouts');
    expect(listed.status).toBe(200);
    const byAddress = listed.body.find((l: any) => l.tipo === 'direccion' && l.direccion === '10.3.0.4');
    const byName = listed.body.find((l: any) => l.tipo === 'usuario' && l.direccion === '10.3.0.5');
    expect(byAddress).toMatchObject({ usuario: null, bloqueos: 1 });
    expect(byName).toMatchObject({ usuario: 'cajero', bloqueos: 1 });
    expect(new Date(byName.bloqueadoHasta).getTime()).toBeGreaterThan(Date.now());
    expect((await api().as('cajero').get('/api/users/selectLoginLockouts')).status).toBe(403);
    expect((await api().as('cajero').put('/api/users/unlockLogin', { key: byName.clave })).status).toBe(403);

    const lifted = await admin.put('/api/users/unlockLogin', { key: byName.clave });
    expect(lifted.status).toBe(200);
    expect(lifted.body.msg).toBe(LOCKOUT_MESSAGES.lifted);
    expect((await login(api(), ...LOGINS.cajero, '10.3.0.5')).status).toBe(200);
    const after = await admin.get('/api/users/selectLoginLockouts');
    expect(after.body.some((l: any) => l.clave === byName.clave)).toBe(false);
    expect(after.body.some((l: any) => l.clave === byAddress.clave)).toBe(true);

    const admins = await api().db('users').where({ username: 'admin' }).first();
    const lifts = await api().db('auditLog').where({ entity: 'login', action: 'unlock' });
    expect(
      lifts.some((row: any) => row.userId === admins.id && JSON.parse(row.beforeJson).address === '10.3.0.5'),
    ).toBe(true);
    const locks = await api().db('auditLog').where({ entity: 'login', action: 'lockout' });
    expect(
      locks.some(
        (row: any) =>
          JSON.parse(row.afterJson).username === 'cajero' && JSON.parse(row.afterJson).address === '10.3.0.5',
      ),
    ).toBe(true);

    // A lock that is no longer in force, or no key at all: a clear 4xx, nothing changes.
    const gone = await admin.put('/api/users/unlockLogin', { key: byName.clave });
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe(LOCKOUT_MESSAGES.notLocked);
    const empty = await admin.put('/api/users/unlockLogin', {});
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(LOCKOUT_MESSAGES.keyRequired);
    expect((await admin.get('/api/users/selectLoginLockouts')).body).toHaveLength(after.body.length);
  });
});
