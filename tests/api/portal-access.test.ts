import { expect, it } from 'vitest';
import { PORTAL_MESSAGES as M } from '../../domain/portal.js';
import { enrolledGroup } from './credentials-fixtures.js';
import { describeEngines } from './harness.js';
import { activate, family, guardianOf, issue, PORTAL_PASSWORD, portalLogin } from './portal-fixtures.js';

describeEngines('portal access: activation, login, revocation', (api) => {
  it('a code activates once: the person sets a password, logs in with the CI and lands on the portal only', async () => {
    const { students } = await enrolledGroup(api(), { semester: 'I-2071', startDate: '2026-02-02' });
    const [student] = students;
    const issued = await issue(api(), student.idUser);
    expect(issued.enlace).toContain('/portal/activar?codigo=');
    expect(issued.whatsapp).toMatch(/^https:\/\/wa\.me\/59171234567\?text=/);
    // Only the hash is stored.
    const stored = await api().db('portalActivations').orderBy('id', 'desc').first();
    expect(stored.codeHash).not.toContain(issued.codigo.replace(/-/g, ''));
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const weak = await activate(api(), issued.codigo, 'corta');
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toBe(M.passwordWeak);
    const mismatch = await api().request('POST', '/api/portal/activate', {
      body: { code: issued.codigo, password: PORTAL_PASSWORD, confirmation: 'Otra2026!' },
    });
    expect(mismatch.body.msg).toBe(M.confirmMismatch);

    const ok = await activate(api(), issued.codigo.toLowerCase());
    expect(ok.status).toBe(200);
    expect(ok.body.ci).toBe(student.ci);
    const reused = await activate(api(), issued.codigo);
    expect(reused.status).toBe(400);
    expect(reused.body.msg).toBe(M.codeUsed);

    const login = await api().request('POST', '/api/users/login', {
      body: { username: student.ci, password: PORTAL_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.idRol).toBe(6);
    const token = login.body.token;
    const me = await api().request('GET', '/api/portal/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ tipo: 'estudiante', estudiantes: [{ idEstudiante: student.idUser }] });
    // Never a staff call, on either face.
    expect((await api().request('GET', '/api/turns/selectTurns/1/1', { token })).status).toBe(403);
    expect((await api().request('GET', '/api/rest/students', { token })).status).toBe(403);
    expect((await api().request('GET', `/api/students/statement/${student.idUser}`, { token })).status).toBe(403);
    // Staff do not use the portal's calls.
    expect((await api().as('cajero').get('/api/portal/me')).status).toBe(403);

    const trail = await api()
      .db('auditLog')
      .whereIn('action', ['portal-issued', 'portal-activated', 'portal-login'])
      .pluck('action');
    expect(new Set(trail)).toEqual(new Set(['portal-issued', 'portal-activated', 'portal-login']));
  });

  it('an expired code, a wrong code and a code replaced by a new one are refused', async () => {
    const { students } = await enrolledGroup(api(), { semester: 'I-2072', startDate: '2026-02-02' });
    const first = await issue(api(), students[0].idUser);
    await api()
      .db('portalActivations')
      .orderBy('id', 'desc')
      .limit(1)
      .update({ expiresAt: '2020-01-01T00:00:00.000Z' });
    expect((await activate(api(), first.codigo)).body.msg).toBe(M.codeExpired);
    expect((await activate(api(), 'AAAA-BBBB-CCCC')).body.msg).toBe(M.codeInvalid);
    const second = await issue(api(), students[0].idUser);
    const third = await issue(api(), students[0].idUser);
    expect((await activate(api(), second.codigo)).body.msg).toBe(M.codeExpired);
    expect((await activate(api(), third.codigo)).status).toBe(200);
    await api().db('loginThrottles').delete();
  });

  it('activation is throttled like the staff login: after five wrong codes the address waits (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await activate(api(), `ZZZZ-ZZZZ-ZZZ${i + 2}`)).status);
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    const { students } = await enrolledGroup(api(), { semester: 'I-2073', startDate: '2026-02-02' });
    const issued = await issue(api(), students[0].idUser);
    // Even the right code waits until the lock ends.
    expect((await activate(api(), issued.codigo)).status).toBe(429);
    await api().db('loginThrottles').delete();
    expect((await activate(api(), issued.codigo)).status).toBe(200);
  });

  it('revoking access ends the sessions at once and refuses the next login; a re-issued code gives it back', async () => {
    const f = await family(api(), 'I-2074');
    expect((await api().request('GET', '/api/portal/me', { token: f.studentToken })).status).toBe(200);
    const revoked = await api()
      .as('cajero')
      .put(`/api/students/revokePortalAccess/${f.first.idUser}`, { idGuardian: null });
    expect(revoked.status).toBe(200);
    expect((await api().request('GET', '/api/portal/me', { token: f.studentToken })).status).toBe(401);
    expect(
      (await api().request('POST', '/api/users/login', { body: { username: f.first.ci, password: PORTAL_PASSWORD } }))
        .status,
    ).toBe(401);
    // The guardian's access is their own.
    expect((await api().request('GET', '/api/portal/me', { token: f.guardianToken })).status).toBe(200);
    const overview = await api().as('cajero').get(`/api/students/portalAccess/${f.first.idUser}`);
    expect(overview.body.estudiante.acceso).toBe('revocado');
    expect(overview.body.apoderados[0]).toMatchObject({ acceso: 'activo', parentesco: 'MADRE' });
    expect(await api().db('auditLog').where({ action: 'portal-revoked' }).count({ n: '*' }).first()).toMatchObject({
      n: 1,
    });
    const again = await portalLogin(api(), (await issue(api(), f.first.idUser)).codigo, f.first.ci);
    expect((await api().request('GET', '/api/portal/me', { token: again })).status).toBe(200);
  });

  it('a guardian of two children switches between them; unlinking the last child ends their access', async () => {
    const f = await family(api(), 'I-2075');
    const me = await api().request('GET', '/api/portal/me', { token: f.guardianToken });
    expect(me.body.tipo).toBe('apoderado');
    expect(me.body.estudiantes.map((s: any) => s.idEstudiante).sort()).toEqual(
      [f.first.idUser, f.second.idUser].sort(),
    );
    // Names only: the answer carries no CI or phone.
    expect(JSON.stringify(me.body)).not.toMatch(/"(ci|telefono)"/);
    const cajero = api().as('cajero');
    expect(
      (await cajero.put(`/api/students/unlinkGuardian/${f.first.idUser}`, { idGuardian: f.guardian.idGuardian }))
        .status,
    ).toBe(200);
    expect((await api().request('GET', '/api/portal/me', { token: f.guardianToken })).body.estudiantes).toHaveLength(1);
    expect(
      (await cajero.put(`/api/students/unlinkGuardian/${f.second.idUser}`, { idGuardian: f.guardian.idGuardian }))
        .status,
    ).toBe(200);
    expect((await api().request('GET', '/api/portal/me', { token: f.guardianToken })).status).toBe(401);
  });

  it('staff see the guardians with a suggestion from the import, and a staff CI cannot become a guardian', async () => {
    const { students } = await enrolledGroup(api(), { semester: 'I-2076', startDate: '2026-02-02' });
    await api()
      .db('users')
      .where({ id: students[0].idUser })
      .update({ guardianName: 'JUANA QUISPE', guardianPhone: '76543210' });
    const overview = await api().as('cajero').get(`/api/students/portalAccess/${students[0].idUser}`);
    expect(overview.body).toMatchObject({
      estudiante: { acceso: 'sin acceso' },
      apoderados: [],
      sugerido: { nombreCompleto: 'JUANA QUISPE', telefono: '76543210' },
    });
    const cajeroCi = (await api().db('users').where({ username: 'cajero' }).first()).ci;
    const refused = await api().as('cajero').post(`/api/students/guardians/${students[0].idUser}`, {
      ci: cajeroCi,
      names: 'x',
      surnames: 'y',
      phone: '71234567',
      relationship: 'PADRE',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(M.guardianCiOther);
    // A guardian of another student is a 404 for this one's code.
    const other = await guardianOf(api(), [students[0].idUser]);
    const { students: elsewhere } = await enrolledGroup(api(), { semester: 'I-2077', startDate: '2026-02-02' });
    expect(
      (
        await api()
          .as('cajero')
          .post(`/api/students/portalAccess/${elsewhere[0].idUser}`, { idGuardian: other.idGuardian })
      ).status,
    ).toBe(404);
  });
});
