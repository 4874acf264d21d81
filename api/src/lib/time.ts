import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import 'dayjs/locale/es.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** La Paz is UTC−4 all year (no daylight saving). */
export const LA_PAZ = 'America/La_Paz';
const OFFSET_MINUTES = -4 * 60;

/** The current instant as a UTC ISO string, the storage form of every instant. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Today's calendar date in La Paz, YYYY-MM-DD. */
export function todayLaPaz(now: Date = new Date()): string {
  const local = now.getTime() + OFFSET_MINUTES * 60_000;
  // Years 0–9999 read off the ISO text; anything else (or an invalid date) as dayjs prints it.
  if (local >= -62167219200000 && local < 253402300800000) return new Date(local).toISOString().slice(0, 10);
  return dayjs(now).utcOffset(OFFSET_MINUTES).format('YYYY-MM-DD');
}

/**
 * The patterns the app shows instants in, read off the La Paz wall clock as an ISO text ('YYYY-MM-DDTHH:mm:ss.sssZ'
 * shifted by −4 h): what dayjs prints for them, without dayjs's parse and format (~10 µs a call, more than the query
 * of a list of lessons that prints three per row).
 */
const shownDay = (l: string) => `${l.slice(8, 10)}/${l.slice(5, 7)}/${l.slice(0, 4)}`;
const shownDayTime = (l: string) => `${shownDay(l)} ${l.slice(11, 16)}`;
const WALL_CLOCK_PATTERNS: Record<string, (local: string) => string> = {
  'DD/MM/YYYY': shownDay,
  'DD/MM/YYYY HH:mm': shownDayTime,
  'DD/MM/YYYY HH:mm:ss': (l) => `${shownDay(l)} ${l.slice(11, 19)}`,
  'YYYY-MM-DD': (l) => l.slice(0, 10),
  'HH:mm': (l) => l.slice(11, 16),
  'HH:mm:ss.SSS': (l) => l.slice(11, 23),
};

/** A stored UTC instant shown in La Paz time. */
export function formatLaPaz(iso: string, pattern = 'DD/MM/YYYY HH:mm'): string {
  const wallClock = WALL_CLOCK_PATTERNS[pattern];
  // Only the stored form takes the short way; anything else (another form, a year past 9999) is dayjs's to read.
  if (wallClock && typeof iso === 'string' && iso.length === 24 && iso[10] === 'T' && iso[23] === 'Z') {
    const ms = Date.parse(iso);
    const local = Number.isNaN(ms) ? '' : new Date(ms + OFFSET_MINUTES * 60_000).toISOString();
    if (local.length === 24) return wallClock(local);
  }
  return dayjs(iso).utcOffset(OFFSET_MINUTES).locale('es').format(pattern);
}

/**
 * An instant (epoch ms) as La Paz 'DD/MM/YYYY HH:mm', what formatLaPaz(iso) prints, without dayjs: a busy month's
 * report prints thousands of them (issue 27). La Paz has no daylight saving, so a fixed shift is exact.
 */
export function laPazDateTime(ms: number): string {
  const local = new Date(ms + OFFSET_MINUTES * 60_000).toISOString();
  if (local.length !== 24) return formatLaPaz(new Date(ms).toISOString()); // years beyond 9999 or before 0
  return shownDayTime(local);
}

/**
 * A stored UTC instant's La Paz day as 'DD/MM/YYYY'. Reports format thousands of them, so the stored form
 * ('YYYY-MM-DDTHH:mm:ss.sssZ') is read as text: from 04:00 UTC on, La Paz is on the same day. Anything earlier
 * (or any other form) goes through Date.
 */
export function laPazDay(iso: string): string {
  const local = iso.length === 24 && iso[23] === 'Z' && iso.slice(11, 13) >= '04' ? iso
    : new Date(Date.parse(iso) + OFFSET_MINUTES * 60_000).toISOString();
  return shownDay(local);
}

/** A shown day 'DD/MM/YYYY' → the calendar date 'YYYY-MM-DD'; '' for anything else (workbooks write it as a date). */
export function isoDay(shown: unknown): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(shown ?? ''));
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** The UTC instants bounding a La Paz calendar day range [start 00:00, end 24:00). */
export function laPazDayRange(startDate: string, endDate: string): { from: string; to: string } {
  const [start, end] = [utcMidnight(startDate), utcMidnight(endDate)];
  if (start !== null && end !== null) {
    return { from: new Date(start - OFFSET_MINUTES * 60_000).toISOString(), to: new Date(end + 86_400_000 - OFFSET_MINUTES * 60_000).toISOString() };
  }
  const from = dayjs.utc(`${startDate}T00:00:00`).subtract(OFFSET_MINUTES, 'minute');
  const to = dayjs.utc(`${endDate}T00:00:00`).add(1, 'day').subtract(OFFSET_MINUTES, 'minute');
  return { from: from.toISOString(), to: to.toISOString() };
}

/**
 * A 'YYYY-MM-DD' date's UTC midnight in epoch ms, a day past the month's end rolling over as dayjs does (Date.UTC);
 * null for any other text. The dashboard and the reports turn a few dates into ranges on every request: plain
 * arithmetic, not a dayjs object each.
 */
function utcMidnight(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match || match[1]! < '1000') return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Adds whole months to a calendar date, clamping to the month's last day (Jan 31 + 1 → Feb 28). */
export function addMonths(date: string, months: number): string {
  return dayjs.utc(date).add(months, 'month').format('YYYY-MM-DD');
}

/** A calendar date `days` days later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  const midnight = utcMidnight(date);
  const shifted = midnight === null || !Number.isInteger(days) ? null : new Date(midnight + days * 86_400_000).toISOString();
  if (shifted?.length === 24 && shifted >= '1000') return shifted.slice(0, 10);
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Monday of the week (Monday to Sunday) of a calendar date. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs.utc(value).format('YYYY-MM-DD') === value;
}
