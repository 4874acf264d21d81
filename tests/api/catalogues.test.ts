import { expect, it } from 'vitest';
import { describeEngines } from './harness.js';

describeEngines('catalogues on both faces', (api) => {
  it('speaks the simple-rest contract: sort, range, filter and Content-Range', async () => {
    const admin = api().as('admin');
    const page = await admin.get(
      `/api/rest/branch-offices?sort=${encodeURIComponent('["nombreSucursal","DESC"]')}&range=${encodeURIComponent('[0,1]')}&filter=${encodeURIComponent('{"idDepartamento":1}')}`,
      { 'x-department-id': '1' },
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toBe('branch-offices 0-1/3');
    expect(page.body.map((b: any) => b.nombreSucursal)).toEqual(['MIRAFLORES', 'EL ALTO - CEJA']);
    expect(page.body[0]).toMatchObject({ id: page.body[0].idSucursal, nombreDepartamento: 'LA PAZ', estado: 1 });
    const many = await admin.get(`/api/rest/turns?filter=${encodeURIComponent(JSON.stringify({ id: [1, 2] }))}`, {
      'x-department-id': '1',
    });
    expect(many.body.map((t: any) => t.id)).toEqual([1, 2]);
    const search = await admin.get(`/api/rest/subjects?filter=${encodeURIComponent('{"q":"fisi"}')}`, {
      'x-department-id': '1',
    });
    expect(search.body.map((s: any) => s.codigoMateria).sort()).toEqual(['FIS', 'FISI']);
  });

  it('answers the total in Content-Range wherever the page falls: full, last and partial, or past the end', async () => {
    const admin = api().as('admin');
    const page = (start: number, end: number) =>
      admin.get(
        `/api/rest/branch-offices?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent(`[${start},${end}]`)}&filter=${encodeURIComponent('{"idDepartamento":1}')}`,
        { 'x-department-id': '1' },
      );
    const all = await page(0, 99);
    expect(all.headers.get('content-range')).toBe('branch-offices 0-2/3');
    const ids = all.body.map((b: any) => b.id);
    expect((await page(0, 2)).headers.get('content-range')).toBe('branch-offices 0-2/3');
    const last = await page(2, 3);
    expect(last.headers.get('content-range')).toBe('branch-offices 2-2/3');
    expect(last.body.map((b: any) => b.id)).toEqual(ids.slice(2));
    const past = await page(5, 9);
    expect(past.body).toEqual([]);
    expect(past.headers.get('content-range')).toBe('branch-offices */3');
  });

  it('refuses sort and filter fields outside the whitelist', async () => {
    const admin = api().as('admin');
    expect((await admin.get(`/api/rest/turns?sort=${encodeURIComponent('["password_hash","ASC"]')}`)).status).toBe(400);
    expect((await admin.get(`/api/rest/turns?filter=${encodeURIComponent('{"1=1;--":1}')}`)).status).toBe(400);
  });

  it('creates, edits, deactivates and reactivates through the documented endpoints', async () => {
    const admin = api().as('admin');
    const created = await admin.post('/api/turns/insertTurn', {
      nameTurn: '  fin de semana ',
      description: 'sabados',
      idDepartament: 2,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ msg: 'Se registro el turno correctamente', type: 1 });
    const id = created.body.data.idTurno;
    expect(created.body.data).toMatchObject({
      nombreTurno: 'FIN DE SEMANA',
      descripcion: 'SABADOS',
      idDepartamento: 2,
    });
    const dup = await admin.post('/api/turns/insertTurn', { nameTurn: 'FIN DE SEMANA', idDepartament: 2 });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('Ya existe un turno con ese nombre');
    expect((await admin.put('/api/turns/updateTurn', { idTurn: id, nameTurn: 'sabado' })).body.data.nombreTurno).toBe(
      'SABADO',
    );
    const off = await admin.put('/api/turns/deleteTurn', { idTurn: id, state: 0 });
    expect(off.body.msg).toBe('Se desactivo el turno correctamente');
    expect((await admin.get('/api/turns/selectTurns/1/2')).body.map((t: any) => t.idTurno)).not.toContain(id);
    expect((await admin.get('/api/turns/selectTurns/null/2')).body.find((t: any) => t.idTurno === id).estado).toBe(0);
    expect((await admin.put('/api/turns/deleteTurn', { idTurn: id, state: 1 })).body.msg).toBe(
      'Se activo el turno correctamente',
    );
    const audits = await api().db('audit_log').where({ entity: 'turns', entityId: id });
    expect(audits.map((a: any) => a.action)).toEqual(['create', 'update', 'deactivate', 'activate']);
  });

  it('answers bad input with the spec message, a 400 and no write', async () => {
    const admin = api().as('admin');
    const before = await api().db('subjects').count({ n: '*' }).first();
    const res = await admin.post('/api/subjects/insertSubject', {
      nameSubject: 'ALGEBRA',
      codeSubject: 'ALG',
      type: 7,
      idDepartament: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Seleccione un tipo');
    expect(
      (await admin.post('/api/subjects/insertSubject', { codeSubject: 'ALG', type: 1, idDepartament: 1 })).body.msg,
    ).toBe('Ingrese una materia');
    expect((await admin.post('/api/rest/branch-offices', { nombreSucursal: 'SUR' })).body.msg).toBe(
      'Seleccione un departamento',
    );
    expect(await api().db('subjects').count({ n: '*' }).first()).toEqual(before);
  });

  it('stores practice percentages as fractions and individual amounts in centavos', async () => {
    const admin = api().as('admin');
    const level = await api().db('lessonLevels').where({ departmentId: 1 }).first();
    const practice = await admin.post('/api/paymentCategorys/insertPaymentCategory', {
      amount: 0.35,
      numberStudent: 4,
      idDepartament: 1,
      idLevel: level.id,
      type: 2,
    });
    expect(practice.body.data).toMatchObject({ monto: 0.35, nroEstudiante: 1, tipo: 2, nivel: level.name });
    const individual = await admin.post(
      '/api/rest/payment-categories',
      { monto: '55.50', nroEstudiante: 2, idNivel: level.id, tipo: 1 },
      { 'x-department-id': '1' },
    );
    expect(individual.body).toMatchObject({ monto: 55.5, nroEstudiante: 2 });
    expect((await api().db('paymentCategories').where({ id: individual.body.id }).first()).rateCents).toBe(5550);
  });

  it('shows role 2 only active records', async () => {
    const id = (await api().db('paymentTypes').where({ departmentId: 1 }).first()).id;
    await api().as('admin').put('/api/paymentTypes/deletePaymentType', { idPaymentType: id, state: 0 });
    const staff = await api().as('cajero').get('/api/paymentTypes/selectPaymentType/null/1');
    expect(staff.body.map((p: any) => p.idTipoPago)).not.toContain(id);
    expect((await api().as('cajero').get('/api/rest/payment-types')).status).toBe(403);
    await api().as('admin').put('/api/paymentTypes/deletePaymentType', { idPaymentType: id, state: 1 });
  });

  it('publishes an OpenAPI document of the documented endpoints', async () => {
    const doc = await api().request('GET', '/api/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(doc.body.paths['/api/turns/insertTurn'].post.requestBody).toBeTruthy();
    expect(doc.body.paths['/api/users/login']).toBeTruthy();
  });
});
