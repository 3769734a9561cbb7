import { describe, expect, it } from 'vitest';
import { decimalNumber, decimalText, decimalUnits, roundedQuotient } from './exact-decimal';

describe('decimalUnits', () => {
  it('reads numeric text to its last place, past 2^53 without losing a digit', () => {
    expect(decimalUnits('12.345', 3)).toBe(12_345n);
    expect(decimalUnits('-0.5', 3)).toBe(-500n);
    expect(decimalUnits('7', 2)).toBe(700n);
    expect(decimalUnits('99999999999999999.999', 3)).toBe(99_999_999_999_999_999_999n);
  });

  it('refuses text that is not a decimal, or has more places than asked', () => {
    expect(() => decimalUnits('1.2345', 3)).toThrow(RangeError);
    expect(() => decimalUnits('NaN', 3)).toThrow(RangeError);
    expect(() => decimalUnits('', 2)).toThrow(RangeError);
  });
});

describe('decimalText', () => {
  it('prints every place, a leading zero and the sign as numeric does', () => {
    expect(decimalText(12_345n, 3)).toBe('12.345');
    expect(decimalText(-5n, 2)).toBe('-0.05');
    expect(decimalText(0n, 3)).toBe('0.000');
    expect(decimalText(-42n, 0)).toBe('-42');
  });
});

describe('decimalNumber', () => {
  it('is the number the decimal text reads as, below 2^53 and past it', () => {
    for (const units of [
      1_005n,
      -1_005n,
      123_456_789n,
      0n,
      2n ** 53n - 1n,
      -(2n ** 53n) - 12_345n,
      10n ** 20n + 7n,
    ]) {
      expect(decimalNumber(units, 3)).toBe(Number(decimalText(units, 3)));
    }
    expect(decimalNumber(1_005n, 3)).toBe(1.005);
    expect(decimalNumber(-5n, 2)).toBe(-0.05);
  });
});

describe('roundedQuotient', () => {
  it('rounds a half away from zero on both sides, as PostgreSQL round() does', () => {
    expect(roundedQuotient(5n, 2n)).toBe(3n);
    expect(roundedQuotient(-5n, 2n)).toBe(-3n);
    expect(roundedQuotient(5n, -2n)).toBe(-3n);
    expect(roundedQuotient(7n, 3n)).toBe(2n);
    expect(roundedQuotient(-7n, 3n)).toBe(-2n);
    expect(roundedQuotient(0n, 9n)).toBe(0n);
  });

  it('refuses a zero denominator', () => {
    expect(() => roundedQuotient(1n, 0n)).toThrow(RangeError);
  });
});
