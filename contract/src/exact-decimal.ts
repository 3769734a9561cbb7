/**
 * Exact decimals as BigInt counts of their last place (thousandths of a unit, poisha), the way PostgreSQL's
 * numeric computes them: sums and products without a floating-point step, one rounding where a figure needs it.
 */

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** A decimal's text (PostgreSQL's numeric as text: `-12.345`, `0.500`, `7`) as a count of 10^-places. */
export function decimalUnits(text: string, places: number): bigint {
  const point = text.indexOf('.');
  const decimals = point < 0 ? 0 : text.length - point - 1;
  if (decimals > places || !DECIMAL.test(text)) {
    throw new RangeError(`"${text}" is not a decimal of at most ${places} places`);
  }
  // The digits without the point (a string op: a report parses tens of thousands of these).
  const digits = point < 0 ? text : text.slice(0, point) + text.slice(point + 1);
  return BigInt(decimals === places ? digits : digits + '0'.repeat(places - decimals));
}

/** A count of 10^-places as decimal text with exactly `places` decimals, as numeric(p, places) prints. */
export function decimalText(units: bigint, places: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
  if (places === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/**
 * A count of 10^-places as the number its decimal text reads as (`Number(decimalText(units, places))`): the
 * nearest double to units ÷ 10^places, which one division of two exactly held numbers gives too, without the
 * text, while the count is below 2^53.
 */
export function decimalNumber(units: bigint, places: number): number {
  const approximate = Number(units);
  return Number.isSafeInteger(approximate) ? approximate / 10 ** places : Number(decimalText(units, places));
}

/** numerator ÷ denominator rounded once to a whole number, half away from zero (as PostgreSQL's `round`). */
export function roundedQuotient(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const top = numerator < 0n ? -numerator : numerator;
  const bottom = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * top + bottom) / (2n * bottom);
  return negative ? -rounded : rounded;
}
