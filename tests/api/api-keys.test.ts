import { expect, it } from 'vitest';
import { describeEngines, type TestApi } from './harness.js';

const HEADERS = { 'x-department-id': '1' };

async function createKey(api: TestApi, body: Record<string, unknown>) {
  const created = await api.as('admin').post('/api/integrations/apiKeys', body, HEADERS);
  expect(created.status, created.text).toBe(200);
  return created.body as { id: number; clave: string; prefijo: string; estado: string };
}

/** A request sent as an integration would: the key as the Bearer token, no session. */
const withKey = (
  api: TestApi,
  key: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => api.request(method, url, { token: key, body, headers });

describeEngines('API keys', (api) => {
  it('shows the key once: lists and reads carry neither the secret nor its hash', async () => {
    const key = await createKey(api(), { nombre: 'Contabilidad', idRol: 1, vence: null });
    expect(key.clave).toMatch(/^ik_[0-9a-f]{16}_[\w-]{43}$/);
    expect(key.clave.startsWith(key.prefijo)).toBe(true);
    expect(key.estado).toBe('activa');
    const listed = await api().as('admin').get('/api/integrations/apiKeys', HEADERS);
    const row = listed.body.find((k: any) => k.id === key.id);
    expect(row).toMatchObject({
      nombre: 'Contabilidad',
      idRol: 1,
      estado: 'activa',
      ultimoUso: null,
      creadoPor: expect.any(String),
    });
    expect(row).not.toHaveProperty('clave');
    const stored = await api().db('apiKeys').where({ id: key.id }).first();
    expect(stored.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(listed.body)).not.toContain(key.clave.slice(20));
    expect(JSON.stringify(listed.body)).not.toContain(stored.secretHash);
    // The key works, and its use is recorded.
    expect((await withKey(api(), key.clave, 'GET', '/api/semesters/selectSemesters/1/null/null')).status).toBe(200);
    const used = (await api().as('admin').get('/api/integrations/apiKeys', HEADERS)).body.find(
      (k: any) => k.id === key.id,
    );
    expect(used.ultimoUso).not.toBeNull();
    expect(JSON.stringify(used)).not.toContain(stored.secretHash);
  });

  it('acts with its role: a role 2 key is refused a role 1 call, as a cashier would be', async () => {
    const staff = await createKey(api(), { nombre: 'Caja externa', idRol: 2 });
    expect((await withKey(api(), staff.clave, 'GET', '/api/semesters/selectSemesters/1/null/1')).status).toBe(200);
    const refused = await withKey(api(), staff.clave, 'GET', '/api/rest/payment-types');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toEqual(expect.any(String));
    expect((await withKey(api(), staff.clave, 'GET', '/api/integrations/webhooks')).status).toBe(403);
  });

  it('is bound to its department, also with role 1', async () => {
    const key = await createKey(api(), { nombre: 'Planilla', idRol: 1 });
    expect(
      (await withKey(api(), key.clave, 'GET', '/api/rest/semesters', undefined, { 'x-department-id': '1' })).status,
    ).toBe(200);
    const header = await withKey(api(), key.clave, 'GET', '/api/rest/semesters', undefined, { 'x-department-id': '2' });
    expect([header.status, header.body.msg]).toEqual([403, 'La clave de API solo puede usarse en su departamento.']);
    expect((await withKey(api(), key.clave, 'GET', '/api/semesters/selectSemesters/2/null/null')).status).toBe(403);
    const staff = await createKey(api(), { nombre: 'Otra caja', idRol: 2 });
    expect((await withKey(api(), staff.clave, 'GET', '/api/semesters/selectSemesters/2/null/1')).status).toBe(403);
  });

  it('stops working at once when revoked', async () => {
    const key = await createKey(api(), { nombre: 'Temporal', idRol: 1 });
    expect((await withKey(api(), key.clave, 'GET', '/api/rest/turns', undefined, HEADERS)).status).toBe(200);
    const revoked = await api().as('admin').post(`/api/integrations/apiKeys/${key.id}/revoke`, {}, HEADERS);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: key.id, estado: 'revocada', revocadoPor: expect.any(String) });
    const after = await withKey(api(), key.clave, 'GET', '/api/rest/turns', undefined, HEADERS);
    expect([after.status, after.body.msg]).toEqual([401, 'La clave de API fue revocada.']);
    // Another department's administrator view does not reach it.
    expect(
      (await api().as('admin').post(`/api/integrations/apiKeys/${key.id}/revoke`, {}, { 'x-department-id': '2' }))
        .status,
    ).toBe(404);
  });

  it('refuses an expired key with a Spanish message, and an expiry date in the past', async () => {
    const key = await createKey(api(), { nombre: 'Vence', idRol: 1, vence: '2099-12-31' });
    expect((await withKey(api(), key.clave, 'GET', '/api/rest/turns', undefined, HEADERS)).status).toBe(200);
    await api().db('apiKeys').where({ id: key.id }).update({ expiresOn: '2020-01-31' });
    const expired = await withKey(api(), key.clave, 'GET', '/api/rest/turns', undefined, HEADERS);
    expect([expired.status, expired.body.msg]).toEqual([401, 'La clave de API venció el 31/01/2020.']);
    const listed = (await api().as('admin').get('/api/integrations/apiKeys', HEADERS)).body.find(
      (k: any) => k.id === key.id,
    );
    expect(listed.estado).toBe('vencida');
    const past = await api()
      .as('admin')
      .post('/api/integrations/apiKeys', { nombre: 'Pasada', idRol: 1, vence: '2020-01-01' }, HEADERS);
    expect([past.status, past.body.msg]).toEqual([400, 'La fecha de vencimiento debe ser hoy o una fecha futura.']);
    const teacher = await api().as('admin').post('/api/integrations/apiKeys', { nombre: 'Docente', idRol: 3 }, HEADERS);
    expect(teacher.status).toBe(400);
  });

  it('attributes a write made with a key to the key in the audit trail', async () => {
    const key = await createKey(api(), { nombre: 'Sistema contable', idRol: 1 });
    const created = await withKey(
      api(),
      key.clave,
      'POST',
      '/api/rest/turns',
      { nombreTurno: 'TURNO CLAVE API', descripcion: '' },
      HEADERS,
    );
    expect(created.status, created.text).toBe(200);
    const trail = await api().as('admin').get('/api/audit/selectAuditLog?entity=turns', HEADERS);
    const row = trail.body.rows.find((r: any) => r.idRegistro === created.body.id && r.accion === 'create');
    expect(row).toMatchObject({ idClaveApi: key.id, usuario: 'Clave de API «Sistema contable»' });
  });

  it('cannot manage API keys, users or credentials, even with role 1', async () => {
    const key = await createKey(api(), { nombre: 'Todo', idRol: 1 });
    const mint = await withKey(
      api(),
      key.clave,
      'POST',
      '/api/integrations/apiKeys',
      { nombre: 'Otra', idRol: 1 },
      HEADERS,
    );
    expect([mint.status, mint.body.msg]).toEqual([
      403,
      'Una clave de API no puede administrar claves de API ni usuarios.',
    ]);
    expect((await withKey(api(), key.clave, 'GET', '/api/integrations/apiKeys', undefined, HEADERS)).status).toBe(403);
    expect(
      (await withKey(api(), key.clave, 'POST', `/api/integrations/apiKeys/${key.id}/revoke`, {}, HEADERS)).status,
    ).toBe(403);
    const user = await withKey(
      api(),
      key.clave,
      'POST',
      '/api/rest/users',
      {
        nombres: 'CLAVE',
        apellidos: 'API',
        ci: '99887766',
        email: 'clave.api@instituto.bo',
        telefono: '70000000',
        idSucursal: 1,
        idRol: 2,
        usuario: 'clave.api',
        password: 'Clave2024!x',
      },
      HEADERS,
    );
    expect(user.status, user.text).toBe(403);
    const admin = await api().db('users').where({ username: 'admin' }).first('id');
    const credentials = await withKey(api(), key.clave, 'PUT', '/api/users/updateCredentialsUser', {
      idUser: admin.id,
      password: 'Otra2024!xx',
      email: 'a@b.co',
    });
    expect(credentials.status).toBe(403);
    expect((await withKey(api(), key.clave, 'POST', '/api/users/logout', {})).status).toBe(403);
    expect(await api().login('admin', 'Admin2024!')).toEqual(expect.any(String));
  });

  it('answers 401 JSON {msg} to a bad or malformed bearer token', async () => {
    const key = await createKey(api(), { nombre: 'Buena', idRol: 1 });
    const tampered = `${key.clave.slice(0, -1)}${key.clave.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [tampered, 'ik_nada', 'ik_0123456789abcdef_' + 'x'.repeat(43), 'no-es-un-token', 'Bearer']) {
      const res = await withKey(api(), token, 'GET', '/api/rest/turns', undefined, HEADERS);
      expect(res.status, token).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body.msg, token).toEqual(expect.any(String));
    }
    const basic = await api().request('GET', '/api/rest/turns', { headers: { authorization: `Basic ${key.clave}` } });
    expect([basic.status, typeof basic.body.msg]).toEqual([401, 'string']);
  });

  it('throttles an address that keeps sending wrong keys, with Retry-After', async () => {
    const wrong = (i: number) => `ik_${i.toString(16).padStart(16, '0')}_${'x'.repeat(43)}`;
    let last = await withKey(api(), wrong(0), 'GET', '/api/rest/turns', undefined, HEADERS);
    for (let i = 1; i < 25 && last.status === 401; i += 1)
      last = await withKey(api(), wrong(i), 'GET', '/api/rest/turns', undefined, HEADERS);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.body.msg).toMatch(/^Demasiados intentos/);
    await api().db('rateLimits').where('limitKey', 'like', 'apikey:%').delete();
  });
});
