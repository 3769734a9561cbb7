import type { Period } from '@dastarkhan/contract/common';
import { StatCard } from '../../../components/ui/stat-card';
import { formatNumber, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSummary } from '../api/get-summary';

/** Sales and orders for the range; customers and stock items are current totals (docs/decisions/0012). */
export function SummaryCards({ range }: { range: Period }) {
  const { t } = useTranslation();
  const summary = useSummary(range);
  const value = (shown: (data: NonNullable<typeof summary.data>) => string) =>
    summary.data ? shown(summary.data) : summary.isError ? '—' : '…';
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label={t('dashboard.totalSales')}
        tone="brand"
        value={value((data) => formatTaka(data.sales))}
      />
      <StatCard
        label={t('dashboard.totalOrders')}
        tone="green"
        value={value((data) => formatNumber(data.orderCount))}
      />
      <StatCard
        label={t('dashboard.totalCustomers')}
        value={value((data) => formatNumber(data.totalCustomers))}
      />
      <StatCard
        label={t('dashboard.inventoryItems')}
        tone="amber"
        value={value((data) => formatNumber(data.totalInventoryItems))}
      />
    </div>
  );
}
