import { expect, it } from 'vitest';
import { describeEngines } from './harness.js';

const rest = (filter: object, sort?: [string, string]) =>
  `/api/rest/users?filter=${encodeURIComponent(JSON.stringify(filter))}${sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ''}`;

describeEngines('users, teachers and permissions', (api) => {
  const form = (over: Record<string, unknown> = {}) => ({
    names: '  ana maria ',
    surnames: ' perez  soto',
    ci: ' 9100001 ',
    email: ' ana@instituto.edu.bo ',
    phone: '71112222',
    idBranchoffice: 1,
    idRole: 2,
    user: ' secretaria1 ',
    pass: 'Clave2024!',
    idDepartament: 1,
    ...over,
  });
  const branchOf = async (department: number) =>
    (await api().db('branchOffices').where({ departmentId: department }).orderBy('id').first()).id;
  const student = async (ci: string, department = 1) => {
    const [id] = await api()
      .db('users')
      .insert({
        departmentId: department,
        branchOfficeId: await branchOf(department),
        roleId: 6,
        firstNames: 'PEDRO',
        lastNames: 'ALANOCA',
        ci,
        email: '',
        phone: '70000000',
        status: 1,
        createdAt: new Date().toISOString(),
      });
    return Number(id);
  };

  it('creates a staff user with normalised fields, lists it without password and lets it log in', async () => {
    const admin = api().as('admin');
    const res = await admin.post('/api/users/insertUser', form());
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Se registro el usuario correctamente');
    expect(res.body.data).toMatchObject({
      nombres: 'ANA MARIA',
      apellidos: 'PEREZ  SOTO',
      ci: '9100001',
      email: 'ana@instituto.edu.bo',
      usuario: 'secretaria1',
      idRol: 2,
      nombreRol: 'ADMINISTRATIVO',
      estado: 1,
    });
    const stored = await api().db('users').where({ id: res.body.data.idUsuario }).first();
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    const list = await admin.get('/api/users/selectUsers/1/true');
    const row = list.body.find((u: any) => u.idUsuario === res.body.data.idUsuario);
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining([
        'idUsuario',
        'nombres',
        'apellidos',
        'ci',
        'email',
        'telefono',
        'idSucursal',
        'nombreSucursal',
        'idRol',
        'nombreRol',
        'usuario',
        'estado',
      ]),
    );
    expect(JSON.stringify(list.body)).not.toMatch(/scrypt|password/i);
    expect(list.body.every((u: any) => u.idRol >= 1 && u.idRol <= 5 && u.estado === 1)).toBe(true);
    expect(await api().login('secretaria1', 'Clave2024!')).toMatch(/^ey/);
    const audits = await api().db('audit_log').where({ entity: 'users', entityId: res.body.data.idUsuario });
    expect(audits.map((a: any) => a.action)).toEqual(['create']);
    expect(audits[0].afterJson).not.toMatch(/scrypt|Clave2024/);
  });

  it('answers the form rules with the spec messages and writes nothing', async () => {
    const admin = api().as('admin');
    const before = await api().db('users').count({ n: '*' }).first();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ names: '   ' }, 'Ingrese nombres'],
      [{ surnames: undefined }, 'Ingrese apellidos'],
      [{ ci: '' }, 'Ingrese un ci'],
      [{ email: '' }, 'Ingrese un email'],
      [{ email: 'ana@instituto' }, 'Debe ingresar un email correcto'],
      [{ phone: '' }, 'Ingrese un numero de telefono'],
      [{ phone: '7111-2222' }, 'Debe ingresar un telefono valido'],
      [{ idBranchoffice: null }, 'Seleccione una sucursal'],
      [{ idRole: undefined }, 'Seleccione un rol'],
      [{ idRole: 6 }, 'Seleccione un rol'],
    ];
    for (const [over, msg] of cases) {
      const res = await admin.post('/api/users/insertUser', form({ ci: '9100099', user: null, ...over }));
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    const foreign = await admin.post(
      '/api/users/insertUser',
      form({ ci: '9100099', user: null, idBranchoffice: await branchOf(2) }),
    );
    expect(foreign.status).toBe(400);
    expect(await api().db('users').count({ n: '*' }).first()).toEqual(before);
  });

  it('refuses a duplicate ci in the department and a duplicate user name with 409 and the field message', async () => {
    const admin = api().as('admin');
    const dupCi = await admin.post('/api/users/insertUser', form({ ci: '6012345', user: 'otro' }));
    expect([dupCi.status, dupCi.body.msg]).toEqual([
      409,
      'Ya existe una persona registrada con ese ci en el departamento',
    ]);
    const dupUser = await admin.post('/api/users/insertUser', form({ ci: '9100002', user: 'cajero' }));
    expect([dupUser.status, dupUser.body.msg]).toEqual([409, 'El nombre de usuario ya esta en uso']);
    // The same ci in another department is another person.
    const elsewhere = await admin.post(
      '/api/users/insertUser',
      form({ ci: '6012345', user: 'cbba1', idDepartament: 2, idBranchoffice: await branchOf(2) }),
    );
    expect(elsewhere.status).toBe(200);
  });

  it('edits a user, changing the password only when a new one is given', async () => {
    const admin = api().as('admin');
    const created = (await admin.post('/api/users/insertUser', form({ ci: '9100003', user: 'edit1' }))).body.data;
    const hash = (await api().db('users').where({ id: created.idUsuario }).first()).passwordHash;
    const edit = {
      idUser: created.idUsuario,
      names: 'ana',
      surnames: 'perez',
      ci: '9100003',
      email: 'a@b.co',
      phone: '72223333',
      idBranchoffice: 2,
      idRole: 3,
      user: 'edit1',
    };
    const res = await admin.put('/api/users/updateUser', {
      ...edit,
      password: 'Clave2024!',
      passwordBefore: 'Clave2024!',
    });
    expect(res.body).toMatchObject({
      msg: 'Se actualizo el usuario correctamente',
      data: { nombres: 'ANA', idRol: 3, idSucursal: 2, telefono: '72223333' },
    });
    expect((await api().db('users').where({ id: created.idUsuario }).first()).passwordHash).toBe(hash);
    await admin.put('/api/users/updateUser', { ...edit, password: 'Nueva2024!' });
    expect(await api().login('edit1', 'Nueva2024!')).toMatch(/^ey/);
  });

  it('never lets a user change their own role or deactivate themselves', async () => {
    const admin = api().as('admin');
    const self = {
      idUser: 1,
      names: 'MARIA ELENA',
      surnames: 'QUISPE MAMANI',
      ci: '4789123',
      email: 'admin@instituto.edu.bo',
      phone: '71234567',
      idBranchoffice: 1,
    };
    const role = await admin.put('/api/users/updateUser', { ...self, idRole: 2 });
    expect([role.status, role.body.msg]).toEqual([400, 'No puede cambiar su propio rol.']);
    expect((await admin.put('/api/users/updateUser', { ...self, idRole: 1 })).status).toBe(200);
    const off = await admin.put('/api/users/deleteUser', { idUser: 1, state: 0 });
    expect([off.status, off.body.msg]).toEqual([400, 'No puede desactivar su propio usuario.']);
    expect((await admin.put('/api/rest/users/1', { estado: 0 })).status).toBe(400);
    expect((await api().db('users').where({ id: 1 }).first()).status).toBe(1);
  });

  it('deactivates and reactivates with deleteUser, and the list switch follows', async () => {
    const admin = api().as('admin');
    const id = (await admin.post('/api/users/insertUser', form({ ci: '9100004', user: 'toggle1' }))).body.data
      .idUsuario;
    expect((await admin.put('/api/users/deleteUser', { idUser: id, state: 0 })).body.msg).toBe(
      'Se desactivo el usuario',
    );
    expect((await admin.get('/api/users/selectUsers/1/true')).body.map((u: any) => u.idUsuario)).not.toContain(id);
    expect((await admin.get('/api/users/selectUsers/1/0')).body.map((u: any) => u.idUsuario)).toContain(id);
    expect(
      (await api().request('POST', '/api/users/login', { body: { username: 'toggle1', password: 'Clave2024!' } }))
        .status,
    ).toBe(401);
    expect((await admin.put('/api/users/deleteUser', { idUser: id, state: 1 })).body.msg).toBe('Se activo el usuario');
    const audits = await api().db('audit_log').where({ entity: 'users', entityId: id }).orderBy('id');
    expect(audits.map((a: any) => a.action)).toEqual(['create', 'deactivate', 'activate']);
  });

  it('does the same through the REST face', async () => {
    const admin = api().as('admin');
    const headers = { 'x-department-id': '1' };
    const created = await admin.post(
      '/api/rest/users',
      {
        nombres: ' luis ',
        apellidos: 'rojas',
        ci: '9100005',
        email: 'l@r.bo',
        telefono: '73334444',
        idSucursal: 1,
        idRol: 2,
        usuario: 'rest1',
        password: 'Clave2024!',
      },
      headers,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      id: created.body.idUsuario,
      nombres: 'LUIS',
      nombreSucursal: 'CENTRAL - SAN PEDRO',
      nombreRol: 'ADMINISTRATIVO',
      estado: 1,
    });
    const id = created.body.id;
    const bad = await admin.post(
      '/api/rest/users',
      { nombres: 'X', apellidos: 'Y', ci: '9100006', email: 'x', telefono: '1', idSucursal: 1, idRol: 2 },
      headers,
    );
    expect([bad.status, bad.body.msg]).toEqual([400, 'Debe ingresar un email correcto']);
    const page = await admin.get(rest({ idRol: 2, estado: 1, q: 'rojas' }, ['apellidos', 'ASC']), headers);
    expect(page.body.map((u: any) => u.id)).toEqual([id]);
    expect(page.headers.get('content-range')).toBe('users 0-0/1');
    expect((await admin.get(rest({}, ['passwordHash', 'ASC']), headers)).status).toBe(400);
    const edited = await admin.put(`/api/rest/users/${id}`, { ...created.body, telefono: '75556666' }, headers);
    expect(edited.body).toMatchObject({ telefono: '75556666', estado: 1 });
    const off = await admin.put(`/api/rest/users/${id}`, { ...edited.body, estado: 0 }, headers);
    expect(off.body.estado).toBe(0);
    expect((await admin.put(`/api/rest/users/${id}`, { estado: 1 }, headers)).body.estado).toBe(1);
    const audits = await api().db('audit_log').where({ entity: 'users', entityId: id }).orderBy('id');
    expect(audits.map((a: any) => a.action)).toEqual(['create', 'update', 'deactivate', 'activate']);
    expect((await admin.delete(`/api/rest/users/${id}`, headers)).body.estado).toBe(0);
  });

  it('keeps staff administration to role 1', async () => {
    const cajero = api().as('cajero');
    expect((await cajero.get('/api/users/selectUsers/1/true')).status).toBe(403);
    expect((await cajero.post('/api/users/insertUser', form({ ci: '9100007', user: null }))).status).toBe(403);
    expect((await cajero.put('/api/users/updateUser', { idUser: 2, ...form() })).status).toBe(403);
    expect((await cajero.get('/api/rest/users')).status).toBe(403);
    expect((await cajero.post('/api/rest/users', { nombres: 'X' })).status).toBe(403);
    expect((await cajero.put('/api/rest/roles/2', { nombreRol: 'CAJA' })).status).toBe(403);
    expect((await cajero.get('/api/users/selectModules')).status).toBe(403);
    expect((await api().as('docente').get('/api/users/selectTeachers/1/1')).status).toBe(403);
  });

  it('lets role 2 delete students and teachers of its department but not staff', async () => {
    const cajero = api().as('cajero');
    const id = await student('8800001');
    const res = await cajero.put('/api/users/deleteUser', { idUser: id, state: 0 });
    expect([res.status, res.body.msg]).toEqual([200, 'Se elimino el estudiante']);
    expect((await cajero.put('/api/users/deleteUser', { idUser: id, state: 1 })).status).toBe(403);
    const teacher = (await api().db('users').where({ departmentId: 1, roleId: 4 }).first()).id;
    expect((await cajero.put('/api/users/deleteUser', { idUser: teacher, state: 0 })).body.msg).toBe(
      'Se elimino el profesor',
    );
    expect((await api().as('admin').put('/api/users/deleteUser', { idUser: teacher, state: 1 })).body.msg).toBe(
      'Se activo el profesor',
    );
    expect((await cajero.put('/api/users/deleteUser', { idUser: 1, state: 0 })).status).toBe(403);
    expect((await cajero.put('/api/users/deleteUser', { idUser: await student('8800002', 2), state: 0 })).status).toBe(
      403,
    );
    expect((await api().db('users').where({ id: 1 }).first()).status).toBe(1);
  });

  it('transfers a person only to another branch of the same department', async () => {
    const id = await student('8800003');
    const across = await api()
      .as('admin')
      .put('/api/users/updateTransferUser', { idUser: id, idBranchoffice: await branchOf(2) });
    expect([across.status, across.body.msg]).toEqual([400, 'La sucursal seleccionada pertenece a otro departamento.']);
    const moved = await api().as('cajero').put('/api/users/updateTransferUser', { idUser: id, idBranchoffice: 2 });
    expect(moved.body).toMatchObject({
      msg: 'Se transfirio el estudiante a la sucursal MIRAFLORES',
      data: { idSucursal: 2, nombreSucursal: 'MIRAFLORES' },
    });
    expect(
      (await api().as('cajero').put('/api/users/updateTransferUser', { idUser: 1, idBranchoffice: 2 })).status,
    ).toBe(403);
    const audit = await api().db('audit_log').where({ entity: 'users', entityId: id, action: 'transfer' }).first();
    expect(JSON.parse(audit.afterJson)).toEqual({ branchOfficeId: 2 });
  });

  it("assigns and toggles module permissions, visible at the user's next login", async () => {
    const admin = api().as('admin');
    expect((await admin.get('/api/users/selectModules')).body).toEqual([
      { idModulo: 1, nombreModulo: 'ASISTENCIA' },
      { idModulo: 2, nombreModulo: 'CALIFICACIONES' },
      { idModulo: 3, nombreModulo: 'REPORTES' },
    ]);
    const initial = await admin.get('/api/users/selectPermissionsUser?idUser=2');
    expect(initial.body).toEqual([
      expect.objectContaining({ idModulo: 1, nombreModulo: 'ASISTENCIA', asignado: true }),
    ]);
    expect((await admin.post('/api/users/insertPermissionUser', { idUser: 2 })).body.msg).toBe('Seleccione un módulo');
    const added = await admin.post('/api/users/insertPermissionUser', { idUser: 2, idModule: 2 });
    expect(added.body).toMatchObject({
      msg: 'Se asigno el permiso correctamente',
      data: { idModulo: 2, asignado: true },
    });
    expect((await admin.post('/api/users/insertPermissionUser', { idUser: 2, idModule: 2 })).status).toBe(200);
    const off = await admin.put('/api/users/updatePermissionUser', { idUser: 2, idModule: 1, asign: false });
    expect(off.body).toMatchObject({
      msg: 'Se quito el permiso correctamente',
      data: { idModulo: 1, asignado: false },
    });
    const list = await admin.get('/api/users/selectPermissionsUser/2');
    expect(list.body.map((p: any) => [p.idModulo, p.asignado])).toEqual([
      [1, false],
      [2, true],
    ]);
    const relogin = await api().request('POST', '/api/users/login', {
      body: { username: 'cajero', password: 'Cajero2024!' },
    });
    expect(relogin.body.user.permissions).toEqual([
      { idModulo: 1, asignado: false },
      { idModulo: 2, asignado: true },
    ]);
    await admin.put('/api/users/updatePermissionUser', { idUser: 2, idModule: 1, asign: 1 });
    const back = await api().request('POST', '/api/users/login', {
      body: { username: 'cajero', password: 'Cajero2024!' },
    });
    expect(back.body.user.permissions).toContainEqual({ idModulo: 1, asignado: true });
    const teacher = await admin.post('/api/users/insertPermissionUser', { idUser: 3, idModule: 1 });
    expect([teacher.status, teacher.body.msg]).toEqual([400, 'Solo se asignan permisos a usuarios administrativos.']);
    expect(
      (await api().as('cajero').put('/api/users/updatePermissionUser', { idUser: 2, idModule: 3, asign: true })).status,
    ).toBe(403);
    const audits = await api().db('audit_log').where({ entity: 'user_permissions', action: 'permission' });
    expect(audits.length).toBe(4);
  });

  it("lists teacher roles and only the department's teachers", async () => {
    const admin = api().as('admin');
    expect((await admin.get('/api/roles/selectTeacherRoles')).body.map((r: any) => r.idRol)).toEqual([3, 4, 5]);
    const teachers = await api().as('cajero').get('/api/users/selectTeachers/1/1');
    expect(teachers.status).toBe(200);
    const expected = await api()
      .db('users')
      .where({ departmentId: 1, status: 1 })
      .whereIn('roleId', [3, 4, 5])
      .count({ n: '*' })
      .first();
    expect(teachers.body).toHaveLength(Number(expected!.n));
    expect(teachers.body.every((t: any) => t.idRol >= 3 && t.idRol <= 5)).toBe(true);
    expect(teachers.body[0]).toMatchObject({
      nombreCompleto: `${teachers.body[0].nombres} ${teachers.body[0].apellidos}`,
    });
    expect((await api().as('cajero').get('/api/users/selectTeachers/2/1')).status).toBe(403);
    const cochabamba = await admin.get('/api/users/selectTeachers/2/null');
    expect(cochabamba.body.map((t: any) => t.idUsuario)).not.toEqual(
      expect.arrayContaining([teachers.body[0].idUsuario]),
    );
    const restTeachers = await api().as('cajero').get('/api/rest/teachers');
    expect(restTeachers.body.every((t: any) => t.idRol >= 3 && t.idRol <= 5)).toBe(true);
  });

  it('registers and edits teachers; a ci of another branch answers the person for a transfer', async () => {
    const admin = api().as('admin');
    const teacher = {
      names: 'rene',
      surnames: 'callisaya',
      ci: '9200001',
      email: 'r@c.bo',
      phone: '74445555',
      idBranchoffice: 2,
      idRole: 5,
      user: 'rene5',
      pass: 'Clave2024!',
    };
    const created = await admin.post('/api/users/insertTeacher', teacher);
    expect(created.body).toMatchObject({
      type: 1,
      msg: 'Se registro el profesor correctamente',
      data: { nombres: 'RENE', idSucursal: 2, idRol: 5, usuario: 'rene5' },
    });
    expect((await admin.post('/api/users/insertTeacher', { ...teacher, idRole: 2 })).body.msg).toBe(
      'Seleccione un rol',
    );
    const count = await api().db('users').count({ n: '*' }).first();
    // The cashier works in branch 1; the ci is registered in branch 2.
    const other = await api()
      .as('cajero')
      .post('/api/users/insertTeacher', { ...teacher, user: null, pass: null });
    expect(other.status).toBe(200);
    expect(other.body.type).toBe(3);
    expect(other.body.msg).toMatch(/MIRAFLORES/);
    expect(other.body.data).toMatchObject({ idUsuario: created.body.data.idUsuario, idSucursal: 2 });
    expect(await api().db('users').count({ n: '*' }).first()).toEqual(count);
    const byCashier = await api()
      .as('cajero')
      .post('/api/users/insertTeacher', { ...teacher, ci: '9200002', user: 'ignored', pass: 'x', idBranchoffice: 3 });
    expect(byCashier.body).toMatchObject({ type: 1, data: { idSucursal: 1, usuario: '' } });
    const edit = await api()
      .as('cajero')
      .put('/api/users/updateTeacher', {
        ...teacher,
        ci: '9200002',
        idTeacher: byCashier.body.data.idUsuario,
        names: 'rene edgar',
        idBranchoffice: 3,
        user: 'x',
      });
    expect(edit.body).toMatchObject({
      type: 1,
      msg: 'Se actualizo el profesor correctamente',
      data: { nombres: 'RENE EDGAR', idSucursal: 1, usuario: '' },
    });
    expect(
      (
        await api()
          .as('cajero')
          .put('/api/users/updateTeacher', { ...teacher, idTeacher: 2 })
      ).status,
    ).toBe(404);
  });

  it('searches cashiers and teachers for the pickers', async () => {
    const admin = api().as('admin');
    const cashiers = await admin.get('/api/users/selectSearchUserByIdRole/1/2/2');
    expect(cashiers.body.map((u: any) => u.usuario)).toContain('cajero');
    expect(cashiers.body.every((u: any) => u.idRol === 2 && u.nombreCompleto)).toBe(true);
    const teachers = await admin.get('/api/users/selectSearchUserByIdRole/1/3/5');
    expect(new Set(teachers.body.map((u: any) => u.idRol))).toEqual(new Set([3, 5]));
    const byName = await admin.get('/api/users/selectSearchTeacher/1/null/ana%20lucia/null/null');
    expect(byName.body.map((t: any) => t.apellidos)).toEqual(['VARGAS PAREDES']);
    const ci = byName.body[0].ci;
    expect(
      (await admin.get(`/api/users/selectSearchTeacher/1/null/null/null/${ci}`)).body.map((t: any) => t.ci),
    ).toEqual([ci]);
    // The other client's order: ci, surnames, names.
    expect(
      (await admin.get(`/api/users/selectSearchTeacher/1/null/${ci}/null/null`)).body.map((t: any) => t.ci),
    ).toEqual([ci]);
    expect(
      (await admin.get(`/api/users/selectSearchTeacher/1/${byName.body[0].idUsuario}/ana%20lucia/null/null`)).body,
    ).toEqual([]);
    const auxiliary = await admin.get('/api/users/selectSearchTeacher/1/null/jorge/null/null');
    expect(auxiliary.body).toEqual([]);
    // A staff ci keeps the case it was typed in; its start is found in any case.
    await api().db('users').where({ id: byName.body[0].idUsuario }).update({ ci: '4455667lp' });
    expect(
      (await admin.get('/api/users/selectSearchTeacher/1/null/null/null/4455667L')).body.map((t: any) => t.ci),
    ).toEqual(['4455667lp']);
  });
});
