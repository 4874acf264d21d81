import { bsToCents, formatBs } from '../../../domain/money';
import { showDate, showHour, showInstant, showLaPazDay, showWeekday, todayLaPaz } from '../common/dates';

/** The app's one money and date format (common/dates.ts), under the portal's short names; no staff catalogue. */
export const money = (amount: number) => formatBs(bsToCents(amount));
export const day = showDate;
export const instant = showInstant;
export const hour = showHour;
export const weekday = showWeekday;
export const laPazDay = showLaPazDay;
export const thisMonth = () => todayLaPaz().slice(0, 7);
