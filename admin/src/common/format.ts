import { amountInputText, bsToCents, formatAmount, formatBs } from '../../../domain/money';
import { appMessages } from '../i18n/esApp';

const GENERIC_ERROR = appMessages.common.generic;

/** How every screen shows money, dates and errors: Bs with two decimals, La Paz time (UTC−4, no daylight saving). */

/** An API amount in Bs as '1.200,00' (the one money format of domain/money.ts), for columns already labelled Bs. */
export const showBs = (amount: number | string | null | undefined) => formatAmount(bsToCents(amount));

/** An API amount in Bs as 'Bs 1.200,00'. */
export const showMoney = (amount: number | string | null | undefined) => formatBs(bsToCents(amount));

/** An API amount in Bs as the text an editable amount field starts with ('1200,00'). */
export const inputBs = (amount: number | string | null | undefined) => amountInputText(bsToCents(amount));

/** The sum of amounts in Bs, added in centavos as the server counts money (no float drift over many rows). */
export const sumBs = (amounts: Iterable<number | string | null | undefined>) => {
  let cents = 0;
  for (const amount of amounts) cents += Math.round(Number(amount ?? 0) * 100);
  return cents / 100;
};

export { showDate, showInstant, todayLaPaz } from './dates';

/** The lower limit of every date picker (spec 02 §5). */
export const FIRST_DATE = '2010-01-01';

/** The server's Spanish msg (httpClient puts it in the error) or the generic text. */
export const errorText = (error: unknown, fallback: string = GENERIC_ERROR) => (error as Error)?.message || fallback;

/** A path segment of the documented endpoints: empty parameters are sent as the word null (spec 02 §5). */
export const segment = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === ''
    ? 'null'
    : encodeURIComponent(String(value).trim());
