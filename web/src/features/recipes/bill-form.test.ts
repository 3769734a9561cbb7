import { describe, expect, it } from 'vitest';
import { billFormSchema, type BillFormValues } from './bill-form';

const batch: BillFormValues = {
  kind: 'batch',
  batchPlates: '40',
  ingredients: [
    { itemId: '6f1c1f4e-9b7a-4f5e-8d6c-1a2b3c4d5e6f', quantity: '10', unit: 'kg' },
    { itemId: '7f1c1f4e-9b7a-4f5e-8d6c-1a2b3c4d5e6f', quantity: '1000', unit: 'g' },
  ],
  portionOf: '',
  portion: '',
};

describe('the bill of materials form', () => {
  it('sends a batch as numbers, and nothing of the portion', () => {
    expect(billFormSchema.parse(batch)).toEqual({
      batchPlates: 40,
      ingredients: [
        { itemId: batch.ingredients[0]!.itemId, quantity: 10, unit: 'kg' },
        { itemId: batch.ingredients[1]!.itemId, quantity: 1000, unit: 'g' },
      ],
    });
  });

  it('sends a portion alone, whatever the batch rows still hold', () => {
    const dish = '8f1c1f4e-9b7a-4f5e-8d6c-1a2b3c4d5e6f';
    expect(billFormSchema.parse({ ...batch, kind: 'portion', portionOf: dish, portion: '0.5' })).toEqual({
      portionOf: dish,
      portion: 0.5,
    });
  });

  it('names what is missing or wrong in the row it is in', () => {
    const result = billFormSchema.safeParse({
      ...batch,
      batchPlates: '',
      ingredients: [{ itemId: '', quantity: '0.0001', unit: 'kg' }],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['batchPlates', 'Required'],
      ['ingredients.0.itemId', 'Choose a stock item'],
      ['ingredients.0.quantity', 'Quantity must have at most 3 decimal places'],
    ]);
  });
});
