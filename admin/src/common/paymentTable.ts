import type { Instalment, PaymentRow } from '../providers/calls/payments';

/**
 * The rows of the student payments table (spec 02 §4): each instalment's payments in order, then, while the
 * instalment has saldo, a pending row with what remains. Only the first unpaid instalment's pending row can be
 * paid; the later ones stay inactive until reached.
 */
export type TableRow =
  | { kind: 'payment'; key: string; instalment: Instalment; payment: PaymentRow }
  | { kind: 'pending'; key: string; instalment: Instalment; partial: boolean; payable: boolean };

export function buildRows(instalments: Instalment[], payments: PaymentRow[]): TableRow[] {
  const rows: TableRow[] = [];
  const ordered = [...instalments].sort((a, b) => a.nroMensualidad - b.nroMensualidad);
  for (const instalment of ordered) {
    const own = payments
      .filter((p) => p.idMensualidad === instalment.idMensualidad)
      .sort((a, b) => a.idPago - b.idPago);
    for (const payment of own) rows.push({ kind: 'payment', key: `p${payment.idPago}`, instalment, payment });
    if (instalment.saldo > 0 && Number(instalment.estado) === 1) {
      rows.push({
        kind: 'pending',
        key: `i${instalment.idMensualidad}`,
        instalment,
        partial: own.some((p) => p.estado === 1),
        payable: instalment.pagable,
      });
    }
  }
  return rows;
}

/** Number typed by the cashier ("12,5" allowed) → centavos; null when not a number with at most 2 decimals. */
export function inputCents(value: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Bs (two decimals at most) → centavos without float drift. */
export const bsToCents = (bs: number) => Math.round(bs * 100);

/**
 * The instalments one payment dialog can settle from `first` on: its enrolment's active instalments with saldo,
 * oldest first (several are paid in one go, each with its own receipt).
 */
export function owedFrom(first: Instalment, instalments: Instalment[]): Instalment[] {
  return instalments
    .filter(
      (i) =>
        i.idGrupoUsuario === first.idGrupoUsuario &&
        Number(i.estado) === 1 &&
        i.saldo > 0 &&
        i.nroMensualidad >= first.nroMensualidad,
    )
    .sort((a, b) => a.nroMensualidad - b.nroMensualidad);
}

/** A payment's receipt as the dialogs pass it on. */
export interface ReceiptRef {
  idPago: number;
  codigo: number;
}
