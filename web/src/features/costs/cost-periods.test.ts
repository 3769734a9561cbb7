import { describe, expect, it } from 'vitest';
import { costPeriodRange } from './cost-periods';

describe('costPeriodRange', () => {
  it("ends each period at the next period's first instant, so no timestamp falls between two periods", () => {
    const tuesday = new Date('2026-03-10T12:00:00+06:00');
    const wednesday = new Date('2026-03-11T12:00:00+06:00');
    expect(costPeriodRange('today', tuesday)).toEqual({
      startDate: '2026-03-09T18:00:00.000Z',
      endDate: '2026-03-10T18:00:00.000Z',
    });
    expect(costPeriodRange('today', tuesday).endDate).toBe(costPeriodRange('today', wednesday).startDate);
    const nextSunday = new Date('2026-03-15T12:00:00+06:00');
    expect(costPeriodRange('week', tuesday).endDate).toBe(costPeriodRange('week', nextSunday).startDate);
    const april = new Date('2026-04-02T12:00:00+06:00');
    expect(costPeriodRange('month', tuesday).endDate).toBe(costPeriodRange('month', april).startDate);
  });
});
