import { expect, it } from 'vitest';
import { catalogueDefinitions } from '../../api/src/modules/catalogues/catalogues.config.js';
import { enrolledGroup } from './credentials-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';

/**
 * and §4 (part): a known path asked with a wrong method answers 405 with `Allow` on both faces, and
 * a partial PUT of the REST face (react-admin's updateMany sends only the changed fields) keeps the fields it
 * does not send.
 */
const DEPT = { 'x-department-id': '1' };
const CATALOGUES = catalogueDefinitions.map((d) => d.config.resource);

/** Checks one record's partial PUTs: deactivate naming the version read, reactivate naming none, stale refused. */
async function partialPuts(api: TestApi, resource: string, id: number) {
  const admin = api.as('admin');
  const read = (await admin.get(`/api/rest/${resource}/${id}`, DEPT)).body;
  const off = await admin.put(`/api/rest/${resource}/${id}`, { estado: 0, version: read.version }, DEPT);
  expect(off.status, `${resource}: ${off.text}`).toBe(200);
  const { version: _v, estado: _e, ...unchanged } = read;
  expect(off.body).toMatchObject({ ...unchanged, estado: 0 });
  const stale = await admin.put(`/api/rest/${resource}/${id}`, { estado: 1, version: read.version }, DEPT);
  expect(stale.status, resource).toBe(409);
  const on = await admin.put(`/api/rest/${resource}/${id}`, { estado: 1 }, DEPT);
  expect(on.status, `${resource}: ${on.text}`).toBe(200);
  expect((await admin.get(`/api/rest/${resource}/${id}`, DEPT)).body).toMatchObject({ ...unchanged, estado: 1 });
}

describeEngines('the REST contract and wrong methods', (api) => {
  it('answers 405 with Allow and a Spanish msg for a wrong method on a known path, on both faces', async () => {
    const cases: Array<[string, string, string[]]> = [
      ['DELETE', '/api/users/login', ['POST']],
      ['GET', '/api/semesters/insertSemester', ['POST']],
      ['POST', '/api/semesters/selectSemesterById/1', ['GET']],
      ['PATCH', '/api/rest/turns/1', ['GET', 'PUT', 'DELETE']],
      ['DELETE', '/api/rest/turns', ['GET', 'POST']],
    ];
    for (const [method, url, allowed] of cases) {
      const res = await api().request(method, url, { token: api().tokens.admin, headers: DEPT });
      expect(res.status, `${method} ${url}`).toBe(405);
      expect(res.body).toEqual({ msg: 'Método no permitido.' });
      const allow = (res.headers.get('allow') ?? '').split(/,\s*/);
      expect(allow).toEqual(expect.arrayContaining(allowed));
      expect(allow).not.toContain(method);
    }
    // Unknown paths stay 404; the right method still works.
    expect((await api().request('GET', '/api/semesters/noSuchCall', { token: api().tokens.admin })).status).toBe(404);
    expect((await api().as('admin').get('/api/rest/turns/1', DEPT)).status).toBe(200);
  });

  it('accepts a partial PUT on every catalogue, keeping the fields not sent', async () => {
    for (const resource of CATALOGUES) {
      const [last] = (await api().as('admin').get(`/api/rest/${resource}?sort=["id","DESC"]&range=[0,0]`, DEPT)).body;
      expect(last, resource).toBeDefined();
      await partialPuts(api(), resource, last.id);
    }
    // A partial change of one field keeps the others.
    const turn = (await api().as('admin').get('/api/rest/turns/1', DEPT)).body;
    const renamed = await api().as('admin').put('/api/rest/turns/1', { nombreTurno: 'NOCHE TARDE' }, DEPT);
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({
      nombreTurno: 'NOCHE TARDE',
      descripcion: turn.descripcion,
      estado: turn.estado,
    });
    // What a partial sends is still validated.
    const empty = await api().as('admin').put('/api/rest/turns/1', { nombreTurno: '' }, DEPT);
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('Ingrese un Turno');
  });

  it('accepts a partial PUT on an expense, a master record with money: one field sent, the others kept', async () => {
    const admin = api().as('admin');
    const created = await admin.post('/api/egress/insertEgress', {
      name: 'papel',
      egressDetail: 'resmas',
      total: 50,
      idDepartament: 1,
    });
    const id = created.body.data.idEgreso;
    await partialPuts(api(), 'expenses', id);
    const read = (await admin.get(`/api/rest/expenses/${id}`, DEPT)).body;
    const changed = await admin.put(
      `/api/rest/expenses/${id}`,
      { detalleEgreso: 'HOJAS CARTA', version: read.version },
      DEPT,
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ nombre: read.nombre, total: 50, detalleEgreso: 'HOJAS CARTA' });
  });

  it('accepts a partial PUT on the other master records: semesters, groups, students, teachers, users', async () => {
    const made = await enrolledGroup(api(), { semester: 'I-2043', startDate: '2026-09-01', students: 1 });
    const semester = (await api().db('classGroups').where({ id: made.idGroup }).first()).semesterId;
    await partialPuts(api(), 'semesters', semester);
    await partialPuts(api(), 'groups', made.idGroup);
    await partialPuts(api(), 'students', made.students[0]!.idUser);
    const docente = await api().db('users').where({ username: 'docente' }).first('id');
    await partialPuts(api(), 'teachers', docente.id);
    const cajero = await api().db('users').where({ username: 'cajero' }).first('id');
    await partialPuts(api(), 'users', cajero.id);
  });
});
