import type { Period } from '@dastarkhan/contract/common';
import type { KitchenSummary } from '@dastarkhan/contract/food-cost';
import { overFoodCostThreshold } from '@dastarkhan/contract/food-cost-threshold';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SmallIcon } from '../../../components/ui/icon';
import { formatDateTime, formatNumber, formatStock, formatTaka } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { useKitchenSummary } from '../api/get-kitchen-summary';
import { percentText } from '../report-figures';
import { TEXT_LINK } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

type ShortItem = KitchenSummary['shoppingList'][number];

const shoppingColumns = (t: TFunction): Column<ShortItem>[] => [
  { header: t('foodCost.card.columns.item'), cell: (item) => item.name },
  {
    header: t('foodCost.card.columns.left'),
    className: 'whitespace-nowrap',
    cell: (item) => formatStock(t, item.quantity, item.unit),
  },
  {
    header: t('foodCost.card.columns.daysLeft'),
    className: 'whitespace-nowrap',
    cell: (item) => t('inventory.days', { count: item.daysLeft, days: formatNumber(item.daysLeft) }),
  },
  { header: t('foodCost.card.columns.supplier'), cell: (item) => item.supplier || '—' },
];

/** One of the card's two figures: a title, the figure (a red one for a loss), and the lines that explain it. */
function FigureBox({
  title,
  figure,
  loss,
  children,
}: {
  title: string;
  figure: string;
  loss?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="rounded-md border border-slate-200 p-4">
      <h3 className="text-sm text-slate-500">{title}</h3>
      <p className={cn('mt-1 text-2xl font-semibold', loss ? 'text-red-700' : 'text-slate-800')}>{figure}</p>
      {children}
    </div>
  );
}

/**
 * The share of the dish sales the figure covers (issue 32): dishes sold without a recipe are left out of it, never
 * counted at zero cost, and the card says so in amber.
 */
function Coverage({ foodCost }: { foodCost: KitchenSummary['foodCost'] | undefined }) {
  const { t } = useTranslation();
  const partial = (foodCost?.uncoveredDishes ?? 0) > 0;
  return (
    <p className={cn('mt-1 min-h-5 text-sm', partial ? 'font-semibold text-amber-800' : 'text-slate-500')}>
      {foodCost?.coveragePercent != null &&
        (partial
          ? t('foodCost.card.coverage', {
              count: foodCost.uncoveredDishes,
              percent: formatNumber(foodCost.coveragePercent),
            })
          : t('foodCost.card.fullCoverage'))}
    </p>
  );
}

function FoodCostShare({ data }: { data: KitchenSummary | undefined }) {
  const { t } = useTranslation();
  const foodCost = data?.foodCost;
  const over = foodCost !== undefined && overFoodCostThreshold(foodCost.percent, foodCost.thresholdPercent);
  return (
    <FigureBox title={t('foodCost.card.share')} figure={foodCost ? percentText(t, foodCost.percent) : '…'}>
      {/* Two lines held from the start, so the figures' arrival does not push the lists down. */}
      <p className="mt-1 min-h-5 text-sm text-slate-600">
        {foodCost &&
          (foodCost.revenue > 0
            ? t('foodCost.card.ofSales', {
                cost: formatTaka(foodCost.theoreticalTk),
                sales: formatTaka(foodCost.revenue),
              })
            : t('foodCost.card.noSales'))}
      </p>
      <p
        className={
          over
            ? 'mt-1 flex min-h-5 items-center gap-1 text-sm font-semibold text-red-700'
            : 'mt-1 min-h-5 text-sm text-slate-500'
        }
      >
        {over && <SmallIcon name="alert" />}
        {/* Without sales there is no share to hold against the threshold. */}
        {foodCost?.percent != null &&
          t(over ? 'foodCost.card.overThreshold' : 'foodCost.card.withinThreshold', {
            threshold: formatNumber(foodCost.thresholdPercent),
          })}
      </p>
      <Coverage foodCost={foodCost} />
    </FigureBox>
  );
}

function LastCount({ data }: { data: KitchenSummary | undefined }) {
  const { t } = useTranslation();
  const count = data?.lastCount;
  return (
    <FigureBox
      title={t('foodCost.card.lastCount')}
      figure={!data ? '…' : count ? formatTaka(count.varianceTk) : '—'}
      loss={(count?.varianceTk ?? 0) < 0}
    >
      <p className="mt-1 min-h-5 text-sm text-slate-600">
        {data &&
          (count
            ? t('foodCost.card.lastCountOn', { count: count.items, date: formatDateTime(count.at) })
            : t('foodCost.card.noCount'))}
      </p>
    </FigureBox>
  );
}

/**
 * The dashboard's "Food cost this period" (issue 16), for the dashboard's range: theoretical food cost ÷ dish
 * sales against the threshold, the last count's unexplained variance, the items below 0 and tomorrow's
 * shopping list. Admins only: the page shows it only to those the API lets in.
 */
export function FoodCostCard({ range }: { range: Period }) {
  const { t } = useTranslation();
  const { data, isError } = useKitchenSummary(range);
  return (
    <section aria-labelledby="food-cost-card-title" className="rounded-lg bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="food-cost-card-title" className="text-lg font-semibold text-slate-800">
          {t('foodCost.card.title')}
        </h2>
        <Link to="/dashboard/food-cost" className={TEXT_LINK}>
          {t('foodCost.card.openReport')}
        </Link>
      </div>
      {isError && !data && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {t('foodCost.card.loadFailed')}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <FoodCostShare data={data} />
        <LastCount data={data} />
      </div>
      {data && data.missingIntake.length > 0 && (
        <section aria-labelledby="food-cost-missing-intake" className="mt-5">
          <h3
            id="food-cost-missing-intake"
            className="mb-2 flex items-center gap-1 font-semibold text-red-700"
          >
            <SmallIcon name="alert" />
            {t('foodCost.card.missingIntake')}
          </h3>
          <ul className="divide-y divide-slate-100 rounded-md border border-red-200 bg-red-50/50">
            {data.missingIntake.map((item) => (
              <li
                key={item.itemId}
                className="flex flex-wrap items-center justify-between gap-x-4 px-3 py-1.5"
              >
                <span className="text-sm text-slate-800">
                  {t('foodCost.card.belowZero', {
                    name: item.name,
                    quantity: formatStock(t, item.quantity, item.unit),
                  })}
                </span>
                <Link
                  to={`/dashboard/inventory?search=${encodeURIComponent(item.name)}`}
                  aria-label={t('foodCost.card.recordMissingIntakeOf', { name: item.name })}
                  className={cn(TEXT_LINK, 'text-sm')}
                >
                  {t('foodCost.card.recordMissingIntake')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && (
        <section aria-labelledby="food-cost-shopping-list" className="mt-5">
          <h3 id="food-cost-shopping-list" className="mb-2 font-semibold text-slate-800">
            {t('foodCost.card.shoppingList')}
          </h3>
          <DataTable
            caption={t('foodCost.card.shoppingCaption')}
            columns={shoppingColumns(t)}
            rows={data.shoppingList}
            rowKey={(item) => item.itemId}
            empty={t('foodCost.card.nothingToBuy')}
          />
        </section>
      )}
    </section>
  );
}
