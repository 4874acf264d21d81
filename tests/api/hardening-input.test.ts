import { expect, it } from 'vitest';
import { count } from './finance-fixtures.js';
import { describeEngines } from './harness.js';

const ADMIN_DEPT = { 'x-department-id': '1' };

describeEngines('malformed input gets a 400 and writes nothing', (api) => {
  it('an optional text sent as null is stored as empty, on every catalogue with a description or phone', async () => {
    const admin = api().as('admin');
    const turn = await admin.post('/api/turns/insertTurn', {
      nameTurn: 'vespertino dos',
      description: null,
      idDepartament: 1,
    });
    expect(turn.status).toBe(200);
    expect(turn.body.data.descripcion).toBe('');
    const type = await admin.post('/api/paymentTypes/insertPaymentType', {
      namePaymentType: 'transferencia qr simple',
      description: null,
      idDepartament: 1,
    });
    expect(type.status).toBe(200);
    const role = await admin.post('/api/roles/insertRole', { nameRole: 'auxiliar de caja', description: null });
    expect(role.status).toBe(200);
    const branch = await admin.post('/api/branchoffices/insertBranchoffice', {
      nameBranchoffice: 'sucursal norte dos',
      idDepartament: 1,
      phone: null,
    });
    expect(branch.status).toBe(200);
  });

  it('control characters and NUL bytes are refused in every text, on both faces', async () => {
    const admin = api().as('admin');
    const before = await count(api(), 'turns');
    for (const name of ['NO\u0000CHE', 'NO\u0007CHE', 'TARDE\u001b[31m']) {
      const res = await admin.post('/api/turns/insertTurn', { nameTurn: name, description: 'x', idDepartament: 1 });
      expect(res).toMatchObject({ status: 400, body: { msg: 'El texto contiene caracteres no permitidos.' } });
    }
    const rest = await admin.post('/api/rest/turns', { nombreTurno: 'A\u0000B' }, ADMIN_DEPT);
    expect(rest.status).toBe(400);
    const search = await admin.get(
      '/api/rest/users?filter=' + encodeURIComponent(JSON.stringify({ q: 'a\u0000' })),
      ADMIN_DEPT,
    );
    expect(search.status).toBe(400);
    expect(await count(api(), 'turns')).toBe(before);
    // Line breaks stay allowed in details.
    const detail = await admin.post('/api/egress/insertEgress', {
      name: 'luz',
      egressDetail: 'factura\nmarzo',
      total: 10,
      idUser: 1,
      idDepartament: 1,
    });
    expect(detail.status).toBe(200);
  });

  it('non-finite numbers, unsafe integers and amounts above Bs 1 000 000 are refused', async () => {
    const admin = api().as('admin');
    const before = await count(api(), 'expenses');
    for (const raw of [
      '{"name":"x","total":1e309,"idUser":1,"idDepartament":1}',
      '{"name":"x","total":1e20,"idUser":1,"idDepartament":1}',
    ]) {
      const sent = await fetch(`${api().baseUrl}/api/egress/insertEgress`, {
        method: 'POST',
        body: raw,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api().tokens.admin}` },
      });
      expect(sent.status).toBe(400);
      expect((await sent.json()).msg).toBe('Número no válido.');
    }
    const ceiling = await admin.post('/api/egress/insertEgress', {
      name: 'x',
      total: '1000000.01',
      idUser: 1,
      idDepartament: 1,
    });
    expect(ceiling).toMatchObject({ status: 400, body: { msg: 'El monto no puede ser mayor a Bs 1.000.000' } });
    expect(
      (await admin.post('/api/egress/insertEgress', { name: 'x', total: '1000000', idUser: 1, idDepartament: 1 }))
        .status,
    ).toBe(200);
    expect(await count(api(), 'expenses')).toBe(before + 1);
  });

  it('REST lists refuse object filters, huge ranges and ids no column can hold', async () => {
    const admin = api().as('admin');
    const bad = [
      `/api/rest/users?filter=${encodeURIComponent('{"id":{"a":1}}')}`,
      `/api/rest/users?filter=${encodeURIComponent('{"id":[{"a":1}]}')}`,
      `/api/rest/users?range=${encodeURIComponent('[1e20,1e20]')}`,
      `/api/rest/users?range=${encodeURIComponent('[0,1e400]')}`,
    ];
    for (const url of bad) expect((await admin.get(url, ADMIN_DEPT)).status).toBe(400);
    for (const url of [
      '/api/rest/users/1e309',
      '/api/rest/users/100000000000000000000',
      '/api/rest/users/2147483648',
    ]) {
      expect((await admin.get(url, ADMIN_DEPT)).status).toBe(404);
    }
    expect((await admin.get('/api/groups/selectGroupById/1e309')).status).toBe(400);
    expect((await admin.get('/api/groups/selectGroupById/99999999999')).status).toBe(400);
    expect((await admin.get('/api/rest/users', { 'x-department-id': '1e20' })).status).toBe(200);
  });

  it('a rejected REST user update writes nothing', async () => {
    const admin = api().as('admin');
    const cajero = await api().db('users').where({ username: 'cajero' }).first();
    const res = await admin.put(`/api/rest/users/${cajero.id}`, { apellidos: 'X', estado: 'x' }, ADMIN_DEPT);
    expect(res).toMatchObject({ status: 400, body: { msg: 'El estado debe ser 0 o 1.' } });
    expect((await api().db('users').where({ id: cajero.id }).first()).lastNames).toBe(cajero.lastNames);
    // Both changes at once land together.
    const ok = await admin.put(`/api/rest/users/${cajero.id}`, { apellidos: 'condori', estado: 1 }, ADMIN_DEPT);
    expect(ok.status).toBe(200);
    expect((await api().db('users').where({ id: cajero.id }).first()).lastNames).toBe('CONDORI');
  });
});
