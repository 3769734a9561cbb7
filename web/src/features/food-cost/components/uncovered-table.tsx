import type { UncoveredDish } from '@dastarkhan/contract/food-cost';
import { DataTable } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { dishSalesColumns } from './dish-sales-columns';

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
        columns={dishSalesColumns<UncoveredDish>(t)}
        rows={dishes}
        rowKey={(dish) => dish.recipeId}
        empty=""
      />
    </section>
  );
}
