import { expect, it } from 'vitest';
import { calendarWorld, lessonBody } from './calendar-fixtures.js';
import { describeEngines, type TestApi } from './harness.js';
import { cashPaymentType, enrolStudent } from './payments-fixtures.js';

/**
 * Every cash movement belongs to exactly one shift: role 2 takes nothing without an open shift, a close and the
 * payments racing it never leave a payment inside the window but outside the stored figures, two closes of one
 * shift give one 200 and one 409, and cash is the payment type's 'Es efectivo' mark, not its name.
 */
const count = async (api: TestApi, table: string) => Number((await api.db(table).count({ n: '*' }).first())!.n);

async function incomeType(api: TestApi) {
  return (await api.db('incomeTypes').where({ departmentId: 1, name: 'VENTA DE LIBROS' }).first('id')).id as number;
}

const feeBody = (fees: { enrolmentId: number; instalments: Array<{ id: number }> }, type: number, subTotal = 1) => ({
  subTotal,
  discount: 0,
  idPaymentType: type,
  idMonthlyPayment: fees.instalments[0]!.id,
  idGroupUser: fees.enrolmentId,
  description: '',
  idDepartament: 1,
});

describeEngines(
  'cash shift rules',
  (api) => {
    it('refuses every taking of a cashier without an open shift, in Spanish, writing nothing; role 1 takes outside any shift', async () => {
      const cajero = api().as('cajero');
      const fees = await enrolStudent(api().db, { costCents: 100000, instalments: 2 });
      const type = await cashPaymentType(api().db);
      const w = { ...(await calendarWorld(api().db)), studentId: fees.studentId };
      const booked = await cajero.post('/api/lessons/insertLesson', lessonBody(w, '2027-06-07', '09:00', '10:00'));
      expect(booked.status).toBe(200);
      const level = (await api().db('lessonLevels').where({ departmentId: 1 }).first('id')).id;
      const packageType = (
        await api().db('incomeTypes').where({ departmentId: 1 }).where('name', 'like', 'PAQUETE%').first('id')
      )?.id;
      const before = await Promise.all(
        ['payments', 'incomes', 'expenses', 'reservations', 'auditLog'].map((t) => count(api(), t)),
      );

      const attempts = [
        cajero.post('/api/payments/insertPayment', feeBody(fees, type, 50)),
        cajero.post('/api/payments/insertPaymentLesson', {
          total: 90,
          subTotal: 90,
          discount: 0,
          description: '',
          idReservation: booked.body.idReservationStudent,
          idPaymentType: type,
          idDepartament: 1,
        }),
        cajero.post('/api/ingress/insertIngress', {
          name: 'libro',
          ingressDetail: '',
          total: 30,
          idIngressType: await incomeType(api()),
          idDepartament: 1,
        }),
        cajero.post('/api/egress/insertEgress', { name: 'agua', egressDetail: '', total: 12, idDepartament: 1 }),
        cajero.post('/api/rest/incomes', {
          nombre: 'libro',
          detalleIngreso: '',
          total: 30,
          idTipoIngreso: await incomeType(api()),
        }),
        cajero.post('/api/rest/expenses', { nombre: 'agua', detalleEgreso: '', total: 12 }),
        ...(packageType
          ? [
              cajero.post('/api/ingress/insertIngressPackage', {
                name: 'paquete',
                ingressDetail: '',
                total: 500,
                idIngressType: packageType,
                idStudent: fees.studentId,
                numberStudents: 1,
                idLevel: level,
                idDepartament: 1,
              }),
            ]
          : []),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status, res.text).toBe(409);
        expect(res.body).toMatchObject({
          msg: 'No tiene una caja abierta: abra la caja para registrar cobros, ingresos o egresos.',
          codigo: 'SIN_CAJA',
        });
      }
      expect(
        await Promise.all(['payments', 'incomes', 'expenses', 'reservations', 'auditLog'].map((t) => count(api(), t))),
      ).toEqual(before);

      // Role 1 without a shift of their own: accepted, counted in no shift.
      expect(
        (
          await api()
            .as('admin')
            .post('/api/payments/insertPayment', feeBody(fees, type, 10))
        ).status,
      ).toBe(200);
      // Once open, the same payment goes through and is the shift's.
      expect((await cajero.post('/api/counter/shift/open', { openingAmount: 0 })).status).toBe(200);
      expect((await cajero.post('/api/payments/insertPayment', feeBody(fees, type, 50))).status).toBe(200);
      const shift = (await cajero.get('/api/counter/shift')).body.abierta;
      expect(shift.recibos.map((r: any) => r.monto)).toEqual([50]);
      expect((await cajero.post('/api/counter/shift/close', { countedAmount: 50 })).status).toBe(200);
      // After the close, refused again.
      expect((await cajero.post('/api/payments/insertPayment', feeBody(fees, type, 5))).status).toBe(409);
    });

    it('20 rounds of payments and incomes racing a close: each is in the closed shift or refused, never in its window outside its figures', async () => {
      const cajero = api().as('cajero');
      const fees = await enrolStudent(api().db, { costCents: 10_000_000, instalments: 1 });
      const type = await cashPaymentType(api().db);
      const books = await incomeType(api());
      for (let round = 0; round < 20; round++) {
        expect((await cajero.post('/api/counter/shift/open', { openingAmount: 0 })).status).toBe(200);
        const takings = [0, 1, 2].map(() => cajero.post('/api/payments/insertPayment', feeBody(fees, type, 1)));
        takings.push(
          cajero.post('/api/ingress/insertIngress', {
            name: 'libro',
            ingressDetail: '',
            total: 2,
            idIngressType: books,
            idDepartament: 1,
          }),
        );
        const close = cajero.post('/api/counter/shift/close', { countedAmount: 0 });
        const answers = await Promise.all(takings);
        const closed = await close;
        expect(closed.status, closed.text).toBe(200);
        for (const a of answers) expect([200, 409], a.text).toContain(a.status);
        const taken = answers.filter((a) => a.status === 200);
        const stored = await api().db('cashShifts').where({ id: closed.body.data.idCaja }).first();
        // What the close stored is what the shift's window holds now: no payment landed in it unseen.
        const now = (await cajero.get(`/api/counter/shifts/${stored.id}`)).body;
        expect(now.modificadoTrasCierre, `round ${round}`).toBe(false);
        expect(now.recibos.length, `round ${round}`).toBe(taken.length);
        const takenCents =
          answers.slice(0, 3).filter((a) => a.status === 200).length * 100 + (answers[3]!.status === 200 ? 200 : 0);
        expect(Number(stored.expectedCents)).toBe(takenCents);
      }
      // Every payment written is in exactly one closed shift of its cashier.
      const cashier = (await api().db('users').where({ username: 'cajero' }).first('id')).id;
      const shifts = await api().db('cashShifts').where({ cashierId: cashier }).whereNotNull('closedAt');
      const payments = await api().db('payments').where({ instalmentId: fees.instalments[0]!.id });
      for (const p of payments) {
        expect(shifts.filter((s: any) => s.openedAt <= p.paidAt && p.paidAt < s.closedAt)).toHaveLength(1);
      }
    }, 120_000); // 20 rounds of racing requests

    it('20 rounds of two closes of one shift: exactly one 200 and one 409, never a 500', async () => {
      const cajero = api().as('cajero');
      for (let round = 0; round < 20; round++) {
        expect((await cajero.post('/api/counter/shift/open', { openingAmount: 10 })).status).toBe(200);
        const answers = await Promise.all(
          [0, 1].map(() => cajero.post('/api/counter/shift/close', { countedAmount: 10 })),
        );
        expect(answers.map((a) => a.status).sort(), answers.map((a) => a.text).join(' | ')).toEqual([200, 409]);
        expect(answers.find((a) => a.status === 409)!.body.msg).toMatch(/caja/);
      }
    }, 120_000); // 20 rounds of racing requests

    it('counts as cash what is marked Es efectivo, whatever its name', async () => {
      const admin = api().as('admin');
      const cajero = api().as('cajero');
      const types = (await admin.get('/api/rest/payment-types?filter={}', { 'X-Department-Id': '1' })).body as any[];
      const cash = types.find((t) => t.nombreTipoPago === 'EFECTIVO');
      expect(cash.esEfectivo).toBe(true);
      expect(types.find((t) => t.nombreTipoPago === 'TRANSFERENCIA').esEfectivo).toBe(false);
      const renamed = await admin.put(
        `/api/rest/payment-types/${cash.id}`,
        { nombreTipoPago: 'CONTADO', version: cash.version },
        { 'X-Department-Id': '1' },
      );
      expect(renamed.status, renamed.text).toBe(200);
      expect(renamed.body).toMatchObject({ nombreTipoPago: 'CONTADO', esEfectivo: true });
      // A new type named EFECTIVO but not marked is not cash; one marked through the documented call is.
      const fake = await admin.post(
        '/api/paymentTypes/insertPaymentType',
        { namePaymentType: 'EFECTIVO', description: '', idDepartament: 1 },
        { 'X-Department-Id': '1' },
      );
      expect(fake.status, fake.text).toBe(200);
      const coins = await admin.post(
        '/api/paymentTypes/insertPaymentType',
        { namePaymentType: 'MONEDAS', description: '', cash: true, idDepartament: 1 },
        { 'X-Department-Id': '1' },
      );
      expect(coins.status, coins.text).toBe(200);
      const coinsId = await api().db('paymentTypes').where({ departmentId: 1, name: 'MONEDAS' }).first('id', 'cash');
      expect(Number(coinsId.cash)).toBe(1);
      const fakeId = (await api().db('paymentTypes').where({ departmentId: 1, name: 'EFECTIVO' }).first('id')).id;

      const fees = await enrolStudent(api().db, { costCents: 100000, instalments: 1 });
      expect((await cajero.post('/api/counter/shift/open', { openingAmount: 100 })).status).toBe(200);
      for (const [typeId, amount] of [
        [cash.id, 40],
        [fakeId, 7],
        [coinsId.id, 3],
      ] as const) {
        expect((await cajero.post('/api/payments/insertPayment', feeBody(fees, typeId, amount))).status).toBe(200);
      }
      const shift = (await cajero.get('/api/counter/shift')).body.abierta;
      expect(shift).toMatchObject({ efectivoRecibido: 43, esperado: 143 });
      const closed = await cajero.post('/api/counter/shift/close', { countedAmount: 143 });
      expect(closed.body.data).toMatchObject({ esperadoCierre: 143, diferencia: 0 });
    });

    it('verifies a receipt by its exact code only: an upper-cased code is not found', async () => {
      const cajero = api().as('cajero');
      expect((await cajero.post('/api/counter/shift/open', { openingAmount: 0 })).status).toBe(200);
      const fees = await enrolStudent(api().db, { costCents: 100000, instalments: 1 });
      const paid = await cajero.post('/api/payments/insertPayment', feeBody(fees, await cashPaymentType(api().db), 10));
      expect(paid.status).toBe(200);
      const { verificationCode: code } = await api()
        .db('payments')
        .where({ id: paid.body.idPago })
        .first('verificationCode');
      expect(code).not.toBe(code.toUpperCase());
      expect((await fetch(`${api().baseUrl}/verificar/${code}`)).status).toBe(200);
      expect((await fetch(`${api().baseUrl}/verificar/${code.toUpperCase()}`)).status).toBe(404);
      expect((await fetch(`${api().baseUrl}/verificar/${code.toLowerCase()}`)).status).toBe(
        code === code.toLowerCase() ? 200 : 404,
      );
      expect((await cajero.post('/api/counter/shift/close', { countedAmount: 10 })).status).toBe(200);
    });
  },
  { cashierShift: false },
);
