/**
 * Exact money arithmetic in integer poisha (1 taka = 100 poisha). Both the receipt form (live totals)
 * and the server (the stored, authoritative totals) compute through these functions, so they agree.
 */
export type Poisha = number;

/**
 * Taka to poisha. An amount with at most two decimals converts exactly from its decimal spelling (taka × 100
 * in floating point is off by a fraction for large amounts); anything else is rounded to the nearest poisha.
 */
export function toPoisha(taka: number): Poisha {
  const exact = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(taka));
  if (!exact) return Math.round(taka * 100);
  const [, sign, whole, fraction = ''] = exact;
  const poisha = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -poisha : poisha;
}

export function fromPoisha(poisha: Poisha): number {
  return poisha / 100;
}

/** Exact text for a numeric(14,2) column. */
export function poishaToDecimalString(poisha: Poisha): string {
  const sign = poisha < 0 ? '-' : '';
  const abs = Math.abs(poisha);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const takaDigits = new Map<string, Intl.NumberFormat>();

/** The digits of an amount in a locale's numbers, 2 decimals; one formatter per locale, made once. */
function takaDigitsIn(locale: string): Intl.NumberFormat {
  let format = takaDigits.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    takaDigits.set(locale, format);
  }
  return format;
}

/**
 * ৳ with 2 decimals and South-Asian digit grouping: ৳1,23,456.00 (screens and server messages alike). The web
 * passes its language's number locale (bn-BD writes the same grouping in Bangla digits).
 */
export function formatTaka(amount: number | string | null | undefined, locale = 'en-IN'): string {
  const value = Number(amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  return `${safe < 0 ? '-' : ''}৳${takaDigitsIn(locale).format(Math.abs(safe))}`;
}

export const DISCOUNT_TYPES = ['fixed', 'percent'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export type PricedLine = { price: number; quantity: number };

export type InvoiceTotals = {
  lineTotals: number[];
  subTotal: number;
  /** The discount in taka actually taken off. */
  discount: number;
  /** The discount input after capping: taka for fixed, percent (≤ 100) for percent. */
  discountAmount: number;
  total: number;
  /** True when the discount was larger than the subtotal and the total was clamped to 0. */
  clampedToZero: boolean;
  /** True when a percent discount above 100 was capped. */
  percentCapped: boolean;
};

/**
 * `percentPoisha` hundredths of a percent of `amount`, rounded half up to the poisha. In BigInt: the product
 * passes 2^53 (and loses poisha as a float) once the amount passes about ৳9 crore.
 */
function percentOf(amount: Poisha, percentPoisha: number): Poisha {
  return Number((BigInt(amount) * BigInt(percentPoisha) * 2n + 10_000n) / 20_000n);
}

export function computeInvoiceTotals(
  items: PricedLine[],
  discountType: DiscountType,
  discountAmount: number,
): InvoiceTotals {
  const linePoisha = items.map((item) => toPoisha(item.price) * item.quantity);
  const subTotal = linePoisha.reduce((sum, line) => sum + line, 0);
  const percentCapped = discountType === 'percent' && discountAmount > 100;
  const cappedAmount = Math.max(0, percentCapped ? 100 : discountAmount);
  const discountPoisha =
    discountType === 'percent' ? percentOf(subTotal, toPoisha(cappedAmount)) : toPoisha(cappedAmount);
  const rawTotal = subTotal - discountPoisha;
  return {
    lineTotals: linePoisha.map(fromPoisha),
    subTotal: fromPoisha(subTotal),
    discount: fromPoisha(Math.min(discountPoisha, subTotal)),
    discountAmount: cappedAmount,
    total: fromPoisha(Math.max(0, rawTotal)),
    clampedToZero: rawTotal < 0,
    percentCapped,
  };
}

/** `part` as a share of `whole` in percent, 1 decimal, from exact poisha (a food cost of a price); null for 0. */
export function sharePercent(part: Poisha, whole: Poisha): number | null {
  return whole > 0 ? Math.round((part * 1000) / whole) / 10 : null;
}
