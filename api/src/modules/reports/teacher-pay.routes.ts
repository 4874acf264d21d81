import type Router from '@koa/router';
import type { Knex } from 'knex';
import { TEACHER_PAY_MESSAGES as M } from '../../../../domain/teacher-pay.js';
import { documented } from '../../http/route.js';
import { ADMIN_ONLY, type Actor } from '../../http/session.js';
import { sendPdf, sendXlsx, XLSX_CONTENT_TYPE } from '../../pdf/index.js';
import { body, centsOf, id, optionalId, params, pathInt, text } from '../../schemas/fields.js';
import { inBs } from './cashier.queries.js';
import {
  afpDiscountsAnswer,
  afpWriteAnswer,
  lessonPayAnswer,
  practicePayAnswer,
  teacherPaySummaryAnswer,
} from './reports.answers.js';
import { teacherPayPdf, teacherPayXlsx } from './teacher-pay.documents.js';
import {
  afpDiscounts,
  insertAfp,
  lessonPay,
  ofPayWeek,
  payScope,
  practicePay,
  teacherPayTotals,
  type AskedWeek,
  type PayWeek,
} from './teacher-pay.queries.js';

const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: M.week };
const weekParams = params({
  idDepartament: pathInt(),
  idTeacher: { ...pathInt(), errorMessage: M.teacher },
  startDate: day,
  endDate: day,
});
const WEEK = '/:idDepartament/:idTeacher/:startDate/:endDate';

/** The teacher-pay report of spec 02 §7 "Reports" and afps/insertAfp: role 1 only (spec 01 §6, 02 §6). */
export function mountTeacherPayRoutes(router: Router, db: Knex): void {
  const reports = documented(router, '/reports');
  const opts = { roles: ADMIN_ONLY, params: weekParams };
  type Asked = { idDepartament: number; idTeacher: number; startDate: string; endDate: string };
  const asked = (p: Asked): AskedWeek => ({
    departmentId: p.idDepartament,
    teacherId: p.idTeacher,
    start: p.startDate,
    end: p.endDate,
  });
  const scope = (actor: Actor, p: Asked) => payScope(db, actor, asked(p));
  /** A report's answer, read while the teacher is checked (teacher-pay.queries.ts ofPayWeek). */
  const report = <T>(actor: Actor, p: Asked, read: (week: PayWeek) => Promise<T>) =>
    ofPayWeek(db, actor, asked(p), read);
  reports.get(
    `/selectPaymentClassByIdTeacher${WEEK}`,
    { ...opts, summary: 'Pago docente: clases individuales de la semana', response: lessonPayAnswer },
    async ({ params: p, actor }) => inBs(await report(actor, p, (w) => lessonPay(db, w, false)), ['pago', 'total']),
  );
  reports.get(
    `/selectPaymentIngressByIdTeacher${WEEK}`,
    { ...opts, summary: 'Pago docente: clases de paquetes de la semana', response: lessonPayAnswer },
    async ({ params: p, actor }) => inBs(await report(actor, p, (w) => lessonPay(db, w, true)), ['pago', 'total']),
  );
  reports.get(
    `/selectPaymentPracticeByIdTeacher${WEEK}`,
    { ...opts, summary: 'Pago docente: prácticas de la semana', response: practicePayAnswer },
    async ({ params: p, actor }) => inBs(await report(actor, p, (w) => practicePay(db, w)), ['pago']),
  );
  reports.get(
    `/selectReportAfpByIdTeacher${WEEK}`,
    { ...opts, summary: 'Pago docente: descuentos AFP de la semana', response: afpDiscountsAnswer },
    async ({ params: p, actor }) => inBs(await report(actor, p, (w) => afpDiscounts(db, w)), ['descuento']),
  );
  reports.get(
    `/selectTeacherPaySummary${WEEK}`,
    { ...opts, summary: 'Pago docente: totales de la semana', response: teacherPaySummaryAnswer },
    async ({ params: p, actor }) => {
      const totals = await report(actor, p, (w) => teacherPayTotals(db, w));
      return inBs([totals], ['individuales', 'practicas', 'afp', 'total'])[0];
    },
  );
  reports.get(
    `/teacherPayReport${WEEK}/report.pdf`,
    { ...opts, summary: 'Pago docente de la semana en PDF', produces: 'application/pdf' },
    async ({ params: p, actor, ctx }) => {
      const { pdf, filename } = await teacherPayPdf(db, actor, await scope(actor, p));
      sendPdf(ctx, pdf, filename);
    },
  );
  reports.get(
    `/teacherPayReport${WEEK}/report.xlsx`,
    { ...opts, summary: 'Pago docente de la semana en Excel', produces: XLSX_CONTENT_TYPE },
    async ({ params: p, actor, ctx }) => {
      const { xlsx, filename } = await teacherPayXlsx(db, await scope(actor, p));
      sendXlsx(ctx, xlsx, filename);
    },
  );

  const afps = documented(router, '/afps');
  afps.post(
    '/insertAfp',
    {
      roles: ADMIN_ONLY,
      summary: 'Registra un descuento AFP de un docente',
      response: afpWriteAnswer,
      body: body(
        {
          discount: {
            type: ['number', 'string'],
            minLength: 1,
            maxLength: 12,
            errorMessage: { type: M.discountRequired, minLength: M.discountRequired, maxLength: M.discountInvalid },
          },
          detail: text({ required: M.detailRequired, upper: true, max: 200 }),
          idTeacher: id(M.teacher),
          idUser: optionalId(),
          idDepartament: optionalId(),
          date: { type: ['string', 'null'], maxLength: 10 },
        },
        ['discount', 'detail', 'idTeacher'],
      ),
    },
    async ({ body: b, actor }) => {
      const discountCents = centsOf(b.discount, M.discountInvalid);
      return insertAfp(db, actor, {
        discountCents,
        detail: b.detail,
        idTeacher: b.idTeacher,
        idDepartament: b.idDepartament,
        date: b.date,
      });
    },
  );
}
