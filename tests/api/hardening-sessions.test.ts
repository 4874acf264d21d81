import { expect, it } from 'vitest';
import { LOCKED_MESSAGE } from '../../api/src/modules/auth/login-throttle.service.js';
import { describeEngines, LOGINS, type TestApi } from './harness.js';

// This file's app sits behind a "proxy": the client address comes from X-Forwarded-For.
process.env.TRUST_PROXY = '1';

const login = (api: TestApi, username: string, password: string, address: string) =>
  api.request('POST', '/api/users/login', { body: { username, password }, headers: { 'x-forwarded-for': address } });

async function tokenAt(api: TestApi, username: string, password: string, address = '10.9.9.9') {
  const res = await login(api, username, password, address);
  expect(res.status).toBe(200);
  return res.body.token as string;
}

describeEngines('login throttle and revocable sessions', (api) => {
  it('fifty attempts at once reach the password check at most five times', async () => {
    const [username, password] = LOGINS.docente;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(api(), username, i === 25 ? password : 'wrong-password', '10.0.0.50')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(45);
    expect(statuses.filter((s) => s === 401 || s === 200).length).toBeLessThanOrEqual(5);
    expect(answers.find((a) => a.status === 429)!.body.msg).toBe(LOCKED_MESSAGE);
  });

  it('a stranger locks only their own address out, and the lockout is in the audit log', async () => {
    const [username, password] = LOGINS.admin;
    for (let i = 0; i < 5; i++) expect((await login(api(), username, 'guess', '10.0.0.66')).status).toBe(401);
    const stranger = await login(api(), username, password, '10.0.0.66');
    expect(stranger.status).toBe(429);
    // The administrator at the institute's counter is not locked out.
    expect((await login(api(), username, password, '10.0.0.1')).status).toBe(200);
    const lockouts = await api().db('auditLog').where({ entity: 'login', action: 'lockout' });
    expect(lockouts.some((row: any) => JSON.parse(row.afterJson).address === '10.0.0.66')).toBe(true);
  });

  it('an address guessing many user names is slowed: once locked, each name gets one check', async () => {
    for (let i = 0; i < 20; i++) expect((await login(api(), `nadie${i}`, 'x', '10.0.0.77')).status).toBe(401);
    expect((await login(api(), 'nadie20', 'x', '10.0.0.77')).status).toBe(401);
    expect((await login(api(), 'nadie20', 'x', '10.0.0.77')).status).toBe(429);
    // The right password of an account not itself locked still logs in there.
    expect((await login(api(), ...LOGINS.cajero, '10.0.0.77')).status).toBe(200);
  });

  it('logout ends that token only', async () => {
    const first = await tokenAt(api(), ...LOGINS.cajero);
    const second = await tokenAt(api(), ...LOGINS.cajero);
    const url = '/api/turns/selectTurns/1/1';
    expect((await api().request('POST', '/api/users/logout', { token: first, body: {} })).status).toBe(200);
    expect((await api().request('GET', url, { token: first })).status).toBe(401);
    expect((await api().request('GET', url, { token: second })).status).toBe(200);
  });

  it('a password change, a deactivation or a new role ends the old sessions; a permission change applies at once', async () => {
    const admin = api().as('admin');
    const url = '/api/turns/selectTurns/1/1';
    const cajero = await api().db('users').where({ username: 'cajero' }).first();

    const beforePassword = await tokenAt(api(), ...LOGINS.cajero);
    const changed = await api().request('PUT', '/api/users/updateCredentialsUser', {
      token: beforePassword,
      body: { idUser: cajero.id, user: 'cajero', password: 'Cajero2025!', email: 'cajero@instituto.edu.bo' },
    });
    expect(changed.status).toBe(200);
    expect((await api().request('GET', url, { token: beforePassword })).status).toBe(401);
    // The one who changed it goes on with the fresh token of the answer.
    expect((await api().request('GET', url, { token: changed.body.token })).status).toBe(200);
    await api().request('PUT', '/api/users/updateCredentialsUser', {
      token: changed.body.token,
      body: { idUser: cajero.id, user: 'cajero', password: LOGINS.cajero[1], email: 'cajero@instituto.edu.bo' },
    });

    const beforeDeactivation = await tokenAt(api(), ...LOGINS.cajero);
    expect((await admin.put('/api/users/deleteUser', { idUser: cajero.id, state: 0 })).status).toBe(200);
    const income = await api().request('POST', '/api/ingress/insertIngress', {
      token: beforeDeactivation,
      body: { name: 'x', ingressDetail: '', total: 5, idIngressType: 1, idUser: cajero.id, idDepartament: 1 },
    });
    expect(income.status).toBe(401);
    expect((await admin.put('/api/users/deleteUser', { idUser: cajero.id, state: 1 })).status).toBe(200);
    expect((await api().request('GET', url, { token: beforeDeactivation })).status).toBe(401);

    const docente = await api().db('users').where({ username: 'docente' }).first();
    const beforeRole = await tokenAt(api(), ...LOGINS.docente);
    const person = (await admin.get(`/api/rest/users/${docente.id}`, { 'x-department-id': '1' })).body;
    expect(
      (await admin.put(`/api/rest/users/${docente.id}`, { ...person, idRol: 5 }, { 'x-department-id': '1' })).status,
    ).toBe(200);
    expect((await api().request('GET', url, { token: beforeRole })).status).toBe(401);

    // The attendance permission (module 1) taken away: the same token is refused at once.
    const withPermission = await tokenAt(api(), ...LOGINS.cajero);
    const checkIn = () =>
      api().request('POST', '/api/attendances/checkIn', {
        token: withPermission,
        body: { code: 'CRED-aaaaaaaaaaaaaaaaaaaaaa' },
      });
    expect((await checkIn()).status).toBe(400);
    expect(
      (await admin.put('/api/users/updatePermissionUser', { idUser: cajero.id, idModule: 1, asign: false })).status,
    ).toBe(200);
    expect((await checkIn()).status).toBe(403);
    await admin.put('/api/users/updatePermissionUser', { idUser: cajero.id, idModule: 1, asign: true });
    expect((await checkIn()).status).toBe(400);
  });

  it('unknown user names cost the same password work as known ones', async () => {
    const time = async (username: string, address: string) => {
      const started = performance.now();
      await login(api(), username, 'not-the-password', address);
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time('admin', `10.1.0.${i}`));
      unknown.push(await time(`no-existe-${i}`, `10.2.0.${i}`));
    }
    // Before, an unknown name answered about ten times faster (no scrypt at all).
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('security headers on the admin and the API; HSTS only over https', async () => {
    for (const url of ['/', '/api/health']) {
      const res = await api().request('GET', url);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const https = await api().request('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
