/**
 * Exact money arithmetic in integer poisha (1 taka = 100 poisha). Both the receipt form (live totals)
 * and the server (the stored, authoritative totals) compute through these functions, so they agree.
 */
export type Poisha = number;

export function toPoisha(taka: number): Poisha {
  return Math.round(taka * 100);
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

const takaFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ৳ with 2 decimals and South-Asian digit grouping: ৳1,23,456.00 (screens and messages alike). */
export function formatTaka(taka: number): string {
  return `${taka < 0 ? '-' : ''}৳${takaFormat.format(Math.abs(taka))}`;
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
    discountType === 'percent'
      ? Math.round((subTotal * toPoisha(cappedAmount)) / 10_000)
      : toPoisha(cappedAmount);
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
