import { inventoryIntakeBodySchema } from '@dastarkhan/contract/inventory';
import { describe, expect, it } from 'vitest';
import { addItemsFormSchema, BLANK_ITEM, type ItemDraft } from './stock-forms';

// SPEC §5's alert, letter for letter.
const ITEMS_INCOMPLETE = 'Please fill in all required fields for each item.';

const rice: ItemDraft = {
  ...BLANK_ITEM,
  name: ' Basmati Rice ',
  category: 'Vegetable',
  quantity: '25',
  price: '120.50',
};

describe('the Add Items to Inventory form', () => {
  it.each<[string, Partial<ItemDraft>]>([
    ['a name', { name: '  ' }],
    ['a category', { category: '' }],
    ['a quantity', { quantity: '' }],
    ['a price', { price: ' ' }],
  ])('refuses a save with the spec’s one alert when a card has no %s', (_, missing) => {
    const result = addItemsFormSchema.safeParse({ items: [rice, { ...rice, ...missing }] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['items'], message: ITEMS_INCOMPLETE }),
    ]);
  });

  it('sends numbers, Not specified for an empty vendor, a due of 0 and no threshold when Min Quantity is empty', () => {
    const { items } = addItemsFormSchema.parse({
      items: [rice, { ...rice, name: 'Ice', vendor: 'Karwan Bazar', minQuantity: '4', dueTk: '100' }],
    });
    expect(items).toEqual([
      {
        name: 'Basmati Rice',
        category: 'Vegetable',
        quantity: 25,
        unit: 'kg',
        price: 120.5,
        supplier: { name: 'Not specified' },
        dueTk: 0,
        totalTk: 3012.5,
      },
      expect.objectContaining({ name: 'Ice', supplier: { name: 'Karwan Bazar' }, threshold: 4, dueTk: 100 }),
    ]);
    expect(inventoryIntakeBodySchema.safeParse(items).error).toBeUndefined();
  });
});
