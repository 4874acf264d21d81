import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { todayLaPaz } from '../../api/src/lib/time.js';
import { calendarWorld, lessonBody, newStudent } from './calendar-fixtures.js';
import { closeBrowserAfterAll, readPdf } from './finance-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { cashPaymentType, enrolStudent, type Enrolled } from './payments-fixtures.js';

/** The document title pdfinfo reads (what a PDF viewer shows in its title bar). */
function pdfTitle(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'statement-pdf-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    return (
      /^Title:\s+(.*)$/m.exec(execFileSync('pdfinfo', [path.join(dir, 'doc.pdf')], { encoding: 'utf8' }))?.[1] ?? ''
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Bs → centavos, so that sums of many amounts are compared exactly. */
const cents = (bs: number) => Math.round(bs * 100);
const sum = (values: number[]) => values.reduce((s, v) => s + cents(v), 0);

/**
 * A student with fees (instalment 1 paid with a discount, instalment 2 partly paid, a voided payment), a lesson
 * reservation paid in part with a discount, and a package with one lesson placed on it — all through the API.
 */
async function studentWithEverything(api: TestApi, week: 'first' | 'second') {
  const [monday, tuesday] = week === 'first' ? ['2027-04-05', '2027-04-06'] : ['2027-04-12', '2027-04-13'];
  const cajero = api.as('cajero');
  const fees = await enrolStudent(api.db, { costCents: 200000, instalments: 4 });
  const type = await cashPaymentType(api.db);
  const [i1, i2] = fees.instalments;
  const pay = (instalment: Enrolled['instalments'][number], subTotal: number, discount: number) =>
    cajero.post('/api/payments/insertPayment', {
      subTotal,
      discount,
      idPaymentType: type,
      idMonthlyPayment: instalment.id,
      idGroupUser: fees.enrolmentId,
      description: '',
      idDepartament: 1,
    });
  expect((await pay(i1, 450, 50)).status).toBe(200);
  expect((await pay(i2, 200, 0)).status).toBe(200);
  const voided = await pay(i2, 100, 0);
  expect(
    (
      await cajero.put('/api/payments/deletePayment', {
        state: 0,
        idPayment: voided.body.idPago,
        idMonthlyPayment: i2.id,
        subTotal: 100,
        discount: 0,
        balance: 200,
        monthlyAmount: 500,
      })
    ).status,
  ).toBe(200);

  const w = { ...(await calendarWorld(api.db)), studentId: fees.studentId };
  const booked = await cajero.post('/api/lessons/insertLesson', lessonBody(w, monday, '09:00', '10:30'));
  expect(booked.status).toBe(200);
  const reservationId = booked.body.idReservationStudent;
  expect(
    (
      await cajero.post('/api/payments/insertPaymentLesson', {
        total: 150,
        subTotal: 100,
        discount: 10,
        description: '',
        idReservation: reservationId,
        idPaymentType: type,
        idDepartament: 1,
      })
    ).status,
  ).toBe(200);

  const packageType = await api.db('incomeTypes').where({ departmentId: 1, name: 'PAQUETE 10 HORAS' }).first('id');
  const pkg = await cajero.post('/api/ingress/insertIngressPackage', {
    name: 'paquete',
    total: 500,
    idIngressType: packageType.id,
    idDepartament: 1,
    idStudent: fees.studentId,
    numberStudents: 1,
    idLevel: w.levelId,
  });
  expect(pkg.status).toBe(200);
  expect(
    (
      await cajero.post(
        '/api/lessons/insertLesson',
        lessonBody(w, tuesday, '09:00', '10:00', { idReservation: pkg.body.data.idReserva }),
      )
    ).status,
  ).toBe(200);
  return {
    fees,
    reservationId,
    voidedId: voided.body.idPago as number,
    packageReservationId: pkg.body.data.idReserva as number,
    incomeId: pkg.body.data.idIngreso as number,
  };
}

describeEngines('student statement of account', (api) => {
  closeBrowserAfterAll();

  it('is one ledger of fees, lessons and packages whose totals equal the payments, the reports and Morosos to the cent', async () => {
    const { fees, reservationId, voidedId, packageReservationId, incomeId } = await studentWithEverything(
      api(),
      'first',
    );
    const res = await api().as('cajero').get(`/api/students/statement/${fees.studentId}`);
    expect(res.status).toBe(200);
    const s = res.body;
    const today = todayLaPaz();
    const dues: string[] = (
      await api().db('instalments').where({ enrolmentId: fees.enrolmentId }).orderBy('number').select('dueDate')
    ).map((i: { dueDate: string }) => i.dueDate);

    // Fees: the lines as the payment rules leave them; the voided payment listed but counted nowhere.
    const [enrolment] = s.mensualidades;
    expect(enrolment).toMatchObject({
      idGrupoUsuario: fees.enrolmentId,
      vigente: true,
      cargo: 2000,
      descuento: 50,
      pagado: 650,
      saldo: 1300,
    });
    expect(
      enrolment.mensualidades.map((m: any) => [m.nroMensualidad, m.cargo, m.descuento, m.pagado, m.saldo, m.pagable]),
    ).toEqual([
      [1, 500, 50, 450, 0, false],
      [2, 500, 0, 200, 300, true],
      [3, 500, 0, 0, 500, false],
      [4, 500, 0, 0, 500, false],
    ]);
    expect(enrolment.mensualidades[1].pagos).toEqual([
      expect.objectContaining({
        subTotal: 200,
        anulado: false,
        nombreTipoPago: 'EFECTIVO',
        codigo: expect.any(Number),
        diaPago: today,
      }),
      expect.objectContaining({ idPago: voidedId, subTotal: 100, anulado: true }),
    ]);
    const overdue = enrolment.mensualidades.filter((m: any, i: number) => m.saldo > 0 && dues[i] < today);
    expect(enrolment.mensualidades.map((m: any) => m.vencida)).toEqual(
      enrolment.mensualidades.map((m: any, i: number) => m.saldo > 0 && dues[i] < today),
    );

    // Lessons: the price fixed by the first payment, what is left of it; the package: paid when bought, minutes left.
    expect(s.clases).toEqual([
      expect.objectContaining({
        idReserva: reservationId,
        precioFijado: true,
        cargo: 150,
        descuento: 10,
        pagado: 100,
        saldo: 40,
        minutosReservados: 90,
        clases: [expect.objectContaining({ minutos: 90 })],
        pagos: [expect.objectContaining({ subTotal: 100, descuento: 10 })],
      }),
    ]);
    expect(s.paquetes).toEqual([
      expect.objectContaining({
        idReserva: packageReservationId,
        idIngreso: incomeId,
        codigo: expect.stringMatching(/^O-\d+$/),
        tipo: 'PAQUETE 10 HORAS',
        minutosTotales: 600,
        minutosRestantes: 540,
        cargo: 500,
        pagado: 500,
        saldo: 0,
        anulado: false,
      }),
    ]);
    expect(s.totales).toEqual({
      cargo: 2650,
      descuento: 60,
      pagado: 1250,
      saldo: 1340,
      vencido: overdue.reduce((t: number, m: any) => t + m.saldo, 0),
      cuotasVencidas: overdue.length,
    });
    // Oldest first (fees by due date, the package from its purchase, the lesson from its first class).
    expect(s.pendientes.map((p: any) => p.fecha)).toEqual(s.pendientes.map((p: any) => p.fecha).sort());
    expect(
      s.pendientes.filter((p: any) => p.tipo === 'mensualidad').map((p: any) => [p.saldo, p.pagable, p.fecha]),
    ).toEqual([
      [300, true, dues[1]],
      [500, false, dues[2]],
      [500, false, dues[3]],
    ]);
    expect(s.pendientes.filter((p: any) => p.tipo !== 'mensualidad')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tipo: 'clase', id: reservationId, saldo: 40, fecha: '2027-04-05' }),
        expect.objectContaining({
          tipo: 'paquete',
          id: packageReservationId,
          saldo: 0,
          minutosRestantes: 540,
          fecha: today,
        }),
      ]),
    );

    // The payments pages.
    const feePayments = (
      await api().as('cajero').get(`/api/payments/selectPaymentsByIdGroupAndIdUser/${fees.groupId}/${fees.studentId}`)
    ).body;
    expect(sum(feePayments.filter((p: any) => p.estado === 1).map((p: any) => p.subTotal))).toBe(
      cents(enrolment.pagado),
    );
    expect(sum(feePayments.filter((p: any) => p.estado === 1).map((p: any) => p.descuento))).toBe(
      cents(enrolment.descuento),
    );
    const lessonPayments = (
      await api().as('cajero').get(`/api/payments/selectPaymentsByIdReservation/${reservationId}`)
    ).body;
    expect(sum(lessonPayments.map((p: any) => p.subTotal))).toBe(cents(s.clases[0].pagado));
    // The monthly payment report of the group.
    const report = (await api().as('cajero').get(`/api/reports/selectMonthlyPaymentReport/${fees.groupId}`)).body;
    const row = report.find((r: any) => r.idGrupoUsuario === fees.enrolmentId);
    expect(sum([1, 2, 3, 4].map((n) => row[`pago${n}`]))).toBe(cents(enrolment.pagado));
    expect(sum([1, 2, 3, 4].map((n) => row[`saldo${n}`]))).toBe(cents(enrolment.saldo));
    // The cashier reports of today (role 1 sees every cashier).
    const ids = (lines: any[]) =>
      new Set(lines.flatMap((l: any) => l.pagos.filter((p: any) => !p.anulado).map((p: any) => p.idPago)));
    const feeIds = ids(enrolment.mensualidades);
    const group = (await api().as('admin').get(`/api/reports/selectSearchGroupReport/1/null/${today}/null/null`)).body;
    expect(sum(group.filter((r: any) => feeIds.has(r.idPago)).map((r: any) => r.subTotal))).toBe(
      cents(enrolment.pagado),
    );
    expect(group.filter((r: any) => feeIds.has(r.idPago))).toHaveLength(feeIds.size);
    const lessonIds = ids(s.clases);
    const individual = (
      await api().as('admin').get(`/api/reports/selectSearchIndividualReport/1/null/${today}/null/null`)
    ).body;
    expect(sum(individual.filter((r: any) => lessonIds.has(r.idPago)).map((r: any) => r.subTotal))).toBe(
      cents(s.clases[0].pagado),
    );
    const ingress = (await api().as('admin').get(`/api/reports/selectSearchIngressReport/1/null/${today}/null/null`))
      .body;
    expect(ingress.find((r: any) => r.idIngreso === incomeId).total).toBe(s.paquetes[0].pagado);
    // Morosos: the same overdue debt for the same student.
    const morosos = (await api().as('cajero').get(`/api/reports/selectOverdueStudents/1/null/${fees.groupId}/null`))
      .body;
    const owed = morosos.filter((r: any) => r.idUsuario === fees.studentId);
    expect(sum(owed.map((r: any) => r.montoAdeudado))).toBe(cents(s.totales.vencido));
    expect(owed.reduce((t: number, r: any) => t + r.cuotasVencidas, 0)).toBe(s.totales.cuotasVencidas);
  });

  it('leaves an inactive enrolment out of the totals and Morosos alike, still showing its history', async () => {
    const fees = await enrolStudent(api().db, { costCents: 80000, instalments: 2 });
    await api().db('enrolments').where({ id: fees.enrolmentId }).update({ status: 0 });
    const s = (await api().as('admin').get(`/api/students/statement/${fees.studentId}`)).body;
    expect(s.mensualidades[0]).toMatchObject({ vigente: false, cargo: 800, saldo: 800, cuotasVencidas: 0 });
    expect(s.mensualidades[0].mensualidades.every((m: any) => !m.vencida && !m.pagable)).toBe(true);
    expect(s.totales).toEqual({ cargo: 0, descuento: 0, pagado: 0, saldo: 0, vencido: 0, cuotasVencidas: 0 });
    expect(s.pendientes).toEqual([]);
  });

  it('charges a lesson not yet paid at the price the payment dialog suggests, and lists it as owed', async () => {
    const w = await calendarWorld(api().db);
    const booked = await api()
      .as('cajero')
      .post('/api/lessons/insertLesson', lessonBody(w, '2027-04-19', '09:00', '11:00'));
    expect(booked.status).toBe(200);
    const id = booked.body.idReservationStudent;
    const dialog = (await api().as('cajero').get(`/api/lessons/selectLessonsByIdReservation/${id}/null`)).body;
    expect(dialog.precio).toBeGreaterThan(0);
    const s = (await api().as('cajero').get(`/api/students/statement/${w.studentId}`)).body;
    expect(s.clases).toEqual([
      expect.objectContaining({
        idReserva: id,
        precioFijado: false,
        cargo: dialog.precio,
        pagado: 0,
        saldo: dialog.precio,
        minutosReservados: 120,
      }),
    ]);
    expect(s.totales.saldo).toBe(dialog.precio);
    expect(s.pendientes).toEqual([
      expect.objectContaining({ tipo: 'clase', id, saldo: dialog.precio, fecha: '2027-04-19' }),
    ]);
  });

  it('prints the letter PDF the cashier hands over, titled and named after the student', async () => {
    const { fees } = await studentWithEverything(api(), 'second');
    const student = await api().db('users').where({ id: fees.studentId }).first();
    const res = await api().as('cajero').get(`/api/students/statement/${fees.studentId}/statement.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Estado de cuenta ${student.ci}.pdf`)}`,
    );
    const printed = readPdf(res.buffer!);
    expect([printed.width, printed.height]).toEqual([612, 792]);
    expect(printed.text).toContain('ESTADO DE CUENTA');
    expect(printed.text).toContain(`${student.firstNames} ${student.lastNames}`);
    expect(printed.text).toContain('1.340,00');
    expect(printed.text).toContain('ANULADO');
    expect(pdfTitle(res.buffer!)).toBe(`Estado de cuenta — ${student.firstNames} ${student.lastNames}`);
  });

  it("answers roles 1 and 2 of the student's department only: 403 otherwise, 404 for who is not a student", async () => {
    const mine = await newStudent(api().db, 1);
    const foreign = await newStudent(api().db, 2);
    expect((await api().as('cajero').get(`/api/students/statement/${mine}`)).status).toBe(200);
    expect((await api().as('admin').get(`/api/students/statement/${mine}`)).body.totales.saldo).toBe(0);
    for (const path of [`/api/students/statement/${mine}`, `/api/students/statement/${mine}/statement.pdf`]) {
      const teacher = await api().as('docente').get(path);
      expect([teacher.status, teacher.body.msg]).toEqual([403, 'No tiene permiso para realizar esta acción.']);
    }
    expect((await api().as('cajero').get(`/api/students/statement/${foreign}`)).status).toBe(403);
    expect((await api().as('cajero').get(`/api/students/statement/${foreign}/statement.pdf`)).status).toBe(403);
    const cashier = await api().db('users').where({ username: 'cajero' }).first('id');
    const notStudent = await api().as('cajero').get(`/api/students/statement/${cashier.id}`);
    expect([notStudent.status, notStudent.body.msg]).toEqual([404, 'El estudiante no existe.']);
    expect((await api().as('cajero').get('/api/students/statement/99999999')).status).toBe(404);
    expect((await api().as('cajero').get('/api/students/statement/abc')).status).toBe(400);
    expect((await api().request('GET', `/api/students/statement/${mine}`)).status).toBe(401);
  });
});
