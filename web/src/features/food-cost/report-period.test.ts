import { describe, expect, it } from 'vitest';
import { periodProblem, quickPickOf, quickPickPeriod } from './report-period';

// Tuesday 10 March 2026, 00:30 in Dhaka: still Monday 9 March in UTC.
const tuesday = new Date('2026-03-09T18:30:00Z');

describe('the food cost report’s quick picks', () => {
  it('are the week (Sunday to Saturday), the month and the month before, as Dhaka counts its days', () => {
    expect(quickPickPeriod('week', tuesday)).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(quickPickPeriod('month', tuesday)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(quickPickPeriod('lastMonth', tuesday)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('take last month across the new year, and a leap February whole', () => {
    expect(quickPickPeriod('lastMonth', new Date('2026-01-01T00:10:00+06:00'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(quickPickPeriod('lastMonth', new Date('2028-03-01T12:00:00+06:00'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('name the pick a period is exactly, and none for other dates', () => {
    expect(quickPickOf({ from: '2026-03-01', to: '2026-03-31' }, tuesday)).toBe('month');
    expect(quickPickOf({ from: '2026-02-01', to: '2026-02-28' }, tuesday)).toBe('lastMonth');
    expect(quickPickOf({ from: '2026-03-08', to: '2026-03-14' }, tuesday)).toBe('week');
    expect(quickPickOf({ from: '2026-03-01', to: '2026-03-10' }, tuesday)).toBeUndefined();
  });
});

describe('periodProblem', () => {
  it('accepts one day and a leap year’s 366 days, and refuses an end before the start or a longer period', () => {
    expect(periodProblem({ from: '2026-03-10', to: '2026-03-10' })).toBeUndefined();
    expect(periodProblem({ from: '2028-01-01', to: '2028-12-31' })).toBeUndefined();
    expect(periodProblem({ from: '2026-03-10', to: '2026-03-09' })).toBe('endBeforeStart');
    expect(periodProblem({ from: '2026-01-01', to: '2027-01-02' })).toBe('tooLong');
  });
});
