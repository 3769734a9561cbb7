import { formatTaka as formatTakaAmount } from '@dastarkhan/contract/money';

/** The restaurant's time zone for every date and time shown (the server's TZ default). */
export const RESTAURANT_TIME_ZONE = 'Asia/Dhaka';

/** ৳ with 2 decimals and South-Asian digit grouping: ৳1,23,456.00; anything not a number shows as ৳0.00. */
export function formatTaka(amount: number | string | null | undefined): string {
  const value = Number(amount ?? 0);
  return formatTakaAmount(Number.isFinite(value) ? value : 0);
}

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
    return new Date(`${value}T12:00:00+06:00`);
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
