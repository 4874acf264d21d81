import { documented } from '../../http/route.js';
import { STAFF_ROLES } from '../../http/session.js';
import { sendPdf, sendXlsx, XLSX_CONTENT_TYPE } from '../../pdf/index.js';
import type { JsonSchema } from '../../schemas/answers.js';
import { nullableInt, oneOf, params, pathInt } from '../../schemas/fields.js';
import type { ModuleDeps } from '../deps.js';
import {
  cashierScope,
  expenseRows,
  groupIncome,
  inBs,
  individualIncome,
  otherIncome,
  type CashierScope,
} from './cashier.queries.js';
import { cashierReportPdf, cashierReportXlsx, REPORT_TYPES } from './cashier.documents.js';
import { overdueList, overduePdf, overdueXlsx } from './overdue.queries.js';
import { dashboard } from './dashboard.queries.js';
import { readsOf } from '../../db/reads.js';
import { documentProgress, documentProgressAnswer, progressToken, startProgress } from './document-progress.service.js';
import {
  cashierExpensesAnswer,
  cashierIncomesAnswer,
  cashierPaymentsAnswer,
  dashboardAnswer,
  monthlyPaymentReportAnswer,
  overdueAnswer,
  reportGroupsAnswer,
} from './reports.answers.js';
import { mountTeacherPayRoutes } from './teacher-pay.routes.js';
import {
  monthlyPaymentPdf,
  monthlyPaymentReport,
  monthlyPaymentXlsx,
  reportGroups,
} from './monthly-payments.queries.js';

const nullableText = (max: number) => ({
  type: ['string', 'null'],
  maxLength: max,
  errorMessage: 'Parámetro no válido.',
});
const groupParam = params({ idGroup: pathInt() });

const cashierFields = {
  idDepartament: pathInt(),
  idUser: nullableInt(),
  date: nullableText(10),
  start: nullableText(10),
  end: nullableText(10),
};
const cashierParams = params(cashierFields, ['idDepartament']);
const CASHIER_PATH = '/:idDepartament/:idUser/:date/:start/:end';
const PAYMENT_MONEY = ['total', 'descuento', 'saldo', 'subTotal'];
/** The client's name for one download, to follow its progress (document-progress.service.ts). */
const progressQuery = { type: 'object', properties: { progreso: progressToken() } };

