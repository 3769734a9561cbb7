import type { RecipeCategory } from '@dastarkhan/contract/recipes';
import { describe, expect, it } from 'vitest';
import {
  inMenuOrder,
  menuCategoryChanges,
  menuCategoryFormSchema,
  menuCategoryToForm,
} from './menu-category-form';

const kacchi: RecipeCategory = { name: 'Kacchi', nameBn: 'কাচ্চি', menuColumn: 'left', sortOrder: 1 };

/** What an edit of Kacchi sends when its boxes are changed by `typed`. */
const editSends = (typed: Partial<ReturnType<typeof menuCategoryToForm>>) =>
  menuCategoryChanges(kacchi, menuCategoryFormSchema.parse({ ...menuCategoryToForm(kacchi), ...typed }));

describe('the menu category form', () => {
  it('adds a category after the last when its position is left empty, with no Bangla name when none is typed', () => {
    expect(
      menuCategoryFormSchema.parse({
        name: '  Kebab  house ',
        nameBn: ' ',
        menuColumn: 'right',
        sortOrder: '',
      }),
    ).toEqual({ name: 'Kebab house', nameBn: null, menuColumn: 'right', sortOrder: undefined });
  });

  it('sends nothing for an edit that changes nothing, so no empty update is refused or audited', () => {
    expect(editSends({})).toEqual({});
    expect(editSends({ name: ' Kacchi ', sortOrder: '' })).toEqual({});
  });

  it('sends only what an edit changes: a cleared Bangla name as null', () => {
    expect(editSends({ name: 'Kacchi Special', menuColumn: 'right' })).toEqual({
      name: 'Kacchi Special',
      menuColumn: 'right',
    });
    expect(editSends({ nameBn: '', sortOrder: '7' })).toEqual({ nameBn: null, sortOrder: 7 });
  });

  it('refuses a position that is not a whole number from 0', () => {
    for (const sortOrder of ['1.5', '-1', 'first'])
      expect(menuCategoryFormSchema.safeParse({ ...menuCategoryToForm(kacchi), sortOrder }).success).toBe(
        false,
      );
  });

  it('lists the categories in the menu’s order: the left column, then the right, each by position, then name', () => {
    const categories: RecipeCategory[] = [
      { name: 'Polao', nameBn: null, menuColumn: 'right', sortOrder: 0 },
      { name: 'Other', nameBn: null, menuColumn: 'right', sortOrder: 6 },
      { name: 'Biriyani', nameBn: null, menuColumn: 'left', sortOrder: 2 },
      { name: 'Borhani', nameBn: null, menuColumn: 'right', sortOrder: 6 },
      kacchi,
    ];
    expect(inMenuOrder(categories).map((category) => category.name)).toEqual([
      'Kacchi',
      'Biriyani',
      'Polao',
      'Borhani',
      'Other',
    ]);
  });
});
