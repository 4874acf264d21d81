/**
 * The institute's dates and clock (La Paz, UTC−4, no daylight saving), with no other import: the staff screens
 * (common/format.ts) and the portal's light entry read the same functions.
 */
import { laPazWallClock as laPaz } from '../../../domain/la-paz-clock';

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const showDate = (date: string | null | undefined) =>
  date && /^\d{4}-\d{2}-\d{2}/.test(date) ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '';

/** A UTC instant shown in La Paz as 'DD/MM/YYYY HH:mm'. */
export const showInstant = (iso: string | null | undefined) => {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  const local = laPaz(iso);
  return `${showDate(local)} ${local.slice(11, 16)}`;
};

/** A UTC instant's La Paz day, 'DD/MM/YYYY'. */
export const showLaPazDay = (iso: string) => showDate(laPaz(iso));

/** A UTC instant's La Paz hour, 'HH:mm'. */
export const showHour = (iso: string) => laPaz(iso).slice(11, 16);

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
/** A UTC instant's La Paz weekday, in Spanish. */
export const showWeekday = (iso: string) => WEEKDAYS[new Date(laPaz(iso)).getUTCDay()];

/** Today in La Paz as YYYY-MM-DD: the upper limit of every date picker. */
export const todayLaPaz = () => laPaz(new Date().toISOString()).slice(0, 10);
