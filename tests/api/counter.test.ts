import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { calendarWorld, lessonBody } from './calendar-fixtures.js';
import { closeBrowserAfterAll } from './finance-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

const CODE = (n: number) => `CRED-${String(n).padStart(22, 'x')}`;

/** A student with four instalments (the first paid in part, by `payer`) and a lesson not yet paid, through the API. */
async function studentOwing(api: TestApi, n: number, payer: 'cajero' | 'admin' = 'cajero') {
  const cajero = api.as('cajero');
  const fees = await enrolStudent(api.db, { costCents: 200000, instalments: 4 });
  await api
    .db('enrolments')
    .where({ id: fees.enrolmentId })
    .update({ qrCode: CODE(n) });
  const type = await cashPaymentType(api.db);
  expect(
    (
      await api.as(payer).post('/api/payments/insertPayment', {
        subTotal: 120,
        discount: 0,
        idPaymentType: type,
        idMonthlyPayment: fees.instalments[0].id,
        idGroupUser: fees.enrolmentId,
        description: '',
        idDepartament: 1,
      })
    ).status,
  ).toBe(200);
  const w = { ...(await calendarWorld(api.db)), studentId: fees.studentId };
  const booked = await cajero.post('/api/lessons/insertLesson', lessonBody(w, `2027-05-0${3 + n}`, '09:00', '10:00'));
  expect(booked.status).toBe(200);
  return { fees, type, reservationId: booked.body.idReservationStudent as number };
}

