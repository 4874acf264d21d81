import { expect, it } from 'vitest';
import { todayLaPaz } from '../../api/src/lib/time.js';
import { rebuildDebts } from '../../api/src/modules/reports/debt-totals.service.js';
import { overdueInstalments } from '../../api/src/modules/reports/overdue.queries.js';
import { describeEngines, type TestApi } from './harness.js';

let ci = 7700000;

/** What is owed counted from scratch, the way the overdue list counts it. */
async function recount(api: TestApi) {
  const row = await overdueInstalments(api.db, 1, todayLaPaz()).first(
    api.db.raw('coalesce(sum(instalments.balance_cents), 0) as owed'),
    api.db.raw('count(distinct enrolments.student_id) as students'),
  );
  return { adeudado: Number(row?.owed ?? 0) / 100, estudiantes: Number(row?.students ?? 0) };
}
const dashboard = async (api: TestApi) => (await api.as('admin').get('/api/reports/dashboard/1')).body.morosos;

describeEngines('dashboard debt kept summed', (api) => {
  it('equals a full recount after enrolments, payments, annulments, state changes and a reprice', async () => {
    const cajero = api().as('cajero');
    const admin = api().as('admin');
    const check = async (step: string) =>
      expect({ step, ...(await dashboard(api())) }).toEqual({ step, ...(await recount(api())) });
    await check('start');

    const idSemester = (await cajero.post('/api/semesters/insertSemester', { nameSemester: 'I-2025' })).body.data
      .idSemestre;
    const idTurn = (await api().db('turns').where({ departmentId: 1 }).first()).id;
    // Started long ago: every instalment is past its deadline whatever day the suite runs.
    const form = { nameGroup: 'DEU-1', idTurn, idSemester, share: 3, cost: 900, startDate: '2025-02-03' };
    const idGroup = (await cajero.post('/api/groups/insertGroup', form)).body.data.idGrupo as number;
    const students: number[] = [];
    for (let i = 0; i < 3; i++) {
      students.push(
        (
          await cajero.post('/api/users/insertStudent', {
            names: 'rosa',
            surnames: `deuda ${ci}`,
            ci: String(ci++),
            phone: '70000000',
          })
        ).body.data.idUsuario,
      );
    }
    const enrolments: number[] = [];
    for (const idUser of students) {
      const res = await cajero.post('/api/courses/insertCourseStudent', { idGroup, idUser });
      expect(res.status).toBe(200);
      enrolments.push(res.body.data.idGrupoUsuario);
    }
    const owedAfterEnrolling = await dashboard(api());
    await check('enrolled');

    const cash = (await api().db('paymentTypes').where({ departmentId: 1, status: 1 }).first()).id;
    const first = await api().db('instalments').where({ enrolmentId: enrolments[0], number: 1 }).first();
    const pay = (subTotal: number, balance: number) =>
      cajero.post('/api/payments/insertPayment', {
        paymentDate: todayLaPaz(),
        discount: 0,
        balance,
        subTotal,
        description: 'PAGO',
        monthlyPayment: first.amountCents / 100,
        idMonthlyPayment: first.id,
        idUser: students[0],
        idPaymentType: cash,
        idDepartament: 1,
        idGroupUser: enrolments[0],
      });
    const partial = await pay(100, 300);
    expect(partial.status).toBe(200);
    await check('partial payment');
    const whole = await pay(200, 200);
    expect(whole.status).toBe(200);
    await check('instalment settled');
    expect((await dashboard(api())).adeudado).toBe(owedAfterEnrolling.adeudado - 300);

    const voided = await cajero.put('/api/payments/deletePayment', {
      state: 0,
      idPayment: whole.body.idPago,
      idMonthlyPayment: first.id,
      subTotal: 200,
      discount: 0,
      balance: 0,
      monthlyAmount: first.amountCents / 100,
    });
    expect(voided.status).toBe(200);
    await check('payment annulled');

    expect(
      (await admin.put('/api/courses/updateCourseStudent', { idGroup, idUser: students[1], state: 0 })).status,
    ).toBe(200);
    await check('enrolment deactivated');
    expect((await admin.delete(`/api/rest/students/${students[2]}`)).status).toBe(200);
    await check('student deactivated');
    expect((await admin.put('/api/rest/students/' + students[2], { estado: 1 })).status).toBe(200);
    await check('student active again');

    const repriced = await cajero.put('/api/groups/updateGroup', { ...form, idGroup, cost: 1200, previousAmount: 900 });
    expect(repriced.body.data.cuotasActualizadas).toBeGreaterThan(0);
    await check('group repriced');
    expect((await admin.put('/api/groups/deleteGroup', { idGroup, state: 0 })).status).toBe(200);
    await check('group deactivated');
    expect((await admin.put('/api/groups/deleteGroup', { idGroup, state: 1 })).status).toBe(200);
    await check('group active again');

    // Summing everything again changes nothing: the totals kept by the services are the totals.
    const kept = await dashboard(api());
    await rebuildDebts(api().db);
    expect(await dashboard(api())).toEqual(kept);
  });
});
