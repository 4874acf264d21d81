import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/es.js';
import { LA_PAZ_OFFSET_MINUTES, laPazDayOf } from '../../../domain/la-paz-clock.js';

dayjs.extend(utc);

/**
 * La Paz's wall clock is a fixed offset from UTC (domain/la-paz-clock.ts). dayjs applies it with utcOffset; the
 * timezone plugin's tz() would look the zone up through Intl on every call (~300 µs, against ~15 µs), and reports
 * print thousands of instants.
 */
/** An instant (ISO text, epoch ms or Date) on the La Paz wall clock. */
const laPaz = (instant: string | number | Date) => dayjs(instant).utcOffset(LA_PAZ_OFFSET_MINUTES);

/** The current instant as a UTC ISO string, the storage form of every instant. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Today's calendar date in La Paz, YYYY-MM-DD. */
export function todayLaPaz(now: Date = new Date()): string {
  return laPaz(now).format('YYYY-MM-DD');
}

/** A stored UTC instant shown in La Paz time. */
export function formatLaPaz(iso: string, pattern = 'DD/MM/YYYY HH:mm'): string {
  return laPaz(iso).locale('es').format(pattern);
}

/**
 * A stored UTC instant's La Paz day as 'DD/MM/YYYY'. Through the shared clock, not dayjs: a group's monthly-payment
 * report prints a date per paid instalment (thousands), and dayjs's parse and format made it grow with the history.
 */
export function laPazDay(iso: string): string {
  if (Number.isNaN(Date.parse(iso))) return laPaz(iso).format('DD/MM/YYYY');
  const day = laPazDayOf(iso);
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** A shown day 'DD/MM/YYYY' → the calendar date 'YYYY-MM-DD'; '' for anything else (workbooks write it as a date). */
export function isoDay(shown: unknown): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(shown ?? ''));
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** The UTC instants bounding a La Paz calendar day range [start 00:00, end 24:00). */
export function laPazDayRange(startDate: string, endDate: string): { from: string; to: string } {
  const from = dayjs.utc(`${startDate}T00:00:00`).subtract(LA_PAZ_OFFSET_MINUTES, 'minute');
  const to = dayjs.utc(`${endDate}T00:00:00`).add(1, 'day').subtract(LA_PAZ_OFFSET_MINUTES, 'minute');
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Adds whole months to a calendar date, clamping to the month's last day (Jan 31 + 1 → Feb 28). */
export function addMonths(date: string, months: number): string {
  return dayjs.utc(date).add(months, 'month').format('YYYY-MM-DD');
}

/** A calendar date `days` days later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Monday of the week (Monday to Sunday) of a calendar date. */
export function mondayOf(date: string): string {
  const day = dayjs.utc(date);
  return day.subtract((day.day() + 6) % 7, 'day').format('YYYY-MM-DD');
}

export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs.utc(value).format('YYYY-MM-DD') === value;
}
