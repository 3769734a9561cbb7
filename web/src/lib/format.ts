import { DEFAULT_TIME_ZONE, startOfBusinessDay } from '@dastarkhan/contract/periods';

/** The restaurant's time zone for every date and time shown (the server's TZ default). */
export const RESTAURANT_TIME_ZONE = DEFAULT_TIME_ZONE;

export { formatTaka } from '@dastarkhan/contract/money';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: RESTAURANT_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: RESTAURANT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

function asDate(value: string | Date): Date {
  // A bare calendar date (YYYY-MM-DD) is a business day: show it as that day, whatever the zone.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return startOfBusinessDay(value, RESTAURANT_TIME_ZONE);
  return value instanceof Date ? value : new Date(value);
}

/** 22 Nov 2026 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const date = asDate(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** 02:30 pm */
export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const date = asDate(value);
  return Number.isNaN(date.getTime()) ? '—' : timeFormat.format(date);
}

export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? `${formatDate(value)}, ${formatTime(value)}` : '—';
}
