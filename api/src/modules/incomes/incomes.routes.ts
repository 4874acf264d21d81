import { voidVerb } from '../../lib/status.js';
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { publicUrl } from '../../http/public-url.js';
import { documented } from '../../http/route.js';
import { ADMIN_ONLY, STAFF_ROLES } from '../../http/session.js';
import { sendPdf, sendXlsx, XLSX_CONTENT_TYPE } from '../../pdf/send.js';
import { nullableInt, params, pathInt } from '../../schemas/fields.js';
import { parseFilter } from './filters.rules.js';
import { packageClassesPdf } from './classes.documents.js';
import {
  INCOME_REPORT_PDF,
  INCOME_REPORT_XLSX,
  incomeReceipt,
  incomeReportPdf,
  incomeReportXlsx,
} from './incomes.documents.js';
import {
  incomeAnswer,
  incomeListAnswer,
  incomeWriteAnswer,
  practiceAnswer,
  reservationStudentAnswer,
} from './incomes.answers.js';
import * as schemas from './incomes.schemas.js';
import { createIncome, getIncome, listIncomes, setIncomeState, updateIncome } from './incomes.service.js';
import { createPackageIncome, studentByReservation, updatePackageIncome } from './package.service.js';
import { createPracticeIncome, practiceByIncome, updatePracticeIncome } from './practice.service.js';
import type { ModuleDeps } from '../deps.js';
import { incomesResource } from './incomes.rest.js';

const nullableText = () => ({ type: ['string', 'null'], maxLength: 100, errorMessage: 'Parámetro no válido.' });
const searchParams = params({
  idDepartament: pathInt(),
  name: nullableText(),
  total: nullableText(),
  type: nullableText(),
  start: nullableText(),
  end: nullableText(),
});
/** Report downloads take the search as query parameters (all optional). */
const reportQuery = {
  type: 'object',
  properties: {
    idDepartament: nullableInt(),
    name: nullableText(),
    total: nullableText(),
    type: nullableText(),
    start: nullableText(),
    end: nullableText(),
  },
};

const msg = (verb: string) => `Se ${verb} el ingreso correctamente`;

/**
 * Documented endpoints of spec 02 §7 "Income and expenses" (income half) and the income documents.
 * The dialogs' person searches are the users area's: GET users/selectSearchStudent (students) and
 * GET users/selectSearchTeacher (teachers).
 */
