/**
 * What a shift took in and paid out: the receipts the cashier issued between the opening and the close (or now)
 * — fees, lessons, incomes — and the expenses, read with the cashier report's own queries so both agree.
 * Voided receipts count nowhere, as in that report; a change made after the close shows as a new expected.
 */
import type { Knex } from 'knex';
import { expectedCashCents, isCashType, type ShiftReceipt, type ShiftSummary } from '../../../../domain/cash-shift.js';
import { toBs } from '../../lib/money.js';
import { nowIso } from '../../lib/time.js';
import {
  expenseRows,
  groupIncome,
  individualIncome,
  otherIncome,
  type CashierScope,
} from '../reports/cashier.queries.js';

type Row = Record<string, any>;
/** What incomes are listed under when the department has no cash type. */
const CASH = 'EFECTIVO';

export interface ShiftRow {
  id: number;
  departmentId: number;
  cashierId: number;
  openedAt: string;
  openingCents: number;
  closedAt: string | null;
  expectedCents: number | null;
  countedCents: number | null;
  differenceCents: number | null;
}

/** Centavos of every figure, for the service's rules; `shiftSummary` turns them into the answer. */
export async function shiftMovements(db: Knex, shift: ShiftRow, now = nowIso()) {
  // The report's scope: one cashier, [opened, closed) — a shift still open runs to this instant (inclusive).
  const to = shift.closedAt ?? new Date(Date.parse(now) + 1).toISOString();
  const scope: CashierScope = {
    departmentId: shift.departmentId,
    cashierId: shift.cashierId,
    from: shift.openedAt,
    to,
    startDate: '',
    endDate: '',
  };
  const [fees, lessons, others, expenses, types] = await Promise.all([
    groupIncome(db, scope),
    individualIncome(db, scope),
    otherIncome(db, scope),
    expenseRows(db, scope),
    db('paymentTypes').where({ departmentId: shift.departmentId }).orderBy('id').select('name', 'cash'),
  ]);
  // The rows carry the payment type's name, unique in the department: its 'Es efectivo' mark decides.
  const cashTypes = types.filter((t: Row) => isCashType(t)).map((t: Row) => t.name as string);
  const cashNames = new Set(cashTypes);
  const incomeType = cashTypes[0] ?? CASH;
  const receipts: Array<Omit<ShiftReceipt, 'monto'> & { cents: number; cash: boolean }> = [
    ...fees.map((r: Row) => ({
      tipo: 'mensualidad' as const,
      codigo: String(r.codigo),
      fecha: r.fechaPago,
      detalle: r.detalle,
      tipoPago: r.tipo,
      cents: Number(r.subTotal),
      cash: cashNames.has(r.tipo),
    })),
    ...lessons.map((r: Row) => ({
      tipo: 'clase' as const,
      codigo: String(r.codigo),
      fecha: r.fechaPago,
      detalle: r.detalle,
      tipoPago: r.tipo,
      cents: Number(r.subTotal),
      cash: cashNames.has(r.tipo),
    })),
    ...others.map((r) => ({
      tipo: 'ingreso' as const,
      codigo: r.codigo,
      fecha: r.fechaPago,
      detalle: [r.tipo, r.nombre].filter(Boolean).join(' - '),
      tipoPago: incomeType,
      cents: Number(r.total),
      cash: true,
    })),
  ].sort((a, b) => a.fecha.localeCompare(b.fecha));
  const byType = new Map<string, number>();
  for (const r of receipts) byType.set(r.tipoPago, (byType.get(r.tipoPago) ?? 0) + r.cents);
  const cashInCents = receipts.filter((r) => r.cash).reduce((sum, r) => sum + r.cents, 0);
  const cashOutCents = expenses.reduce((sum, e) => sum + Number(e.total), 0);
  return {
    receipts,
    expenses,
    byType,
    cashInCents,
    cashOutCents,
    expectedCents: expectedCashCents(shift.openingCents, cashInCents, cashOutCents),
  };
}

/** The shift as the API answers it. */
export async function shiftSummary(db: Knex, shift: ShiftRow, cashier: string): Promise<ShiftSummary> {
  const m = await shiftMovements(db, shift);
  return {
    idCaja: shift.id,
    cajero: cashier,
    apertura: shift.openedAt,
    fondoInicial: toBs(shift.openingCents),
    recibos: m.receipts.map(({ cents, cash: _cash, ...r }) => ({ ...r, monto: toBs(cents) })),
    egresos: m.expenses.map((e) => ({
      codigo: e.codigo,
      fecha: e.fechaRegistro,
      nombre: e.nombre,
      monto: toBs(Number(e.total)),
    })),
    totalesPorTipo: [...m.byType].map(([tipoPago, cents]) => ({ tipoPago, monto: toBs(cents) })),
    efectivoRecibido: toBs(m.cashInCents),
    efectivoPagado: toBs(m.cashOutCents),
    esperado: toBs(m.expectedCents),
    cierre: shift.closedAt,
    esperadoCierre: shift.expectedCents === null ? null : toBs(shift.expectedCents),
    contado: shift.countedCents === null ? null : toBs(shift.countedCents),
    diferencia: shift.differenceCents === null ? null : toBs(shift.differenceCents),
    modificadoTrasCierre: shift.expectedCents !== null && shift.expectedCents !== m.expectedCents,
  };
}
