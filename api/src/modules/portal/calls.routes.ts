import type Router from '@koa/router';
import type { Knex } from 'knex';
import { publicUrl } from '../../http/public-url.js';
import { documented } from '../../http/route.js';
import { PORTAL_ROLES } from '../../http/session.js';
import { sendPdf } from '../../pdf/index.js';
import { params, pathInt } from '../../schemas/fields.js';
import { portalAccount, portalNotices, portalReceipt } from './account.service.js';
import {
  portalAttendance,
  portalClasses,
  portalCredential,
  portalGrades,
  portalReportCard,
} from './learning.service.js';
import { portalMe } from './me.service.js';
import * as a from './portal.answers.js';

const student = params({ idStudent: pathInt() });
const month = params(
  { month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', errorMessage: 'Ingrese un mes válido (AAAA-MM)' } },
  [],
);

/**
 * The portal's calls: students and guardians only (a staff token is a 403), each about a student the principal
 * may read (principal.service.ts), which the server checks on every call: another id is a 403 that reveals nothing.
 */
export function registerPortalCalls(router: Router, db: Knex): void {
  const portal = documented(router, '/portal');
  const own = { roles: PORTAL_ROLES, errors: [403] as const };
  const of = { ...own, params: student };
  portal.get(
    '/me',
    { ...own, summary: 'Quién ingresó al portal y los estudiantes que puede ver', response: a.portalMe },
    async ({ actor, user }) => portalMe(db, actor, user),
  );
  portal.get(
    '/students/:idStudent/account',
    {
      ...of,
      summary: 'Mi cuenta: estado de cuenta, recibos con su verificación y próximas cuotas',
      response: a.portalAccount,
    },
    async ({ params: p, actor, ctx }) => portalAccount(db, actor, p.idStudent, publicUrl(ctx)),
  );
  portal.get(
    '/students/:idStudent/receipts/:idPago',
    {
      ...own,
      errors: [403, 404],
      params: params({ idStudent: pathInt(), idPago: pathInt() }),
      summary: 'Recibo PDF de un pago propio',
      produces: 'application/pdf',
    },
    async ({ params: p, actor, ctx }) => {
      const { pdf, fileName } = await portalReceipt(db, actor, p.idStudent, p.idPago, publicUrl(ctx));
      sendPdf(ctx, pdf, fileName);
    },
  );
  portal.get(
    '/students/:idStudent/notices',
    { ...of, summary: 'Avisos: cuotas vencidas y faltas de los últimos 30 días', response: a.portalNotices },
    async ({ params: p, actor }) => portalNotices(db, actor, p.idStudent),
  );
  portal.get(
    '/students/:idStudent/grades',
    { ...of, summary: 'Mis notas: simulacros y exámenes por mes, y el diagnóstico', response: a.portalGrades },
    async ({ params: p, actor }) => portalGrades(db, actor, p.idStudent),
  );
  portal.get(
    '/students/:idStudent/reportCard/:idGroup',
    {
      ...own,
      params: params({ idStudent: pathInt(), idGroup: pathInt() }),
      summary: 'Boletín de notas en PDF',
      produces: 'application/pdf',
    },
    async ({ params: p, actor, ctx }) => {
      const { pdf, filename } = await portalReportCard(db, actor, p.idStudent, p.idGroup);
      sendPdf(ctx, pdf, filename);
    },
  );
  portal.get(
    '/students/:idStudent/attendance',
    {
      ...of,
      query: month,
      summary: 'Mi asistencia: el calendario del mes con el porcentaje',
      response: a.portalAttendance,
    },
    async ({ params: p, query, actor }) => portalAttendance(db, actor, p.idStudent, query.month || undefined),
  );
  portal.get(
    '/students/:idStudent/classes',
    {
      ...of,
      summary: 'Mis clases: horario del grupo y clases individuales (hora de La Paz)',
      response: a.portalClasses,
    },
    async ({ params: p, actor }) => portalClasses(db, actor, p.idStudent),
  );
  portal.get(
    '/students/:idStudent/credential',
    { ...of, summary: 'Mi credencial: foto y código QR para la puerta', response: a.portalCredential },
    async ({ params: p, actor }) => portalCredential(db, actor, p.idStudent),
  );
}
