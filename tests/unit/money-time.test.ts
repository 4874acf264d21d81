import { describe, expect, it } from 'vitest';
import { formatBs, splitCents, toBs, toCents } from '../../api/src/lib/money.js';
import dayjs from 'dayjs';
import 'dayjs/locale/es.js';
import { addDays, addMonths, formatLaPaz, laPazDay, laPazDayRange, todayLaPaz } from '../../api/src/lib/time.js';
import { laPazDayOf, laPazInstant, laPazWallClock } from '../../domain/la-paz-clock.js';

describe('money in centavos', () => {
  it('parses Bs amounts exactly, without float arithmetic', () => {
    expect(toCents('0.10')).toBe(10);
    expect(toCents(0.29)).toBe(29);
    expect(toCents('1234,5')).toBe(123450);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('1.234')).toBeNull();
    expect(toCents('abc')).toBeNull();
    expect(toCents('')).toBeNull();
  });

  it('formats centavos as Bs with two decimals', () => {
    expect(formatBs(123450)).toBe('1234.50');
    expect(formatBs(5)).toBe('0.05');
    expect(formatBs(-250)).toBe('-2.50');
    expect(toBs(33333)).toBe(333.33);
  });

  it('splits a total with the remainder on the last part', () => {
    expect(splitCents(100000, 3)).toEqual([33333, 33333, 33334]);
    expect(splitCents(160000, 4)).toEqual([40000, 40000, 40000, 40000]);
    expect(splitCents(1, 2)).toEqual([0, 1]);
  });
});

describe('La Paz time (UTC−4, no daylight saving)', () => {
  it('shows stored UTC instants four hours back', () => {
    expect(formatLaPaz('2026-11-22T02:30:00.000Z')).toBe('21/11/2026 22:30');
    expect(todayLaPaz(new Date('2026-11-22T03:59:00Z'))).toBe('2026-11-21');
    expect(todayLaPaz(new Date('2026-11-22T04:00:00Z'))).toBe('2026-11-22');
  });

  it('prints every pattern the app uses as dayjs does, on stored instants and on anything else', () => {
    const viaDayjs = (iso: string, pattern: string) => dayjs(iso).utcOffset(-240).locale('es').format(pattern);
    const instants = [
      '2026-11-24T04:00:00.000Z',
      '2026-11-24T03:59:59.999Z',
      '2026-01-01T02:00:00.000Z',
      '2028-03-01T03:30:15.250Z',
      '2026-11-24T02:00:00+00:00',
      '2026-11-24',
      '2026-13-45T99:99:99.999Z',
      'no es una fecha',
    ];
    for (const pattern of [
      'DD/MM/YYYY',
      'DD/MM/YYYY HH:mm',
      'DD/MM/YYYY HH:mm:ss',
      'YYYY-MM-DD',
      'HH:mm',
      'HH:mm:ss.SSS',
      'dddd D [de] MMMM',
    ]) {
      for (const iso of instants)
        expect([iso, pattern, formatLaPaz(iso, pattern)]).toEqual([iso, pattern, viaDayjs(iso, pattern)]);
    }
    expect(formatLaPaz('2026-11-24T03:59:59.999Z', 'HH:mm:ss.SSS')).toBe('23:59:59.999');
  });

  it('counts days, ranges and today as dayjs does, month ends and leap days included', () => {
    const dates = [
      '2026-01-31',
      '2026-02-28',
      '2024-02-29',
      '2026-02-30',
      '2026-12-31',
      '2010-01-01',
      '9999-12-31',
      '0999-01-01',
      '2026-1-5',
      '',
    ];
    for (const date of dates) {
      for (const days of [-400, -1, 0, 1, 6, 31, 366])
        expect([date, days, addDays(date, days)]).toEqual([
          date,
          days,
          dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD'),
        ]);
      const valid = dayjs.utc(`${date}T00:00:00`).isValid();
      if (valid) {
        expect(laPazDayRange(date, date)).toEqual({
          from: dayjs.utc(`${date}T00:00:00`).add(4, 'hour').toISOString(),
          to: dayjs.utc(`${date}T00:00:00`).add(1, 'day').add(4, 'hour').toISOString(),
        });
      }
    }
    for (const instant of [
      '2026-11-22T03:59:59.999Z',
      '2026-11-22T04:00:00.000Z',
      '2024-03-01T02:00:00.000Z',
      '9999-12-31T23:00:00.000Z',
    ]) {
      expect(todayLaPaz(new Date(instant))).toBe(dayjs(instant).utcOffset(-240).format('YYYY-MM-DD'));
    }
  });

  it('gives the La Paz day of a stored instant, the day before until 04:00 UTC', () => {
    expect(laPazDay('2026-11-24T04:00:00.000Z')).toBe('24/11/2026');
    expect(laPazDay('2026-11-24T03:59:59.999Z')).toBe('23/11/2026');
    expect(laPazDay('2026-01-01T02:00:00.000Z')).toBe('31/12/2025');
    expect(laPazDay('2026-03-01T00:30:00.000Z')).toBe('28/02/2026');
    expect(laPazDay('2026-11-24T02:00:00+00:00')).toBe('23/11/2026');
  });

  it('gives every instant of a year the same La Paz day as dayjs, asked twice', () => {
    for (let round = 0; round < 2; round++) {
      for (let t = Date.UTC(2025, 11, 31); t < Date.UTC(2027, 0, 2); t += 47 * 60_000) {
        const instant = new Date(t).toISOString();
        expect(laPazDay(instant)).toBe(dayjs(instant).utcOffset(-240).format('DD/MM/YYYY'));
      }
    }
  });

  it('reads the La Paz wall clock, day and instants from one offset (domain/la-paz-clock.ts)', () => {
    expect(laPazWallClock('2026-11-24T03:59:59.999Z')).toBe('2026-11-23T23:59:59.999Z');
    expect(laPazDayOf('2026-11-24T04:00:00.000Z')).toBe('2026-11-24');
    expect(laPazDayOf(Date.parse('2026-01-01T02:00:00.000Z'))).toBe('2025-12-31');
    expect(laPazInstant('2026-11-23', '20:00')).toBe('2026-11-24T00:00:00.000Z');
    expect(laPazInstant('2026-02-28', '23:30:15.250')).toBe('2026-03-01T03:30:15.250Z');
    for (const instant of ['2026-06-30T12:34:00.000Z', '2024-02-29T03:00:00.000Z']) {
      const wall = laPazWallClock(instant);
      expect(laPazInstant(wall.slice(0, 10), wall.slice(11, 23))).toBe(instant);
      expect(laPazDay(instant)).toBe(`${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(0, 4)}`);
    }
  });

  it('turns a La Paz day range into UTC bounds', () => {
    expect(laPazDayRange('2026-11-01', '2026-11-30')).toEqual({
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-12-01T04:00:00.000Z',
    });
  });

  it('adds months clamping to the end of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-08-03', 3)).toBe('2026-11-03');
  });
});
