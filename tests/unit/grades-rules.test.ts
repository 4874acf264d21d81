import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_MESSAGES as A,
  GRADE_MESSAGES as G,
  attendanceDateProblem,
  attendancePercentage,
  diagnosisBand,
  groupCalendarMonths,
  groupMonths,
  parseGrade,
} from '../../domain/grades.js';

describe('grade rules (spec 02 §5)', () => {
  it('reads grades with up to 2 decimals between 0 and 100, in hundredths', () => {
    expect(parseGrade('87.25')).toEqual({ ok: true, hundredths: 8725 });
    expect(parseGrade('87,5')).toEqual({ ok: true, hundredths: 8750 });
    expect(parseGrade(100)).toEqual({ ok: true, hundredths: 10000 });
    expect(parseGrade(0)).toEqual({ ok: true, hundredths: 0 });
    expect(parseGrade(71.25000000001)).toEqual({ ok: true, hundredths: 7125 });
  });
  it('answers the spec texts for empty, malformed and out-of-range grades', () => {
    expect(parseGrade('')).toEqual({ ok: false, message: G.required });
    expect(parseGrade(null)).toEqual({ ok: false, message: G.required });
    for (const bad of ['1000', '87.555', '-1', 'abc', '1e2', 87.555])
      expect(parseGrade(bad)).toEqual({ ok: false, message: G.format });
    expect(parseGrade('100.01')).toEqual({ ok: false, message: G.range });
    expect(parseGrade(101)).toEqual({ ok: false, message: G.range });
  });
  it('makes one month per instalment, at most six', () => {
    expect(groupMonths(4).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(groupMonths(9)).toHaveLength(6);
    expect(groupCalendarMonths('2026-11-10', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});

describe('attendance and diagnosis (spec 01 §2, §9)', () => {
  it('gives the attendance percentage over the class dates with two decimals', () => {
    expect(attendancePercentage(2, 3)).toBe(66.67);
    expect(attendancePercentage(3, 3)).toBe(100);
    expect(attendancePercentage(0, 0)).toBe(0);
  });
  it('places a diagnosis score in its band: below 30, 30 to below 50, 50 or more', () => {
    expect(diagnosisBand(29.99)?.level).toBe(0);
    expect(diagnosisBand(30)?.level).toBe(1);
    expect(diagnosisBand(49.99)?.level).toBe(1);
    expect(diagnosisBand(50)?.level).toBe(2);
    expect(diagnosisBand(null)).toBeNull();
  });
  it('takes attendance on weekdays from 2010 up to today only', () => {
    expect(attendanceDateProblem('2026-11-18', '2026-11-18')).toBeNull();
    expect(attendanceDateProblem('2026-11-21', '2026-11-23')).toBe(A.weekend);
    expect(attendanceDateProblem('2026-11-22', '2026-11-23')).toBe(A.weekend);
    expect(attendanceDateProblem('2026-11-24', '2026-11-23')).toBe(A.future);
    expect(attendanceDateProblem('2009-12-31', '2026-11-23')).toBe(A.tooOld);
    expect(attendanceDateProblem('2026-02-29', '2026-11-23')).toBe(A.dateRequired);
  });
});
