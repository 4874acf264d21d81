/**
 * The events a webhook can subscribe to: machine names (sent as `event` and `X-Webhook-Event`) and the Spanish
 * label the 'Integraciones' page shows. Shared by the API (outbox, validation) and the admin (the form).
 */
export const WEBHOOK_EVENTS = {
  'payment.created': 'Pago de mensualidad registrado',
  'payment.updated': 'Pago de mensualidad editado',
  'payment.voided': 'Pago de mensualidad anulado',
  'lesson_payment.created': 'Pago de clase registrado',
  'income.created': 'Ingreso registrado',
  'expense.created': 'Egreso registrado',
  'enrolment.created': 'Inscripción creada',
  'enrolment.ended': 'Inscripción dada de baja',
  'shift.closed': 'Cierre de caja',
  'student.created': 'Estudiante registrado',
} as const;

export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;

export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENTS) as WebhookEvent[];

/** A delivery's state, as stored and shown. */
export const DELIVERY_STATUS = { PENDING: 'pendiente', DELIVERED: 'entregado', FAILED: 'fallido' } as const;
