import type { Recipe } from '@dastarkhan/contract/recipes';
import { describe, expect, it } from 'vitest';
import { searchable, searchMenu } from './menu-search';

const dish = (name: string, code?: string): Recipe =>
  ({ _id: name, name, code, price: 100, category: 'Main', isAvailable: true }) as unknown as Recipe;

const menu = searchable([
  dish('Chicken Roast', 'CR1'),
  dish('Basmoti Kacchi', 'K1'),
  dish('Mutton Kacchi', 'K2'),
  dish('Borhani', 'BR2'),
  dish('Kashmiri Naan'),
]);
const names = (typed: string) => searchMenu(menu, typed).map((recipe) => recipe.name);

describe('Search menu', () => {
  it('lists the whole menu, in menu order, when nothing is typed', () => {
    expect(names('  ')).toEqual([
      'Chicken Roast',
      'Basmoti Kacchi',
      'Mutton Kacchi',
      'Borhani',
      'Kashmiri Naan',
    ]);
  });

  it('puts the dish whose code was typed first, whatever the case', () => {
    expect(names('k2')[0]).toBe('Mutton Kacchi');
    expect(names('BR2')).toEqual(['Borhani']);
  });

  it('ranks codes starting so, then names, then any word, then anywhere in the name', () => {
    expect(names('k')).toEqual(['Basmoti Kacchi', 'Mutton Kacchi', 'Kashmiri Naan', 'Chicken Roast']);
    expect(names('kacchi')).toEqual(['Basmoti Kacchi', 'Mutton Kacchi']);
    expect(names('bo')).toEqual(['Borhani']);
    expect(names('oast')).toEqual(['Chicken Roast']);
  });

  it('finds nothing for a text no dish holds', () => {
    expect(names('pizza')).toEqual([]);
  });
});
