import { expect, it } from 'vitest';
import { describeEngines, type TestApi } from './harness.js';

let ci = 6600000;
async function fixture(
  api: TestApi,
  group: { share: number; cost: number | string; startDate: string },
  semesterName: string,
) {
  const cajero = api.as('cajero');
  const semesterId = (await cajero.post('/api/semesters/insertSemester', { nameSemester: semesterName })).body.data
    .idSemestre;
  const idTurn = (await api.db('turns').where({ departmentId: 1 }).first()).id;
  const created = await cajero.post('/api/groups/insertGroup', {
    nameGroup: 'MAT-1',
    idTurn,
    idSemester: semesterId,
    ...group,
  });
  return { semesterId, idGroup: created.body.data.idGrupo as number, idTurn };
}
async function newStudent(api: TestApi) {
  const res = await api
    .as('cajero')
    .post('/api/users/insertStudent', { names: 'ana', surnames: `perez ${ci}`, ci: String(ci++), phone: '70000000' });
  return res.body.data.idUsuario as number;
}
const instalmentsOf = (api: TestApi, enrolmentId: number) =>
  api
    .db('instalments')
    .where({ enrolmentId })
    .orderBy('number')
    .select('number', 'amountCents', 'balanceCents', 'dueDate', 'paid');

describeEngines('enrolment and instalments', (api) => {
  it('enrols a student with cuotas instalments in centavos, the remainder on the last, a month apart', async () => {
    const { idGroup } = await fixture(api(), { share: 3, cost: '1000.00', startDate: '2031-01-31' }, 'I-2031');
    const idUser = await newStudent(api());
    const res = await api()
      .as('cajero')
      .post('/api/courses/insertCourseStudent', { registrationDate: '2031-01-20', idGroup, idUser });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 1,
      msg: 'Se inscribio al estudiante correctamente',
      data: { idUsuario: idUser, idGrupo: idGroup, fechaInscripcion: '2031-01-20', estado: 1 },
    });
    expect(await instalmentsOf(api(), res.body.data.idGrupoUsuario)).toEqual([
      { number: 1, amountCents: 33333, balanceCents: 33333, dueDate: '2031-01-31', paid: 0 },
      { number: 2, amountCents: 33333, balanceCents: 33333, dueDate: '2031-02-28', paid: 0 },
      { number: 3, amountCents: 33334, balanceCents: 33334, dueDate: '2031-03-31', paid: 0 },
    ]);
    const one = await api().as('cajero').get(`/api/courses/selectStudentCourseByIdGroupAndIdUser/${idGroup}/${idUser}`);
    expect(one.body.mensualidades.map((m: any) => [m.nroMensualidad, m.monto, m.saldo, m.fechaLimite])).toEqual([
      [1, 333.33, 333.33, '2031-01-31'],
      [2, 333.33, 333.33, '2031-02-28'],
      [3, 333.34, 333.34, '2031-03-31'],
    ]);
    const list = await api().as('cajero').get(`/api/courses/selectCourseStudentsByIdGroup/${idGroup}/1`);
    expect(list.body).toEqual([
      expect.objectContaining({
        idGrupoUsuario: res.body.data.idGrupoUsuario,
        idUsuario: idUser,
        ci: String(ci - 1),
        nombres: 'ANA',
        estado: 1,
        fechaInscripcion: '2031-01-20',
      }),
    ]);
    // An instant is read as its La Paz day (01:30 UTC on the 21st is still the 20th in La Paz).
    const late = await api()
      .as('cajero')
      .post('/api/courses/insertCourseStudent', {
        registrationDate: '2031-01-21T01:30:00.000Z',
        idGroup,
        idUser: await newStudent(api()),
      });
    expect(late.body.data.fechaInscripcion).toBe('2031-01-20');
  });

  it('refuses enrolling the same student twice with a clear message and no new rows', async () => {
    const { idGroup } = await fixture(api(), { share: 2, cost: 800, startDate: '2031-08-01' }, 'II-2031');
    const idUser = await newStudent(api());
    expect((await api().as('cajero').post('/api/courses/insertCourseStudent', { idGroup, idUser })).status).toBe(200);
    const count = await api().db('instalments').count({ n: '*' }).first();
    const twice = await api().as('cajero').post('/api/courses/insertCourseStudent', { idGroup, idUser });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('El estudiante ya esta inscrito en el grupo');
    expect(await api().db('instalments').count({ n: '*' }).first()).toEqual(count);
    // Straight into the table, the named constraint gives the same answer.
    await expect(
      api()
        .db('enrolments')
        .insert({ groupId: idGroup, studentId: idUser, enrolledOn: '2031-08-01', status: 1, createdAt: 'x' }),
    ).rejects.toThrow();
  });

  it('changing the group cost re-prices only instalments without payment, with audit rows', async () => {
    const { idGroup, idTurn, semesterId } = await fixture(
      api(),
      { share: 4, cost: 1600, startDate: '2032-02-01' },
      'I-2032',
    );
    const paying = await newStudent(api());
    const untouched = await newStudent(api());
    const cajero = api().as('cajero');
    const e1 = (await cajero.post('/api/courses/insertCourseStudent', { idGroup, idUser: paying })).body.data
      .idGrupoUsuario;
    const e2 = (await cajero.post('/api/courses/insertCourseStudent', { idGroup, idUser: untouched })).body.data
      .idGrupoUsuario;
    // Simulate a payment on the first instalment of the paying student (as the payments area would record it).
    const first = await api().db('instalments').where({ enrolmentId: e1, number: 1 }).first();
    const paymentType = await api().db('paymentTypes').where({ departmentId: 1 }).first();
    const cashier = await api().db('users').where({ username: 'cajero' }).first();
    await api().db('instalments').where({ id: first.id }).update({ balanceCents: 10000 });
    await api().db('payments').insert({
      departmentId: 1,
      instalmentId: first.id,
      paymentTypeId: paymentType.id,
      cashierId: cashier.id,
      receiptNumber: 990001,
      amountPaidCents: 30000,
      discountCents: 0,
      dueAmountCents: 40000,
      balanceAfterCents: 10000,
      paidAt: '2032-02-01T14:00:00.000Z',
      status: 1,
    });
    const form = {
      idGroup,
      nameGroup: 'MAT-1',
      share: 4,
      cost: 2000,
      startDate: '2032-02-01',
      idTurn,
      idSemester: semesterId,
      previousAmount: 1600,
    };
    const res = await cajero.put('/api/groups/updateGroup', form);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 1, data: { costo: 2000, cuotasActualizadas: 7 } });
    expect((await instalmentsOf(api(), e1)).map((i: any) => [i.amountCents, i.balanceCents])).toEqual([
      [40000, 10000],
      [50000, 50000],
      [50000, 50000],
      [50000, 50000],
    ]);
    expect((await instalmentsOf(api(), e2)).map((i: any) => i.amountCents)).toEqual([50000, 50000, 50000, 50000]);
    const paid = await api().db('payments').where({ instalmentId: first.id }).first();
    expect([paid.dueAmountCents, paid.balanceAfterCents]).toEqual([40000, 10000]);
    const audits = await api().db('auditLog').where({ entity: 'instalments', action: 'reprice' });
    expect(audits).toHaveLength(7);
    expect(JSON.parse(audits[0].beforeJson)).toMatchObject({ amountCents: 40000 });
    // Changing the number of instalments once students are enrolled is refused.
    const share = await cajero.put('/api/groups/updateGroup', { ...form, share: 5 });
    expect(share.status).toBe(400);
    expect((await api().db('classGroups').where({ id: idGroup }).first()).instalments).toBe(4);
  });

  it('deactivates (role 1) or deletes (role 2) an enrolment; role 2 lists only active ones', async () => {
    const { idGroup } = await fixture(api(), { share: 1, cost: 300, startDate: '2033-03-01' }, 'I-2033');
    const idUser = await newStudent(api());
    await api().as('cajero').post('/api/courses/insertCourseStudent', { idGroup, idUser });
    expect(
      (await api().as('admin').put('/api/courses/updateCourseStudent', { idGroup, idUser, state: 0 })).body.msg,
    ).toBe('Se desactivo la inscripción');
    expect(
      (await api().as('admin').get(`/api/courses/selectCourseStudentsByIdGroup/${idGroup}/null`)).body[0].estado,
    ).toBe(0);
    expect((await api().as('cajero').get(`/api/courses/selectCourseStudentsByIdGroup/${idGroup}/null`)).body).toEqual(
      [],
    );
    expect(
      (await api().as('cajero').put('/api/courses/updateCourseStudent', { idGroup, idUser, state: 1 })).status,
    ).toBe(403);
    await api().as('admin').put('/api/courses/updateCourseStudent', { idGroup, idUser, state: 1 });
    expect(
      (await api().as('cajero').put('/api/courses/updateCourseStudent', { idGroup, idUser, state: 0 })).body.msg,
    ).toBe('Se elimino el estudiante');
    const rest = await api()
      .as('admin')
      .get(`/api/rest/enrolments?filter=${encodeURIComponent(JSON.stringify({ groupId: idGroup }))}`);
    expect(rest.headers.get('content-range')).toBe('enrolments 0-0/1');
    expect(
      (
        await api()
          .as('cajero')
          .get(`/api/rest/enrolments?filter=${encodeURIComponent(JSON.stringify({ groupId: idGroup }))}`)
      ).body,
    ).toEqual([]);
  });

  it("lists a group of 600 students whole in one request, as the group's page asks (beyond the REST face's 500)", async () => {
    const { idGroup } = await fixture(api(), { share: 1, cost: 100, startDate: '2036-02-01' }, 'I-2036');
    const branch = await api().db('branchOffices').where({ departmentId: 1 }).first();
    const at = '2026-01-01T00:00:00.000Z';
    const students = Array.from({ length: 600 }, (_, i) => ({
      departmentId: 1,
      branchOfficeId: branch.id,
      roleId: 6,
      firstNames: 'GRUPO',
      lastNames: `GRANDE ${String(i).padStart(3, '0')}`,
      ci: `G36${i}`,
      status: 1,
      createdAt: at,
    }));
    await api().db.batchInsert('users', students, 200);
    const ids: number[] = await api().db('users').where('ci', 'like', 'G36%').pluck('id');
    const rows = ids.map((studentId) => ({
      groupId: idGroup,
      studentId,
      enrolledOn: '2036-02-01',
      status: 1,
      createdAt: at,
    }));
    await api().db.batchInsert('enrolments', rows, 200);
    const filter = encodeURIComponent(JSON.stringify({ groupId: idGroup }));
    const sort = encodeURIComponent(JSON.stringify(['persona', 'ASC']));
    const res = await api()
      .as('cajero')
      .get(`/api/rest/enrolments?filter=${filter}&sort=${sort}&range=${encodeURIComponent('[0,4999]')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('enrolments 0-599/600');
    expect(res.body).toHaveLength(600);
    expect(res.body[599].apellidos).toBe('GRANDE 599');
  });

  it('enrols through the REST face with the same rules', async () => {
    const { idGroup } = await fixture(api(), { share: 2, cost: 701, startDate: '2035-05-31' }, 'II-2035');
    const idUsuario = await newStudent(api());
    const created = await api().as('cajero').post('/api/rest/enrolments', { idGrupo: idGroup, idUsuario });
    expect(created.status).toBe(200);
    expect((await instalmentsOf(api(), created.body.id)).map((i: any) => [i.amountCents, i.dueDate])).toEqual([
      [35050, '2035-05-31'],
      [35050, '2035-06-30'],
    ]);
    expect((await api().as('cajero').post('/api/rest/enrolments', { idUsuario })).body.msg).toBe('Seleccione un grupo');
    expect((await api().as('cajero').post('/api/rest/enrolments', { idGrupo: idGroup, idUsuario })).status).toBe(409);
  });

  it('keeps enrolment inside the department', async () => {
    const admin = api().as('admin');
    const semesterId = (await admin.post('/api/semesters/insertSemester', { nameSemester: 'I-2034', idDepartament: 2 }))
      .body.data.idSemestre;
    const idTurn = (await api().db('turns').where({ departmentId: 2 }).first()).id;
    const idGroup = (
      await admin.post('/api/groups/insertGroup', {
        nameGroup: 'FIS-1',
        share: 2,
        cost: 500,
        startDate: '2034-02-01',
        idTurn,
        idSemester: semesterId,
      })
    ).body.data.idGrupo;
    const lapazStudent = await newStudent(api());
    expect((await admin.post('/api/courses/insertCourseStudent', { idGroup, idUser: lapazStudent })).status).toBe(404);
    expect((await api().as('cajero').get(`/api/courses/selectCourseStudentsByIdGroup/${idGroup}/1`)).status).toBe(403);
    expect(
      (await api().as('cajero').post('/api/courses/insertCourseStudent', { idGroup, idUser: lapazStudent })).status,
    ).toBe(403);
  });
});
