import type { FoodCostReport, IngredientCost } from '@dastarkhan/contract/food-cost';
import { describe, expect, it } from 'vitest';
import { nothingHappened } from './report-figures';

const rice: IngredientCost = {
  itemId: '1',
  name: 'Basmoti rice',
  unit: 'kg',
  unitCost: 120,
  opening: 20,
  intakes: 0,
  theoretical: 0,
  waste: 0,
  closing: 20,
  actual: 0,
  variance: 0,
  intakesTk: 0,
  theoreticalTk: 0,
  wasteTk: 0,
  actualTk: 0,
  varianceTk: 0,
  leak: false,
};
const report = (ingredients: IngredientCost[], dishes: FoodCostReport['dishes'] = []): FoodCostReport => ({
  from: '2026-03-01',
  to: '2026-03-31',
  ingredients,
  dishes,
  uncovered: [],
  thresholdPercent: 35,
  totals: {
    intakesTk: 0,
    theoreticalTk: 0,
    wasteTk: 0,
    actualTk: 0,
    varianceTk: 0,
    revenue: 0,
    foodCostPercent: null,
    uncoveredRevenue: 0,
    coveragePercent: null,
  },
});

describe('nothingHappened', () => {
  it('is true for an empty store and for stock that only sat on the shelf', () => {
    expect(nothingHappened(report([]))).toBe(true);
    expect(nothingHappened(report([rice]))).toBe(true);
  });

  it('is false once anything moved or was sold', () => {
    expect(nothingHappened(report([{ ...rice, intakes: 5, closing: 25 }]))).toBe(false);
    expect(nothingHappened(report([{ ...rice, waste: 1, actual: 1, closing: 19 }]))).toBe(false);
    expect(nothingHappened(report([{ ...rice, variance: -0.5, actual: 0.5, closing: 19.5 }]))).toBe(false);
    const kacchi = {
      recipeId: '7',
      name: 'Kacchi',
      plates: 3,
      revenue: 1050,
      theoreticalCost: 360,
      margin: 690,
      foodCostPercent: 34.3,
    };
    expect(nothingHappened(report([rice], [kacchi]))).toBe(false);
    const uncovered = { recipeId: '8', name: 'Borhani', plates: 2, revenue: 160 };
    expect(nothingHappened({ ...report([rice]), uncovered: [uncovered] })).toBe(false);
  });
});
