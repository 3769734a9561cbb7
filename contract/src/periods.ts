import type { Period } from './common';

export type PeriodBounds = {
  /** First instant of the period (inclusive). */
  start: Date;
  /** First instant after the period (exclusive). */
  end: Date;
  /** First business day of the period, YYYY-MM-DD in the restaurant's time zone. */
  startDate: string;
  /** Last business day of the period (inclusive), YYYY-MM-DD. */
  endDate: string;
};

type LocalDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in a time zone. */
export function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(instant: Date, timeZone: string): number {
  const p = wallClock(instant, timeZone);
  return (
    Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) -
    Math.floor(instant.getTime() / 1000) * 1000
  );
}

/** The instant a local calendar day starts in the zone. */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day);
  const guess = asUtc - zoneOffset(new Date(asUtc), timeZone);
  return new Date(asUtc - zoneOffset(new Date(guess), timeZone));
}

export function toIsoDate(date: LocalDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function parseIsoDate(iso: string): LocalDate {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Calendar arithmetic on local dates (no time zone involved). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

/** Today's business day (YYYY-MM-DD) in the zone. */
export function businessDay(instant: Date, timeZone: string): string {
  return toIsoDate(localDateOf(instant, timeZone));
}

/**
 * The exclusive end of a period a client sent as an instant: periods are half-open, `[start, end)`, and the
 * web sends the next period's start. A client that sends the period's last millisecond (…:59.999Z, as the
 * spec's screens do) means that whole millisecond, so such an end is read as the next one: a timestamp at
 * …:59.9995 (PostgreSQL keeps microseconds) is then still inside (docs/decisions/0059-extra-costs-periods-and-corrections.md).
 */
export function exclusiveEnd(end: Date): Date {
  return end.getUTCMilliseconds() === 999 ? new Date(end.getTime() + 1) : end;
}

/** Whole local days from `first` to `last` inclusive, as bounds. */
export function dayRangeBounds(first: LocalDate, last: LocalDate, timeZone: string): PeriodBounds {
  return {
    start: startOfLocalDay(first, timeZone),
    end: startOfLocalDay(addDays(last, 1), timeZone),
    startDate: toIsoDate(first),
    endDate: toIsoDate(last),
  };
}

/**
 * Today is the full local day; the week runs Sunday to Saturday; the month from its first to its last day;
 * the year from 1 January to 31 December — all in the restaurant's time zone (SPEC §9).
 */
export function periodBounds(period: Period, timeZone: string, now: Date = new Date()): PeriodBounds {
  const today = localDateOf(now, timeZone);
  switch (period) {
    case 'today':
      return dayRangeBounds(today, today, timeZone);
    case 'week': {
      const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
      const sunday = addDays(today, -weekday);
      return dayRangeBounds(sunday, addDays(sunday, 6), timeZone);
    }
    case 'month': {
      const first = { ...today, day: 1 };
      const last = addDays(
        { year: today.month === 12 ? today.year + 1 : today.year, month: (today.month % 12) + 1, day: 1 },
        -1,
      );
      return dayRangeBounds(first, last, timeZone);
    }
    case 'year':
      return dayRangeBounds(
        { year: today.year, month: 1, day: 1 },
        { year: today.year, month: 12, day: 31 },
        timeZone,
      );
  }
}
