import { describe, expect, it } from 'vitest';
import { computeInvoiceTotals, poishaToDecimalString } from './money';

describe('computeInvoiceTotals', () => {
  it('adds line totals exactly in poisha', () => {
    const totals = computeInvoiceTotals(
      [
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ],
      'fixed',
      0,
    );
    expect(totals.subTotal).toBe(0.3);
    expect(totals.total).toBe(0.3);
  });

  it('caps a percent discount at 100 and never goes below zero', () => {
    const capped = computeInvoiceTotals([{ price: 350, quantity: 2 }], 'percent', 150);
    expect(capped).toMatchObject({
      subTotal: 700,
      discount: 700,
      total: 0,
      discountAmount: 100,
      percentCapped: true,
    });
    const clamped = computeInvoiceTotals([{ price: 100, quantity: 1 }], 'fixed', 250);
    expect(clamped).toMatchObject({ total: 0, clampedToZero: true, discount: 100 });
  });

  it('rounds a percent discount to the nearest poisha', () => {
    const totals = computeInvoiceTotals([{ price: 99.99, quantity: 3 }], 'percent', 10);
    expect(totals.subTotal).toBe(299.97);
    expect(totals.discount).toBe(30);
    expect(totals.total).toBe(269.97);
  });
});

describe('poishaToDecimalString', () => {
  it('writes exact decimals', () => {
    expect(poishaToDecimalString(123456)).toBe('1234.56');
    expect(poishaToDecimalString(5)).toBe('0.05');
    expect(poishaToDecimalString(-250)).toBe('-2.50');
  });
});
