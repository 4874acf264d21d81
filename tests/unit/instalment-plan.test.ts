import { describe, expect, it } from 'vitest';
import { groupEndDate, planInstalments } from '../../api/src/modules/enrolments/instalment-plan.rules.js';

describe('planInstalments', () => {
  it('splits the cost in centavos with the remainder on the last instalment', () => {
    const plan = planInstalments({ instalments: 3, costCents: 100000, startDate: '2026-03-02' });
    expect(plan.map((p) => p.amountCents)).toEqual([33333, 33333, 33334]);
    expect(plan.reduce((sum, p) => sum + p.amountCents, 0)).toBe(100000);
    expect(plan.map((p) => p.number)).toEqual([1, 2, 3]);
  });

  it('clamps due dates to the end of shorter months, counting from the start date each time', () => {
    const plan = planInstalments({ instalments: 6, costCents: 600000, startDate: '2026-01-31' });
    expect(plan.map((p) => p.dueDate)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
    ]);
    expect(
      planInstalments({ instalments: 2, costCents: 1, startDate: '2028-01-31' }).map((p) => [p.dueDate, p.amountCents]),
    ).toEqual([
      ['2028-01-31', 0],
      ['2028-02-29', 1],
    ]);
  });

  it('gives a single instalment the whole cost and ends the group a month per instalment later', () => {
    expect(planInstalments({ instalments: 1, costCents: 45050, startDate: '2026-12-15' })).toEqual([
      { number: 1, amountCents: 45050, dueDate: '2026-12-15' },
    ]);
    expect(groupEndDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(groupEndDate('2026-08-03', 4)).toBe('2026-12-03');
  });
});
