import { describe, expect, it } from 'vitest';
import { moneySchema } from './common';
import { computeInvoiceTotals, poishaToDecimalString, toPoisha } from './money';

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

describe('exact amounts', () => {
  it('converts any two-decimal amount to poisha exactly, however large', () => {
    expect(toPoisha(270_000_000.01)).toBe(27_000_000_001);
    expect(toPoisha(999_999_999_999.99)).toBe(99_999_999_999_999);
    expect(toPoisha(1_234_567.89)).toBe(123_456_789);
    expect(toPoisha(-2.5)).toBe(-250);
    expect(toPoisha(0.1 + 0.2)).toBe(30);
  });

  it('accepts every two-decimal amount and refuses a third decimal, at any size', () => {
    for (const valid of [1_104_196_299.89, 642_722_307.31, 999_999_999_999.99, 0.01, 42]) {
      expect(moneySchema.safeParse(valid).success).toBe(true);
    }
    for (const invalid of [0.005, 10.999, 2000.005, 270_000_000.011, 1e-7]) {
      expect(moneySchema.safeParse(invalid).success).toBe(false);
    }
  });

  it('takes a percent discount off a large subtotal to the poisha', () => {
    // 28.03 % of ৳699,386,685,600.66 is ৳196,038,087,973.864998: the float product rounds it up a poisha.
    const totals = computeInvoiceTotals([{ price: 699_386_685_600.66, quantity: 1 }], 'percent', 28.03);
    expect(totals.discount).toBe(196_038_087_973.86);
    expect(totals.total).toBe(503_348_597_626.8);
  });
});
