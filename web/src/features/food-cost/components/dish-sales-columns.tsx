import type { Column } from '../../../components/ui/data-table';
import { formatNumber, formatTaka } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';
import { dishName, NUMBER_COLUMN } from '../report-figures';

/** What any dish row of the report starts with: its name, the plates sold and what they brought in. */
export const dishSalesColumns = <Dish extends { name: string; plates: number; revenue: number }>(
  t: TFunction,
): Column<Dish>[] => [
  {
    header: t('foodCost.columns.dish'),
    className: 'min-w-48',
    sticky: true,
    cell: (dish) => <span className="font-medium text-slate-800">{dishName(t, dish.name)}</span>,
  },
  { header: t('foodCost.columns.plates'), ...NUMBER_COLUMN, cell: (dish) => formatNumber(dish.plates) },
  { header: t('foodCost.columns.revenue'), ...NUMBER_COLUMN, cell: (dish) => formatTaka(dish.revenue) },
];