function mountIncomeRoutes(router: Router, db: Knex): void {
  const api = documented(router, '/ingress');
  const staff = { roles: STAFF_ROLES };

  api.get(
    '/selectIngress/:idDepartament',
    {
      ...staff,
      summary: 'Ingresos del departamento',
      response: incomeListAnswer,
      params: params({ idDepartament: pathInt() }),
    },
    async ({ params: p, actor }) => listIncomes(db, actor, p.idDepartament),
  );

  api.get(
    '/selectSearchIngress/:idDepartament/:name/:total/:type/:start/:end',
    {
      ...staff,
      summary: 'Busca ingresos por nombre, monto, tipo y fechas',
      response: incomeListAnswer,
      params: searchParams,
    },
    async ({ params: p, actor }) => listIncomes(db, actor, p.idDepartament, parseFilter(p)),
  );

  api.post(
    '/insertIngress',
    { ...staff, summary: 'Registra un ingreso', response: incomeWriteAnswer, body: schemas.insertIngressBody },
    async ({ body, actor }) => ({ msg: msg('registro'), type: 1, data: await createIncome(db, actor, body) }),
  );

  api.put(
    '/updateIngress',
    { ...staff, summary: 'Corrige un ingreso', response: incomeWriteAnswer, body: schemas.updateIngressBody },
    async ({ body, actor }) => ({
      msg: msg('actualizo'),
      type: 1,
      data: await updateIncome(db, actor, body.idIngress, body),
    }),
  );

  api.put(
    '/deleteIngress',
    { ...staff, summary: 'Anula o reactiva un ingreso', response: incomeWriteAnswer, body: schemas.deleteIngressBody },
    async ({ body, actor }) => {
      const data = await setIncomeState(db, actor, body.idIngress, body.state, body.version);
      const verb = voidVerb(actor, body.state);
      return { msg: msg(verb), type: 1, data };
    },
  );

  api.post(
    '/insertIngressPackage',
    {
      ...staff,
      summary: 'Registra la venta de un paquete de horas',
      response: incomeWriteAnswer,
      body: schemas.insertPackageBody,
    },
    async ({ body, actor }) => ({ msg: msg('registro'), type: 1, data: await createPackageIncome(db, actor, body) }),
  );

  api.put(
    '/updateIngressPackage',
    {
      ...staff,
      summary: 'Corrige la venta de un paquete de horas',
      response: incomeWriteAnswer,
      body: schemas.updatePackageBody,
    },
    async ({ body, actor }) => ({ msg: msg('actualizo'), type: 1, data: await updatePackageIncome(db, actor, body) }),
  );

  api.get(
    '/selectStudentByIdReservation/:id',
    {
      ...staff,
      summary: 'Estudiante y horas de una reserva',
      response: reservationStudentAnswer,
      params: params({ id: pathInt() }),
    },
    async ({ params: p, actor }) => studentByReservation(db, actor, p.id),
  );

  api.post(
    '/insertPracticeTeacher',
    {
      ...staff,
      summary: 'Registra el ingreso de una práctica docente',
      response: incomeWriteAnswer,
      body: schemas.insertPracticeBody,
    },
    async ({ body, actor }) => ({ msg: msg('registro'), type: 1, data: await createPracticeIncome(db, actor, body) }),
  );

  api.put(
    '/updatePracticeTeacher',
    {
      ...staff,
      summary: 'Corrige el ingreso de una práctica docente',
      response: incomeWriteAnswer,
      body: schemas.updatePracticeBody,
    },
    async ({ body, actor }) => ({ msg: msg('actualizo'), type: 1, data: await updatePracticeIncome(db, actor, body) }),
  );

  api.get(
    '/selectPracticeTeacherByIdIngress/:idIngress',
    {
      ...staff,
      summary: 'Docente y nivel de un ingreso de práctica',
      response: practiceAnswer,
      params: params({ idIngress: pathInt() }),
    },
    async ({ params: p, actor }) => practiceByIncome(db, actor, p.idIngress),
  );

  api.get(
    '/selectIngressById/:idIngress',
    { ...staff, summary: 'Un ingreso', response: incomeAnswer, params: params({ idIngress: pathInt() }) },
    async ({ params: p, actor }) => getIncome(db, actor, p.idIngress),
  );

  api.get(
    '/receipt/:idIngreso',
    {
      ...staff,
      summary: 'Recibo PDF de un ingreso',
      produces: 'application/pdf',
      params: params({ idIngreso: pathInt() }),
    },
    async ({ params: p, actor, ctx }) => {
      const { pdf, filename } = await incomeReceipt(db, actor, p.idIngreso, publicUrl(ctx));
      sendPdf(ctx, pdf, filename, { disposition: 'inline' });
    },
  );

  // "Print classes" of a package income: the lessons of its reservation.
  api.get(
    '/classes/:idIngreso',
    {
      ...staff,
      summary: 'Clases PDF de la reserva de un paquete',
      produces: 'application/pdf',
      params: params({ idIngreso: pathInt() }),
    },
    async ({ params: p, actor, ctx }) => {
      const { pdf, filename } = await packageClassesPdf(db, actor, p.idIngreso);
      sendPdf(ctx, pdf, filename, { disposition: 'inline' });
    },
  );

  api.get(
    '/report.pdf',
    { ...staff, summary: 'Reporte PDF de los ingresos buscados', produces: 'application/pdf', query: reportQuery },
    async ({ query, actor, ctx }) => {
      sendPdf(ctx, await incomeReportPdf(db, actor, query.idDepartament, parseFilter(query)), INCOME_REPORT_PDF, {
        disposition: 'inline',
      });
    },
  );

  // Only role 1 sees the Excel download on income (spec 02 §6).
  api.get(
    '/report.xlsx',
    {
      roles: ADMIN_ONLY,
      summary: 'Reporte Excel de los ingresos buscados',
      produces: XLSX_CONTENT_TYPE,
      query: reportQuery,
    },
    async ({ query, actor, ctx }) => {
      sendXlsx(ctx, await incomeReportXlsx(db, actor, query.idDepartament, parseFilter(query)), INCOME_REPORT_XLSX);
    },
  );
}

/** Income (simple, package, practice), its receipts and reports. */
export function registerIncomes({ router, db }: ModuleDeps) {
  mountIncomeRoutes(router, db);
  return [incomesResource];
}
