import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { describeEngines, LOGINS } from './harness.js';

describeEngines('session and roles', (api) => {
  it('logs in with spaces removed and returns a token, its expiration and the session user', async () => {
    const res = await api().request('POST', '/api/users/login', {
      body: { username: ' admin ', password: 'Admin2024! ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^ey/);
    expect(new Date(res.body.expiration).getTime()).toBeGreaterThan(Date.now());
    expect(res.body.user).toMatchObject({
      usuario: 'admin',
      idRol: 1,
      rol: 'ADMINISTRADOR',
      departamento: 'LA PAZ',
      idDepartamento: 1,
    });
    expect(res.body.user).not.toHaveProperty('passwordHash');
  });

  it('answers a wrong password with 401 and the Spanish message as plain data', async () => {
    const res = await api().request('POST', '/api/users/login', { body: { username: 'admin', password: 'nope' } });
    expect(res.status).toBe(401);
    expect(res.text).toBe('Usuario o contraseña incorrectos.');
  });

  it('validates the login fields with the spec messages', async () => {
    const res = await api().request('POST', '/api/users/login', { body: { username: '  ', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Ingrese una cuenta de usuario');
    const noPassword = await api().request('POST', '/api/users/login', { body: { username: 'admin' } });
    expect(noPassword.body.msg).toBe('Ingrese una contraseña');
  });

  it('refuses a user name from the same address for a while after repeated failures, even with the right password', async () => {
    const [username, password] = LOGINS.docente;
    for (let i = 0; i < 5; i++) {
      expect((await api().request('POST', '/api/users/login', { body: { username, password: 'wrong' } })).status).toBe(
        401,
      );
    }
    const locked = await api().request('POST', '/api/users/login', { body: { username, password } });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/intentos/);
    await api().db('loginThrottles').delete();
    expect((await api().request('POST', '/api/users/login', { body: { username, password } })).status).toBe(200);
  });

  it('requires a valid bearer token everywhere else', async () => {
    const url = '/api/turns/selectTurns/null/1';
    expect((await api().request('GET', url)).status).toBe(401);
    const forged = await new SignJWT({ user: { idUsuario: 1, idRol: 1, idDepartamento: 1, permissions: [] } })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret'));
    expect((await api().request('GET', url, { token: forged })).status).toBe(401);
    const expired = await new SignJWT({ user: { idUsuario: 1, idRol: 1, idDepartamento: 1, permissions: [] } })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('test-secret'));
    expect((await api().request('GET', url, { token: expired })).status).toBe(401);
    expect((await api().as('cajero').get(url)).status).toBe(200);
  });

  it('refuses role-1 actions to role 2 with 403 and writes nothing', async () => {
    const res = await api().as('cajero').post('/api/turns/insertTurn', { nameTurn: 'SABADO', idDepartament: 1 });
    expect(res.status).toBe(403);
    expect(await api().db('turns').where({ name: 'SABADO' })).toHaveLength(0);
    // The Administration screens' REST face is role 1's; role 2 reads catalogues through the documented selects.
    expect((await api().as('cajero').get('/api/rest/roles')).status).toBe(403);
    expect((await api().as('cajero').post('/api/rest/roles', { nombreRol: 'X' })).status).toBe(403);
  });

  it('keeps non-admins inside their own department', async () => {
    const other = await api().as('cajero').get('/api/turns/selectTurns/null/2');
    expect(other.status).toBe(403);
    const rest = await api().as('cajero').get('/api/rest/semesters', { 'x-department-id': '2' });
    expect(rest.status).toBe(403);
    // Role 1 acts in the department chosen in the session.
    const admin = await api().as('admin').get('/api/turns/selectTurns/null/2');
    expect(admin.status).toBe(200);
    expect(admin.body.every((t: any) => t.idDepartamento === 2)).toBe(true);
  });

  it('changes the own credentials with the spec password rules', async () => {
    const me = (
      await api().request('POST', '/api/users/login', { body: { username: 'cajero', password: 'Cajero2024!' } })
    ).body.user;
    const weak = await api().as('cajero').put('/api/users/updateCredentialsUser', {
      idUser: me.idUsuario,
      user: 'cajero',
      password: 'abc',
      email: 'c@x.bo',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toBe('Debe Ingresar una contraseña valida');
    const badEmail = await api().as('cajero').put('/api/users/updateCredentialsUser', {
      idUser: me.idUsuario,
      user: 'cajero',
      password: 'Nueva2024!',
      email: 'nope',
    });
    expect(badEmail.body.msg).toBe('Debe ingresar un email correcto');
    const other = await api()
      .as('cajero')
      .put('/api/users/updateCredentialsUser', { idUser: 1, user: 'admin', password: 'Nueva2024!', email: 'a@x.bo' });
    expect(other.status).toBe(403);
    const ok = await api().as('cajero').put('/api/users/updateCredentialsUser', {
      idUser: me.idUsuario,
      user: 'cajero',
      password: 'Nueva2024!',
      email: 'cajero@x.bo',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toBeTruthy();
    expect(
      (await api().request('POST', '/api/users/login', { body: { username: 'cajero', password: 'Nueva2024!' } }))
        .status,
    ).toBe(200);
    const row = await api().db('users').where({ id: me.idUsuario }).first();
    expect(row.passwordHash).toMatch(/^scrypt\$/);
  });

  it('answers unexpected routes with a Spanish 404 and never a stack trace', async () => {
    const res = await api().as('admin').get('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('Ruta no encontrada.');
    const bad = await api().request('POST', '/api/users/login', {
      body: undefined,
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
  });
});
