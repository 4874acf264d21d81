/**
 * The cashier's shift and its close ('Cierre de caja'): messages, the expected-cash rule and the
 * shape GET /api/counter/shift… answers (Bs with two decimals, instants as UTC ISO strings).
 */
import { laPazDayOf } from './la-paz-clock.js';

export const SHIFT_MESSAGES = {
  openingRequired: 'Ingrese el fondo inicial',
  countedRequired: 'Ingrese el efectivo contado',
  alreadyOpen: 'Ya tiene una caja abierta.',
  notOpen: 'No tiene una caja abierta. Abra la caja con el fondo inicial.',
  alreadyClosed: 'La caja ya fue cerrada.',
  /** A taking (payment, income, expense) refused because its cashier has no open shift. */
  noShift: 'No tiene una caja abierta: abra la caja para registrar cobros, ingresos o egresos.',
  opened: 'Caja abierta',
  closed: 'Caja cerrada',
  notFound: 'No se encontró el cierre de caja.',
  paymentLocked: 'La caja de ese día ya fue cerrada: solo el administrador puede modificar o anular este pago.',
  /** The same refusal for an income or an expense. */
  entryLocked: 'La caja de ese día ya fue cerrada: solo el administrador puede modificar o anular este registro.',
  /** Why a cashier's Editar / Eliminar are disabled on such a row (tooltip). */
  lockedReason: 'Caja cerrada: solo el administrador puede modificarlo',
} as const;

/**
 * The edit lock after a close: a taking (payment, income, expense) made before its cashier closed a shift on the
 * same La Paz day may be edited or voided by role 1 only. `closedAts` are that cashier's close instants (UTC ISO,
 * as stored). The server refuses with this rule and the lists mark such rows with it (`cajaCerrada`).
 */
/** Whether the lock applies to this actor: role 1 is never locked; `cajaCerrada` is the server's mark of a row. */
export const lockedForRole = (roleId: number | undefined, cajaCerrada: boolean | undefined) =>
  roleId !== 1 && cajaCerrada === true;

export function lockedByClose(takenAt: string, closedAts: readonly string[]): boolean {
  const day = laPazDayOf(takenAt);
  return closedAts.some((closedAt) => Date.parse(closedAt) >= Date.parse(takenAt) && laPazDayOf(closedAt) === day);
}

/**
 * Which payment type is cash: its catalogue mark 'Es efectivo' (payment_types.cash), never its name, so a
 * renamed type keeps counting. Incomes and expenses record no payment type; they are taken at and paid from
 * the drawer, so they count as cash.
 */
export const isCashType = (type: { cash?: unknown } | null | undefined) =>
  type?.cash === true || Number(type?.cash) === 1;

/** The machine-readable reason beside the message when a taking is refused for want of an open shift. */
export const NO_SHIFT_CODE = 'SIN_CAJA';

/** Expected cash in the drawer: opening + cash received − cash paid out (centavos). */
export const expectedCashCents = (openingCents: number, cashInCents: number, cashOutCents: number) =>
  openingCents + cashInCents - cashOutCents;

export interface ShiftReceipt {
  tipo: 'mensualidad' | 'clase' | 'ingreso';
  codigo: string;
  fecha: string;
  detalle: string;
  tipoPago: string;
  monto: number;
}
interface ShiftExpense {
  codigo: number;
  fecha: string;
  nombre: string;
  monto: number;
}

export interface ShiftSummary {
  idCaja: number;
  cajero: string;
  apertura: string;
  fondoInicial: number;
  recibos: ShiftReceipt[];
  egresos: ShiftExpense[];
  /** Receipts by payment type (incomes under the department's cash type). */
  totalesPorTipo: Array<{ tipoPago: string; monto: number }>;
  efectivoRecibido: number;
  efectivoPagado: number;
  /** Recomputed now: after a close, differs from `esperadoCierre` when a payment was changed later (role 1). */
  esperado: number;
  cierre: string | null;
  esperadoCierre: number | null;
  contado: number | null;
  diferencia: number | null;
  modificadoTrasCierre: boolean;
}

export interface ShiftState {
  abierta: ShiftSummary | null;
  fondoSugerido: number;
}

export interface ShiftListRow {
  idCaja: number;
  cajero: string;
  apertura: string;
  cierre: string;
  fondoInicial: number;
  esperado: number;
  contado: number;
  diferencia: number;
  /** Its takings changed after the close (role 1 edits): the expected cash recomputed now (`esperadoAhora`) differs. */
  modificadoTrasCierre: boolean;
  esperadoAhora: number;
}

/** 'Cierre de caja N° {id}.pdf' and the PDF's title. */
export const shiftCloseTitle = 'Cierre de caja';
export const shiftCloseFileName = (id: number) => `Cierre de caja N° ${id}.pdf`;
