import { describe, expect, it } from 'vitest';
import { businessDay, formatInZone, periodBounds } from './periods';

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

  it('runs Europe/London days of 23 and 25 hours, and its months, on the local calendar', () => {
    const spring = periodBounds('today', 'Europe/London', new Date('2026-03-29T12:00:00Z'));
    expect([spring.start.toISOString(), spring.end.toISOString()]).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T23:00:00.000Z',
    ]);
    const autumn = periodBounds('today', 'Europe/London', new Date('2026-10-25T12:00:00Z'));
    expect([autumn.start.toISOString(), autumn.end.toISOString()]).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-26T00:00:00.000Z',
    ]);
    const april = periodBounds('month', 'Europe/London', new Date('2026-03-31T23:30:00Z')); // 00:30 BST, 1 April
    expect([april.startDate, april.endDate, april.start.toISOString()]).toEqual([
      '2026-04-01',
      '2026-04-30',
      '2026-03-31T23:00:00.000Z',
    ]);
  });

  it('starts a day whose midnight is skipped at its first hour, without overlapping the day before', () => {
    // America/Santiago moves from 00:00 (UTC-4) to 01:00 (UTC-3) on 6 September 2026.
    const saturday = periodBounds('today', 'America/Santiago', new Date('2026-09-05T12:00:00Z'));
    const sunday = periodBounds('today', 'America/Santiago', new Date('2026-09-06T12:00:00Z'));
    expect(saturday.end.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(sunday.start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('formatInZone', () => {
  it('gives each zone, pattern and second its own wall clock, however many are asked within a second', () => {
    const instant = new Date('2026-11-23T17:59:59.250Z');
    const sameSecond = new Date('2026-11-23T17:59:59.900Z');
    const nextSecond = new Date('2026-11-23T18:00:00.100Z');
    expect(formatInZone(instant, 'Asia/Dhaka', 'yyyyMMddHHmmss')).toBe('20261123235959');
    expect(formatInZone(sameSecond, 'Asia/Dhaka', 'HH:mm')).toBe('23:59');
    expect(formatInZone(sameSecond, 'Europe/London', 'HH:mm')).toBe('17:59');
    expect(formatInZone(nextSecond, 'Asia/Dhaka', 'yyyy-MM-dd')).toBe('2026-11-24');
    expect(formatInZone(instant, 'Asia/Dhaka', 'yyyy-MM-dd')).toBe('2026-11-23');
    expect(formatInZone(sameSecond, 'Asia/Dhaka', 'ss.SSS')).toBe('59.900');
  });

  it('agrees with the business day, which each zone and second also gets on its own', () => {
    const lastSecond = new Date('2026-11-23T17:59:59.500Z');
    const midnight = new Date('2026-11-23T18:00:00.000Z');
    expect(businessDay(lastSecond, 'Asia/Dhaka')).toBe('2026-11-23');
    expect(businessDay(midnight, 'Asia/Dhaka')).toBe('2026-11-24');
    expect(businessDay(midnight, 'Europe/London')).toBe('2026-11-23');
    expect(businessDay(midnight, 'Asia/Dhaka')).toBe(formatInZone(midnight, 'Asia/Dhaka', 'yyyy-MM-dd'));
  });
});
