import type { FoodCostReport } from '@dastarkhan/contract/food-cost';
import { formatNumber } from '../../lib/format';
import type { TFunction } from '../../lib/i18n';

/** Figures line up on their decimals, and each column keeps its width when the rows arrive. */
const FIGURES = 'whitespace-nowrap tabular-nums';

/** A cell of figures outside the table's columns (its totals row). */
export const NUMBER = `${FIGURES} text-right`;

/** A report table's column of figures (components/ui/data-table.tsx), at the right edge like NUMBER. */
export const NUMBER_COLUMN = { align: 'right', className: FIGURES } as const;

/** A food-cost share as the report, its totals and the dashboard card show it; a dash without sales. */
export const percentText = (t: TFunction, percent: number | null) =>
  percent === null ? '—' : t('foodCost.percent', { percent: formatNumber(percent) });

/**
 * Whether nothing happened in the period: no dish sold, and no ingredient taken in, used, wasted or found
 * short. The report still lists the items that merely had stock, which is no reason to show its tables.
 */
export function nothingHappened(report: FoodCostReport): boolean {
  return (
    report.dishes.length === 0 &&
    report.uncovered.length === 0 &&
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

/** A dish's name in the report; a dish deleted since its sales keeps its row under a name of the catalogue's. */
export const dishName = (t: TFunction, name: string) => name || t('foodCost.deletedDish');
