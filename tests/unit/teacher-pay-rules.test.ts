import { describe, expect, it } from 'vitest';
import {
  afpDiscountProblem,
  lessonPayCents,
  payWeek,
  practiceShareCents,
  TEACHER_PAY_MESSAGES as M,
  weekLabel,
  weeklyTotal,
} from '../../domain/teacher-pay.js';

describe('teacher pay rules', () => {
  it('turns any chosen day into the Sunday-to-Friday week of spec 02 §4', () => {
    // 2026-03-01 is a Sunday.
    expect(payWeek('2026-03-01')).toEqual({ start: '2026-03-01', end: '2026-03-06' });
    for (const day of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'])
      expect(payWeek(day)).toEqual({ start: '2026-03-01', end: '2026-03-06' });
    expect(payWeek('2026-03-06')).toEqual({ start: '2026-03-01', end: '2026-03-06' });
    // A Saturday: the Sunday before and the Friday after, as the rule reads.
    expect(payWeek('2026-03-07')).toEqual({ start: '2026-03-01', end: '2026-03-13' });
    expect(payWeek('2026-01-01')).toEqual({ start: '2025-12-28', end: '2026-01-02' });
  });

  it('shows the week with Spanish month names', () => {
    expect(weekLabel({ start: '2025-12-28', end: '2026-01-02' })).toBe('28 Diciembre 2025 - 02 Enero 2026');
  });

  it('checks the AFP discount and adds up the week', () => {
    expect(afpDiscountProblem('')).toBe(M.discountRequired);
    expect(afpDiscountProblem('12.555')).toBe(M.discountInvalid);
    expect(afpDiscountProblem('abc')).toBe(M.discountInvalid);
    expect(afpDiscountProblem('0')).toBe(M.discountInvalid);
    expect(afpDiscountProblem('12,5')).toBeNull();
    expect(lessonPayCents(90, 4000)).toBe(6000);
    expect(practiceShareCents(20000, 3000)).toBe(6000);
    expect(weeklyTotal(19500, 6000, 1250)).toBe(24250);
  });
});
