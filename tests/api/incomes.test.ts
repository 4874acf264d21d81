import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { closeBrowserAfterAll, count, expectPrinted, readPdf, sheetValues } from './finance-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';

closeBrowserAfterAll();

async function typeId(api: TestApi, name: string, departmentId = 1): Promise<number> {
  return (await api.db('incomeTypes').where({ name, departmentId }).first()).id;
}
async function levelId(api: TestApi, departmentId = 1): Promise<number> {
  return (await api.db('lessonLevels').where({ departmentId }).orderBy('id').first()).id;
}
let ciCounter = 9100000;
async function student(api: TestApi, departmentId = 1, firstNames = 'ANA MARIA'): Promise<number> {
  const [id] = await api.db('users').insert({
    departmentId,
    roleId: 6,
    firstNames,
    lastNames: 'TEST ALUMNA',
    ci: String(ciCounter++),
    email: '',
    phone: '71111111',
    status: 1,
    createdAt: new Date().toISOString(),
  });
  return Number(id);
}
async function teacher(api: TestApi, departmentId = 1): Promise<number> {
  return (await api.db('users').where({ departmentId, roleId: 5 }).orderBy('id').first()).id;
}

describeEngines('income: simple, package and practice', (api) => {
  it('records a simple income with the next receipt number, trimmed upper-case text and an audit row', async () => {
    const idIngressType = await typeId(api(), 'VENTA DE LIBROS');
    const res = await api().as('cajero').post('/api/ingress/insertIngress', {
      name: '  venta de libro  ',
      ingressDetail: ' algebra ',
      total: '150.50',
      idIngressType,
      idUser: 999,
      idDepartament: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Se registro el ingreso correctamente');
    const income = res.body.data;
    expect(income).toMatchObject({
      nombre: 'VENTA DE LIBRO',
      detalleIngreso: 'ALGEBRA',
      total: 150.5,
      idTipoIngreso: idIngressType,
      nombreTipoIngreso: 'VENTA DE LIBROS',
      estado: 1,
      idReserva: null,
      tipo: 1,
    });
    expect(income.codigo).toBe(1);
    expect(income.fechaPago).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const row = await api().db('incomes').where({ id: income.idIngreso }).first();
    expect(row.totalCents).toBe(15050);
    // idUser in the body is ignored: the session's user registered it.
    const cajero = await api().db('users').where({ username: 'cajero' }).first();
    expect(row.userId).toBe(cajero.id);
    const list = await api().as('cajero').get('/api/ingress/selectIngress/1');
    expect(list.body[0]).toEqual({
      id: income.idIngreso,
      idIngreso: income.idIngreso,
      codigo: 1,
      nombre: 'VENTA DE LIBRO',
      total: 150.5,
      idTipoIngreso: idIngressType,
      nombreTipoIngreso: 'VENTA DE LIBROS',
      detalleIngreso: 'ALGEBRA',
      fechaPago: income.fechaPago,
      estado: 1,
      idReserva: null,
      tipo: 1,
      idUsuario: cajero.id,
      idDepartamento: 1,
      version: 1,
      cajaCerrada: false,
    });
    expect(
      await api().db('auditLog').where({ entity: 'incomes', entityId: income.idIngreso, action: 'create' }),
    ).toHaveLength(1);
    const updated = await api().as('cajero').put('/api/ingress/updateIngress', {
      idIngress: income.idIngreso,
      name: 'venta libro',
      ingressDetail: '',
      total: 140,
      idIngressType,
    });
    expect(updated.body).toMatchObject({
      msg: 'Se actualizo el ingreso correctamente',
      data: { nombre: 'VENTA LIBRO', total: 140, codigo: 1 },
    });
    expect(
      await api().db('auditLog').where({ entity: 'incomes', entityId: income.idIngreso, action: 'update' }),
    ).toHaveLength(1);
  });

  it("creates a package: a reservation with the minutes of the type name (never the client's) and the income linked to it", async () => {
    const idStudent = await student(api());
    const idLevel = await levelId(api());
    const res = await api()
      .as('cajero')
      .post('/api/ingress/insertIngressPackage', {
        name: 'paquete ana',
        ingressDetail: '',
        total: 800,
        idIngressType: await typeId(api(), 'PAQUETE 10 HORAS'),
        idUser: 1,
        idDepartament: 1,
        idStudent,
        numberStudents: 2,
        idLevel,
        hoursLeft: 99999,
      });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Se registro el ingreso correctamente');
    const income = res.body.data;
    expect(income).toMatchObject({
      tipo: 2,
      nombreTipoIngreso: 'PAQUETE 10 HORAS',
      total: 800,
      idReserva: expect.any(Number),
    });
    const reservation = await api().db('reservations').where({ id: income.idReserva }).first();
    expect(reservation).toMatchObject({
      studentId: idStudent,
      levelId: idLevel,
      studentCount: 2,
      minutesLeft: 600,
      departmentId: 1,
      status: 1,
    });
    const chosen = await api().as('cajero').get(`/api/ingress/selectStudentByIdReservation/${income.idReserva}`);
    expect(chosen.body).toMatchObject({
      idUsuario: idStudent,
      idLevel,
      numberStudents: 2,
      hrsRestante: 600,
      idReserva: income.idReserva,
      nombres: 'ANA MARIA',
      sigla: 'PRE',
    });

    // A bigger package moves the minutes left by the difference; the student can be changed.
    const other = await student(api(), 1, 'LUIS');
    const upd = await api()
      .as('cajero')
      .put('/api/ingress/updateIngressPackage', {
        idIngress: income.idIngreso,
        idReservation: income.idReserva,
        idStudent: other,
        name: 'paquete luis',
        ingressDetail: 'x',
        total: '1500',
        idIngressType: await typeId(api(), 'PAQUETE 20 HORAS'),
      });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ nombre: 'PAQUETE LUIS', total: 1500, nombreTipoIngreso: 'PAQUETE 20 HORAS' });
    expect(await api().db('reservations').where({ id: income.idReserva }).first()).toMatchObject({
      studentId: other,
      minutesLeft: 1200,
    });
    expect(
      (await api().db('auditLog').where({ entity: 'reservations', entityId: income.idReserva })).map(
        (a: any) => a.action,
      ),
    ).toEqual(['create', 'update', 'update']);
  });

  it('refuses a package with the spec messages and writes nothing', async () => {
    const idStudent = await student(api());
    const before = await Promise.all(['incomes', 'reservations', 'auditLog'].map((t) => count(api(), t)));
    const sequence = await api().db('receiptSequences').where({ departmentId: 1, kind: 'income' }).first();
    const form = {
      name: 'paquete',
      total: 800,
      idIngressType: await typeId(api(), 'PAQUETE 10 HORAS'),
      idDepartament: 1,
      idStudent,
      numberStudents: 1,
      idLevel: await levelId(api()),
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ idLevel: undefined }, 'Debe seleccionar un nivel'],
      [{ numberStudents: undefined }, 'Debe seleccionar la cantidad de estudiantes'],
      [{ numberStudents: 11 }, 'Debe seleccionar la cantidad de estudiantes'],
      [{ total: '' }, 'Ingrese un Pago'],
      [{ total: 'diez' }, 'Debe ingresar un número'],
      [{ idIngressType: undefined }, 'Ingrese un Tipo'],
      [{ name: '   ' }, 'Ingrese un Nombre'],
      [
        { idIngressType: await typeId(api(), 'VENTA DE LIBROS') },
        'El tipo de ingreso seleccionado no corresponde a un paquete',
      ],
      [{ idIngressType: await typeId(api(), 'PAQUETE 10 HORAS', 2) }, 'Ingrese un Tipo'],
      [{ idStudent: await teacher(api()) }, 'Debe seleccionar un estudiante'],
      [{ idLevel: await levelId(api(), 2) }, 'Debe seleccionar un nivel'],
    ];
    for (const [change, msg] of cases) {
      const res = await api()
        .as('cajero')
        .post('/api/ingress/insertIngressPackage', { ...form, ...change });
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    const simple = await api().as('cajero').post('/api/ingress/insertIngress', {});
    expect([simple.status, simple.body.msg]).toEqual([400, 'Ingrese un Pago']);
    expect((await api().as('cajero').post('/api/ingress/insertIngress', { total: 5 })).body.msg).toBe(
      'Ingrese un Tipo',
    );
    expect((await api().as('cajero').post('/api/ingress/insertIngress', { total: 5, idIngressType: 1 })).body.msg).toBe(
      'Ingrese un Nombre',
    );
    expect(await Promise.all(['incomes', 'reservations', 'auditLog'].map((t) => count(api(), t)))).toEqual(before);
    expect(await api().db('receiptSequences').where({ departmentId: 1, kind: 'income' }).first()).toEqual(sequence);
  });

  it('records a practice income with its teacher and level', async () => {
    const idTeacher = await teacher(api());
    const idLevel = await levelId(api());
    const idIngressType = await typeId(api(), 'PRACTICA');
    const res = await api().as('admin').post('/api/ingress/insertPracticeTeacher', {
      name: 'practica quimica',
      ingressDetail: 'lab',
      total: 300,
      idIngressType,
      idUser: 1,
      idDepartament: 1,
      idTeacher,
      idLevel,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ tipo: 3, idReserva: null, total: 300 });
    const id = res.body.data.idIngreso;
    const practice = await api().as('cajero').get(`/api/ingress/selectPracticeTeacherByIdIngress/${id}`);
    expect(practice.body).toMatchObject({
      idIngreso: id,
      idDocente: idTeacher,
      idNivel: idLevel,
      idPracticaDocente: expect.any(Number),
    });
    expect(await api().db('practiceIncomes').where({ incomeId: id })).toHaveLength(1);
    const noLevel = await api()
      .as('cajero')
      .post('/api/ingress/insertPracticeTeacher', { name: 'p', total: 3, idIngressType, idTeacher });
    expect(noLevel.body.msg).toBe('Ingrese un Tipo');
    const noTeacher = await api()
      .as('cajero')
      .post('/api/ingress/insertPracticeTeacher', { name: 'p', total: 3, idIngressType, idLevel });
    expect(noTeacher.body.msg).toBe('Debe seleccionar un Profesor');
    const otherTeacher = (await api().db('users').where({ departmentId: 1, roleId: 3 }).whereNull('username').first())
      .id;
    const upd = await api().as('cajero').put('/api/ingress/updatePracticeTeacher', {
      idIngress: id,
      idPracticeTeacher: practice.body.idPracticaDocente,
      idTeacher: otherTeacher,
      idLevel,
      name: 'practica',
      total: 350,
      idIngressType,
    });
    expect(upd.body).toMatchObject({ msg: 'Se actualizo el ingreso correctamente', data: { total: 350 } });
    expect((await api().db('practiceIncomes').where({ incomeId: id }).first()).teacherId).toBe(otherTeacher);
  });

  it('deletes as a status change: role 2 "elimina", only role 1 sees and reactivates it; a package reservation follows', async () => {
    const pkg = await api()
      .as('cajero')
      .post('/api/ingress/insertIngressPackage', {
        name: 'borrar',
        total: 10,
        idIngressType: await typeId(api(), 'PAQUETE 10 HORAS'),
        idStudent: await student(api()),
        numberStudents: 1,
        idLevel: await levelId(api()),
      });
    const id = pkg.body.data.idIngreso;
    const del = await api().as('cajero').put('/api/ingress/deleteIngress', { idIngress: id, state: 0 });
    expect(del.body.msg).toBe('Se elimino el ingreso correctamente');
    expect(await api().db('incomes').where({ id }).first()).toMatchObject({ status: 0 });
    expect((await api().db('reservations').where({ id: pkg.body.data.idReserva }).first()).status).toBe(0);
    expect(
      (await api().as('cajero').get('/api/ingress/selectIngress/1')).body.map((i: any) => i.idIngreso),
    ).not.toContain(id);
    expect(
      (await api().as('admin').get('/api/ingress/selectIngress/1')).body.find((i: any) => i.idIngreso === id).estado,
    ).toBe(0);
    expect((await api().as('cajero').put('/api/ingress/deleteIngress', { idIngress: id, state: 1 })).status).toBe(403);
    const on = await api().as('admin').put('/api/ingress/deleteIngress', { idIngress: id, state: 1 });
    expect(on.body.msg).toBe('Se reactivo el ingreso correctamente');
    const off = await api().as('admin').put('/api/ingress/deleteIngress', { idIngress: id, state: 0 });
    expect(off.body.msg).toBe('Se anulo el ingreso correctamente');
    expect((await api().db('auditLog').where({ entity: 'incomes', entityId: id })).map((a: any) => a.action)).toEqual([
      'create',
      'deactivate',
      'activate',
      'deactivate',
    ]);
  });

  it('keeps teachers out and each department to itself', async () => {
    const idIngressType = await typeId(api(), 'VENTA DE LIBROS');
    expect((await api().as('docente').get('/api/ingress/selectIngress/1')).status).toBe(403);
    expect(
      (await api().as('docente').post('/api/ingress/insertIngress', { name: 'x', total: 1, idIngressType })).status,
    ).toBe(403);
    expect((await api().as('cajero').get('/api/ingress/selectIngress/2')).status).toBe(403);
    const before = await count(api(), 'incomes');
    const foreign = await api()
      .as('cajero')
      .post('/api/ingress/insertIngress', { name: 'x', total: 1, idIngressType, idDepartament: 2 });
    expect(foreign.status).toBe(403);
    expect(await count(api(), 'incomes')).toBe(before);
    const cbba = await api()
      .as('admin')
      .post('/api/ingress/insertIngress', {
        name: 'cbba',
        total: 1,
        idIngressType: await typeId(api(), 'VENTA DE LIBROS', 2),
        idDepartament: 2,
      });
    expect(cbba.body.data.idDepartamento).toBe(2);
    const id = cbba.body.data.idIngreso;
    expect(
      (
        await api()
          .as('cajero')
          .put('/api/ingress/updateIngress', { idIngress: id, name: 'y', total: 2, idIngressType })
      ).status,
    ).toBe(403);
    expect((await api().as('cajero').put('/api/ingress/deleteIngress', { idIngress: id, state: 0 })).status).toBe(403);
    expect((await api().as('cajero').get(`/api/ingress/receipt/${id}`)).status).toBe(403);
    expect((await api().as('cajero').get('/api/ingress/report.pdf?idDepartament=2')).status).toBe(403);
  });

  it('numbers receipts per department, gap-free and unique under concurrent inserts', async () => {
    const la = await typeId(api(), 'MATERIAL DE ESTUDIO');
    const sc = await typeId(api(), 'MATERIAL DE ESTUDIO', 3);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? api()
              .as('admin')
              .post('/api/ingress/insertIngress', { name: `sc ${i}`, total: 1, idIngressType: sc, idDepartament: 3 })
          : api()
              .as('cajero')
              .post('/api/ingress/insertIngress', { name: `lp ${i}`, total: 1, idIngressType: la }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const santaCruz = results
      .filter((r) => r.body.data.idDepartamento === 3)
      .map((r) => r.body.data.codigo)
      .sort();
    expect(santaCruz).toEqual([1, 2, 3]);
    const laPaz: number[] = (await api().db('incomes').where({ departmentId: 1 }).select('receiptNumber')).map(
      (r: any) => r.receiptNumber,
    );
    expect(new Set(laPaz).size).toBe(laPaz.length);
    expect(Math.max(...laPaz)).toBe(laPaz.length);
  });
});

