import { DEFAULT_TIME_ZONE, startOfBusinessDay } from '@dastarkhan/contract/periods';
import { formatTaka as formatTakaIn } from '@dastarkhan/contract/money';
import type { InventoryUnit } from '@dastarkhan/contract/inventory';
import { currentLocales, i18n, type TFunction } from './i18n';
import { whenIdle } from './idle';

/** The restaurant's time zone for every date and time shown (the server's TZ default). */
export const RESTAURANT_TIME_ZONE = DEFAULT_TIME_ZONE;

/**
 * ৳ with 2 decimals and South-Asian grouping, in the current language's digits: ৳1,23,456.00. A slip that
 * prints in the business's language (a receipt, issue 36) names its own `locale`, as the numbers below do.
 */
export function formatTaka(
  amount: number | string | null | undefined,
  locale = currentLocales().numbers,
): string {
  return formatTakaIn(amount, locale);
}

// The first formatter of a locale loads its data (a cheap phone spends ~15 ms on the taka's): made in the first
// idle moment, while the screen waits for its data, instead of inside the screen's first drawing.
void whenIdle().then(() => formatTaka(0));

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count or quantity in the current language's digits, ungrouped as the screens have always shown it: 1500,
 * 2.5; up to `decimals` places (a plate's share of a degh needs more than 2: 0.0125 kg).
 */
export function formatNumber(value: number, decimals = 2, locale = currentLocales().numbers): string {
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A stock quantity, to the thousandth of its unit as the books keep it (0.063 kg of ghee). */
export const formatQuantity = (value: number) => formatNumber(value, 3);

/** A stock quantity with its unit in the reader's words, "0.063 kg": to the thousandth unless told otherwise. */
export const formatStock = (t: TFunction, quantity: number, unit: InventoryUnit, decimals = 3) =>
  t('inventory.quantityWithUnit', {
    quantity: formatNumber(quantity, decimals),
    unit: t(`inventory.units.${unit}`),
  });

const DATE_STYLES = {
  date: { timeZone: RESTAURANT_TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' },
  time: { timeZone: RESTAURANT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: true },
  // A business day (YYYY-MM-DD read as UTC midnight) on the sales chart's axis.
  chartDay: { timeZone: 'UTC', day: '2-digit', month: 'short' },
  chartMonth: { timeZone: 'UTC', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and style, made once: building an Intl formatter costs more than using it. */
function dateFormat(style: keyof typeof DATE_STYLES, locale = currentLocales().dates): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DATE_STYLES[style]);
    dateFormats.set(key, format);
  }
  return format;
}

function asDate(value: string | Date): Date {
  // A bare calendar date (YYYY-MM-DD) is a business day: show it as that day, whatever the zone.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return startOfBusinessDay(value, RESTAURANT_TIME_ZONE);
  return value instanceof Date ? value : new Date(value);
}

/** 22 Nov 2026 */
export function formatDate(value: string | Date | null | undefined, locale?: string): string {
  if (!value) return '—';
  const date = asDate(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat('date', locale).format(date);
}

/** 02:30 pm */
export function formatTime(value: string | Date | null | undefined, locale?: string): string {
  if (!value) return '—';
  const date = asDate(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat('time', locale).format(date);
}

/** 22 Nov 2026, 02:30 pm */
export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? i18n.t('format.dateTime', { date: formatDate(value), time: formatTime(value) }) : '—';
}

/** A business day on the sales chart: 22 Nov, or Nov when the chart counts by month. */
export function formatChartDay(day: string, unit: 'day' | 'month'): string {
  return dateFormat(unit === 'month' ? 'chartMonth' : 'chartDay').format(new Date(`${day}T00:00:00Z`));
}
