import type { Period } from '@dastarkhan/contract/common';
import { StatCard } from '../../../components/ui/stat-card';
import { formatTaka } from '../../../lib/format';
import { useSummary } from '../api/get-summary';

/** Sales and orders for the range; customers and stock items are current totals (docs/decisions/0012). */
export function SummaryCards({ range }: { range: Period }) {
  const summary = useSummary(range);
  const value = (shown: (data: NonNullable<typeof summary.data>) => string) =>
    summary.data ? shown(summary.data) : summary.isError ? '—' : '…';
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Total Sales" tone="brand" value={value((data) => formatTaka(data.sales))} />
      <StatCard label="Total Orders" tone="green" value={value((data) => String(data.orderCount))} />
      <StatCard label="Total Customers" value={value((data) => String(data.totalCustomers))} />
      <StatCard
        label="Inventory Items"
        tone="amber"
        value={value((data) => String(data.totalInventoryItems))}
      />
    </div>
  );
}
