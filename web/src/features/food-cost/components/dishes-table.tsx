import type { DishCost } from '@dastarkhan/contract/food-cost';
import { overFoodCostThreshold } from '@dastarkhan/contract/food-cost-threshold';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDate, formatNumber, formatTaka } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { NUMBER_COLUMN, percentText } from '../report-figures';
import { dishSalesColumns } from './dish-sales-columns';

const columns = (t: TFunction, thresholdPercent: number): Column<DishCost>[] => [
  ...dishSalesColumns<DishCost>(t),
  {
    header: t('foodCost.columns.theoreticalCost'),
    ...NUMBER_COLUMN,
    cell: (dish) => formatTaka(dish.theoreticalCost),
  },
  { header: t('foodCost.columns.margin'), ...NUMBER_COLUMN, cell: (dish) => formatTaka(dish.margin) },
  {
    header: t('foodCost.columns.foodCostPercent'),
    ...NUMBER_COLUMN,
    cell: (dish) =>
      overFoodCostThreshold(dish.foodCostPercent, thresholdPercent) ? (
        <span className="font-semibold text-red-700">
          {percentText(t, dish.foodCostPercent)}
          <span className="block text-xs font-medium">
            {t('recipes.cost.over', { threshold: formatNumber(thresholdPercent, 1) })}
          </span>
        </span>
      ) : (
        percentText(t, dish.foodCostPercent)
      ),
  },
];

/** Each dish sold in the period, most revenue first, costed at its recipe; food cost over the threshold marked. */
export function DishesTable({
  period,
  dishes,
  thresholdPercent,
}: {
  period: { from: string; to: string };
  dishes: DishCost[];
  thresholdPercent: number;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="food-cost-dishes">
      <h2 id="food-cost-dishes" className="mb-3 text-lg font-semibold text-slate-800">
        {t('foodCost.dishes')}
      </h2>
      <DataTable
        caption={t('foodCost.dishesCaption', { from: formatDate(period.from), to: formatDate(period.to) })}
        columns={columns(t, thresholdPercent)}
        rows={dishes}
        rowKey={(dish) => dish.recipeId}
        empty={t('foodCost.noDishes')}
      />
    </section>
  );
}
