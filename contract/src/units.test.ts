import { describe, expect, it } from 'vitest';
import { unitRatio, unitsLike } from './units';

describe('units', () => {
  it('convert within a family, both ways, as exact fractions', () => {
    expect(unitRatio('kg', 'g')).toEqual({ numerator: 1000, denominator: 1 });
    expect(unitRatio('g', 'kg')).toEqual({ numerator: 1, denominator: 1000 });
    expect(unitRatio('l', 'ml')).toEqual({ numerator: 1000, denominator: 1 });
    expect(unitRatio('dozen', 'unit')).toEqual({ numerator: 12, denominator: 1 });
    expect(unitRatio('bottle', 'bottle')).toEqual({ numerator: 1, denominator: 1 });
  });

  it('do not convert across families or from a unit outside them', () => {
    expect(unitRatio('kg', 'l')).toBeUndefined();
    expect(unitRatio('g', 'unit')).toBeUndefined();
    expect(unitRatio('pack', 'unit')).toBeUndefined();
  });

  it('offer the units a quantity of an item may be written in', () => {
    expect(unitsLike('kg')).toEqual(['g', 'kg']);
    expect(unitsLike('dozen')).toEqual(['unit', 'dozen']);
    expect(unitsLike('box')).toEqual(['box']);
  });
});
