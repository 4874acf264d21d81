/**
 * The institute's clock: La Paz (America/La_Paz) is UTC−4 all year, with no daylight saving since 1932, so its wall
 * clock is a fixed offset from UTC. Every side reads it from here: the API's formats (api/src/lib/time.ts, dayjs at
 * this offset), workbooks, the close lock, and the admin's dates and calendar.
 */
export const LA_PAZ_OFFSET_MINUTES = -4 * 60;
const OFFSET_MS = LA_PAZ_OFFSET_MINUTES * 60_000;

/**
 * A UTC instant (ISO text or epoch ms) as La Paz wall-clock text, 'YYYY-MM-DDTHH:mm:ss.sss' followed by a 'Z' that
 * here does not mean UTC: its slices are the La Paz date and time.
 */
export const laPazWallClock = (instant: string | number): string =>
  new Date((typeof instant === 'number' ? instant : Date.parse(instant)) + OFFSET_MS).toISOString();

/** The La Paz calendar day, 'YYYY-MM-DD', of a UTC instant. */
export const laPazDayOf = (instant: string | number): string => laPazWallClock(instant).slice(0, 10);

/** An instant (epoch ms) moved to the La Paz wall clock: for writers that print a Date's UTC fields (exceljs). */
export const laPazWallClockMs = (epochMs: number): number => epochMs + OFFSET_MS;

/** The way back: a La Paz wall-clock time written as UTC fields (epoch ms) → the instant (epoch ms). */
export const instantOfLaPazWallClockMs = (wallClockMs: number): number => wallClockMs - OFFSET_MS;

/** A La Paz date 'YYYY-MM-DD' and time ('HH:mm' or 'HH:mm:ss.sss') → the UTC instant (ISO). */
export const laPazInstant = (date: string, time: string): string =>
  new Date(instantOfLaPazWallClockMs(Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`))).toISOString();
