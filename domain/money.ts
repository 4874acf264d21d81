/**
 * The one way money is written, on every screen, document and workbook: Bolivian notation, a point between
 * thousands and a comma before the two decimals ('Bs 1.200,00'). Integer centavos in, text out, no float arithmetic.
 */

/** Centavos → '1.234,50' (for columns whose header already says Bs). */
export function formatAmount(cents: number): string {
  const abs = Math.abs(Math.trunc(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')}`;
}

/** Centavos → 'Bs 1.234,50'. */
export function formatBs(cents: number): string {
  return `Bs ${formatAmount(cents)}`;
}

/** Centavos → '1234,50': the value an editable amount field starts with (no thousands points, so it parses back). */
export function amountInputText(cents: number): string {
  return formatAmount(cents).replace(/\./g, '');
}

/** A Bs number of an API answer (two decimals at most) → centavos, without float drift. */
export function bsToCents(bs: number | string | null | undefined): number {
  const n = Number(bs ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

/**
 * The Excel number format of money cells: cells stay numeric; Excel draws the separators of the reader's locale,
 * which on a Bolivian (es-BO) system is '1.234,50'.
 */
export const XLSX_MONEY_FORMAT = '#,##0.00';

/** Splits a total into n parts; the remainder goes on the last part (a group's cost into its instalments). */
export function splitCents(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => (i === parts - 1 ? total - base * (parts - 1) : base));
}
