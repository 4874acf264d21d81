import { expect, it } from 'vitest';
import { todayLaPaz } from '../../api/src/lib/time.js';
import { derivedDifferences } from '../../api/src/modules/reports/derived-check.service.js';
import { describeEngines, type TestApi } from './harness.js';

/** A small seeded generator: the same mix on every run, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s % n;
  };
}

/** What the dashboard must say, summed here with SQL of the test's own: unpaid past-due saldos of counted rows. */
async function owedBySql(api: TestApi) {
  const result = await api.db.raw(
    `
    select coalesce(sum(i.balance_cents), 0) as owed, count(distinct e.student_id) as students
    from instalments i join enrolments e on e.id = i.enrolment_id join class_groups g on g.id = e.group_id
    join semesters s on s.id = g.semester_id join users u on u.id = e.student_id
    where s.department_id = 1 and i.status = 1 and i.paid = 0 and i.balance_cents > 0 and e.status = 1 and g.status = 1
      and u.status = 1 and i.due_date < ?`,
    [todayLaPaz()],
  );
  // SQLite answers the rows, mysql2 [rows, fields].
  const row = (Array.isArray(result[0]) ? result[0][0] : result[0]) as {
    owed: number | string;
    students: number | string;
  };
  return { adeudado: Number(row.owed) / 100, estudiantes: Number(row.students) };
}

let ci = 8800000;

