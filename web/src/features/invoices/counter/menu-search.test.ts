import type { Recipe } from '@dastarkhan/contract/recipes';
import { describe, expect, it } from 'vitest';
import { searchable, searchMenu } from './menu-search';

const dish = (name: string, code?: string, nameBn: string | null = null): Recipe =>
  ({ _id: name, name, nameBn, code, price: 100, category: 'Main', isAvailable: true }) as unknown as Recipe;

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

// Issue 36: a dish is found by either of its names, in either script, and by its code in either digits.
describe('Search menu in Bangla', () => {
  const bangla = searchable([
    dish('Kacchi Biryani', 'K1', 'কাচ্চি বিরিয়ানি'),
    dish('Morog Polao', 'P2', 'মোরগ পোলাও'),
    dish('Borhani', 'BR2', 'বোরহানি'),
    dish('Chicken Roast', 'CR1'),
  ]);
  const found = (typed: string) => searchMenu(bangla, typed).map((recipe) => recipe.name);

  it('finds a dish by its Bangla name, from its start or any of its words, as by its English name and code', () => {
    expect(found('কাচ্চি')).toEqual(['Kacchi Biryani']);
    expect(found('পোলাও')).toEqual(['Morog Polao']);
    expect(found('বিরিয়ানি')).toEqual(['Kacchi Biryani']);
    expect(found('kacchi')).toEqual(['Kacchi Biryani']);
    expect(found('K1')).toEqual(['Kacchi Biryani']);
    // A dish without a Bangla name is found by its own.
    expect(found('roast')).toEqual(['Chicken Roast']);
  });

  it('reads Bengali digits in a code as 0–9', () => {
    expect(found('K১')).toEqual(['Kacchi Biryani']);
    expect(found('br২')).toEqual(['Borhani']);
  });

  it('finds a Bangla name typed with য় as one letter or as য and its dot', () => {
    // Keyboards type য় either way; both are the name বিরিয়ানি.
    expect(found('বিরি\u09DFানি')).toEqual(['Kacchi Biryani']);
    expect(found('বিরি\u09AF\u09BCানি')).toEqual(['Kacchi Biryani']);
  });
});
