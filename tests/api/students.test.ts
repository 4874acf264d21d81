import { expect, it } from 'vitest';
import { readsOf } from '../../api/src/db/reads.js';
import { verifyPassword } from '../../api/src/lib/password.js';
import { describeEngines, type TestApi } from './harness.js';

const student = (extra: Record<string, unknown> = {}) => ({
  names: '  juan pablo ',
  surnames: ' mamani quispe  ',
  ci: '8800001',
  email: '',
  phone: '71234567',
  idRole: 6,
  creationDate: '2031-01-10T14:00:00.000Z',
  ...extra,
});
const branches = (api: TestApi, departmentId = 1) => api.db('branchOffices').where({ departmentId }).orderBy('id');

describeEngines('students', (api) => {
  it('registers a student (type 0) with upper-cased, trimmed names in the cashier own branch', async () => {
    const [own, other] = await branches(api());
    // Role 2 always uses its own branch, whatever it sends.
    const res = await api()
      .as('cajero')
      .post('/api/users/insertStudent', student({ idBranchoffice: other.id }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 0, msg: 'Se registro el estudiante correctamente' });
    expect(res.body.data).toMatchObject({
      nombres: 'JUAN PABLO',
      apellidos: 'MAMANI QUISPE',
      ci: '8800001',
      idSucursal: own.id,
      nombreSucursal: own.name,
      idRol: 6,
      estado: 1,
    });
    expect(res.body.data).not.toHaveProperty('passwordHash');
    const list = await api().as('cajero').get('/api/users/selectStudents/1/1');
    expect(list.body.find((s: any) => s.ci === '8800001')).toEqual(
      expect.objectContaining({
        idUsuario: res.body.data.idUsuario,
        nombres: 'JUAN PABLO',
        telefono: '71234567',
        idSucursal: own.id,
        qrCode: null,
        avatar: null,
      }),
    );
  });

  it('validates the student form with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ names: ' ' }, 'Ingrese nombres'],
      [{ surnames: undefined }, 'Ingrese apellidos'],
      [{ ci: '' }, 'Ingrese un ci'],
      [{ phone: '' }, 'Ingrese un numero de telefono'],
      [{ phone: '7123456' }, 'Debe ingresar un formato correcto'],
      [{ phone: '71234567-7654321' }, 'Debe ingresar un formato correcto'],
    ];
    for (const [change, msg] of cases) {
      const res = await api()
        .as('cajero')
        .post('/api/users/insertStudent', student({ ci: '8800099', ...change }));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    expect(
      (
        await api()
          .as('cajero')
          .post('/api/users/insertStudent', student({ ci: '8800098', phone: '71234567-76543210' }))
      ).body.type,
    ).toBe(0);
    // Role 1 chooses the branch.
    const noBranch = await api()
      .as('admin')
      .post('/api/users/insertStudent', student({ ci: '8800097', idDepartament: 1 }));
    expect(noBranch.body.msg).toBe('Seleccione una sucursal');
    const [, , third] = await branches(api());
    const foreignBranch = (await branches(api(), 2))[0];
    expect(
      (
        await api()
          .as('admin')
          .post(
            '/api/users/insertStudent',
            student({ ci: '8800097', idDepartament: 1, idBranchoffice: foreignBranch.id }),
          )
      ).body.msg,
    ).toBe('Seleccione una sucursal');
    expect(
      (
        await api()
          .as('admin')
          .post('/api/users/insertStudent', student({ ci: '8800097', idDepartament: 1, idBranchoffice: third.id }))
      ).body.data.idSucursal,
    ).toBe(third.id);
    expect(await api().db('users').where({ ci: '8800099' }).first()).toBeUndefined();
  });

  it('answers types 1 and 2 for a ci already in the same branch, and type 3 with the person for another branch', async () => {
    const [own, other] = await branches(api());
    const cajero = api().as('cajero');
    const created = (await cajero.post('/api/users/insertStudent', student({ ci: '8800002' }))).body.data;
    const again = await cajero.post('/api/users/insertStudent', student({ ci: '8800002', phone: '79999999' }));
    expect(again.body).toMatchObject({ type: 1, data: { idUsuario: created.idUsuario, telefono: '79999999' } });
    await api().as('admin').put('/api/users/deleteUser', { idUser: created.idUsuario, state: 0 });
    const back = await cajero.post('/api/users/insertStudent', student({ ci: '8800002' }));
    expect(back.body).toMatchObject({ type: 2, data: { idUsuario: created.idUsuario, estado: 1 } });

    const elsewhere = (
      await api()
        .as('admin')
        .post(
          '/api/users/insertStudent',
          student({ ci: '8800003', names: 'rosa', idDepartament: 1, idBranchoffice: other.id }),
        )
    ).body.data;
    const count = await api().db('users').count({ n: '*' }).first();
    const clash = await cajero.post('/api/users/insertStudent', student({ ci: '8800003', names: 'otra persona' }));
    expect(clash.status).toBe(200);
    expect(clash.body.type).toBe(3);
    expect(clash.body.msg).toContain(other.name);
    expect(clash.body.data).toMatchObject({ idUsuario: elsewhere.idUsuario, nombres: 'ROSA', idSucursal: other.id });
    expect(await api().db('users').count({ n: '*' }).first()).toEqual(count);
    expect((await api().db('users').where({ id: elsewhere.idUsuario }).first()).firstNames).toBe('ROSA');

    // The transfer dialog's call (users area) moves the person; the same insert is then an update in this branch.
    const moved = await cajero.put('/api/users/updateTransferUser', {
      idBranchoffice: own.id,
      idUser: elsewhere.idUsuario,
    });
    expect(moved.status).toBe(200);
    expect(
      (await cajero.post('/api/users/insertStudent', student({ ci: '8800003', names: 'rosa' }))).body,
    ).toMatchObject({ type: 1, data: { idSucursal: own.id } });
    // A ci that belongs to staff is not a student to update.
    expect((await cajero.post('/api/users/insertStudent', student({ ci: '6012345' }))).status).toBe(409);
  });

  it('stores the student login as sent, with a hashed password and a unique user name', async () => {
    const res = await api()
      .as('cajero')
      .post('/api/users/insertStudent', student({ ci: '8800004', user: 'jpablo', pass: 'Secreto123!' }));
    const row = await api().db('users').where({ id: res.body.data.idUsuario }).first();
    expect(row.username).toBe('jpablo');
    expect(row.passwordHash).not.toContain('Secreto123!');
    expect(await verifyPassword('Secreto123!', row.passwordHash)).toBe(true);
    const dup = await api()
      .as('cajero')
      .post('/api/users/insertStudent', student({ ci: '8800005', user: 'jpablo', pass: 'x' }));
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('El nombre de usuario ya esta en uso');
  });

  it('on the REST face a create says what it did (X-Message beside the record), and a toggle alone (the /student list) is a versioned status change', async () => {
    const cajero = api().as('cajero');
    const message = (res: { headers: Headers }) => decodeURIComponent(res.headers.get('x-message') ?? '');
    const fields = { nombres: 'rosa', apellidos: 'quispe', ci: '8800031', telefono: '70000031', email: '' };
    const created = await cajero.post('/api/rest/students', fields);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ nombres: 'ROSA', apellidos: 'QUISPE', estado: 1 });
    expect(created.body).not.toHaveProperty('msg');
    expect(message(created)).toBe('Se registro el estudiante correctamente');
    const again = await cajero.post('/api/rest/students', { ...fields, telefono: '70000032' });
    expect(again.body).toMatchObject({ id: created.body.id, telefono: '70000032' });
    expect(message(again)).toBe('El estudiante ya estaba registrado: se actualizaron sus datos');
    const read = (await cajero.get(`/api/rest/students/${created.body.id}`)).body;
    const off = await cajero.put(`/api/rest/students/${read.id}`, { ...read, estado: 0 });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: read.id, estado: 0 });
    const admin = api().as('admin');
    // The copy read before the toggle is stale: activating from it is refused.
    expect(
      (await admin.put(`/api/rest/students/${read.id}`, { ...read, estado: 1 }, { 'x-department-id': '1' })).status,
    ).toBe(409);
    const audits = await api().db('audit_log').where({ entity: 'users', entityId: read.id }).orderBy('id');
    expect(audits.map((a: any) => a.action).slice(-1)).toEqual(['deactivate']);
    expect(audits.filter((a: any) => a.action === 'update')).toHaveLength(1);
  });

  it('updates a student; role 2 sees only active students and never another department', async () => {
    const cajero = api().as('cajero');
    const id = (await cajero.post('/api/users/insertStudent', student({ ci: '8800006' }))).body.data.idUsuario;
    const updated = await cajero.put('/api/users/updateStudent', {
      ...student({ ci: '8800006' }),
      idStudent: id,
      names: 'pedro ',
      phone: '60000000',
    });
    expect(updated.body).toMatchObject({
      type: 1,
      msg: 'Se actualizo el estudiante correctamente',
      data: { nombres: 'PEDRO', telefono: '60000000' },
    });
    await cajero.put('/api/users/deleteUser', { idUser: id, state: 0 });
    expect((await cajero.get('/api/users/selectStudents/1/null')).body.map((s: any) => s.idUsuario)).not.toContain(id);
    expect((await cajero.get('/api/rest/students')).body.map((s: any) => s.id)).not.toContain(id);
    expect(
      (await api().as('admin').get('/api/users/selectStudents/1/null')).body.find((s: any) => s.idUsuario === id)
        .estado,
    ).toBe(0);
    expect((await cajero.get('/api/users/selectStudents/2/1')).status).toBe(403);
    const foreign = (
      await api()
        .as('admin')
        .post(
          '/api/users/insertStudent',
          student({ ci: '8800007', idDepartament: 2, idBranchoffice: (await branches(api(), 2))[0].id }),
        )
    ).body.data.idUsuario;
    expect(
      (await cajero.put('/api/users/updateStudent', { ...student({ ci: '8800007' }), idStudent: foreign })).status,
    ).toBe(403);
  });

  it('searches students of the department not yet in the group', async () => {
    const cajero = api().as('cajero');
    const a = (
      await cajero.post(
        '/api/users/insertStudent',
        student({ ci: '7700001', names: 'ximena', surnames: 'zeballos luna' }),
      )
    ).body.data;
    await cajero.post(
      '/api/users/insertStudent',
      student({ ci: '7700002', names: 'ximena', surnames: 'zeballos rios' }),
    );
    expect(
      (await cajero.get('/api/users/selectSearchStudent/1/null/null/null/77000')).body.map((s: any) => s.ci),
    ).toEqual(['7700001', '7700002']);
    expect(
      (await cajero.get('/api/users/selectSearchStudent/1/null/null/zeballos%20luna/null')).body.map((s: any) => s.ci),
    ).toEqual(['7700001']);
    expect((await cajero.get('/api/users/selectSearchStudent/1/null/XIMENA/null/null')).body).toHaveLength(2);
    expect((await cajero.get('/api/users/selectSearchStudent/1/null/null/null/%25')).body).toEqual([]);
    // A ci is matched from its start: the middle of a number finds nobody.
    expect((await cajero.get('/api/users/selectSearchStudent/1/null/null/null/00001')).body).toEqual([]);
    // So is a surname (an index serves it), and a given name anywhere in the names.
    expect(
      (await cajero.get('/api/users/selectSearchStudent/1/null/null/zeb/null')).body.map((s: any) => s.ci),
    ).toEqual(['7700001', '7700002']);
    expect((await cajero.get('/api/users/selectSearchStudent/1/null/null/luna/null')).body).toEqual([]);
    expect((await cajero.get('/api/users/selectSearchStudent/1/null/MENA/null/null')).body).toHaveLength(2);
    expect((await cajero.get('/api/users/selectSearchStudent/1/null/null/null/null')).body).toEqual([]);
    const semesterId = (await cajero.post('/api/semesters/insertSemester', { nameSemester: 'I-2035' })).body.data
      .idSemestre;
    const idTurn = (await api().db('turns').where({ departmentId: 1 }).first()).id;
    const idGroup = (
      await cajero.post('/api/groups/insertGroup', {
        nameGroup: 'BIO-1',
        share: 2,
        cost: 500,
        startDate: '2035-02-01',
        idTurn,
        idSemester: semesterId,
      })
    ).body.data.idGrupo;
    await cajero.post('/api/courses/insertCourseStudent', {
      idGroup,
      idUser: a.idUsuario,
      registrationDate: '2035-01-20',
    });
    expect(
      (await cajero.get(`/api/users/selectSearchStudent/1/${idGroup}/ximena/null/null`)).body.map((s: any) => s.ci),
    ).toEqual(['7700002']);
    expect((await cajero.get('/api/users/selectSearchStudent/2/null/ximena/null/null')).status).toBe(403);
    expect((await cajero.get('/api/users/selectSearchStudent/2/null/null/null/null')).status).toBe(403);
  });

  it('pages the REST list by surname and finds by the start of a ci, surname or name, counting what matches', async () => {
    const cajero = api().as('cajero');
    for (const [ci, names, surnames] of [
      ['6600001', 'ana', 'yujra paz'],
      ['6600002', 'beto', 'yujra mamani'],
      ['6600003', 'ana*', 'zarate'],
    ]) {
      await cajero.post('/api/users/insertStudent', student({ ci, names, surnames }));
    }
    const list = (filter: object) =>
      cajero.get(
        `/api/rest/students?filter=${encodeURIComponent(JSON.stringify(filter))}` +
          `&sort=${encodeURIComponent('["apellidos","ASC"]')}&range=${encodeURIComponent('[0,24]')}`,
      );
    const bySurname = await list({ q: 'yuj' });
    expect(bySurname.body.map((s: any) => s.ci)).toEqual(['6600002', '6600001']);
    expect(bySurname.headers.get('content-range')).toBe('students 0-1/2');
    expect((await list({ q: '660000' })).headers.get('content-range')).toBe('students 0-2/3');
    expect((await list({ q: 'ANA' })).body.map((s: any) => s.ci).sort()).toEqual(['6600001', '6600003']);
    // A wildcard typed by the user is a plain character; the middle of a surname finds nobody.
    expect((await list({ q: 'ANA*' })).body.map((s: any) => s.ci)).toEqual(['6600003']);
    expect((await list({ q: '*' })).body).toEqual([]);
    expect((await list({ q: 'UJRA' })).body).toEqual([]);
    const all = await list({});
    expect(Number(all.headers.get('content-range')!.split('/')[1])).toBe(
      Number((await api().db('users').where({ roleId: 6, departmentId: 1, status: 1 }).count({ n: '*' }).first())!.n),
    );
  });

  it('reads students without their credentials: no list, search or record selects the password hash', async () => {
    const cajero = api().as('cajero');
    const created = await cajero.post(
      '/api/users/insertStudent',
      student({ ci: '6700001', user: 'est6700001', pass: 'Clave2024!' }),
    );
    const id = created.body.data.idUsuario;
    const statements: string[] = [];
    const listener = (query: { sql: string }) => statements.push(query.sql);
    // The reads go to the read connection where the engine has one (SQLite: db/reads.ts).
    const connections = [...new Set([api().db, readsOf(api().db)])];
    for (const db of connections) db.on('query', listener);
    try {
      for (const path of [
        '/api/rest/students?range=%5B0%2C9%5D',
        `/api/rest/students/${id}`,
        '/api/users/selectStudents/1/1',
        '/api/users/selectSearchStudent/1/null/null/null/6700001',
        `/api/users/selectUserById/${id}`,
      ]) {
        expect((await cajero.get(path)).status, path).toBe(200);
      }
    } finally {
      for (const db of connections) db.off('query', listener);
    }
    const usersReads = statements.filter((sql) => /from [`"]users[`"]/i.test(sql));
    expect(usersReads.length).toBeGreaterThanOrEqual(5);
    for (const sql of usersReads) expect(sql).not.toMatch(/password_hash|users[`"]?\.\*/);
  });
});
