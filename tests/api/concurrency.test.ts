import { expect, it } from 'vitest';
import { RECORD_CHANGED } from '../../domain/concurrency.js';
import { at, calendarWorld } from './calendar-fixtures.js';
import { KINDS } from './concurrency-kinds.js';
import { describeEngines } from './harness.js';

/**
 * Every editable record carries a version; a save from an older version is a 409 with the
 * Spanish message and writes nothing; of two saves from the same version exactly one succeeds.
 */
describeEngines('optimistic concurrency', (api) => {
  for (const kind of KINDS) {
    it(`${kind.name}: a save from an older version is refused and the newer value stays`, async () => {
      const id = await kind.create(api());
      const a = await kind.read(api(), id);
      const b = await kind.read(api(), id);
      expect(a.version, 'the record carries its version').toEqual(expect.any(Number));
      const saved = await kind.save(api(), a, 1);
      expect(saved.status, saved.text).toBe(200);
      const stale = await kind.save(api(), b, 2);
      expect([stale.status, stale.body.msg]).toEqual([409, RECORD_CHANGED]);
      const now = await kind.read(api(), id);
      expect(kind.value(now)).toEqual(kind.value(await kind.read(api(), id)));
      expect(kind.value(now), 'the first save stays').not.toEqual(kind.value(b));
      expect(now.version).toBeGreaterThan(a.version);
      // Reloaded, the same change goes through.
      const again = await kind.save(api(), now, 2);
      expect(again.status, again.text).toBe(200);
      expect(kind.value(await kind.read(api(), id))).not.toEqual(kind.value(now));
    });

    it(`${kind.name}: of two saves from the same version exactly one succeeds`, async () => {
      const id = await kind.create(api());
      const read = await kind.read(api(), id);
      const answers = await Promise.all([kind.save(api(), read, 3), kind.save(api(), read, 4)]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses, answers.map((r) => r.text).join(' | ')).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)!.body.msg).toBe(RECORD_CHANGED);
    });

    it(`${kind.name}: a save that names no version (a spec client) still works`, async () => {
      const id = await kind.create(api());
      const read = await kind.read(api(), id);
      await kind.save(api(), read, 1);
      const legacy = await kind.save(api(), read, 2, false);
      expect(legacy.status, legacy.text).toBe(200);
    });
  }

  // Status changes ("delete" / reactivate) of the documented face take the same optional version.
  const TOGGLES: Array<[string, string, string, string]> = [
    ['semesters (REST)', '/api/semesters/deleteSemester', 'idSemester', 'semesters'],
    ['groups (REST)', '/api/groups/deleteGroup', 'idGroup', 'groups'],
    ['catalogues (REST turns)', '/api/turns/deleteTurn', 'idTurn', 'turns'],
    ['users (REST)', '/api/users/deleteUser', 'idUser', 'users'],
    ['incomes (REST)', '/api/ingress/deleteIngress', 'idIngress', 'incomes'],
    ['expenses (REST)', '/api/egress/deleteEgress', 'idEgress', 'expenses'],
  ];
  for (const [name, path, idKey, resource] of TOGGLES) {
    it(`${path}: a status change from an older version is refused and the record stays active`, async () => {
      const kind = KINDS.find((k) => k.name === name)!;
      const id = await kind.create(api());
      const older = await kind.read(api(), id);
      expect((await kind.save(api(), older, 1)).status).toBe(200);
      const stale = await api()
        .as('admin')
        .put(path, { [idKey]: id, state: 0, version: older.version });
      expect([stale.status, stale.body.msg]).toEqual([409, RECORD_CHANGED]);
      const now = await kind.read(api(), id);
      expect(now.estado).toBe(1);
      const fresh = await api()
        .as('admin')
        .put(path, { [idKey]: id, state: 0, version: now.version });
      expect(fresh.status, fresh.text).toBe(200);
      expect((await api().as('admin').get(`/api/rest/${resource}/${id}`, { 'x-department-id': '1' })).body.estado).toBe(
        0,
      );
    });
  }

  it('calendar blocks: a delete from another version is refused and the block stays; of two deletes one succeeds', async () => {
    const w = await calendarWorld(api().db);
    const cajero = api().as('cajero');
    const block = () =>
      cajero.post('/api/activities/insertActivitieTeacher', {
        description: '',
        idTeacher: w.teacherId,
        startDate: at('2027-05-04', '10:00'),
        endDate: at('2027-05-04', '11:00'),
        weeks: 1,
        idDepartament: 1,
      });
    const list = async () =>
      (await cajero.get(`/api/activities/selectActivitieTeachers/1/${w.teacherId}/2027-05-04/2027-05-04`)).body;
    expect((await block()).status).toBe(200);
    const [item] = await list();
    expect(item.version).toEqual(expect.any(Number));
    const remove = (version: number) =>
      cajero.put('/api/activities/deleteActivitieTeacher', {
        state: 0,
        idActivitieTeacher: item.idDocenteActividad,
        version,
      });
    const stale = await remove(item.version + 1);
    expect([stale.status, stale.body.msg]).toEqual([409, RECORD_CHANGED]);
    expect(await list()).toHaveLength(1);
    const pair = await Promise.all([remove(item.version), remove(item.version)]);
    expect(pair.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await list()).toHaveLength(0);
  });

  it('the OpenAPI document describes the version field and the 409 on both faces', async () => {
    const doc = (await api().request('GET', '/api/openapi.json')).body;
    const put = doc.paths['/api/users/updateStudent'].put;
    expect(put.requestBody.content['application/json'].schema.properties.version).toMatchObject({
      type: ['integer', 'null'],
    });
    expect(put.requestBody.content['application/json'].schema.required).not.toContain('version');
    // Shared answers are references to components.responses.
    const answer = (r: any) => (r.$ref ? doc.components.responses[r.$ref.split('/').pop()] : r);
    expect(answer(put.responses[409]).description).toContain(RECORD_CHANGED);
    const rest = doc.paths['/api/rest/incomes/{id}'].put;
    expect(rest.requestBody.content['application/json'].schema.properties.version).toBeDefined();
    expect(rest.responses[409]).toBeDefined();
  });

  it('a malformed version is a 400, not a conflict or a 5xx', async () => {
    const kind = KINDS[0];
    const read = await kind.read(api(), await kind.create(api()));
    const res = await api()
      .as('admin')
      .put(`/api/rest/students/${read.id}`, { ...read, version: 'x' }, { 'x-department-id': '1' });
    expect(res.status).toBe(400);
    const doc = await api()
      .as('admin')
      .put('/api/semesters/updateSemester', { idSemester: 1, nameSemester: 'I - 2090', version: -3 });
    expect(doc.status).toBe(400);
  });
});