function pdfTitle(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shift-pdf-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    return (
      /^Title:\s+(.*)$/m.exec(execFileSync('pdfinfo', [path.join(dir, 'doc.pdf')], { encoding: 'utf8' }))?.[1] ?? ''
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describeEngines('counter (Caja)', (api) => {
  closeBrowserAfterAll();

  it('finds a student by CI, by surname and by a scanned credential code, without marking attendance', async () => {
    const { fees } = await studentOwing(api(), 1);
    const student = await api().db('users').where({ id: fees.studentId }).first('ci', 'lastNames');
    const cajero = api().as('cajero');
    for (const q of [student.ci, student.ci.slice(0, 5), student.lastNames.toLowerCase(), CODE(1)]) {
      const res = await cajero.get(`/api/counter/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.map((s: { idUsuario: number }) => s.idUsuario)).toContain(fees.studentId);
    }
    expect((await api().db('attendances').where({ studentId: fees.studentId })).length).toBe(0);
    // Role 1 searches the department chosen in the session (the X-Department-Id header the admin sends).
    const admin = api().as('admin');
    expect(
      (await admin.get(`/api/counter/search?q=${student.ci}`, { 'X-Department-Id': '1' })).body.map(
        (s: any) => s.idUsuario,
      ),
    ).toEqual([fees.studentId]);
    expect((await admin.get(`/api/counter/search?q=${student.ci}`, { 'X-Department-Id': '2' })).body).toEqual([]);
    expect((await admin.get(`/api/counter/search?q=${CODE(1)}`, { 'X-Department-Id': '2' })).status).toBe(404);
  });

  it('refuses an empty search, an unknown code and a teacher, in Spanish, with a 4xx', async () => {
    const cajero = api().as('cajero');
    const empty = await cajero.get('/api/counter/search?q=%20');
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('Ingrese un CI, un apellido o el código de la credencial.');
    const unknown = await cajero.get(`/api/counter/search?q=${CODE(99)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toMatch(/Código QR no válido/);
    expect((await api().as('docente').get('/api/counter/search?q=123')).status).toBe(403);
    expect((await cajero.get('/api/counter/student/999999')).status).toBe(404);
  });

  it('lists everything owed oldest first, the next instalment payable with its balance', async () => {
    const { fees, reservationId } = await studentOwing(api(), 2);
    const res = await api().as('cajero').get(`/api/counter/student/${fees.studentId}`);
    expect(res.status).toBe(200);
    const v = res.body;
    expect(v.estudiante).toMatchObject({ idUsuario: fees.studentId, telefono: '71112233', tieneFoto: false });
    expect(v.grupos).toEqual([expect.objectContaining({ idGrupo: fees.groupId, idGrupoUsuario: fees.enrolmentId })]);
    const fechas = v.pendientes.map((p: { fecha: string }) => p.fecha);
    expect(fechas).toEqual([...fechas].sort());
    const instalments = v.pendientes.filter((p: any) => p.tipo === 'mensualidad');
    expect(instalments.map((p: any) => [p.mensualidad.nroMensualidad, p.saldo, p.pagable])).toEqual([
      [1, 380, true],
      [2, 500, false],
      [3, 500, false],
      [4, 500, false],
    ]);
    expect(instalments[0].mensualidad).toMatchObject({
      idMensualidad: fees.instalments[0].id,
      idGrupoUsuario: fees.enrolmentId,
      monto: 500,
      cuotas: 4,
    });
    const lesson = v.pendientes.find((p: any) => p.tipo === 'clase');
    expect(lesson).toMatchObject({
      id: reservationId,
      pagable: true,
      clase: expect.objectContaining({ idReserva: reservationId, pagado: 0 }),
    });
    expect(lesson.clase.docente).toBeTruthy();
  });
});

describeEngines(
  'cash shift close (Cierre de caja)',
  (api) => {
    closeBrowserAfterAll();

    it('opens with the opening cash, totals the shift by payment type, closes with a difference and locks the day for role 2', async () => {
      const cajero = api().as('cajero');
      expect((await cajero.get('/api/counter/shift')).body).toEqual({ abierta: null, fondoSugerido: 0 });
      const notOpen = await cajero.post('/api/counter/shift/close', { countedAmount: 10 });
      expect(notOpen.status).toBe(409);
      expect(notOpen.body.msg).toMatch(/No tiene una caja abierta/);
      // Receipts of others are not the shift's (role 1 without a shift of their own takes outside any shift).
      const { fees, type } = await studentOwing(api(), 3, 'admin');
      expect((await cajero.post('/api/counter/shift/open', { openingAmount: 'abc' })).status).toBe(400);
      expect(
        await api()
          .db('cashShifts')
          .count({ n: '*' })
          .first()
          .then((r: any) => Number(r.n)),
      ).toBe(0);
      const opened = await cajero.post('/api/counter/shift/open', { openingAmount: '100.00' });
      expect(opened.status).toBe(200);
      expect(opened.body.data).toMatchObject({ fondoInicial: 100, recibos: [], esperado: 100 });
      expect((await cajero.post('/api/counter/shift/open', { openingAmount: 5 })).status).toBe(409);

      const transfer = (await api().db('paymentTypes').where({ departmentId: 1, name: 'TRANSFERENCIA' }).first('id'))
        .id;
      const pay = (subTotal: number, idPaymentType: number) =>
        cajero.post('/api/payments/insertPayment', {
          subTotal,
          discount: 0,
          idPaymentType,
          idMonthlyPayment: fees.instalments[0].id,
          idGroupUser: fees.enrolmentId,
          description: '',
          idDepartament: 1,
        });
      const cash = await pay(200, type);
      expect(cash.status).toBe(200);
      expect((await pay(50, transfer)).status).toBe(200);
      const incomeType = (await api().db('incomeTypes').where({ departmentId: 1, name: 'VENTA DE LIBROS' }).first('id'))
        .id;
      expect(
        (
          await cajero.post('/api/ingress/insertIngress', {
            name: 'libro',
            ingressDetail: '',
            total: '30.50',
            idIngressType: incomeType,
            idDepartament: 1,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await cajero.post('/api/egress/insertEgress', {
            name: 'agua',
            egressDetail: '',
            total: '12',
            idDepartament: 1,
          })
        ).status,
      ).toBe(200);
      // Another cashier's receipt is not this shift's.
      expect(
        (
          await api()
            .as('admin')
            .post('/api/egress/insertEgress', { name: 'alquiler', egressDetail: '', total: 900, idDepartament: 1 })
        ).status,
      ).toBe(200);

      const open = (await cajero.get('/api/counter/shift')).body.abierta;
      expect(open.recibos.map((r: any) => [r.tipo, r.tipoPago, r.monto])).toEqual([
        ['mensualidad', 'EFECTIVO', 200],
        ['mensualidad', 'TRANSFERENCIA', 50],
        ['ingreso', 'EFECTIVO', 30.5],
      ]);
      expect(open.egresos.map((e: any) => e.monto)).toEqual([12]);
      expect(open.totalesPorTipo).toEqual(
        expect.arrayContaining([
          { tipoPago: 'EFECTIVO', monto: 230.5 },
          { tipoPago: 'TRANSFERENCIA', monto: 50 },
        ]),
      );
      expect(open).toMatchObject({ efectivoRecibido: 230.5, efectivoPagado: 12, esperado: 318.5 });

      const closed = await cajero.post('/api/counter/shift/close', { countedAmount: '315' });
      expect(closed.status).toBe(200);
      expect(closed.body.data).toMatchObject({
        esperadoCierre: 318.5,
        contado: 315,
        diferencia: -3.5,
        modificadoTrasCierre: false,
      });
      const stored = await api().db('cashShifts').where({ id: closed.body.data.idCaja }).first();
      expect(stored).toMatchObject({
        expectedCents: 31850,
        countedCents: 31500,
        differenceCents: -350,
        openCashierId: null,
      });
      expect((await cajero.get('/api/counter/shift')).body).toEqual({ abierta: null, fondoSugerido: 315 });

      // Role 2 can no longer void that day's payments; nothing changes.
      const balance = async () =>
        Number(
          (await api().db('instalments').where({ id: fees.instalments[0].id }).first('balanceCents')).balanceCents,
        );
      const voiding = async (idPayment: number, subTotal: number) => ({
        state: 0,
        idPayment,
        idMonthlyPayment: fees.instalments[0].id,
        subTotal,
        discount: 0,
        balance: (await balance()) / 100,
        monthlyAmount: 500,
      });
      const transferId = (
        await api().db('payments').where({ instalmentId: fees.instalments[0].id }).orderBy('id', 'desc').first('id')
      ).id as number;
      const before = await balance();
      const edit = await cajero.put('/api/payments/updatePayment', {
        idPayment: transferId,
        idMonthlyPayment: fees.instalments[0].id,
        idPaymentType: transfer,
        idGroupUser: fees.enrolmentId,
        description: 'x',
        subTotal: 50,
        discount: 10,
        balance: before / 100 + 50,
        monthlyAmount: 500,
        oldDiscount: 0,
        oldSubTotal: 50,
      });
      expect(edit.status).toBe(403);
      expect(edit.body.msg).toBe(
        'La caja de ese día ya fue cerrada: solo el administrador puede modificar o anular este pago.',
      );
      const refused = await cajero.put('/api/payments/deletePayment', await voiding(transferId, 50));
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(
        'La caja de ese día ya fue cerrada: solo el administrador puede modificar o anular este pago.',
      );
      expect(await balance()).toBe(before);

      // Role 1 can; the close then shows the change beside what was stored.
      const admin = api().as('admin');
      expect((await admin.put('/api/payments/deletePayment', await voiding(transferId, 50))).status).toBe(200);
      expect((await admin.put('/api/payments/deletePayment', await voiding(cash.body.idPago, 200))).status).toBe(200);
      const seen = await admin.get(`/api/counter/shifts/${closed.body.data.idCaja}`);
      expect(seen.body).toMatchObject({
        esperadoCierre: 318.5,
        esperado: 118.5,
        contado: 315,
        diferencia: -3.5,
        modificadoTrasCierre: true,
      });
      // Role 1 sees every close of the department; role 2 only their own.
      const dept = { 'X-Department-Id': '1' };
      expect((await admin.post('/api/counter/shift/open', { openingAmount: 0 }, dept)).status).toBe(200);
      const adminClose = (await admin.post('/api/counter/shift/close', { countedAmount: 0 }, dept)).body.data.idCaja;
      const everyClose = (await admin.get('/api/counter/shifts', dept)).body.map((r: any) => r.idCaja);
      expect(everyClose).toEqual(expect.arrayContaining([closed.body.data.idCaja, adminClose]));
      expect((await cajero.get('/api/counter/shifts')).body.map((r: any) => r.idCaja)).toEqual([
        closed.body.data.idCaja,
      ]);
      // The list flags the changed close as its PDF does, in one query whatever the number of closes.
      const statements: string[] = [];
      const onQuery = (q: { sql: string }) => statements.push(q.sql);
      api().db.on('query', onQuery);
      const listed = (await admin.get('/api/counter/shifts', dept)).body as any[];
      api().db.removeListener('query', onQuery);
      expect(statements.filter((sql) => /cash_shifts/.test(sql))).toHaveLength(1);
      expect(listed.find((r) => r.idCaja === closed.body.data.idCaja)).toMatchObject({
        esperado: 318.5,
        esperadoAhora: 118.5,
        modificadoTrasCierre: true,
      });
      expect(listed.find((r) => r.idCaja === adminClose)).toMatchObject({ modificadoTrasCierre: false });
      for (const r of listed) {
        const detail = (await admin.get(`/api/counter/shifts/${r.idCaja}`, dept)).body;
        expect({ id: r.idCaja, changed: r.modificadoTrasCierre, now: r.esperadoAhora }).toEqual({
          id: r.idCaja,
          changed: detail.modificadoTrasCierre,
          now: detail.esperado,
        });
      }
      expect((await cajero.get(`/api/counter/shifts/${adminClose}`)).status).toBe(403);

      const pdf = await cajero.get(`/api/counter/shifts/${closed.body.data.idCaja}/close.pdf`);
      expect(pdf.status).toBe(200);
      expect(pdfTitle(pdf.buffer!)).toBe(`Cierre de caja N° ${closed.body.data.idCaja}`);
      expect((await api().as('docente').get('/api/counter/shifts')).status).toBe(403);
    });
  },
  { cashierShift: false },
);
