/**
 * The documented endpoints of spec 02 §7 "Payments" (paths and payloads as the spec writes them) and the
 * receipt PDF at GET /api/payments/receipt/{idPago}. Roles 1 and 2 only.
 */
import { voidVerb } from '../../lib/status.js';
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { documented } from '../../http/route.js';
import { readsOf } from '../../db/reads.js';
import { publicUrl } from '../../http/public-url.js';
import { STAFF_ROLES } from '../../http/session.js';
import { sendPdf } from '../../pdf/index.js';
import { body, centsOf, id, oneOf, optionalId, params, pathInt, text } from '../../schemas/fields.js';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-rules.js';
import { versionField } from '../../lib/versioned.js';
import {
  instalmentsOfStudent,
  paymentById,
  paymentsOfStudent,
  searchStudentsMonthlyPay,
  userById,
} from './payments.queries.js';
import { payInstalments } from './payment-batch.service.js';
import { paymentReceipt, paymentReceipts } from './payment-receipt.documents.js';
import {
  batchWriteAnswer,
  enrolledStudentAnswer,
  instalmentListAnswer,
  paymentAnswer,
  paymentListAnswer,
  paymentStateAnswer,
  paymentWriteAnswer,
  userByIdAnswer,
} from './payments.answers.js';
import { list } from '../../schemas/answers.js';
import { editPaymentRecord, pay, setPaymentState } from './payments.service.js';
import type { ModuleDeps } from '../deps.js';

/** A Bs amount (number or numeric string, two decimals at most): `required` when missing or blank, else `invalid`. */
function amount(required: string, invalid: string = M.notANumber, optional = false) {
  // No anyOf: each keyword applies to its own type, so ajv-errors can tell "blank" from "not a number".
  return {
    type: optional ? ['number', 'string', 'null'] : ['number', 'string'],
    minLength: 1,
    pattern: '^\\s*\\d{1,9}([.,]\\d{1,2})?\\s*$',
    minimum: 0,
    maximum: 999999999,
    // No multipleOf: 0.07 is not a float multiple of 0.01. cents() refuses more than two decimals.
    errorMessage: { minLength: required, type: invalid, pattern: invalid, minimum: invalid, maximum: invalid },
  };
}

/** A validated amount in centavos; a number with more than two decimals is 'Debe ingresar un número'. */
const cents = (value: unknown) => centsOf(value, M.notANumber);
const opt = { roles: STAFF_ROLES };

const insertBody = body(
  {
    subTotal: amount(M.totalRequired),
    discount: amount(M.discountRequired),
    idPaymentType: id(M.paymentTypeRequired),
    balance: amount(M.balanceRequired, M.notANumber, true),
    monthlyPayment: amount('Datos no válidos.', 'Datos no válidos.', true),
    idMonthlyPayment: id(),
    idGroupUser: id(),
    description: text({ max: 300 }),
    // The payment's instant and cashier are the server's clock and the session user; these are accepted and ignored.
    paymentDate: { type: ['string', 'null'] },
    idUser: optionalId(),
    idDepartament: optionalId(),
    // balance and monthlyPayment are what the cashier's screen showed: when sent they must match the stored
    // saldo and monto (409 otherwise); a client that leaves them out is checked against the stored values only.
  },
  ['subTotal', 'discount', 'idPaymentType', 'idMonthlyPayment', 'idGroupUser'],
);

const updateBody = body(
  {
    subTotal: amount(M.totalRequired),
    discount: amount(M.discountRequired),
    idPaymentType: id(M.paymentTypeRequired),
    balance: amount(M.balanceRequired),
    monthlyAmount: amount('Datos no válidos.'),
    oldSubTotal: amount('Datos no válidos.'),
    oldDiscount: amount('Datos no válidos.'),
    idPayment: id(),
    idMonthlyPayment: id(),
    idGroupUser: id(),
    description: text({ max: 300 }),
    version: versionField(),
  },
  [
    'subTotal',
    'discount',
    'idPaymentType',
    'balance',
    'monthlyAmount',
    'oldSubTotal',
    'oldDiscount',
    'idPayment',
    'idMonthlyPayment',
    'idGroupUser',
  ],
);

