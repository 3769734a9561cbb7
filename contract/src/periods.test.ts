import { describe, expect, it } from 'vitest';
import { businessDay, periodBounds } from './periods';

const DHAKA = 'Asia/Dhaka';

describe('periodBounds in Asia/Dhaka (UTC+6)', () => {
  it('runs today over the full local day', () => {
    const bounds = periodBounds('today', DHAKA, new Date('2026-11-21T20:30:00Z')); // 02:30 on the 22nd in Dhaka
    expect(bounds.startDate).toBe('2026-11-22');
    expect(bounds.start.toISOString()).toBe('2026-11-21T18:00:00.000Z');
    expect(bounds.end.toISOString()).toBe('2026-11-22T18:00:00.000Z');
  });

  it('runs the week Sunday to Saturday, switching at Sunday 00:00 local time', () => {
    const saturdayNight = periodBounds('week', DHAKA, new Date('2026-11-21T17:59:00Z')); // Sat 23:59 Dhaka
    expect([saturdayNight.startDate, saturdayNight.endDate]).toEqual(['2026-11-15', '2026-11-21']);
    const sundayMidnight = periodBounds('week', DHAKA, new Date('2026-11-21T18:00:00Z')); // Sun 00:00 Dhaka
    expect([sundayMidnight.startDate, sundayMidnight.endDate]).toEqual(['2026-11-22', '2026-11-28']);
    expect(sundayMidnight.start.toISOString()).toBe('2026-11-21T18:00:00.000Z');
  });

  it('runs the month and the year over whole calendar units', () => {
    const february = periodBounds('month', DHAKA, new Date('2028-02-10T00:00:00Z'));
    expect([february.startDate, february.endDate]).toEqual(['2028-02-01', '2028-02-29']);
    const december = periodBounds('month', DHAKA, new Date('2026-12-31T10:00:00Z'));
    expect(december.end.toISOString()).toBe('2026-12-31T18:00:00.000Z');
    const year = periodBounds('year', DHAKA, new Date('2026-06-01T00:00:00Z'));
    expect([year.startDate, year.endDate, year.start.toISOString()]).toEqual([
      '2026-01-01',
      '2026-12-31',
      '2025-12-31T18:00:00.000Z',
    ]);
  });

  it('handles zones with daylight saving', () => {
    const springForward = periodBounds('today', 'America/New_York', new Date('2026-03-08T15:00:00Z'));
    expect(springForward.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(springForward.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(businessDay(new Date('2026-03-08T03:00:00Z'), 'America/New_York')).toBe('2026-03-07');
  });
});
