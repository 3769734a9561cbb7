import type { FoodCostReport, IngredientCost } from '@dastarkhan/contract/food-cost';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { formatDate, formatStock, formatTaka } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { NUMBER, NUMBER_COLUMN } from '../report-figures';

/** An ingredient whose leak the report flags: its row stands out (the row says so in words too). */
const LEAK_ROW = 'bg-red-50 hover:bg-red-100';

/** Rows held while the report loads: the table does not grow under a first look at a short period. */
const PLACEHOLDER_ROWS = 6;

/** A loss (below 0) in red and signed; the sign tells it without the colour. */
const loss = (value: number) => (value < 0 ? 'font-semibold text-red-700' : undefined);

function columns(t: TFunction): Column<IngredientCost>[] {
  const amount = (header: string, value: (row: IngredientCost) => number): Column<IngredientCost> => ({
    header,
    ...NUMBER_COLUMN,
    cell: (row) => formatStock(t, value(row), row.unit),
  });
  return [
    {
      header: t('foodCost.columns.name'),
      className: 'min-w-48',
      sticky: true,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-800">{row.name}</span>
          {row.leak && (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              <Icon name="alert" className="h-3.5 w-3.5" />
              {t('foodCost.leak')}
            </span>
          )}
        </span>
      ),
    },
    { header: t('foodCost.columns.unit'), cell: (row) => t(`inventory.units.${row.unit}`) },
    amount(t('foodCost.columns.opening'), (row) => row.opening),
    amount(t('foodCost.columns.intakes'), (row) => row.intakes),
    amount(t('foodCost.columns.theoretical'), (row) => row.theoretical),
    amount(t('foodCost.columns.waste'), (row) => row.waste),
    amount(t('foodCost.columns.closing'), (row) => row.closing),
    amount(t('foodCost.columns.actual'), (row) => row.actual),
    {
      header: t('foodCost.columns.variance'),
      ...NUMBER_COLUMN,
      cell: (row) => <span className={loss(row.variance)}>{formatStock(t, row.variance, row.unit)}</span>,
    },
    {
      header: t('foodCost.columns.varianceTk'),
      ...NUMBER_COLUMN,
      cell: (row) => <span className={loss(row.varianceTk)}>{formatTaka(row.varianceTk)}</span>,
    },
  ];
}

/** The totals in taka under the columns they add up; quantities of different units are not added. */
function Totals({ totals }: { totals: FoodCostReport['totals'] }) {
  const { t } = useTranslation();
  const cell = cn('px-4 py-3', NUMBER);
  return (
    <tr>
      <th scope="row" colSpan={3} className="px-4 py-3 text-left">
        {t('foodCost.totals')}
      </th>
      <td className={cell}>{formatTaka(totals.intakesTk)}</td>
      <td className={cell}>{formatTaka(totals.theoreticalTk)}</td>
      <td className={cell}>{formatTaka(totals.wasteTk)}</td>
      <td />
      <td className={cell}>{formatTaka(totals.actualTk)}</td>
      <td />
      <td className={cell}>
        <span className={loss(totals.varianceTk)}>{formatTaka(totals.varianceTk)}</span>
      </td>
    </tr>
  );
}

type Props = {
  period: { from: string; to: string };
  report: FoodCostReport | undefined;
  loading: boolean;
};

/** Every ingredient over the period, biggest loss first as the server sorts them, the top 5 marked Leak. */
export function IngredientsTable({ period, report, loading }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="food-cost-ingredients" className="mb-8">
      <h2 id="food-cost-ingredients" className="mb-3 text-lg font-semibold text-slate-800">
        {t('foodCost.ingredients')}
      </h2>
      <DataTable
        caption={t('foodCost.ingredientsCaption', {
          from: formatDate(period.from),
          to: formatDate(period.to),
        })}
        columns={columns(t)}
        rows={report?.ingredients ?? []}
        rowKey={(row) => row.itemId}
        rowClassName={(row) => (row.leak ? LEAK_ROW : undefined)}
        loading={loading}
        placeholderRows={PLACEHOLDER_ROWS}
        empty={t('foodCost.noIngredients')}
        footer={report && <Totals totals={report.totals} />}
      />
    </section>
  );
}
