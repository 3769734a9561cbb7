import { inventoryIntakeBodySchema, type InventoryItem } from '@dastarkhan/contract/inventory';
import { describe, expect, it } from 'vitest';
import { addItemsFormSchema, BLANK_ITEM, intakeTarget, type ItemDraft } from './stock-forms';

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

describe('a card’s Name in Bangla (issue 36)', () => {
  it('goes trimmed when typed, and not at all when left empty, so more of an item keeps its own', () => {
    const { items } = addItemsFormSchema.parse({
      items: [
        { ...rice, nameBn: '  বাসমতি চাল ' },
        { ...rice, name: 'Ice', nameBn: '   ' },
      ],
    });
    expect(items[0]).toMatchObject({ name: 'Basmati Rice', nameBn: 'বাসমতি চাল' });
    expect(items[1]).not.toHaveProperty('nameBn');
  });
});

describe('where a card of Add Items goes, as the server merges intakes', () => {
  const inStock = { name: 'Basmati Rice', category: 'Vegetable', unit: 'kg' } as InventoryItem;
  const card = (changes: Partial<ItemDraft>): ItemDraft => ({ ...rice, ...changes });

  it('adds to the live item of the same name in any case, category and unit', () => {
    expect(intakeTarget([card({ name: 'basmati rice ' })], 0, [inStock])).toEqual({
      kind: 'existing',
      item: inStock,
    });
  });

  it('is a new item, named beside its namesake, with another category or unit', () => {
    for (const other of [{ category: 'Meat' }, { unit: 'bag' as const }])
      expect(intakeTarget([card(other)], 0, [inStock])).toEqual({ kind: 'new', namesake: inStock });
    expect(intakeTarget([card({ name: 'Mineral Water' })], 0, [inStock])).toEqual({
      kind: 'new',
      namesake: undefined,
    });
  });

  it('joins an earlier card of the same save that is the same new item', () => {
    const drafts = [card({ name: 'Ghee' }), card({ name: 'Ice' }), card({ name: 'GHEE' })];
    expect(intakeTarget(drafts, 2, [inStock])).toEqual({ kind: 'earlier', card: 1 });
  });

  it('says nothing until the card has a name and a category', () => {
    expect(intakeTarget([card({ category: '' })], 0, [inStock])).toBeUndefined();
    expect(intakeTarget([card({ name: ' ' })], 0, [inStock])).toBeUndefined();
  });
});
