/**
 * The calendar widget draws in the browser's own time zone; the institute's clock is La Paz (UTC−4, no
 * daylight saving). Events are handed to it as "wall clock" dates (La Paz hour shown as the local hour)
 * and selections read back the same way, so every browser shows and books La Paz time.
 */
import { instantOfLaPazWallClockMs, laPazWallClockMs } from '../../../domain/la-paz-clock';

export { laPazInstant } from '../../../domain/la-paz-clock';

/** A UTC instant → a local Date showing its La Paz wall-clock time. */
export function toWallClock(iso: string): Date {
  const laPaz = new Date(laPazWallClockMs(Date.parse(iso)));
  return new Date(
    laPaz.getUTCFullYear(),
    laPaz.getUTCMonth(),
    laPaz.getUTCDate(),
    laPaz.getUTCHours(),
    laPaz.getUTCMinutes(),
  );
}

/** A local wall-clock Date (as the calendar gives it) → the UTC instant of that La Paz time. */
export function fromWallClock(date: Date): string {
  return new Date(
    instantOfLaPazWallClockMs(
      Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()),
    ),
  ).toISOString();
}

/** A local wall-clock Date → its YYYY-MM-DD. */
export const wallDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** HH:mm of a local wall-clock Date. */
export const wallTime = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/** Today in La Paz as a local wall-clock Date (the calendar's "Hoy"). */
export const laPazNow = () => toWallClock(new Date().toISOString());

/** Rounds a wall-clock Date to the calendar's 30-minute step. */
export function snap(date: Date): Date {
  const d = new Date(date);
  d.setMinutes(Math.round(d.getMinutes() / 30) * 30, 0, 0);
  return d;
}
