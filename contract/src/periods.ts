import { TZDate, tz } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addWeeks,
  addYears,
  differenceInCalendarDays,
  format,
  formatISO,
  parseISO,
  startOfDay,
  startOfMonth,
  startOfWeek,
  startOfYear,
  subDays,
} from 'date-fns';
import type { Period } from './common';

// Every wall-clock question (which business day, which week, when a day starts) goes through date-fns in the
// restaurant's IANA zone (@date-fns/tz, docs/decisions/0068-dates-through-date-fns-tz.md): no offset is
// computed here by hand, so a zone with daylight saving works as well as Asia/Dhaka.

export { DEFAULT_TIME_ZONE } from './time-zone';

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

/** YYYY-MM-DD of a date's own calendar (a TZDate's zone). */
const toIsoDate = (date: Date) => formatISO(date, { representation: 'date' });
/** Dates alone (no time of day) are counted in UTC, which has no daylight saving: every day is a day. */
const CALENDAR = { in: tz('UTC') };

/**
 * The wall-clock texts of the current second, by zone and pattern. A receipt save asks for its date, its time
 * and its order number, and converting to a zone costs more than the rest of the save's own work (CPU profile
 * under `npm run bench`), so saves in the same second share one conversion per pattern.
 */
const currentSecond = { second: Number.NaN, texts: new Map<string, string>() };

/** `convert`'s text for `key` at `instant`, converted once per second. */
function inCurrentSecond(instant: Date, key: string, convert: () => string): string {
  const second = Math.floor(instant.getTime() / 1000);
  if (second !== currentSecond.second) {
    currentSecond.second = second;
    currentSecond.texts.clear();
  }
  let text = currentSecond.texts.get(key);
  if (text === undefined) {
    text = convert();
    currentSecond.texts.set(key, text);
  }
  return text;
}

/**
 * An instant on the zone's wall clock, as a date-fns pattern gives it (`yyyyMMddHHmmss`, `HH:mm`). Patterns
 * finer than a second (`S`) are not remembered.
 */
export function formatInZone(instant: Date, timeZone: string, pattern: string): string {
  const convert = () => format(instant, pattern, { in: tz(timeZone) });
  return pattern.includes('S') ? convert() : inCurrentSecond(instant, `${timeZone} ${pattern}`, convert);
}

/**
 * The business day (YYYY-MM-DD) an instant falls on in the zone: the wall-clock date itself, as a day starts at
 * midnight, so no day's bounds need computing (every save asks). Written with formatISO rather than `format`,
 * which the web's first screens would otherwise download with its English locale for this alone (4.4 KB
 * brotli, docs/performance.md#room-for-bangla-on-the-first-downloads).
 */
export function businessDay(instant: Date, timeZone: string): string {
  return inCurrentSecond(instant, `businessDay ${timeZone}`, () => toIsoDate(new TZDate(instant, timeZone)));
}

/** The first instant of a business day (YYYY-MM-DD) in the zone. */
export function startOfBusinessDay(isoDate: string, timeZone: string): Date {
  return new Date(startOfDay(parseISO(isoDate, { in: tz(timeZone) })).getTime());
}

/** The calendar date `days` after (or before) a YYYY-MM-DD date. */
export function shiftDate(isoDate: string, days: number): string {
  return toIsoDate(addDays(parseISO(isoDate, CALENDAR), days));
}

/** Calendar days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to, CALENDAR), parseISO(from, CALENDAR), CALENDAR);
}

/** Why a range of business days `from`..`to` (inclusive) is refused: it ends before it starts, or is too long. */
export type RangeProblem = 'endBeforeStart' | 'tooLong';

/**
 * The one date-range rule: `to` not before `from`, and at most `maxDays` business days counting both ends. Each
 * caller words the problem its own way.
 */
export function rangeProblem(from: string, to: string, maxDays: number): RangeProblem | undefined {
  const days = daysBetween(from, to);
  if (days < 0) return 'endBeforeStart';
  if (days >= maxDays) return 'tooLong';
  return undefined;
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

/** Each period's first local midnight on or before a wall-clock time, and the next period's first. */
const PERIODS: Record<Period, { start: (date: TZDate) => TZDate; next: (start: TZDate) => TZDate }> = {
  today: { start: startOfDay, next: (start) => addDays(start, 1) },
  week: { start: (date) => startOfWeek(date, { weekStartsOn: 0 }), next: (start) => addWeeks(start, 1) },
  month: { start: startOfMonth, next: (start) => addMonths(start, 1) },
  year: { start: startOfYear, next: (start) => addYears(start, 1) },
};

/**
 * The bounds last computed per period and zone. Bounds hold for every instant inside them, so a request asks
 * the zone database only when its period has turned (each date-fns step costs a few µs of `Intl`, and the
 * dashboard, the receipt save and the stock list ask on every request).
 */
const current = new Map<string, PeriodBounds>();

/**
 * Today is the full local day; the week runs Sunday to Saturday; the month from its first to its last day;
 * the year from 1 January to 31 December — all in the restaurant's time zone (SPEC §9).
 */
export function periodBounds(period: Period, timeZone: string, now: Date = new Date()): PeriodBounds {
  const key = `${period} ${timeZone}`;
  const cached = current.get(key);
  if (cached && cached.start <= now && now < cached.end) return { ...cached };
  const { start: startOf, next } = PERIODS[period];
  const start = startOf(new TZDate(now, timeZone));
  const end = startOfDay(next(start));
  const bounds = {
    start: new Date(start.getTime()),
    end: new Date(end.getTime()),
    startDate: toIsoDate(start),
    endDate: toIsoDate(subDays(end, 1)),
  };
  current.set(key, bounds);
  return { ...bounds };
}
