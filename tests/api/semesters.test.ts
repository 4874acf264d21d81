import { expect, it } from 'vitest';
import { describeEngines } from './harness.js';

describeEngines('semesters', (api) => {
  it('normalises the name to I / II - year and answers msg and type', async () => {
    const admin = api().as('admin');
    const first = await admin.post('/api/semesters/insertSemester', {
      nameSemester: ' 1-2031 ',
      idDepartament: 1,
      creationDate: '2031-01-10',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      type: 1,
      msg: 'Se registro el semestre correctamente',
      data: { nombreSemestre: 'I - 2031', estado: 1 },
    });
    const second = await admin.post('/api/semesters/insertSemester', { nameSemester: 'ii - 2031', idDepartament: 1 });
    expect(second.body.data.nombreSemestre).toBe('II - 2031');
    const split = await admin.post('/api/semesters/insertSemester', {
      numberSemester: 2,
      semesterYear: 2032,
      idDepartament: 1,
    });
    expect(split.body.data.nombreSemestre).toBe('II - 2032');
    const list = await admin.get('/api/semesters/selectSemesters/1/null/null');
    expect(list.body.map((s: any) => s.nombreSemestre)).toEqual(
      expect.arrayContaining(['I - 2031', 'II - 2031', 'II - 2032']),
    );
    expect(list.body[0]).toEqual(
      expect.objectContaining({ idSemestre: expect.any(Number), nombreSemestre: expect.any(String), estado: 1 }),
    );
  });

  it('refuses a missing or malformed name with the spec messages and writes nothing', async () => {
    const admin = api().as('admin');
    const before = await api().db('semesters').count({ n: '*' }).first();
    const missing = await admin.post('/api/semesters/insertSemester', { nameSemester: '  ', idDepartament: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Ingrese un Semestre');
    for (const bad of ['3 - 2031', 'I - 31', 'III-2031', 'I 2031', 'semestre']) {
      const res = await admin.post('/api/semesters/insertSemester', { nameSemester: bad, idDepartament: 1 });
      expect(res.status, bad).toBe(400);
      expect(res.body.msg).toBe('Debe ingresar un formato correcto');
    }
    expect(await api().db('semesters').count({ n: '*' }).first()).toEqual(before);
  });

  it('answers a duplicate in the department with type 0 and saves nothing; another department may reuse the name', async () => {
    const cajero = api().as('cajero');
    expect((await cajero.post('/api/semesters/insertSemester', { nameSemester: 'I-2040' })).body.type).toBe(1);
    const before = await api().db('semesters').count({ n: '*' }).first();
    const dup = await cajero.post('/api/semesters/insertSemester', { nameSemester: '1 - 2040' });
    expect(dup.status).toBe(200);
    expect(dup.body).toEqual({ type: 0, msg: 'El semestre ya se encuentra registrado en el departamento' });
    expect(await api().db('semesters').count({ n: '*' }).first()).toEqual(before);
    expect(
      (await api().as('admin').post('/api/semesters/insertSemester', { nameSemester: 'I - 2040', idDepartament: 2 }))
        .body.type,
    ).toBe(1);
    // Renaming onto an existing name is refused the same way.
    const other = (await cajero.post('/api/semesters/insertSemester', { nameSemester: 'II-2040' })).body.data
      .idSemestre;
    const rename = await cajero.put('/api/semesters/updateSemester', { idSemester: other, nameSemester: 'I - 2040' });
    expect(rename.body.type).toBe(0);
    expect((await cajero.get(`/api/semesters/selectSemesterById/${other}`)).body.nombreSemestre).toBe('II - 2040');
    // The REST face answers the same refusal as a 409.
    const rest = await cajero.post('/api/rest/semesters', { nombreSemestre: 'I-2040' });
    expect(rest.status).toBe(409);
  });

  it('updates, deactivates and reactivates (role 1); role 2 only deletes and sees active semesters', async () => {
    const admin = api().as('admin');
    const id = (await admin.post('/api/semesters/insertSemester', { nameSemester: 'I-2050', idDepartament: 1 })).body
      .data.idSemestre;
    expect(
      (await admin.put('/api/semesters/updateSemester', { idSemester: id, nameSemester: '2-2050' })).body.data
        .nombreSemestre,
    ).toBe('II - 2050');
    const off = await admin.put('/api/semesters/deleteSemester', { idSemester: id, state: 0 });
    expect(off.body.msg).toBe('Se desactivo el semestre');
    expect(
      (await admin.get('/api/semesters/selectSemesters/1/null/null')).body.find((s: any) => s.idSemestre === id).estado,
    ).toBe(0);
    expect(
      (await admin.get('/api/semesters/selectSemesters/1/null/1')).body.map((s: any) => s.idSemestre),
    ).not.toContain(id);
    const cajero = api().as('cajero');
    expect(
      (await cajero.get('/api/semesters/selectSemesters/1/null/null')).body.map((s: any) => s.idSemestre),
    ).not.toContain(id);
    expect((await cajero.get('/api/rest/semesters')).body.map((s: any) => s.id)).not.toContain(id);
    expect((await cajero.put('/api/semesters/deleteSemester', { idSemester: id, state: 1 })).status).toBe(403);
    expect((await admin.put('/api/semesters/deleteSemester', { idSemester: id, state: 1 })).body.msg).toBe(
      'Se activo el semestre',
    );
    const deleted = await cajero.put('/api/semesters/deleteSemester', { idSemester: id, state: 0 });
    expect(deleted.body.msg).toBe('Se elimino el semestre');
    const audits = await api().db('audit_log').where({ entity: 'semesters', entityId: id }).orderBy('id');
    expect(audits.map((a: any) => a.action)).toEqual(['create', 'update', 'deactivate', 'activate', 'deactivate']);
  });

  it('lists the REST face newest period first, as the documented list does (the /semester screen sorts by periodo)', async () => {
    const admin = api().as('admin');
    for (const name of ['II-2071', 'I-2072', 'I-2071', 'II-2072'])
      await admin.post('/api/rest/semesters', { nombreSemestre: name });
    const sort = encodeURIComponent(JSON.stringify(['periodo', 'DESC']));
    const rest = await admin.get(`/api/rest/semesters?sort=${sort}&range=${encodeURIComponent('[0,499]')}`);
    expect(rest.status).toBe(200);
    const documented = (await admin.get('/api/semesters/selectSemesters/1/null/null')).body.map(
      (s: any) => s.nombreSemestre,
    );
    expect(rest.body.map((s: any) => s.nombreSemestre)).toEqual(documented);
    expect(documented.slice(0, 4)).toEqual(['II - 2072', 'I - 2072', 'II - 2071', 'I - 2071']);
    // A sort field only sorts: as a filter it is refused.
    expect((await admin.get(`/api/rest/semesters?filter=${encodeURIComponent('{"periodo":1}')}`)).status).toBe(400);
  });

  it('keeps each department to itself', async () => {
    const cajero = api().as('cajero');
    expect((await cajero.get('/api/semesters/selectSemesters/2/null/1')).status).toBe(403);
    const foreign = (
      await api().as('admin').post('/api/semesters/insertSemester', { nameSemester: 'I-2060', idDepartament: 3 })
    ).body.data.idSemestre;
    expect((await cajero.get(`/api/semesters/selectSemesterById/${foreign}`)).status).toBe(403);
    expect((await cajero.put('/api/semesters/deleteSemester', { idSemester: foreign, state: 0 })).status).toBe(403);
    expect((await api().as('docente').post('/api/semesters/insertSemester', { nameSemester: 'I-2061' })).status).toBe(
      403,
    );
  });
});
