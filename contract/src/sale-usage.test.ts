import { describe, expect, it } from 'vitest';
import { saleUsage } from './sale-usage';

describe('saleUsage', () => {
  it('takes 0.003 l for 3 of 24 plates of a 20 ml batch: 0.0025 rounded once, half away from zero', () => {
    expect(saleUsage({ plates: 3, batchQuantity: 20, batchUnit: 'ml', itemUnit: 'l', batchPlates: 24 })).toBe(
      0.003,
    );
  });

  it('divides once: 1 plate of the same batch is 0.000833 l, booked 0.001', () => {
    expect(saleUsage({ plates: 1, batchQuantity: 20, batchUnit: 'ml', itemUnit: 'l', batchPlates: 24 })).toBe(
      0.001,
    );
  });

  it('rounds a half away from zero below 0 too (an edit that takes plates back)', () => {
    expect(
      saleUsage({ plates: -3, batchQuantity: 20, batchUnit: 'ml', itemUnit: 'l', batchPlates: 24 }),
    ).toBe(-0.003);
  });

  it('applies the portion and converts across a family: half plates of a dozen-egg batch', () => {
    // 2 dozen for 10 plates, 3 half plates, counted in units: 3 × 24 × 0.5 ÷ 10 = 3.6 eggs.
    expect(
      saleUsage({
        plates: 3,
        batchQuantity: 2,
        batchUnit: 'dozen',
        itemUnit: 'unit',
        batchPlates: 10,
        portion: 0.5,
      }),
    ).toBe(3.6);
    // 1 unit of a dozen-counted item for 3 plates: 1 ÷ 12 ÷ 3 × 1 plate = 0.02777… dozen.
    expect(
      saleUsage({ plates: 1, batchQuantity: 1, batchUnit: 'unit', itemUnit: 'dozen', batchPlates: 3 }),
    ).toBe(0.028);
  });
});
