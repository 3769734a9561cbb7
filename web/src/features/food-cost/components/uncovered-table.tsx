import type { UncoveredDish } from '@dastarkhan/contract/food-cost';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDate, formatNumber, formatTaka } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { dishName, NUMBER_COLUMN } from '../report-figures';

const columns = (t: TFunction): Column<UncoveredDish>[] => [
  {
    header: t('foodCost.columns.dish'),
    className: 'min-w-48',
    sticky: true,
    cell: (dish) => <span className="font-medium text-slate-800">{dishName(t, dish.name)}</span>,
  },
  { header: t('foodCost.columns.plates'), ...NUMBER_COLUMN, cell: (dish) => formatNumber(dish.plates) },
  { header: t('foodCost.columns.revenue'), ...NUMBER_COLUMN, cell: (dish) => formatTaka(dish.revenue) },
];

/**
 * The dishes sold in the period with no recipe to cost them (issue 32): outside the food cost, listed so the
 * owner sees what the figures leave out. Shown only when there are some.
 */
export function UncoveredTable({
  period,
  dishes,
}: {
  period: { from: string; to: string };
  dishes: UncoveredDish[];
}) {
  const { t } = useTranslation();
  if (dishes.length === 0) return null;
  return (
    <section aria-labelledby="food-cost-uncovered" className="mt-6">
      <h2 id="food-cost-uncovered" className="mb-3 text-lg font-semibold text-amber-800">
        {t('foodCost.uncovered')}
      </h2>
      <DataTable
        caption={t('foodCost.uncoveredCaption', { from: formatDate(period.from), to: formatDate(period.to) })}
        columns={columns(t)}
        rows={dishes}
        rowKey={(dish) => dish.recipeId}
        empty=""
      />
    </section>
  );
}
