// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatQuantity, formatTaka, formatTime } from './format';
import { localesFor, showLanguage } from './i18n';
// Bangla's words for the language switch: a bundle with Bangla in it, so the catalogue can show Bangla.
import './i18n/language-words';

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

describe('figures in the reader’s language and digits (issue 36)', () => {
  afterEach(async () => {
    await showLanguage('en');
    localStorage.clear();
  });

  it('groups lakhs and crores in both scripts, in either language', () => {
    expect(formatTaka(1234567, localesFor('bn'))).toBe('৳১২,৩৪,৫৬৭.০০');
    expect(formatTaka(1234567, localesFor('bn', 'latn'))).toBe('৳12,34,567.00');
    expect(formatTaka(123456789.5, localesFor('en', 'beng'))).toBe('৳১২,৩৪,৫৬,৭৮৯.৫০');
    expect(formatTaka(-50, localesFor('bn'))).toBe('-৳৫০.০০');
    expect(formatNumber(1500.25, 2, localesFor('bn'))).toBe('১৫০০.২৫');
  });

  it('writes Bangla dates with the month in full, in Bengali or Latin digits', () => {
    expect(formatDate('2026-11-21T19:00:00Z', localesFor('bn'))).toBe('২২ নভেম্বর, ২০২৬');
    expect(formatDate('2026-01-05', localesFor('bn', 'latn'))).toBe('05 জানুয়ারি, 2026');
    expect(formatTime('2026-11-21T19:05:00Z', localesFor('bn'))).toMatch(/^০১:০৫/);
    // English keeps its short month, whatever the digits.
    expect(formatDate('2026-11-22', localesFor('en', 'beng'))).toBe('২২ Nov ২০২৬');
  });

  it('follows the language shown and the reader’s digits when no locales are given', async () => {
    await showLanguage('bn');
    expect(formatTaka(123456)).toBe('৳১,২৩,৪৫৬.০০');
    expect(formatDate('2026-11-22')).toBe('২২ নভেম্বর, ২০২৬');
    await showLanguage('bn', 'latn');
    expect(formatTaka(123456)).toBe('৳1,23,456.00');
    await showLanguage('en', 'beng');
    expect(formatTaka(123456)).toBe('৳১,২৩,৪৫৬.০০');
    await showLanguage('en');
    expect(formatTaka(123456)).toBe('৳1,23,456.00');
  });
});
