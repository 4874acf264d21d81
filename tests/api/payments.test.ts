import { expect, it } from 'vitest';
import { describeEngines } from './harness.js';
import { cashPaymentType, enrolStudent, type Enrolled } from './payments-fixtures.js';

const STALE = 'El saldo cambió, actualice la página e intente de nuevo.';

function payBody(
  e: Enrolled,
  n: number,
  subTotal: number | string,
  discount: number | string,
  balance: number,
  typeId: number,
) {
  const inst = e.instalments[n - 1];
  return {
    paymentDate: '2026-11-21',
    discount,
    balance,
    subTotal,
    description: 'PAGO EN CAJA',
    monthlyPayment: inst.amountCents / 100,
    idMonthlyPayment: inst.id,
    idUser: 999,
    idPaymentType: typeId,
    idDepartament: e.departmentId,
    idGroupUser: e.enrolmentId,
  };
}

describeEngines('monthly payments', (api) => {
  it('pays partially, then the rest; edits and voids with the balances recomputed', async () => {
    const { db } = api();
    const cajero = api().as('cajero');
    const admin = api().as('admin');
    const e = await enrolStudent(db);
    const cash = await cashPaymentType(db);
    const instalments = () => cajero.get(`/api/monthlypayments/SelectMonthlyPayments/${e.groupId}/${e.studentId}`);
    const payments = (who = cajero) =>
      who.get(`/api/payments/selectPaymentsByIdGroupAndIdUser/${e.groupId}/${e.studentId}`);

    const first = await cajero.post('/api/payments/insertPayment', payBody(e, 1, 200, 0, 500, cash));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ msg: 'Se registro el pago correctamente', idPago: expect.any(Number) });
    expect(first.body.data).toMatchObject({
      subTotal: 200,
      monto: 500,
      descuento: 0,
      acuenta: 200,
      saldo: 300,
      cancelado: 0,
      nroMensualidad: 1,
      nombreTipoPago: 'EFECTIVO',
      nombres: 'JUAN CARLOS',
      estado: 1,
    });
    let list = (await instalments()).body;
    expect(list[0]).toMatchObject({
      nroMensualidad: 1,
      monto: 500,
      saldo: 300,
      cancelado: 0,
      pagable: true,
      fechaRegistro: '2026-08-03',
      cuotas: 4,
      idGrupoUsuario: e.enrolmentId,
    });
    expect(list[1]).toMatchObject({ saldo: 500, pagable: false, fechaRegistro: '2026-09-03' });

    const second = await cajero.post('/api/payments/insertPayment', payBody(e, 1, 250, 50, 300, cash));
    expect(second.body.data).toMatchObject({ saldo: 0, cancelado: 1, acuenta: 500 });
    list = (await instalments()).body;
    expect(list[0]).toMatchObject({ saldo: 0, cancelado: 1, pagable: false });
    expect(list[1].pagable).toBe(true);

    const rows = (await payments()).body;
    expect(rows.map((r: any) => [r.codigo, r.saldo, r.editable])).toEqual([
      [first.body.data.codigo, 300, false],
      [first.body.data.codigo + 1, 0, true],
    ]);

    // The older payment of a settled instalment is not editable any more.
    const p1 = rows[0];
    const p2 = rows[1];
    const editOld = await cajero.put('/api/payments/updatePayment', {
      idPayment: p1.idPago,
      idMonthlyPayment: p1.idMensualidad,
      idPaymentType: cash,
      idGroupUser: e.enrolmentId,
      description: '',
      subTotal: 200,
      balance: 200,
      discount: 0,
      monthlyAmount: 500,
      oldDiscount: 0,
      oldSubTotal: 200,
    });
    expect(editOld.status).toBe(400);

    // Cashier: the discount may change, the total may not.
    const edit = (
      who: typeof cajero,
      subTotal: number,
      discount: number,
      old: { subTotal: number; discount: number },
      balance: number,
    ) =>
      who.put('/api/payments/updatePayment', {
        idPayment: p2.idPago,
        idMonthlyPayment: p2.idMensualidad,
        idPaymentType: cash,
        idGroupUser: e.enrolmentId,
        description: 'CORREGIDO',
        subTotal,
        balance,
        discount,
        monthlyAmount: 500,
        oldDiscount: old.discount,
        oldSubTotal: old.subTotal,
      });
    const lowered = await edit(cajero, 250, 0, { subTotal: 250, discount: 50 }, 300);
    expect(lowered.status).toBe(200);
    expect(lowered.body.msg).toBe('Se actualizo el pago correctamente');
    expect(lowered.body.data).toMatchObject({
      subTotal: 250,
      descuento: 0,
      saldo: 50,
      cancelado: 0,
      descripcion: 'CORREGIDO',
    });
    expect((await edit(cajero, 300, 0, { subTotal: 250, discount: 0 }, 300)).status).toBe(403);
    const raised = await edit(admin, 300, 0, { subTotal: 250, discount: 0 }, 300);
    expect(raised.body.data).toMatchObject({ subTotal: 300, saldo: 0, cancelado: 1 });
    expect((await edit(admin, 301, 0, { subTotal: 300, discount: 0 }, 300)).body.msg).toBe(
      'El total a pagar no debe ser mayor al saldo',
    );
    expect((await edit(admin, 300, 0, { subTotal: 250, discount: 0 }, 300)).status).toBe(409);

    // Cashier deletes (state 0): the amounts go back, the receipt number stays.
    const stale = await cajero.put('/api/payments/deletePayment', {
      state: 0,
      idPayment: p2.idPago,
      idMonthlyPayment: p2.idMensualidad,
      subTotal: 300,
      discount: 0,
      balance: 50,
      monthlyAmount: 500,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(STALE);
    const removed = await cajero.put('/api/payments/deletePayment', {
      state: 0,
      idPayment: p2.idPago,
      idMonthlyPayment: p2.idMensualidad,
      subTotal: 300,
      discount: 0,
      balance: 0,
      monthlyAmount: 500,
    });
    expect(removed.body.msg).toBe('Se elimino el pago correctamente');
    expect((await instalments()).body[0]).toMatchObject({ saldo: 300, cancelado: 0, pagable: true });
    expect((await payments()).body.map((r: any) => r.idPago)).toEqual([p1.idPago]);
    const adminRows = (await payments(admin)).body;
    expect(adminRows.map((r: any) => [r.idPago, r.estado, r.codigo])).toEqual([
      [p1.idPago, 1, p1.codigo],
      [p2.idPago, 0, p2.codigo],
    ]);
    // The first payment is editable again: its instalment is not fully paid.
    expect(adminRows[0].editable).toBe(true);

    // Role 1 reactivates it: re-applied with the same checks.
    const back = await admin.put('/api/payments/deletePayment', {
      state: 1,
      idPayment: p2.idPago,
      idMonthlyPayment: p2.idMensualidad,
      subTotal: 300,
      discount: 0,
      balance: 300,
      monthlyAmount: 500,
    });
    expect(back.body.msg).toBe('Se reactivo el pago correctamente');
    expect((await instalments()).body[0]).toMatchObject({ saldo: 0, cancelado: 1 });

    const audits = await db('auditLog')
      .where({ entity: 'payments' })
      .whereIn('entityId', [p1.idPago, p2.idPago])
      .orderBy('id');
    expect(audits.map((a: any) => a.action)).toEqual([
      'create',
      'create',
      'update',
      'update',
      'deactivate',
      'activate',
    ]);
    expect(JSON.parse(audits[2].beforeJson)).toMatchObject({ discountCents: 5000, instalmentBalanceCents: 0 });
    expect(JSON.parse(audits[2].afterJson)).toMatchObject({ discountCents: 0, instalmentBalanceCents: 5000 });
  });

  it('refuses a stale balance, a later instalment and the spec 02 §5 violations, writing nothing', async () => {
    const { db } = api();
    const cajero = api().as('cajero');
    const e = await enrolStudent(db);
    const cash = await cashPaymentType(db);
    const count = async () => Number((await db('payments').count({ n: '*' }).first())!.n);
    const before = await count();

    const later = await cajero.post('/api/payments/insertPayment', payBody(e, 2, 100, 0, 500, cash));
    expect(later.status).toBe(400);
    expect(later.body.msg).toBe('Solo se puede pagar la primera mensualidad pendiente.');

    const checks: Array<[number | string, number | string, string]> = [
      [0, 501, 'El descuento no puede ser mayor al saldo'],
      [600, 600, 'El descuento no puede ser mayor al saldo'],
      [501, 0, 'El total a pagar no debe ser mayor al saldo'],
      [300, 201, 'La suma del total mas el descuento no debe ser mayor al saldo'],
      [0, '0.00', 'El total a pagar o el descuento deben tener un valor mayor a 0'],
    ];
    for (const [subTotal, discount, msg] of checks) {
      const res = await cajero.post('/api/payments/insertPayment', payBody(e, 1, subTotal, discount, 500, cash));
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }

    const fields: Array<[Record<string, unknown>, string]> = [
      [{ subTotal: undefined }, 'Ingrese un total'],
      [{ subTotal: '' }, 'Ingrese un total'],
      [{ subTotal: 'diez' }, 'Debe ingresar un número'],
      [{ subTotal: 10.555 }, 'Debe ingresar un número'],
      [{ discount: undefined }, 'Ingrese un descuento'],
      [{ discount: 'x' }, 'Debe ingresar un número'],
      [{ idPaymentType: undefined }, 'Seleccione un Tipo de Pago'],
      [{ idPaymentType: await cashPaymentType(db, 2) }, 'Seleccione un Tipo de Pago'],
    ];
    for (const [patch, msg] of fields) {
      const res = await cajero.post('/api/payments/insertPayment', { ...payBody(e, 1, 100, 0, 500, cash), ...patch });
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }

    await cajero.post('/api/payments/insertPayment', payBody(e, 1, 100, 0, 500, cash));
    // Another cashier's screen still shows 500.
    const stale = await cajero.post('/api/payments/insertPayment', payBody(e, 1, 400, 0, 500, cash));
    expect([stale.status, stale.body.msg]).toEqual([409, STALE]);
    const wrongAmount = await cajero.post('/api/payments/insertPayment', {
      ...payBody(e, 1, 100, 0, 400, cash),
      monthlyPayment: 450,
    });
    expect(wrongAmount.status).toBe(409);
    expect(await count()).toBe(before + 1);
    expect((await db('instalments').where({ id: e.instalments[0].id }).first()).balanceCents).toBe(40000);
  });

  it('lets only roles 1 and 2 in, each in its own department', async () => {
    const { db } = api();
    const e = await enrolStudent(db);
    const other = await enrolStudent(db, { departmentId: 2 });
    const cash = await cashPaymentType(db);
    const docente = api().as('docente');
    expect((await docente.post('/api/payments/insertPayment', payBody(e, 1, 100, 0, 500, cash))).status).toBe(403);
    expect(
      (await docente.get(`/api/payments/selectPaymentsByIdGroupAndIdUser/${e.groupId}/${e.studentId}`)).status,
    ).toBe(403);

    const cajero = api().as('cajero');
    const cross = await cajero.post(
      '/api/payments/insertPayment',
      payBody(other, 1, 100, 0, 500, await cashPaymentType(db, 2)),
    );
    expect(cross.status).toBe(403);
    expect(
      (await cajero.get(`/api/monthlypayments/SelectMonthlyPayments/${other.groupId}/${other.studentId}`)).status,
    ).toBe(403);
    expect((await cajero.get(`/api/users/selectUserById/${other.studentId}`)).status).toBe(403);
    expect((await cajero.get('/api/users/selectSearchStudentMonthlyPay/2/null/null/88')).status).toBe(403);

    // Role 1 pays in any department; the receipt number comes from that department's counter.
    const adminPay = await api()
      .as('admin')
      .post('/api/payments/insertPayment', payBody(other, 1, 100, 0, 500, await cashPaymentType(db, 2)));
    expect(adminPay.status).toBe(200);
    const stored = await db('payments').where({ id: adminPay.body.idPago }).first();
    expect(stored.departmentId).toBe(2);
    expect((await cajero.get(`/api/payments/selectPayments/${adminPay.body.idPago}`)).status).toBe(403);
    expect((await cajero.get(`/api/payments/receipt/${adminPay.body.idPago}`)).status).toBe(403);
  });

  it('answers the student, course and search reads with the spec fields', async () => {
    const { db } = api();
    const cajero = api().as('cajero');
    const e = await enrolStudent(db);
    const student = await db('users').where({ id: e.studentId }).first();

    expect((await cajero.get(`/api/users/selectUserById/${e.studentId}`)).body).toMatchObject({
      idUsuario: e.studentId,
      ci: student.ci,
      nombres: 'LUCIA FERNANDA',
      apellidos: student.lastNames,
      telefono: '71112233',
    });
    expect((await cajero.get(`/api/users/selectUserById/${e.studentId}`)).body.passwordHash).toBeUndefined();
    // Served by the academics area; the payments page header reads these fields from it.
    expect(
      (await cajero.get(`/api/courses/selectStudentCourseByIdGroupAndIdUser/${e.groupId}/${e.studentId}`)).body,
    ).toMatchObject({
      idGrupoUsuario: e.enrolmentId,
      idGrupo: e.groupId,
      nombreGrupo: expect.stringMatching(/^PAG - /),
      ci: student.ci,
      telefono: '71112233',
    });

    const byCi = (await cajero.get(`/api/users/selectSearchStudentMonthlyPay/1/null/null/${student.ci}`)).body;
    expect(byCi).toEqual([
      expect.objectContaining({
        idUsuario: e.studentId,
        ci: student.ci,
        apellidos: student.lastNames,
        nombres: 'LUCIA FERNANDA',
        nombreGrupo: expect.any(String),
        idGrupo: e.groupId,
        nombreSemestre: expect.any(String),
        fechaInscripcion: '2026-08-01',
      }),
    ]);
    const bySurname = (
      await cajero.get(
        `/api/users/selectSearchStudentMonthlyPay/1/null/${encodeURIComponent(student.lastNames.toLowerCase())}/null`,
      )
    ).body;
    expect(bySurname.map((r: any) => r.idUsuario)).toEqual([e.studentId]);
    const byNames = (await cajero.get('/api/users/selectSearchStudentMonthlyPay/1/fernanda/null/null')).body;
    expect(byNames.map((r: any) => r.idUsuario)).toContain(e.studentId);
    expect((await cajero.get('/api/users/selectSearchStudentMonthlyPay/1/null/null/null')).body).toEqual([]);
  });
});
