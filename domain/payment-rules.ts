/**
 * The arithmetic and the checks of a monthly-fee payment (spec 02 §5 and §9, docs/DOMAIN.md "Group fees"),
 * kept pure so that they are unit-tested and the service only adds locking and storage.
 * Every amount is integer centavos.
 */

export const PAYMENT_MESSAGES = {
  discountOverBalance: 'El descuento no puede ser mayor al saldo',
  totalOverBalance: 'El total a pagar no debe ser mayor al saldo',
  sumOverBalance: 'La suma del total mas el descuento no debe ser mayor al saldo',
  bothZero: 'El total a pagar o el descuento deben tener un valor mayor a 0',
  totalRequired: 'Ingrese un total',
  notANumber: 'Debe ingresar un número',
  discountRequired: 'Ingrese un descuento',
  balanceRequired: 'Ingrese un saldo',
  paymentTypeRequired: 'Seleccione un Tipo de Pago',
  totalOverOwed: 'El total a pagar no debe ser mayor a la deuda de las mensualidades pendientes',
  nothingOwed: 'La inscripción no tiene mensualidades pendientes.',
} as const;

export interface PaymentAmounts {
  /** subTotal: the cash received. */
  totalCents: number;
  discountCents: number;
}

export interface AppliedPayment {
  balanceAfterCents: number;
  /** cancelado: the instalment is settled. */
  paid: boolean;
}

/**
 * The spec's save checks against the saldo, in the spec's order; the first failing one's message, or null.
 * Negative amounts never reach here (the request schema refuses them), but are refused anyway.
 */
export function checkPayment(balanceCents: number, { totalCents, discountCents }: PaymentAmounts): string | null {
  if (totalCents < 0 || discountCents < 0) return PAYMENT_MESSAGES.notANumber;
  if (balanceCents < discountCents) return PAYMENT_MESSAGES.discountOverBalance;
  if (balanceCents < totalCents) return PAYMENT_MESSAGES.totalOverBalance;
  if (totalCents + discountCents > balanceCents) return PAYMENT_MESSAGES.sumOverBalance;
  if (totalCents === 0 && discountCents === 0) return PAYMENT_MESSAGES.bothZero;
  return null;
}

/** Spec 02 §5: a lesson payment applies the same checks against what is left of the price, saying 'precio'. */
export function checkLessonPayment(priceLeftCents: number, amounts: PaymentAmounts): string | null {
  return checkPayment(priceLeftCents, amounts)?.replace('saldo', 'precio') ?? null;
}

/** saldo after = saldo − (total + descuento); cancelado = saldo after = 0. Throws on a failed check. */
export function applyPayment(balanceCents: number, amounts: PaymentAmounts): AppliedPayment {
  const problem = checkPayment(balanceCents, amounts);
  if (problem) throw new PaymentRuleError(problem);
  const balanceAfterCents = balanceCents - (amounts.totalCents + amounts.discountCents);
  return { balanceAfterCents, paid: balanceAfterCents === 0 };
}

/** The saldo a payment's edit is checked against: the instalment's saldo plus what the payment took (spec §9). */
export function editingBalance(balanceCents: number, old: PaymentAmounts): number {
  return balanceCents + old.totalCents + old.discountCents;
}

/** Editing gives back the old subTotal + descuento first, then applies the new values with the same checks. */
export function editPayment(balanceCents: number, old: PaymentAmounts, next: PaymentAmounts): AppliedPayment {
  return applyPayment(editingBalance(balanceCents, old), next);
}

/** Voiding (state 0) gives the payment's subTotal + descuento back to the instalment. */
export function voidPayment(balanceCents: number, old: PaymentAmounts): AppliedPayment {
  const balanceAfterCents = editingBalance(balanceCents, old);
  return { balanceAfterCents, paid: balanceAfterCents === 0 };
}

/**
 * The saldo left after each payment of one instalment, in the order they were made: the stored `saldo` of
 * every active payment row is kept coherent with the instalment after an edit or a void.
 */
export function runningBalances(amountCents: number, payments: PaymentAmounts[]): number[] {
  let balance = amountCents;
  return payments.map((p) => (balance -= p.totalCents + p.discountCents));
}

/** The first instalment with saldo > 0 is the only payable one (instalments ordered by number). */
export function payableInstalment<T extends { id: number; number: number; balanceCents: number; status: number }>(
  instalments: T[],
): T | null {
  return (
    [...instalments]
      .filter((i) => i.status === 1)
      .sort((a, b) => a.number - b.number)
      .find((i) => i.balanceCents > 0) ?? null
  );
}

/**
 * Several instalments paid in one go: the cash goes to the owed instalments oldest first (the spec's rule that only
 * the first pending one is payable, applied one after another), each taking at most its saldo; the last one may be
 * left partly paid. `balances` are the owed saldos in number order; the answer is what each one takes, without the
 * instalments the cash does not reach. A total over what is owed, or zero, breaks the rule.
 */
export function spreadPayment(balances: number[], totalCents: number): number[] {
  const owed = balances.reduce((sum, b) => sum + b, 0);
  if (owed === 0) throw new PaymentRuleError(PAYMENT_MESSAGES.nothingOwed);
  if (totalCents <= 0) throw new PaymentRuleError(PAYMENT_MESSAGES.bothZero);
  if (totalCents > owed) throw new PaymentRuleError(PAYMENT_MESSAGES.totalOverOwed);
  const shares: number[] = [];
  let left = totalCents;
  for (const balance of balances) {
    if (left === 0) break;
    const share = Math.min(left, balance);
    shares.push(share);
    left -= share;
  }
  return shares;
}

/**
 * A payment can be edited or voided when it is the latest active payment of its instalment, or when its
 * instalment is not fully paid (spec 02 §4).
 */
export function isPaymentEditable(
  payment: { id: number; status: number },
  instalment: { balanceCents: number },
  activePaymentIds: number[],
): boolean {
  if (payment.status !== 1) return false;
  if (instalment.balanceCents > 0) return true;
  return Math.max(...activePaymentIds) === payment.id;
}

/** A broken payment rule; the service turns it into a 400 with this message. */
export class PaymentRuleError extends Error {}