describeEngines(
  'stored totals under concurrent writes',
  (api) => {
    it('equal a recomputation after a seeded random mix of concurrent payments, voids, edits, enrolment, student and group changes', async () => {
      const cajero = api().as('cajero');
      const admin = api().as('admin');
      await cajero.post('/api/counter/shift/open', { openingAmount: 0 });
      const idSemester = (await cajero.post('/api/semesters/insertSemester', { nameSemester: 'II-2024' })).body.data
        .idSemestre;
      const idTurn = (await api().db('turns').where({ departmentId: 1 }).first()).id;
      const form = { nameGroup: 'MEZ-1', idTurn, idSemester, share: 4, cost: 800, startDate: '2025-03-03' };
      const idGroup = (await cajero.post('/api/groups/insertGroup', form)).body.data.idGrupo as number;
      const students: number[] = [];
      for (let i = 0; i < 8; i++) {
        const idUser = (
          await cajero.post('/api/users/insertStudent', {
            names: 'ana',
            surnames: `mezcla ${ci}`,
            ci: String(ci++),
            phone: '70000000',
          })
        ).body.data.idUsuario;
        expect((await cajero.post('/api/courses/insertCourseStudent', { idGroup, idUser })).status).toBe(200);
        students.push(idUser);
      }
      const cash = (await api().db('paymentTypes').where({ departmentId: 1, status: 1 }).first()).id;
      const enrolmentOf = async (idUser: number) =>
        api().db('enrolments').where({ groupId: idGroup, studentId: idUser }).first();
      let cost = 800;
      const next = random(38);

      const payPart = async () => {
        // pay part of the payable instalment, with the saldo as read now
        const e = await enrolmentOf(students[next(8)]!);
        const inst = await api()
          .db('instalments')
          .where({ enrolmentId: e.id, status: 1 })
          .where('balanceCents', '>', 0)
          .orderBy('number')
          .first();
        if (!inst) return { status: 200 };
        return cajero.post('/api/payments/insertPayment', {
          paymentDate: todayLaPaz(),
          discount: 0,
          balance: inst.balanceCents / 100,
          subTotal: Math.min(50, inst.balanceCents / 100),
          description: 'MEZCLA',
          monthlyPayment: inst.amountCents / 100,
          idMonthlyPayment: inst.id,
          idUser: e.studentId,
          idPaymentType: cash,
          idDepartament: 1,
          idGroupUser: e.id,
        });
      };
      const operations: Array<() => Promise<{ status: number }>> = [
        payPart,
        payPart,
        payPart,
        async () => {
          // void or restore the latest payment of a student's instalment
          const p = await api()
            .db('payments')
            .join('instalments', 'instalments.id', 'payments.instalmentId')
            .join('enrolments', 'enrolments.id', 'instalments.enrolmentId')
            .where('enrolments.groupId', idGroup)
            .orderBy('payments.id', 'desc')
            .offset(next(3))
            .first('payments.*', 'instalments.amountCents as monthly', 'instalments.balanceCents as saldo');
          if (!p) return { status: 200 };
          return admin.put('/api/payments/deletePayment', {
            state: p.status ? 0 : 1,
            idPayment: p.id,
            idMonthlyPayment: p.instalmentId,
            subTotal: p.amountPaidCents / 100,
            discount: p.discountCents / 100,
            balance: p.saldo / 100,
            monthlyAmount: p.monthly / 100,
          });
        },
        async () => {
          // the administrator lowers a payment's amount
          const p = await api()
            .db('payments')
            .join('instalments', 'instalments.id', 'payments.instalmentId')
            .join('enrolments', 'enrolments.id', 'instalments.enrolmentId')
            .where('enrolments.groupId', idGroup)
            .where('payments.status', 1)
            .where('payments.amountPaidCents', '>', 1000)
            .orderBy('payments.id', 'desc')
            .first(
              'payments.*',
              'instalments.amountCents as monthly',
              'instalments.balanceCents as saldo',
              'enrolments.id as enrolmentId',
            );
          if (!p) return { status: 200 };
          return admin.put('/api/payments/updatePayment', {
            idPayment: p.id,
            idMonthlyPayment: p.instalmentId,
            idPaymentType: cash,
            idGroupUser: p.enrolmentId,
            description: 'CORREGIDO',
            subTotal: p.amountPaidCents / 100 - 10,
            balance: p.saldo / 100,
            discount: 0,
            monthlyAmount: p.monthly / 100,
            oldDiscount: 0,
            oldSubTotal: p.amountPaidCents / 100,
          });
        },
        () => admin.put('/api/courses/updateCourseStudent', { idGroup, idUser: students[next(8)], state: next(2) }),
        async () =>
          next(2)
            ? admin.delete(`/api/rest/students/${students[next(8)]}`)
            : admin.put(`/api/rest/students/${students[next(8)]}`, { estado: 1 }),
        () => admin.put('/api/groups/deleteGroup', { idGroup, state: next(4) === 0 ? 0 : 1 }),
        async () => {
          // reprice the group (only instalments without payments move)
          const previous = cost;
          cost = previous === 800 ? 1000 : 800;
          return admin.put('/api/groups/updateGroup', { ...form, idGroup, cost, previousAmount: previous });
        },
      ];

      for (let round = 0; round < 12; round++) {
        const batch = Array.from({ length: 6 }, () => operations[next(operations.length)]!);
        const answers = await Promise.all(batch.map((op) => op()));
        // Refusals of stale or closed data are the app's answer to a race; a server error is not.
        for (const a of answers) expect(a.status).toBeLessThan(500);
      }

      // The mix did write: payments were taken and some voided.
      const written = await api()
        .db('payments')
        .join('instalments', 'instalments.id', 'payments.instalmentId')
        .join('enrolments', 'enrolments.id', 'instalments.enrolmentId')
        .where('enrolments.groupId', idGroup)
        .count({ n: '*' });
      expect(Number(written[0]!.n)).toBeGreaterThan(3);
      expect(await derivedDifferences(api().db)).toEqual([]);
      expect((await admin.get('/api/reports/dashboard/1')).body.morosos).toEqual(await owedBySql(api()));
    }, 60_000); // a few hundred concurrent money and enrolment changes, then every derived figure recomputed

    it('finds a stored total changed behind the app and repairs it from Administración', async () => {
      const admin = api().as('admin');
      const inst = await api()
        .db('instalments')
        .whereExists((q) =>
          q
            .select(api().db.raw('1'))
            .from('payments')
            .whereRaw('payments.instalment_id = instalments.id and payments.status = 1'),
        )
        .first();
      expect(inst).toBeTruthy();
      const stored = await api().db('debtTotals').first();
      await api()
        .db('instalments')
        .where({ id: inst.id })
        .update({ paidCents: inst.paidCents + 1234 });
      await api()
        .db('debtTotals')
        .where({ departmentId: stored.departmentId, dueDate: stored.dueDate })
        .update({ balanceCents: Number(stored.balanceCents) + 999 });

      const found = await admin.get('/api/totals/check');
      expect(found.status).toBe(200);
      expect(found.body.filas).toEqual(
        expect.arrayContaining([
          {
            cifra: 'cuota',
            clave: String(inst.id),
            campo: 'paid_cents',
            guardado: inst.paidCents + 1234,
            calculado: inst.paidCents,
          },
          {
            cifra: 'total de deudas',
            clave: `${stored.departmentId}|${stored.dueDate}`,
            campo: 'balance_cents',
            guardado: Number(stored.balanceCents) + 999,
            calculado: Number(stored.balanceCents),
          },
        ]),
      );
      expect((await api().as('cajero').get('/api/totals/check')).status).toBe(403);

      const repaired = await admin.post('/api/totals/repair', {});
      expect(repaired.status).toBe(200);
      expect(repaired.body).toMatchObject({ diferencias: 0, filas: [], reparadas: found.body.diferencias });
      expect(await derivedDifferences(api().db)).toEqual([]);
      expect((await api().db('instalments').where({ id: inst.id }).first()).paidCents).toBe(inst.paidCents);
    });
  },
  { demo: true },
);