/** Several instalments in one go: the cash, spread oldest first; `instalments` is how many the screen said it reaches. */
const insertManyBody = body(
  {
    subTotal: amount(M.totalRequired),
    idPaymentType: id(M.paymentTypeRequired),
    idGroupUser: id(),
    instalments: { type: ['integer', 'null'], minimum: 1, maximum: 60, errorMessage: 'Datos no válidos.' },
    description: text({ max: 300 }),
    idDepartament: optionalId(),
  },
  ['subTotal', 'idPaymentType', 'idGroupUser'],
);

/** At most a year's instalments twice over in one document. */
const MAX_RECEIPTS = 24;
const receiptsQuery = params({
  ids: {
    type: 'string',
    pattern: `^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${MAX_RECEIPTS - 1}}$`,
    errorMessage: 'Parámetro no válido.',
  },
});

const deleteBody = body(
  {
    state: oneOf([0, 1], 'El estado debe ser 0 o 1.'),
    idPayment: id(),
    idMonthlyPayment: id(),
    subTotal: amount(M.totalRequired),
    discount: amount(M.discountRequired),
    balance: amount(M.balanceRequired),
    monthlyAmount: amount('Datos no válidos.'),
    version: versionField(),
  },
  ['state', 'idPayment', 'idMonthlyPayment', 'subTotal', 'discount', 'balance', 'monthlyAmount'],
);

const groupStudent = params({ idGroup: pathInt(), idStudent: pathInt() });
const searchParams = params({
  idDepartament: pathInt(),
  names: { type: ['string', 'null'] },
  surnames: { type: ['string', 'null'] },
  ci: { type: ['string', 'null'] },
});

