import { describe, expect, it } from 'vitest';
import { inventoryIntakeBodySchema, inventoryPatchSchema, lineTotalTk } from './inventory';

describe('lineTotalTk', () => {
  it('multiplies to the poisha, rounding half up, without float drift', () => {
    expect(lineTotalTk(3, 0.1)).toBe(0.3);
    expect(lineTotalTk(1.5, 3.33)).toBe(5);
    expect(lineTotalTk(25, 120.5)).toBe(3012.5);
    expect(lineTotalTk(0, 99)).toBe(0);
  });

  it('stays exact where the product of poisha passes 2^53', () => {
    expect(lineTotalTk(123_456.78, 98_765.43)).toBe(12_193_261_963.12);
  });
});

describe('intake body', () => {
  it('takes one object or an array and applies the defaults', () => {
    const single = inventoryIntakeBodySchema.parse({
      name: ' Dal ',
      category: 'Vegetable',
      quantity: 2,
      price: 110,
    });
    expect(single).toEqual([
      expect.objectContaining({ name: 'Dal', unit: 'kg', dueTk: 0, totalTk: 220, supplierName: undefined }),
    ]);
    const many = inventoryIntakeBodySchema.parse([
      { name: 'Dal', category: 'Vegetable', quantity: 2, price: 110, supplier: { name: 'Not specified' } },
      {
        name: 'Ghee',
        category: 'Mosla',
        quantity: 1,
        price: 900,
        supplier: { name: 'Aarong Dairy' },
        totalTk: 850,
      },
    ]);
    expect(many.map((row) => [row.supplierName, row.totalTk])).toEqual([
      [undefined, 220],
      ['Aarong Dairy', 850],
    ]);
  });

  it('names the failing row in every message', () => {
    const result = inventoryIntakeBodySchema.safeParse([
      { name: 'Dal', category: 'Vegetable', quantity: 2, price: 110 },
      { name: '', category: 'Fruit', quantity: -1, price: 1.234 },
    ]);
    expect(result.success).toBe(false);
    // Whether "Fruit" is listed is the server's to say: the list is the admin's (inventory.test.ts).
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Item 2: Name is required',
      'Item 2: Quantity must be 0 or more',
      'Item 2: Price must have at most 2 decimal places',
    ]);
  });
});

describe('patch body', () => {
  it('accepts quantity and dueTk with two decimals, with a reason and the version read', () => {
    expect(inventoryPatchSchema.safeParse({ quantity: 3, dueTk: 12.5 }).success).toBe(true);
    expect(inventoryPatchSchema.safeParse({ quantity: 2.5, reason: 'wasted', version: 4 }).success).toBe(
      true,
    );
    const extra = inventoryPatchSchema.safeParse({ quantity: 3, price: 1 });
    expect(extra.error?.issues[0]?.message).toBe(
      'Only quantity, dueTk and nameBn can be changed (with reason and version)',
    );
    expect(inventoryPatchSchema.safeParse({ quantity: 1.555 }).error?.issues[0]?.message).toBe(
      'Quantity must have at most 2 decimal places',
    );
  });
});
