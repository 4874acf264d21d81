import { expect, it } from 'vitest';
import { inTransaction } from '../../api/src/db/transaction.js';
import { describeEngines, type ApiResponse } from './harness.js';

/**
 * While one request's transaction is open (a 5,000-student import writes for seconds), everyone else's screens
 * still answer: lists, searches, a student's payments and the dashboard read the last commit instead of waiting
 * for the writer. SQLite used to queue them behind the transaction's connection.
 */
describeEngines(
  'reads while another transaction writes',
  (api) => {
    it('answers the busy screens while a transaction is open, with what is committed only', async () => {
      const { db } = api();
      const admin = api().as('admin');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let begun!: () => void;
      const written = new Promise<void>((resolve) => (begun = resolve));
      const writing = inTransaction(db, async (trx) => {
        await trx('paymentTypes').insert({ departmentId: 1, name: 'TRANSFERENCIA EN CURSO', status: 1 });
        begun();
        await held;
      });
      const stillWaiting = Symbol('still waiting');
      try {
        await written;
        const reads = Promise.all([
          admin.get('/api/paymentTypes/selectPaymentType/1/1'),
          admin.get('/api/users/selectStudents/1/1'),
          admin.get('/api/users/selectSearchStudentMonthlyPay/1/null/null/null'),
          admin.get('/api/reports/dashboard/1'),
          admin.get(`/api/rest/payment-types?filter=${encodeURIComponent('{"idDepartamento":1}')}`),
        ]);
        // The transaction stays open until these answer: if they waited for it, they would never answer.
        const answered = await Promise.race([
          reads,
          new Promise<typeof stillWaiting>((resolve) => setTimeout(() => resolve(stillWaiting), 10_000)),
        ]);
        expect(answered).not.toBe(stillWaiting);
        const [types, students, search, dashboard, rest] = answered as ApiResponse[];
        for (const answer of [types, students, search, dashboard, rest]) expect(answer!.status).toBe(200);
        const names = (list: any[]) => list.map((t) => t.nombreTipoPago ?? t.nombre);
        expect(names(types!.body)).toContain('EFECTIVO');
        expect(names(types!.body)).not.toContain('TRANSFERENCIA EN CURSO');
        expect(names(rest!.body)).not.toContain('TRANSFERENCIA EN CURSO');
      } finally {
        release();
        await writing;
      }
      // Once committed, the next read sees it.
      const after = await admin.get('/api/paymentTypes/selectPaymentType/1/1');
      expect(after.body.map((t: any) => t.nombreTipoPago ?? t.nombre)).toContain('TRANSFERENCIA EN CURSO');
    });
  },
  { demo: true },
);
