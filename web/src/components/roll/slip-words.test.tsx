// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { SlipName, slipWords } from './slip-words';

// A few words of the Bangla catalogue, as its words modules add them once loaded (loadLanguage('bn')).
beforeAll(() => {
  i18n.addResourceBundle('bn', 'translation', {
    receipt: { printed: { grandTotal: 'সর্বমোট', customer: 'কাস্টমার: {{name}}' } },
  });
});

// Issue 36: a receipt prints in the business's language and digits, whatever the screen's.
describe("a slip's words", () => {
  it('in English with Latin digits, prints as receipts always have', () => {
    const words = slipWords('en', 'latn');
    expect(words.t('receipt.printed.grandTotal')).toBe('TOTAL');
    expect(words.taka(123456)).toBe('৳1,23,456.00');
    expect(words.digits('02:30 PM')).toBe('02:30 PM');
  });

  it('in Bangla with Bengali digits, words from the Bangla catalogue and figures, dates and times in ০–৯', () => {
    const words = slipWords('bn', 'beng');
    expect(words.t('receipt.printed.grandTotal')).toBe('সর্বমোট');
    expect(words.taka(123456)).toBe('৳১,২৩,৪৫৬.০০');
    expect(words.number(2)).toBe('২');
    expect(words.date('2026-11-22')).toBe('২২ নভেম্বর, ২০২৬');
    expect(words.digits('02:30 PM')).toBe('০২:৩০ PM');
    // A word the Bangla catalogue lacks prints in English rather than as its key.
    expect(words.t('receipt.printed.subtotal')).toBe('Subtotal');
  });

  it('in Bangla with Latin digits, Bangla words and 0–9 figures', () => {
    const words = slipWords('bn', 'latn');
    expect(words.t('receipt.printed.grandTotal')).toBe('সর্বমোট');
    expect(words.taka(1500)).toBe('৳1,500.00');
  });

  it('in both languages, a label in Bangla and English, a line with values once in Bangla', () => {
    const words = slipWords('both', 'latn');
    expect(words.t('receipt.printed.grandTotal')).toBe('সর্বমোট / TOTAL');
    expect(words.t('receipt.printed.customer', { name: 'Rahim' })).toBe('কাস্টমার: Rahim');
    expect(words.t('receipt.printed.subtotal')).toBe('Subtotal');
  });
});

describe("a sold line's name on a slip", () => {
  const kacchi = { name: 'Kacchi Biryani', nameBn: 'কাচ্চি বিরিয়ানি' };
  const water = { name: 'Mineral Water', nameBn: null };

  it('prints the English name, or the Bangla one (the English when it has none), or both', () => {
    const { rerender, container } = render(<SlipName line={kacchi} names="en" />);
    expect(container.textContent).toBe('Kacchi Biryani');
    rerender(<SlipName line={kacchi} names="bn" />);
    expect(container.textContent).toBe('কাচ্চি বিরিয়ানি');
    expect(screen.getByText('কাচ্চি বিরিয়ানি').lang).toBe('bn');
    rerender(<SlipName line={water} names="bn" />);
    expect(container.textContent).toBe('Mineral Water');
    rerender(<SlipName line={kacchi} names="both" />);
    expect([...container.children].map((line) => line.textContent)).toEqual([
      'কাচ্চি বিরিয়ানি',
      'Kacchi Biryani',
    ]);
  });
});
