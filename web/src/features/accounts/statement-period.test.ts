import { describe, expect, it } from 'vitest';
import { defaultStatementPeriod, periodIsBackwards, STATEMENT_FILTERS } from './statement-period';

describe('the statement’s period', () => {
  it('is this month by default, as Dhaka counts its days', () => {
    // 1 April 2026, 00:30 in Dhaka: still 31 March in UTC.
    expect(defaultStatementPeriod(new Date('2026-03-31T18:30:00Z'))).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
    });
  });

  it('keeps the days a link gives, and puts this month’s bound in place of a malformed one', () => {
    expect(STATEMENT_FILTERS.from.parse('2026-01-05')).toBe('2026-01-05');
    expect(STATEMENT_FILTERS.to.parse('2026-02-30')).toBe(defaultStatementPeriod().to);
    expect(STATEMENT_FILTERS.from.parse(undefined)).toBe(defaultStatementPeriod().from);
  });

  it('asks nothing for a period that ends before it starts', () => {
    expect(periodIsBackwards({ from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(periodIsBackwards({ from: '2026-03-01', to: '2026-03-01' })).toBe(false);
  });
});
