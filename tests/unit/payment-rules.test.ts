import { describe, expect, it } from 'vitest';
import {
  applyPayment,
  checkPayment,
  editingBalance,
  editPayment,
  isPaymentEditable,
  payableInstalment,
  PaymentRuleError,
  PAYMENT_MESSAGES,
  runningBalances,
  spreadPayment,
  voidPayment,
} from '../../domain/payment-rules.js';

const amounts = (totalCents: number, discountCents: number) => ({ totalCents, discountCents });

describe('payment checks of spec 02 §5, in order', () => {
  it('refuses a discount above the saldo first', () => {
    expect(checkPayment(10000, amounts(0, 10001))).toBe('El descuento no puede ser mayor al saldo');
    // Both discount and total are over the saldo: the discount check comes first.
    expect(checkPayment(10000, amounts(20000, 20000))).toBe('El descuento no puede ser mayor al saldo');
  });

  it('then a total above the saldo', () => {
    expect(checkPayment(10000, amounts(10001, 0))).toBe('El total a pagar no debe ser mayor al saldo');
    expect(checkPayment(10000, amounts(10001, 10000))).toBe('El total a pagar no debe ser mayor al saldo');
  });

  it('then the sum of total and discount above the saldo', () => {
    expect(checkPayment(10000, amounts(6000, 4001))).toBe(
      'La suma del total mas el descuento no debe ser mayor al saldo',
    );
  });

  it('then both zero', () => {
    expect(checkPayment(10000, amounts(0, 0))).toBe('El total a pagar o el descuento deben tener un valor mayor a 0');
    // A zero saldo with zero amounts passes the first three checks and stops at the fourth.
    expect(checkPayment(0, amounts(0, 0))).toBe('El total a pagar o el descuento deben tener un valor mayor a 0');
  });

  it('accepts exact and partial payments, and a discount alone', () => {
    expect(checkPayment(10000, amounts(10000, 0))).toBeNull();
    expect(checkPayment(10000, amounts(6000, 4000))).toBeNull();
    expect(checkPayment(10000, amounts(0, 1))).toBeNull();
    expect(checkPayment(1, amounts(1, 0))).toBeNull();
  });
});

describe('payment arithmetic', () => {
  it('saldo after = saldo − (total + discount); cancelado when it reaches 0', () => {
    expect(applyPayment(40000, amounts(15000, 5000))).toEqual({ balanceAfterCents: 20000, paid: false });
    expect(applyPayment(20000, amounts(19999, 1))).toEqual({ balanceAfterCents: 0, paid: true });
  });

  it('throws the check message when a rule is broken', () => {
    expect(() => applyPayment(100, amounts(101, 0))).toThrow(PaymentRuleError);
    expect(() => applyPayment(100, amounts(101, 0))).toThrow('El total a pagar no debe ser mayor al saldo');
  });

  it('editing gives back the old amounts before applying the new ones', () => {
    // Instalment of 400 Bs, a payment of 300 + 50 discount left 50.
    expect(editingBalance(5000, amounts(30000, 5000))).toBe(40000);
    expect(editPayment(5000, amounts(30000, 5000), amounts(40000, 0))).toEqual({ balanceAfterCents: 0, paid: true });
    expect(editPayment(5000, amounts(30000, 5000), amounts(10000, 0))).toEqual({
      balanceAfterCents: 30000,
      paid: false,
    });
    expect(() => editPayment(5000, amounts(30000, 5000), amounts(40000, 1))).toThrow(
      'La suma del total mas el descuento no debe ser mayor al saldo',
    );
    expect(() => editPayment(0, amounts(100, 0), amounts(0, 0))).toThrow(
      'El total a pagar o el descuento deben tener un valor mayor a 0',
    );
  });

  it('voiding gives the amounts back', () => {
    expect(voidPayment(0, amounts(30000, 10000))).toEqual({ balanceAfterCents: 40000, paid: false });
    expect(voidPayment(5000, amounts(1000, 0))).toEqual({ balanceAfterCents: 6000, paid: false });
  });

  it('keeps the saldo of each payment of an instalment in order', () => {
    expect(runningBalances(50000, [amounts(20000, 0), amounts(10000, 5000), amounts(15000, 0)])).toEqual([
      30000, 15000, 0,
    ]);
    expect(runningBalances(50000, [])).toEqual([]);
  });
});

describe('which instalment is payable and which payment is editable (spec 02 §4)', () => {
  const inst = (id: number, number: number, balanceCents: number, status = 1) => ({ id, number, balanceCents, status });

  it('only the first instalment with saldo > 0, in number order', () => {
    expect(payableInstalment([inst(3, 3, 100), inst(1, 1, 0), inst(2, 2, 50)])?.id).toBe(2);
    expect(payableInstalment([inst(1, 1, 0), inst(2, 2, 0)])).toBeNull();
    expect(payableInstalment([inst(1, 1, 100, 0), inst(2, 2, 100)])?.id).toBe(2);
  });

  it('the latest active payment of an instalment, or any of an instalment not fully paid', () => {
    expect(isPaymentEditable({ id: 5, status: 1 }, { balanceCents: 0 }, [3, 5])).toBe(true);
    expect(isPaymentEditable({ id: 3, status: 1 }, { balanceCents: 0 }, [3, 5])).toBe(false);
    expect(isPaymentEditable({ id: 3, status: 1 }, { balanceCents: 100 }, [3, 5])).toBe(true);
    expect(isPaymentEditable({ id: 5, status: 0 }, { balanceCents: 100 }, [3])).toBe(false);
  });
});

describe('spreadPayment: several instalments in one go, oldest first', () => {
  it('settles whole instalments and leaves the last one reached partly paid', () => {
    expect(spreadPayment([50000, 50000, 50000], 150000)).toEqual([50000, 50000, 50000]);
    expect(spreadPayment([20000, 50000, 50000], 95050)).toEqual([20000, 50000, 25050]);
    expect(spreadPayment([50000, 50000], 100)).toEqual([100]);
  });

  it('refuses more than is owed, nothing, and an enrolment that owes nothing', () => {
    expect(() => spreadPayment([50000, 50000], 100001)).toThrow(PAYMENT_MESSAGES.totalOverOwed);
    expect(() => spreadPayment([50000], 0)).toThrow(PAYMENT_MESSAGES.bothZero);
    expect(() => spreadPayment([], 100)).toThrow(PAYMENT_MESSAGES.nothingOwed);
  });
});
