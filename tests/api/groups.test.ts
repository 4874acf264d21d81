import { expect, it } from 'vitest';
import { describeEngines, type TestApi } from './harness.js';

async function semester(api: TestApi, name: string, department = 1) {
  return (
    await api.as('admin').post('/api/semesters/insertSemester', { nameSemester: name, idDepartament: department })
  ).body.data.idSemestre as number;
}
async function turnOf(api: TestApi, departmentId = 1) {
  return (await api.db('turns').where({ departmentId }).orderBy('id').first()).id as number;
}
const form = (extra: Record<string, unknown>) => ({
  nameGroup: 'MED-1',
  share: 4,
  cost: 1600,
  startDate: '2031-03-02',
  creationDate: '2031-02-01',
  ...extra,
});

describeEngines('groups and their subjects', (api) => {
  it('stores the name as CODE - number, the cost in centavos and answers the spec shape', async () => {
    const semesterId = await semester(api(), 'I-2031');
    const idTurn = await turnOf(api());
    const res = await api()
      .as('cajero')
      .post(
        '/api/groups/insertGroup',
        form({ nameGroup: ' med-07 ', cost: '1000', share: '3', idTurn, idSemester: semesterId }),
      );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 1, msg: 'Se registro el grupo correctamente' });
    expect(res.body.data).toMatchObject({
      nombreGrupo: 'MED - 7',
      cuotas: 3,
      costo: 1000,
      fechaInicio: '2031-03-02',
      fechaFin: '2031-06-02',
      idTurno: idTurn,
      estado: 1,
    });
    expect((await api().db('classGroups').where({ id: res.body.data.idGrupo }).first()).costCents).toBe(100000);
    const split = await api()
      .as('cajero')
      .post(
        '/api/groups/insertGroup',
        form({ nameGroup: null, codeGroup: 'ing', numberGroup: 2, idTurn, idSemester: semesterId }),
      );
    expect(split.body.data.nombreGrupo).toBe('ING - 2');
    const list = await api().as('cajero').get(`/api/groups/selectGroups/${semesterId}/1`);
    expect(list.body.map((g: any) => g.nombreGrupo)).toEqual(['ING - 2', 'MED - 7']);
    expect(list.body[0]).toEqual(
      expect.objectContaining({
        idGrupo: expect.any(Number),
        nombreTurno: expect.any(String),
        costo: 1600,
        fechaFin: expect.any(String),
      }),
    );
    const dup = await api()
      .as('cajero')
      .post('/api/groups/insertGroup', form({ nameGroup: 'MED - 7', idTurn, idSemester: semesterId }));
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('Ya existe un grupo con ese nombre en el semestre');
  });

  it('validates the group form with the spec messages', async () => {
    const semesterId = await semester(api(), 'II-2031');
    const idTurn = await turnOf(api());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ nameGroup: '' }, 'Ingrese un Grupo'],
      [{ nameGroup: 'M-1' }, 'Debe ingresar un formato correcto'],
      [{ nameGroup: 'MEDICINA-1' }, 'Debe ingresar un formato correcto'],
      [{ nameGroup: 'MED-1234' }, 'Debe ingresar un formato correcto'],
      [{ nameGroup: 'MED1' }, 'Debe ingresar un formato correcto'],
      [{ startDate: '' }, 'Ingrese una fecha'],
      [{ idTurn: null }, 'Seleccione un turno'],
      [{ share: '' }, 'Ingrese la cantidad de cuotas'],
      [{ share: 'dos' }, 'Solo debe ingresar numeros'],
      [{ share: 7 }, 'La cantidad de cuotas debe ser de 1 a 6'],
      [{ cost: '' }, 'Ingrese el costo del grupo'],
      [{ cost: '12a' }, 'Solo debe ingresar numeros'],
      [{ cost: -5 }, 'Solo debe ingresar numeros'],
    ];
    for (const [change, msg] of cases) {
      const res = await api()
        .as('cajero')
        .post('/api/groups/insertGroup', form({ idTurn, idSemester: semesterId, ...change }));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.msg, JSON.stringify(change)).toBe(msg);
    }
    const otherTurn = await turnOf(api(), 2);
    expect(
      (
        await api()
          .as('cajero')
          .post('/api/groups/insertGroup', form({ idTurn: otherTurn, idSemester: semesterId }))
      ).body.msg,
    ).toBe('Seleccione un turno');
    expect(await api().db('classGroups').where({ semesterId }).count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('toggles status: role 1 deactivates, role 2 deletes and then no longer sees the group', async () => {
    const semesterId = await semester(api(), 'I-2032');
    const idTurn = await turnOf(api());
    const id = (
      await api()
        .as('admin')
        .post('/api/groups/insertGroup', form({ idTurn, idSemester: semesterId }))
    ).body.data.idGrupo;
    expect((await api().as('admin').put('/api/groups/deleteGroup', { idGroup: id, state: 0 })).body.msg).toBe(
      'Se desactivo el grupo',
    );
    expect((await api().as('admin').get(`/api/groups/selectGroups/${semesterId}/null`)).body[0].estado).toBe(0);
    expect((await api().as('cajero').get(`/api/groups/selectGroups/${semesterId}/null`)).body).toEqual([]);
    expect((await api().as('admin').put('/api/groups/deleteGroup', { idGroup: id, state: 1 })).body.msg).toBe(
      'Se activo el grupo',
    );
    expect((await api().as('cajero').put('/api/groups/deleteGroup', { idGroup: id, state: 0 })).body.msg).toBe(
      'Se elimino el grupo',
    );
    const rest = await api()
      .as('cajero')
      .get(`/api/rest/groups?filter=${encodeURIComponent(JSON.stringify({ semesterId }))}`);
    expect(rest.body).toEqual([]);
  });

  it('on the REST face a toggle alone (the /semester/:id/group list) is a status change checked against the version read', async () => {
    const semesterId = await semester(api(), 'I-2034');
    const admin = api().as('admin');
    const created = (
      await admin.post('/api/rest/groups', {
        nombreGrupo: 'fis-3',
        cuotas: 2,
        costo: 500,
        fechaInicio: '2034-03-02',
        idTurno: await turnOf(api()),
        idSemestre: semesterId,
      })
    ).body;
    expect(created).toMatchObject({ nombreGrupo: 'FIS - 3', cuotas: 2, costo: 500, estado: 1 });
    const off = await admin.put(`/api/rest/groups/${created.id}`, { ...created, estado: 0 });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: created.id, nombreGrupo: 'FIS - 3', estado: 0 });
    // The copy read before the toggle is stale now: activating from it is refused and the group stays inactive.
    expect((await admin.put(`/api/rest/groups/${created.id}`, { ...created, estado: 1 })).status).toBe(409);
    expect((await admin.get(`/api/rest/groups/${created.id}`)).body.estado).toBe(0);
    const audits = await api().db('audit_log').where({ entity: 'class_groups', entityId: created.id }).orderBy('id');
    expect(audits.map((a: any) => a.action)).toEqual(['create', 'deactivate']);
  });

  it('keeps the cashier out of another department groups', async () => {
    const foreign = await semester(api(), 'I-2033', 2);
    const group = await api()
      .as('admin')
      .post('/api/groups/insertGroup', form({ idTurn: await turnOf(api(), 2), idSemester: foreign }));
    expect(group.status).toBe(200);
    const cajero = api().as('cajero');
    expect((await cajero.get(`/api/groups/selectGroups/${foreign}/1`)).status).toBe(403);
    expect((await cajero.get(`/api/groups/selectGroupById/${group.body.data.idGrupo}`)).status).toBe(403);
    expect((await cajero.put('/api/groups/deleteGroup', { idGroup: group.body.data.idGrupo, state: 0 })).status).toBe(
      403,
    );
    expect(
      (await cajero.get(`/api/rest/groups?filter=${encodeURIComponent(JSON.stringify({ semesterId: foreign }))}`))
        .status,
    ).toBe(403);
    expect((await cajero.get('/api/rest/groups')).body.map((g: any) => g.id)).not.toContain(group.body.data.idGrupo);
  });

  it('assigns subjects with teachers and offers only the ones not yet assigned', async () => {
    const semesterId = await semester(api(), 'II-2033');
    const idGroup = (
      await api()
        .as('cajero')
        .post('/api/groups/insertGroup', form({ idTurn: await turnOf(api()), idSemester: semesterId }))
    ).body.data.idGrupo;
    const cajero = api().as('cajero');
    const available = (await cajero.get(`/api/subjects/selectSubjectGroupByIdGroup/${idGroup}/1`)).body;
    const groupSubjects = await api().db('subjects').where({ departmentId: 1, type: 2, status: 1 });
    expect(available.map((s: any) => s.idMateria).sort()).toEqual(groupSubjects.map((s: any) => s.id).sort());
    const teacher = await api()
      .db('users')
      .where({ departmentId: 1, roleId: 3, status: 1 })
      .whereNull('username')
      .first();
    expect(
      (await cajero.post('/api/subjects/insertSubjectGroup', { idGroup, idSubject: null, idTeacher: teacher.id })).body
        .msg,
    ).toBe('Debe ingresar una materia');
    expect(
      (await cajero.post('/api/subjects/insertSubjectGroup', { idGroup, idSubject: available[0].idMateria })).body.msg,
    ).toBe('Debe ingresar un profesor');
    const assigned = await cajero.post('/api/subjects/insertSubjectGroup', {
      idGroup,
      idSubject: available[0].idMateria,
      idTeacher: teacher.id,
    });
    expect(assigned.body.type).toBe(1);
    expect(
      (
        await cajero.post('/api/subjects/insertSubjectGroup', {
          idGroup,
          idSubject: available[0].idMateria,
          idTeacher: teacher.id,
        })
      ).status,
    ).toBe(409);
    const list = (await cajero.get(`/api/subjects/selectSubjectGroup/${idGroup}/1`)).body;
    expect(list).toEqual([
      expect.objectContaining({
        idGrupoMateria: assigned.body.data.idGrupoMateria,
        idMateria: available[0].idMateria,
        nombreMateria: available[0].nombreMateria,
        docente: `${teacher.firstNames} ${teacher.lastNames}`,
        estado: 1,
      }),
    ]);
    expect(
      (await cajero.get(`/api/subjects/selectSubjectGroupByIdGroup/${idGroup}/1`)).body.map((s: any) => s.idMateria),
    ).not.toContain(available[0].idMateria);
    expect(
      (await cajero.put('/api/subjects/deleteSubjectGroup', { idGroupSubject: list[0].idGrupoMateria })).body.type,
    ).toBe(1);
    expect((await cajero.get(`/api/subjects/selectSubjectGroup/${idGroup}/1`)).body).toEqual([]);
    expect((await cajero.get(`/api/subjects/selectSubjectGroup/${idGroup}/2`)).status).toBe(403);
  });
});
