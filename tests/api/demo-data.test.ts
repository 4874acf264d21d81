import { expect, it } from 'vitest';
import { payWeek } from '../../domain/teacher-pay.js';
import { mondayOf, todayLaPaz } from '../../api/src/lib/time.js';
import { recentClassDays } from '../../api/src/db/seeds/03_demo_academics.js';
import { closeBrowserAfterAll, readPdf } from './finance-fixtures.js';
import { describeEngines } from './harness.js';

/** What `npm start` shows on an empty database: the demo's individual lessons, in the screens that read them. */
describeEngines(
  'demo data',
  (api) => {
    closeBrowserAfterAll();
    it("fills last week of three teachers with lessons that the weekly pay report pays and today's income shows", async () => {
      const admin = api().as('admin');
      const db = api().db;
      const lastWeek = payWeek(recentClassDays(todayLaPaz())[0]!); // the Sunday to Friday around last Monday
      const teachers = await db('calendarSlots')
        .where({ kind: 'lesson', status: 1, departmentId: 1 })
        .orderBy('teacherId')
        .distinct('teacherId');
      expect(teachers).toHaveLength(3);
      for (const { teacherId } of teachers) {
        const classes = (
          await admin.get(`/api/reports/selectPaymentClassByIdTeacher/1/${teacherId}/${lastWeek.start}/${lastWeek.end}`)
        ).body;
        // Monday to Friday at 15:00 La Paz, each paid by the hour of its category.
        expect(classes.map((c: any) => c.inicio)).toEqual(['15:00', '15:00', '15:00', '15:00', '15:00']);
        for (const c of classes) expect(c.pago).toBeGreaterThan(0);
        expect(classes.every((c: any) => c.total === Math.round(c.horas * c.pago * 100) / 100)).toBe(true);
      }
      // A week of five lessons prints on one page: the signatures beside the totals, never on a page of their own.
      const pdf = await admin.get(
        `/api/reports/teacherPayReport/1/${teachers[1]!.teacherId}/${lastWeek.start}/${lastWeek.end}/report.pdf`,
      );
      const printed = readPdf(pdf.buffer!);
      expect(printed.pages).toBe(1);
      expect(printed.text).toContain('TOTAL A PAGAR');
      expect(printed.text).toContain('CONTADORA');

      // The lessons were booked through the calendar's rules: no teacher and no student is in two places at once.
      const slots = await db('calendarSlots')
        .join('lessons', 'lessons.slotId', 'calendarSlots.id')
        .join('reservations', 'reservations.id', 'lessons.reservationId')
        .where('calendarSlots.kind', 'lesson')
        .select('calendarSlots.startsAt', 'calendarSlots.teacherId', 'reservations.studentId');
      expect(new Set(slots.map((s) => `${s.startsAt} ${s.teacherId}`)).size).toBe(slots.length);
      expect(new Set(slots.map((s) => `${s.startsAt} ${s.studentId}`)).size).toBe(slots.length);

      // Paid at the counter when the demo was seeded: today's individual income, with receipts after the fees'.
      const today = todayLaPaz();
      const income = (await admin.get(`/api/reports/selectSearchIndividualReport/1/null/${today}/null/null`)).body;
      expect(income.length).toBeGreaterThan(0);
      expect(income.every((p: any) => p.detalle.startsWith('CLASE INDIVIDUAL - '))).toBe(true);
      const feeReceipts = await db('payments').whereNotNull('instalmentId').max({ n: 'receiptNumber' }).first();
      expect(Math.min(...income.map((p: any) => p.codigo))).toBe(Number(feeReceipts?.n) + 1);
      const sequence = await db('receiptSequences').where({ departmentId: 1, kind: 'payment' }).first();
      expect(Math.max(...income.map((p: any) => p.codigo))).toBe(sequence.lastNumber);
    });

    it('gives every demo receipt its verification code, as any receipt issued at the counter has', async () => {
      const db = api().db;
      for (const table of ['payments', 'incomes', 'expenses']) {
        expect(Number((await db(table).count({ n: '*' }).first())!.n), table).toBeGreaterThan(0);
        expect(Number((await db(table).whereNull('verificationCode').count({ n: '*' }).first())!.n), table).toBe(0);
      }
    });

    it("records attendance on last week's and this week's class days, so the dashboard shows the week's rate", async () => {
      const db = api().db;
      const today = todayLaPaz();
      const days = recentClassDays(today);
      const marked = (await db('attendances')
        .join('classGroups', 'classGroups.id', 'attendances.groupId')
        .join('semesters', 'semesters.id', 'classGroups.semesterId')
        .where('semesters.departmentId', 1)
        .whereIn('attendances.date', days)
        .groupBy('attendances.date')
        .select('attendances.date')
        .count({ n: '*' })) as Array<{ date: string; n: number | string }>;
      expect(marked.map((m) => m.date).sort()).toEqual(days);
      const thisWeek = days.filter((day) => day >= mondayOf(today));
      const { asistencia } = (await api().as('admin').get('/api/reports/dashboard/1')).body;
      expect(asistencia.desde).toBe(mondayOf(today));
      if (thisWeek.length === 0) {
        expect(asistencia.porcentaje).toBeNull(); // a Monday: the week has no class day before today yet
      } else {
        expect(asistencia.registros).toBe(
          marked.filter((m) => m.date >= mondayOf(today)).reduce((sum, m) => sum + Number(m.n), 0),
        );
        expect(asistencia.porcentaje).toBeGreaterThan(50);
        expect(asistencia.porcentaje).toBeLessThan(100);
      }
    });
  },
  { demo: true },
);
