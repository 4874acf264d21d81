import { describe, expect, it } from 'vitest';
import { formatBs, splitCents, toBs, toCents } from '../../api/src/lib/money.js';
import { addMonths, formatLaPaz, laPazDay, laPazDayRange, todayLaPaz } from '../../api/src/lib/time.js';

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

  it('gives the La Paz day of a stored instant, the day before until 04:00 UTC', () => {
    expect(laPazDay('2026-11-24T04:00:00.000Z')).toBe('24/11/2026');
    expect(laPazDay('2026-11-24T03:59:59.999Z')).toBe('23/11/2026');
    expect(laPazDay('2026-01-01T02:00:00.000Z')).toBe('31/12/2025');
    expect(laPazDay('2026-03-01T00:30:00.000Z')).toBe('28/02/2026');
    expect(laPazDay('2026-11-24T02:00:00+00:00')).toBe('23/11/2026');
  });

  it('turns a La Paz day range into UTC bounds', () => {
    expect(laPazDayRange('2026-11-01', '2026-11-30')).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-12-01T04:00:00.000Z' });
  });

  it('adds months clamping to the end of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-08-03', 3)).toBe('2026-11-03');
  });
});
