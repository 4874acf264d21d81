import { documented } from '../../http/route.js';
import { headerDepartment, STAFF_ROLES } from '../../http/session.js';
import { sendPdf } from '../../pdf/index.js';
import { body, centsOf, money, params, pathInt, text } from '../../schemas/fields.js';
import { COUNTER_MESSAGES as M } from '../../../../domain/counter.js';
import { SHIFT_MESSAGES as S } from '../../../../domain/cash-shift.js';
import type { ModuleDeps } from '../deps.js';
import {
  counterSearchAnswer,
  counterViewAnswer,
  shiftAnswer,
  shiftListAnswer,
  shiftStateAnswer,
  shiftWriteAnswer,
} from './counter.answers.js';
import { counterView, findCounterStudents } from './counter.service.js';
import { shiftClosePdf } from './shift.documents.js';
import { closeShift, currentShift, findShift, listShifts, openShift } from './shift.service.js';

const shiftParam = params({ idShift: pathInt() });

/**
 * Beyond the spec: the counter ('Caja') of roles 1 and 2 — the student search of its one field,
 * the student's owed list, and the cashier's shift with its close. Payments go through the documented payment
 * endpoints, as on every other screen.
 */
export function registerCounter({ router, db }: ModuleDeps): void {
  const counter = documented(router, '/counter');
  counter.get(
    '/search',
    {
      roles: STAFF_ROLES,
      summary: 'Busca estudiantes por CI, apellido o código de credencial',
      response: counterSearchAnswer,
      query: params({ q: text({ required: M.searchRequired, max: 100 }) }),
    },
    async ({ query, actor, ctx }) => findCounterStudents(db, actor, (query as { q: string }).q, headerDepartment(ctx)),
  );
  counter.get(
    '/student/:idUser',
    {
      roles: STAFF_ROLES,
      summary: 'Lo que un estudiante debe, para cobrar en caja',
      response: counterViewAnswer,
      params: params({ idUser: pathInt() }),
    },
    async ({ params: p, actor }) => counterView(db, actor, (p as { idUser: number }).idUser),
  );

  counter.get(
    '/shift',
    {
      roles: STAFF_ROLES,
      summary: 'El turno de caja abierto del cajero y el fondo sugerido',
      response: shiftStateAnswer,
    },
    async ({ actor, ctx }) => currentShift(db, actor, headerDepartment(ctx)),
  );
  counter.post(
    '/shift/open',
    {
      roles: STAFF_ROLES,
      summary: 'Abre el turno de caja con su fondo inicial',
      response: shiftWriteAnswer,
      body: body({ openingAmount: money(S.openingRequired) }, ['openingAmount']),
    },
    async ({ body: b, actor, ctx }) => ({
      msg: S.opened,
      type: 1,
      data: await openShift(db, actor, centsOf(b.openingAmount, S.openingRequired), headerDepartment(ctx)),
    }),
  );
  counter.post(
    '/shift/close',
    {
      roles: STAFF_ROLES,
      summary: 'Cierra el turno de caja con lo contado',
      response: shiftWriteAnswer,
      body: body({ countedAmount: money(S.countedRequired) }, ['countedAmount']),
    },
    async ({ body: b, actor }) => ({
      msg: S.closed,
      type: 1,
      data: await closeShift(db, actor, centsOf(b.countedAmount, S.countedRequired)),
    }),
  );
  counter.get(
    '/shifts',
    { roles: STAFF_ROLES, summary: 'Turnos de caja cerrados', response: shiftListAnswer },
    async ({ actor, ctx }) => listShifts(db, actor, headerDepartment(ctx)),
  );
  counter.get(
    '/shifts/:idShift',
    { roles: STAFF_ROLES, summary: 'Un turno de caja con sus movimientos', response: shiftAnswer, params: shiftParam },
    async ({ params: p, actor }) => findShift(db, actor, (p as { idShift: number }).idShift),
  );
  counter.get(
    '/shifts/:idShift/close.pdf',
    {
      roles: STAFF_ROLES,
      summary: 'Acta PDF del cierre de un turno de caja',
      produces: 'application/pdf',
      params: shiftParam,
    },
    async ({ params: p, actor, ctx }) => {
      const { pdf, filename } = await shiftClosePdf(db, actor, (p as { idShift: number }).idShift);
      sendPdf(ctx, pdf, filename, { disposition: 'inline' });
    },
  );
}
