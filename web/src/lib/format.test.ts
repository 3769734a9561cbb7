import { describe, expect, it } from 'vitest';
import { formatDate, formatQuantity, formatTaka, formatTime } from './format';

describe('formatTaka', () => {
  it('shows the taka sign, two decimals and South-Asian grouping', () => {
    expect(formatTaka(123456)).toBe('৳1,23,456.00');
    expect(formatTaka(1234567.5)).toBe('৳12,34,567.50');
    expect(formatTaka(0.1 + 0.2)).toBe('৳0.30');
    expect(formatTaka('99.9')).toBe('৳99.90');
    expect(formatTaka(-50)).toBe('-৳50.00');
  });
});

describe('formatQuantity', () => {
  it('keeps a kilo to the gram, without grouping or trailing zeros', () => {
    expect(formatQuantity(12.125)).toBe('12.125');
    expect(formatQuantity(-0.5)).toBe('-0.5');
    expect(formatQuantity(1500)).toBe('1500');
  });
});

describe('dates in the restaurant time zone', () => {
  it('shows instants in Dhaka time and business days as themselves', () => {
    expect(formatDate('2026-11-21T19:00:00Z')).toBe('22 Nov 2026');
    expect(formatTime('2026-11-21T19:05:00Z')).toMatch(/^01:05\s?am$/i);
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
  });
});