describeEngines('income search, receipts and reports', (api) => {
  const ids: Record<string, number> = {};
  it('searches by partial name, total, type and La Paz date range; null words mean "any"', async () => {
    const books = await typeId(api(), 'VENTA DE LIBROS');
    const material = await typeId(api(), 'MATERIAL DE ESTUDIO');
    const add = async (name: string, total: number, idIngressType: number, paidAt: string) => {
      const res = await api().as('cajero').post('/api/ingress/insertIngress', { name, total, idIngressType });
      await api().db('incomes').where({ id: res.body.data.idIngreso }).update({ paidAt });
      ids[name] = res.body.data.idIngreso;
    };
    await add('LIBRO DE FISICA', 75, books, '2026-03-02T15:00:00.000Z');
    await add('LIBRO DE QUIMICA', 80, books, '2026-03-10T03:30:00.000Z'); // 9 March, 23:30 in La Paz
    await add('FOTOCOPIAS FISICA', 75, material, '2026-03-10T13:00:00.000Z');
    const search = async (name: string, total: string, type: string, start: string, end: string) => {
      const res = await api()
        .as('cajero')
        .get(`/api/ingress/selectSearchIngress/1/${encodeURIComponent(name)}/${total}/${type}/${start}/${end}`);
      expect(res.status).toBe(200);
      return res.body.map((i: any) => i.nombre).sort();
    };
    expect(await search('fisica', 'null', 'null', 'null', 'null')).toEqual(['FOTOCOPIAS FISICA', 'LIBRO DE FISICA']);
    expect(await search('null', '75', 'null', 'null', 'null')).toEqual(['FOTOCOPIAS FISICA', 'LIBRO DE FISICA']);
    expect(await search('null', '75.00', String(books), 'null', 'null')).toEqual(['LIBRO DE FISICA']);
    expect(await search('null', 'null', 'null', '2026-03-09', '2026-03-09')).toEqual(['LIBRO DE QUIMICA']);
    expect(await search('null', 'null', 'null', '2026-03-10', 'null')).toEqual(['FOTOCOPIAS FISICA']);
    expect(await search('null', 'null', 'null', 'null', '2026-03-02')).toEqual(['LIBRO DE FISICA']);
    expect(await search('libro', 'null', String(books), '2026-03-01', '2026-03-31')).toEqual([
      'LIBRO DE FISICA',
      'LIBRO DE QUIMICA',
    ]);
    expect(await search('zzz', 'null', 'null', 'null', 'null')).toEqual([]);
    const early = await api().as('cajero').get('/api/ingress/selectSearchIngress/1/null/null/null/2009-12-31/null');
    expect([early.status, early.body.msg]).toEqual([400, 'Ingrese una fecha entre 01/01/2010 y hoy']);
    const reversed = await api()
      .as('cajero')
      .get('/api/ingress/selectSearchIngress/1/null/null/null/2026-03-10/2026-03-01');
    expect([reversed.status, reversed.body.msg]).toEqual([
      400,
      'La fecha inicial no puede ser posterior a la fecha final',
    ]);
    expect((await api().as('cajero').get('/api/ingress/selectSearchIngress/1/null/abc/null/null/null')).status).toBe(
      400,
    );
  });

  it('prints the income receipt as a letter PDF numbered O-{codigo}', async () => {
    const id = ids['LIBRO DE FISICA']!;
    const codigo = (await api().db('incomes').where({ id }).first()).receiptNumber;
    const res = await api().as('cajero').get(`/api/ingress/receipt/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Recibo N° O-${codigo}.pdf`)}`,
    );
    // 02/03/2026 11:00 is 15:00 UTC in La Paz.
    expectPrinted(res.buffer!, 'letter', [
      `O-${codigo}`,
      'LIBRO DE FISICA',
      '75,00',
      'SETENTA Y CINCO',
      'RECIBI CONFORME',
      '02/03/2026 11:00',
    ]);
  });

  it('prints the filtered list with signatures and totals, and gives role 1 the Excel file', async () => {
    const query = 'idDepartament=1&name=fisica&start=2026-03-01&end=2026-03-31';
    const res = await api().as('cajero').get(`/api/ingress/report.pdf?${query}`);
    expect(res.status).toBe(200);
    const pdf = expectPrinted(res.buffer!, 'letter', [
      'REPORTE DE INGRESOS',
      'LIBRO DE FISICA',
      '150,00',
      'CONTADORA',
      'ENCARGADO',
    ]);
    expect(pdf.text).not.toContain('LIBRO DE QUIMICA');

    expect((await api().as('cajero').get(`/api/ingress/report.xlsx?${query}`)).status).toBe(403);
    const xlsx = await api().as('admin').get(`/api/ingress/report.xlsx?${query}`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain('ReporteIngresos.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.buffer! as any);
    const sheet = book.getWorksheet('Ingresos')!;
    expect(sheet).toBeTruthy();
    const values = sheetValues(sheet);
    expect(values).toContain('LIBRO DE FISICA');
    expect(values).toContain('FOTOCOPIAS FISICA');
    expect(values).toContain(150);
  });

  it('prints the classes of a package, and refuses for an income without reservation', async () => {
    const [idStudent] = await api().db('users').insert({
      departmentId: 1,
      roleId: 6,
      firstNames: 'PEDRO',
      lastNames: 'CLASES',
      ci: '8800001',
      email: '',
      phone: '',
      status: 1,
      createdAt: new Date().toISOString(),
    });
    const pkg = await api()
      .as('cajero')
      .post('/api/ingress/insertIngressPackage', {
        name: 'paquete pedro',
        total: 500,
        idIngressType: await typeId(api(), 'PAQUETE 10 HORAS'),
        idStudent: Number(idStudent),
        numberStudents: 1,
        idLevel: await levelId(api()),
      });
    const teacherId = await teacher(api());
    const subject = await api().db('subjects').where({ departmentId: 1, code: 'MATI' }).first();
    const [slotId] = await api().db('calendarSlots').insert({
      departmentId: 1,
      teacherId,
      startsAt: '2026-03-05T14:00:00.000Z',
      endsAt: '2026-03-05T15:30:00.000Z',
      kind: 'lesson',
      status: 1,
    });
    await api()
      .db('lessons')
      .insert({
        slotId: Number(slotId),
        reservationId: pkg.body.data.idReserva,
        subjectId: subject.id,
        type: 5,
        status: 1,
      });
    await api().db('reservations').where({ id: pkg.body.data.idReserva }).update({ minutesLeft: 510 });
    const res = await api().as('cajero').get(`/api/ingress/classes/${pkg.body.data.idIngreso}`);
    expect(res.status).toBe(200);
    const pdf = readPdf(res.buffer!);
    expect(pdf.text).toContain('CLASES DEL PAQUETE');
    expect(pdf.text).toContain('MATEMATICAS INDIVIDUAL');
    expect(pdf.text).toContain('05/03/2026');
    expect(pdf.text).toContain('10:00');
    expect(pdf.text).toMatch(/Minutos restantes: 510/);
    const simple = await api().as('cajero').get(`/api/ingress/classes/${ids['LIBRO DE FISICA']}`);
    expect([simple.status, simple.body.msg]).toEqual([400, 'El ingreso no tiene clases asignadas']);
  });

  it('serves the income list on the REST face with whitelisted filters', async () => {
    const res = await api()
      .as('cajero')
      .get(
        `/api/rest/incomes?filter=${encodeURIComponent('{"q":"quimica"}')}&sort=${encodeURIComponent('["codigo","DESC"]')}`,
      );
    expect(res.status).toBe(200);
    expect(res.body.map((i: any) => i.nombre)).toEqual(['LIBRO DE QUIMICA']);
    expect(res.headers.get('content-range')).toBe('incomes 0-0/1');
    expect(
      (
        await api()
          .as('cajero')
          .get(`/api/rest/incomes?filter=${encodeURIComponent('{"totalCents":1}')}`)
      ).status,
    ).toBe(400);
  });

  it('answers the advanced search of /ingress on the REST face as the documented search does', async () => {
    const books = await typeId(api(), 'VENTA DE LIBROS');
    const search = async (filter: Record<string, unknown>) => {
      const res = await api()
        .as('cajero')
        .get(
          `/api/rest/incomes?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,999]')}`,
        );
      expect(res.status).toBe(200);
      return res.body.map((i: any) => i.nombre).sort();
    };
    expect(await search({ nombreContiene: 'fisica' })).toEqual(['FOTOCOPIAS FISICA', 'LIBRO DE FISICA']);
    expect(await search({ total: '75.00', idTipoIngreso: books })).toEqual(['LIBRO DE FISICA']);
    expect(await search({ fechaDesde: '2026-03-09', fechaHasta: '2026-03-09' })).toEqual(['LIBRO DE QUIMICA']);
    expect(
      await search({
        nombreContiene: 'libro',
        idTipoIngreso: books,
        fechaDesde: '2026-03-01',
        fechaHasta: '2026-03-31',
      }),
    ).toEqual(['LIBRO DE FISICA', 'LIBRO DE QUIMICA']);
    const early = await api()
      .as('cajero')
      .get(`/api/rest/incomes?filter=${encodeURIComponent('{"fechaDesde":"2009-12-31"}')}`);
    expect([early.status, early.body.msg]).toEqual([400, 'Ingrese una fecha entre 01/01/2010 y hoy']);
    expect(
      (
        await api()
          .as('cajero')
          .get(`/api/rest/incomes?filter=${encodeURIComponent('{"total":"abc"}')}`)
      ).status,
    ).toBe(400);
  });

  it('on the REST face a toggle alone (the /ingress list) is a versioned status change without an edit', async () => {
    const admin = api().as('admin');
    const id = ids['FOTOCOPIAS FISICA']!;
    const read = (await admin.get(`/api/rest/incomes/${id}`, { 'x-department-id': '1' })).body;
    const off = await admin.put(`/api/rest/incomes/${id}`, { ...read, estado: 0 }, { 'x-department-id': '1' });
    expect(off.body).toMatchObject({ id, nombre: 'FOTOCOPIAS FISICA', estado: 0 });
    expect(
      (await admin.put(`/api/rest/incomes/${id}`, { ...read, estado: 1 }, { 'x-department-id': '1' })).status,
    ).toBe(409);
    const on = await admin.put(`/api/rest/incomes/${id}`, { ...off.body, estado: 1 }, { 'x-department-id': '1' });
    expect(on.body.estado).toBe(1);
    const audits = await api().db('audit_log').where({ entity: 'incomes', entityId: id }).orderBy('id');
    expect(audits.map((a: any) => a.action)).toEqual(['create', 'deactivate', 'activate']);
  });
});
