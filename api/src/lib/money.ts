/** Money is integer centavos inside the server; Bs with two decimals only at the API boundary. */

export { splitCents } from '../../../domain/money.js';

/** Bs 1 000 000: the largest amount one payment, income or expense may carry. */
export const MAX_AMOUNT_CENTS = 100_000_000;
export const AMOUNT_TOO_LARGE = 'El monto no puede ser mayor a Bs 1.000.000';

/** Parses a Bs amount ("12.5", 12.5, "12,50") into centavos without float arithmetic; null if not a valid amount. */
export function toCents(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim().replace(',', '.');
  const match = /^(-?)(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Centavos to a Bs number with two decimals, for JSON responses. */
export function toBs(cents: number | null | undefined): number {
  if (cents === null || cents === undefined) return 0;
  return Number(formatBs(cents));
}

/** Centavos to "1234.50": the machine form for JSON; what people read comes from domain/money.ts. */
export function formatBs(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