/** Reports (spec 02 §7 "Reports"): role 1 and 2, each in its department; role 2 only sees its own cashier data. */
export function registerReports({ router, db }: ModuleDeps): void {
  const reports = documented(router, '/reports');
  // Reads that answer JSON need no transaction: they never wait for an import's (db/reads.ts).
  const reads = readsOf(db);
  const cashier = (
    name: string,
    summary: string,
    response: JsonSchema,
    rows: (scope: CashierScope) => Promise<Array<Record<string, unknown>>>,
    money: string[],
  ) =>
    reports.get(
      `/${name}${CASHIER_PATH}`,
      { roles: STAFF_ROLES, summary, response, params: cashierParams },
      async ({ params: p, actor }) => inBs(await rows(cashierScope(actor, p.idDepartament, p)), money),
    );
  cashier(
    'selectSearchIndividualReport',
    'Reporte de caja: pagos de clases individuales',
    cashierPaymentsAnswer,
    (scope) => individualIncome(reads, scope),
    PAYMENT_MONEY,
  );
  cashier(
    'selectSearchGroupReport',
    'Reporte de caja: pagos de mensualidades',
    cashierPaymentsAnswer,
    (scope) => groupIncome(reads, scope),
    PAYMENT_MONEY,
  );
  cashier(
    'selectSearchIngressReport',
    'Reporte de caja: ingresos varios',
    cashierIncomesAnswer,
    (scope) => otherIncome(reads, scope),
    ['total'],
  );
  cashier(
    'selectSearchEgressReport',
    'Reporte de caja: egresos',
    cashierExpensesAnswer,
    (scope) => expenseRows(reads, scope),
    ['total'],
  );
  const documentParams = params({ ...cashierFields, type: oneOf([...REPORT_TYPES], 'Seleccione un tipo de reporte') }, [
    'idDepartament',
    'type',
  ]);
  const title = (type: number) =>
    type === 0
      ? 'REPORTE DE INGRESOS Y EGRESOS'
      : [
          '',
          'REPORTE DE INGRESOS INDIVIDUALES',
          'REPORTE DE INGRESOS GRUPALES',
          'REPORTE DE INGRESOS VARIOS',
          'REPORTE DE EGRESOS',
        ][type];
  reports.get(
    `/cashierReport${CASHIER_PATH}/:type/report.pdf`,
    {
      roles: STAFF_ROLES,
      produces: 'application/pdf',
      params: documentParams,
      query: progressQuery,
      summary: 'Reporte de caja en PDF; con ?progreso=<token> su avance se consulta en documentProgress/<token>',
    },
    async ({ params: p, query, actor, ctx }) => {
      const scope = cashierScope(actor, p.idDepartament, p);
      const progress = await startProgress(db, actor, scope.departmentId, query.progreso);
      try {
        const { pdf, filename } = await cashierReportPdf(db, actor, scope, p.type, title(p.type), progress);
        await progress('listo');
        sendPdf(ctx, pdf, filename);
      } catch (err) {
        await progress('fallido');
        throw err;
      }
    },
  );
  reports.get(
    '/documentProgress/:token',
    {
      roles: STAFF_ROLES,
      response: documentProgressAnswer,
      params: params({ token: progressToken() }),
      summary: 'Avance de un reporte en PDF que el mismo usuario está generando (404 si no es suyo o no existe)',
    },
    async ({ params: p, actor }) => documentProgress(db, actor, p.token),
  );
  reports.get(
    `/cashierReport${CASHIER_PATH}/:type/report.xlsx`,
    { roles: STAFF_ROLES, summary: 'Reporte de caja en Excel', produces: XLSX_CONTENT_TYPE, params: documentParams },
    async ({ params: p, actor, ctx }) => {
      const { xlsx, filename } = await cashierReportXlsx(
        db,
        cashierScope(actor, p.idDepartament, p),
        p.type,
        title(p.type),
      );
      sendXlsx(ctx, xlsx, filename);
    },
  );
  reports.get(
    '/selectReportGroups/:idDepartament/:groupName/:idTurn/:idSemester/:date',
    {
      roles: STAFF_ROLES,
      summary: 'Grupos para el reporte de mensualidades',
      response: reportGroupsAnswer,
      params: params(
        {
          idDepartament: pathInt(),
          groupName: nullableText(40),
          idTurn: nullableInt(),
          idSemester: nullableInt(),
          date: nullableText(10),
        },
        ['idDepartament'],
      ),
    },
    async ({ params: p, actor }) => reportGroups(reads, actor, p.idDepartament, p),
  );
  reports.get(
    '/selectMonthlyPaymentReport/:idGroup',
    {
      roles: STAFF_ROLES,
      summary: 'Pago de mensualidades de un grupo, por estudiante',
      response: monthlyPaymentReportAnswer,
      params: groupParam,
    },
    async ({ params: p, actor }) => monthlyPaymentReport(reads, actor, p.idGroup),
  );
  reports.get(
    '/monthlyPaymentReport/:idGroup/report.pdf',
    {
      roles: STAFF_ROLES,
      summary: 'Pago de mensualidades de un grupo en PDF',
      produces: 'application/pdf',
      params: groupParam,
    },
    async ({ params: p, actor, ctx }) => {
      const { pdf, filename } = await monthlyPaymentPdf(db, actor, p.idGroup);
      sendPdf(ctx, pdf, filename);
    },
  );
  reports.get(
    '/monthlyPaymentReport/:idGroup/report.xlsx',
    {
      roles: STAFF_ROLES,
      summary: 'Pago de mensualidades de un grupo en Excel',
      produces: XLSX_CONTENT_TYPE,
      params: groupParam,
    },
    async ({ params: p, actor, ctx }) => {
      const { xlsx, filename } = await monthlyPaymentXlsx(db, actor, p.idGroup);
      sendXlsx(ctx, xlsx, filename);
    },
  );

  // Beyond the spec: the overdue list.
  const overdueParams = params(
    { idDepartament: pathInt(), idSemester: nullableInt(), idGroup: nullableInt(), idBranch: nullableInt() },
    ['idDepartament'],
  );
  const OVERDUE = '/:idDepartament/:idSemester/:idGroup/:idBranch';
  reports.get(
    `/selectOverdueStudents${OVERDUE}`,
    {
      roles: STAFF_ROLES,
      summary: 'Estudiantes con mensualidades vencidas (morosos)',
      response: overdueAnswer,
      params: overdueParams,
    },
    async ({ params: p, actor }) => overdueList(reads, actor, p.idDepartament, p),
  );
  reports.get(
    `/overdueReport${OVERDUE}/report.pdf`,
    { roles: STAFF_ROLES, summary: 'Reporte de morosos en PDF', produces: 'application/pdf', params: overdueParams },
    async ({ params: p, actor, ctx }) => {
      const { pdf, filename } = await overduePdf(db, actor, p.idDepartament, p);
      sendPdf(ctx, pdf, filename);
    },
  );
  reports.get(
    `/overdueReport${OVERDUE}/report.xlsx`,
    { roles: STAFF_ROLES, summary: 'Reporte de morosos en Excel', produces: XLSX_CONTENT_TYPE, params: overdueParams },
    async ({ params: p, actor, ctx }) => {
      const { xlsx, filename } = await overdueXlsx(db, actor, p.idDepartament, p);
      sendXlsx(ctx, xlsx, filename);
    },
  );

  // Beyond the spec: the home dashboard, in one request.
  reports.get(
    '/dashboard/:idDepartament',
    {
      roles: STAFF_ROLES,
      summary: 'Resumen de la página de inicio',
      response: dashboardAnswer,
      params: params({ idDepartament: pathInt() }),
    },
    async ({ params: p, actor }) => dashboard(db, actor, p.idDepartament),
  );

  mountTeacherPayRoutes(router, db);
}
