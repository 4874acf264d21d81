import { voidVerb } from '../../lib/status.js';
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { publicUrl } from '../../http/public-url.js';
import { documented } from '../../http/route.js';
import { ADMIN_ONLY, STAFF_ROLES } from '../../http/session.js';
import { sendPdf, sendXlsx, XLSX_CONTENT_TYPE } from '../../pdf/send.js';
import { nullableInt, params, pathInt } from '../../schemas/fields.js';
import { parseFilter } from '../incomes/filters.rules.js';
import {
  EXPENSE_REPORT_PDF,
  EXPENSE_REPORT_XLSX,
  expenseReceipt,
  expenseReportPdf,
  expenseReportXlsx,
} from './expenses.documents.js';
import { expenseAnswer, expenseListAnswer, expenseWriteAnswer } from './expenses.answers.js';
import { deleteEgressBody, insertEgressBody, updateEgressBody } from './expenses.schemas.js';
import { createExpense, getExpense, listExpenses, setExpenseState, updateExpense } from './expenses.service.js';
import type { ModuleDeps } from '../deps.js';
import { expensesResource } from './expenses.rest.js';

const nullableText = () => ({ type: ['string', 'null'], maxLength: 100, errorMessage: 'Parámetro no válido.' });
/** idRole and idUser are accepted as the spec's client sends them, and ignored: the session says who asks. */
const listQuery = { type: 'object', properties: { idRole: nullableInt(), idUser: nullableInt() } };
const reportQuery = {
  type: 'object',
  properties: {
    idDepartament: nullableInt(),
    name: nullableText(),
    total: nullableText(),
    start: nullableText(),
    end: nullableText(),
  },
};

const msg = (verb: string) => `Se ${verb} el egreso correctamente`;

/** Documented endpoints of spec 02 §7 "Income and expenses" (expense half) and the expense documents. */
function mountExpenseRoutes(router: Router, db: Knex): void {
  const api = documented(router, '/egress');
  const staff = { roles: STAFF_ROLES };

  api.get(
    '/selectEgress/:idDepartament',
    {
      ...staff,
      summary: 'Egresos del departamento que la sesión puede ver',
      response: expenseListAnswer,
      params: params({ idDepartament: pathInt() }),
      query: listQuery,
    },
    async ({ params: p, actor }) => listExpenses(db, actor, p.idDepartament),
  );

  api.get(
    '/selectSearchEgress/:idDepartament/:name/:total/:start/:end',
    {
      ...staff,
      summary: 'Busca egresos por nombre, monto y fechas',
      response: expenseListAnswer,
      params: params({
        idDepartament: pathInt(),
        name: nullableText(),
        total: nullableText(),
        start: nullableText(),
        end: nullableText(),
      }),
      query: listQuery,
    },
    async ({ params: p, actor }) => listExpenses(db, actor, p.idDepartament, parseFilter(p)),
  );

  api.post(
    '/insertEgress',
    { ...staff, summary: 'Registra un egreso', response: expenseWriteAnswer, body: insertEgressBody },
    async ({ body, actor }) => ({ msg: msg('registro'), type: 1, data: await createExpense(db, actor, body) }),
  );

  api.put(
    '/updateEgress',
    { ...staff, summary: 'Corrige un egreso', response: expenseWriteAnswer, body: updateEgressBody },
    async ({ body, actor }) => ({
      msg: msg('actualizo'),
      type: 1,
      data: await updateExpense(db, actor, body.idEgress, body),
    }),
  );

  api.put(
    '/deleteEgress',
    { ...staff, summary: 'Anula o reactiva un egreso', response: expenseWriteAnswer, body: deleteEgressBody },
    async ({ body, actor }) => {
      const data = await setExpenseState(db, actor, body.idEgress, body.state, body.version);
      const verb = voidVerb(actor, body.state);
      return { msg: msg(verb), type: 1, data };
    },
  );

  api.get(
    '/selectEgressById/:idEgress',
    { ...staff, summary: 'Un egreso', response: expenseAnswer, params: params({ idEgress: pathInt() }) },
    async ({ params: p, actor }) => getExpense(db, actor, p.idEgress),
  );

  api.get(
    '/receipt/:idEgreso',
    {
      ...staff,
      summary: 'Recibo PDF de un egreso',
      produces: 'application/pdf',
      params: params({ idEgreso: pathInt() }),
    },
    async ({ params: p, actor, ctx }) => {
      const { pdf, filename } = await expenseReceipt(db, actor, p.idEgreso, publicUrl(ctx));
      sendPdf(ctx, pdf, filename, { disposition: 'inline' });
    },
  );

  // Print and Excel of the expense list are role 1's (spec 02 §6).
  api.get(
    '/report.pdf',
    {
      roles: ADMIN_ONLY,
      summary: 'Reporte PDF de los egresos buscados',
      produces: 'application/pdf',
      query: reportQuery,
    },
    async ({ query, actor, ctx }) => {
      sendPdf(ctx, await expenseReportPdf(db, actor, query.idDepartament, parseFilter(query)), EXPENSE_REPORT_PDF, {
        disposition: 'inline',
      });
    },
  );

  api.get(
    '/report.xlsx',
    {
      roles: ADMIN_ONLY,
      summary: 'Reporte Excel de los egresos buscados',
      produces: XLSX_CONTENT_TYPE,
      query: reportQuery,
    },
    async ({ query, actor, ctx }) => {
      sendXlsx(ctx, await expenseReportXlsx(db, actor, query.idDepartament, parseFilter(query)), EXPENSE_REPORT_XLSX);
    },
  );
}

/** Expenses, their receipts and reports. */
export function registerExpenses({ router, db }: ModuleDeps) {
  mountExpenseRoutes(router, db);
  return [expensesResource];
}