function mountPaymentRoutes(router: Router, db: Knex): void {
  const api = documented(router);
  const reads = readsOf(db);

  api.get(
    '/users/selectUserById/:idStudent',
    {
      ...opt,
      summary: 'Datos de un estudiante (sin credenciales)',
      response: userByIdAnswer,
      params: params({ idStudent: pathInt() }),
    },
    async ({ params: p, actor }) => userById(reads, actor, p.idStudent),
  );
  api.get(
    '/users/selectSearchStudentMonthlyPay/:idDepartament/:names/:surnames/:ci',
    {
      ...opt,
      summary: 'Busca estudiantes inscritos para cobrar mensualidades',
      response: list(enrolledStudentAnswer),
      params: searchParams,
    },
    async ({ params: p, actor }) =>
      searchStudentsMonthlyPay(reads, actor, p.idDepartament, { names: p.names, surnames: p.surnames, ci: p.ci }),
  );
  api.get(
    '/monthlypayments/SelectMonthlyPayments/:idGroup/:idStudent',
    {
      ...opt,
      summary: 'Mensualidades de la inscripción de un estudiante en un grupo',
      response: instalmentListAnswer,
      params: groupStudent,
    },
    async ({ params: p, actor }) => instalmentsOfStudent(reads, actor, p.idGroup, p.idStudent),
  );
  api.get(
    '/payments/selectPaymentsByIdGroupAndIdUser/:idGroup/:idStudent',
    {
      ...opt,
      summary: 'Pagos de la inscripción de un estudiante en un grupo',
      response: paymentListAnswer,
      params: groupStudent,
    },
    async ({ params: p, actor }) => paymentsOfStudent(reads, actor, p.idGroup, p.idStudent),
  );
  api.get(
    '/payments/selectPayments/:id',
    { ...opt, summary: 'Un pago', response: paymentAnswer, params: params({ id: pathInt() }) },
    async ({ params: p, actor }) => paymentById(reads, actor, p.id),
  );

  api.get(
    '/payments/receipt/:idPago',
    {
      ...opt,
      summary: 'Recibo PDF de un pago de mensualidad',
      produces: 'application/pdf',
      params: params({ idPago: pathInt() }),
    },
    async ({ params: p, actor, ctx }) => {
      const { pdf, fileName } = await paymentReceipt(db, actor, p.idPago, publicUrl(ctx));
      // Inline, so that the SPA's new tab shows it; saving keeps the exact name.
      sendPdf(ctx, pdf, fileName, { disposition: 'inline' });
      return undefined;
    },
  );

  api.get(
    '/payments/receipts',
    {
      ...opt,
      summary: 'Los recibos PDF de varios pagos de mensualidad en un solo documento (un recibo por página)',
      produces: 'application/pdf',
      query: receiptsQuery,
    },
    async ({ query, actor, ctx }) => {
      const ids = [...new Set(String(query.ids).split(',').map(Number))];
      const { pdf, fileName } = await paymentReceipts(db, actor, ids, publicUrl(ctx));
      sendPdf(ctx, pdf, fileName, { disposition: 'inline' });
      return undefined;
    },
  );

  api.post(
    '/payments/insertPayments',
    {
      ...opt,
      summary:
        'Paga varias mensualidades de una inscripción de una vez: el total cubre las pendientes de la más antigua en adelante, con un pago y un recibo por mensualidad',
      response: batchWriteAnswer,
      body: insertManyBody,
    },
    async ({ body: b, actor }) => {
      const ids = await payInstalments(db, actor, {
        enrolmentId: b.idGroupUser,
        paymentTypeId: b.idPaymentType,
        departmentId: b.idDepartament ?? null,
        totalCents: cents(b.subTotal),
        instalmentCount: b.instalments ?? null,
        description: b.description ?? '',
      });
      const data = await Promise.all(ids.map((idPago) => paymentById(db, actor, idPago)));
      return {
        msg:
          ids.length === 1 ? 'Se registro el pago correctamente' : `Se registraron ${ids.length} pagos correctamente`,
        type: 1,
        idPagos: ids,
        data,
      };
    },
  );

  api.post(
    '/payments/insertPayment',
    { ...opt, summary: 'Registra el pago de una mensualidad', response: paymentWriteAnswer, body: insertBody },
    async ({ body: b, actor }) => {
      const idPago = await pay(db, actor, {
        instalmentId: b.idMonthlyPayment,
        enrolmentId: b.idGroupUser,
        paymentTypeId: b.idPaymentType,
        departmentId: b.idDepartament ?? null,
        totalCents: cents(b.subTotal),
        discountCents: cents(b.discount),
        balanceCents: b.balance == null ? null : cents(b.balance),
        monthlyAmountCents: b.monthlyPayment == null ? null : cents(b.monthlyPayment),
        description: b.description ?? '',
      });
      return { msg: 'Se registro el pago correctamente', type: 1, idPago, data: await paymentById(db, actor, idPago) };
    },
  );

  api.put(
    '/payments/updatePayment',
    { ...opt, summary: 'Corrige un pago de mensualidad', response: paymentWriteAnswer, body: updateBody },
    async ({ body: b, actor }) => {
      await editPaymentRecord(db, actor, {
        paymentId: b.idPayment,
        instalmentId: b.idMonthlyPayment,
        enrolmentId: b.idGroupUser,
        paymentTypeId: b.idPaymentType,
        totalCents: cents(b.subTotal),
        discountCents: cents(b.discount),
        balanceCents: cents(b.balance),
        monthlyAmountCents: cents(b.monthlyAmount),
        oldTotalCents: cents(b.oldSubTotal),
        oldDiscountCents: cents(b.oldDiscount),
        description: b.description ?? '',
        version: b.version,
      });
      return {
        msg: 'Se actualizo el pago correctamente',
        type: 1,
        idPago: b.idPayment,
        data: await paymentById(db, actor, b.idPayment),
      };
    },
  );

  api.put(
    '/payments/deletePayment',
    { ...opt, summary: 'Anula o reactiva un pago de mensualidad', response: paymentStateAnswer, body: deleteBody },
    async ({ body: b, actor }) => {
      await setPaymentState(db, actor, {
        paymentId: b.idPayment,
        instalmentId: b.idMonthlyPayment,
        state: b.state,
        totalCents: cents(b.subTotal),
        discountCents: cents(b.discount),
        balanceCents: cents(b.balance),
        monthlyAmountCents: cents(b.monthlyAmount),
        version: b.version,
      });
      const verb = voidVerb(actor, b.state);
      return { msg: `Se ${verb} el pago correctamente`, type: 1, idPago: b.idPayment };
    },
  );
}

/** Monthly-fee payments and their receipts (spec 02 §2 "Student payments"); documented endpoints only. */
export function registerPayments({ router, db }: ModuleDeps) {
  mountPaymentRoutes(router, db);
  return [];
}
