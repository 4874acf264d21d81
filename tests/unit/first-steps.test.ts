import { describe, expect, it } from 'vitest';
import { suggestedSemesterName } from '../../domain/first-steps.js';

describe("'Primeros pasos' proposes the semester of the day", () => {
  it('names the half-year as staff do, in the format the semester form accepts', () => {
    expect(suggestedSemesterName('2026-01-05')).toBe('I - 2026');
    expect(suggestedSemesterName('2026-06-30')).toBe('I - 2026');
    expect(suggestedSemesterName('2026-07-01')).toBe('II - 2026');
    expect(suggestedSemesterName('2026-12-31')).toBe('II - 2026');
    expect(suggestedSemesterName('2027-02-10')).toMatch(/^(1|I|2|II)\s*-\s*\d{4}$/);
  });
});
