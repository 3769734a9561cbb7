import type { FoodCostReport } from '@dastarkhan/contract/food-cost';

/**
 * Whether nothing happened in the period: no dish sold, and no ingredient taken in, used, wasted or found
 * short. The report still lists the items that merely had stock, which is no reason to show its tables.
 */
export function nothingHappened(report: FoodCostReport): boolean {
  return (
    report.dishes.length === 0 &&
    report.ingredients.every(
      (row) =>
        row.intakes === 0 &&
        row.theoretical === 0 &&
        row.waste === 0 &&
        row.actual === 0 &&
        row.variance === 0,
    )
  );
}
