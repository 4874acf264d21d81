/**
 * Idempotency keys on the calls that create or change money: the header (the IETF draft's name), its limit,
 * the Spanish answers, and the one list of those calls. The API guards exactly these (api/src/http/idempotency.ts)
 * and the admin sends a key on exactly these (admin/src/providers/idempotency.ts).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Marks an answer that repeats the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_KEY_MAX = 255;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: `La cabecera ${IDEMPOTENCY_HEADER} debe tener entre 1 y ${IDEMPOTENCY_KEY_MAX} caracteres.`,
  otherRequest: `La clave ${IDEMPOTENCY_HEADER} ya se usó para otra solicitud con datos distintos. Use una clave nueva para una operación nueva.`,
  inProgress: 'Esta misma solicitud todavía está en proceso. Espere unos segundos y vuelva a intentar.',
} as const;

/**
 * The money calls, as `METHOD /api/path` (`:name` matches one path segment): monthly payments (pay, edit, void),
 * lesson payments, packages, practice income, incomes and expenses, on both faces.
 */
export const MONEY_ROUTES = [
  'POST /api/payments/insertPayment',
  'POST /api/payments/insertPayments',
  'PUT /api/payments/updatePayment',
  'PUT /api/payments/deletePayment',
  'POST /api/payments/insertPaymentLesson',
  'POST /api/ingress/insertIngress',
  'PUT /api/ingress/updateIngress',
  'PUT /api/ingress/deleteIngress',
  'POST /api/ingress/insertIngressPackage',
  'PUT /api/ingress/updateIngressPackage',
  'POST /api/ingress/insertPracticeTeacher',
  'PUT /api/ingress/updatePracticeTeacher',
  'POST /api/egress/insertEgress',
  'PUT /api/egress/updateEgress',
  'PUT /api/egress/deleteEgress',
  'POST /api/rest/incomes',
  'PUT /api/rest/incomes/:id',
  'DELETE /api/rest/incomes/:id',
  'POST /api/rest/expenses',
  'PUT /api/rest/expenses/:id',
  'DELETE /api/rest/expenses/:id',
] as const;

const patterns = MONEY_ROUTES.map((route) => {
  const [method, path] = route.split(' ') as [string, string];
  // Case-insensitive and with an optional trailing slash, as @koa/router matches routes.
  return { method, path: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`, 'i') };
});

/** Whether `METHOD path` (a request path, without query) is one of the money calls. */
export function isMoneyRoute(method: string, path: string): boolean {
  const upper = method.toUpperCase();
  return patterns.some((p) => p.method === upper && p.path.test(path));
}
