import type { IntakeTotals, InventorySummary } from '@dastarkhan/contract/inventory';
import { StatCard } from '../../../components/ui/stat-card';
import { formatTaka } from '../../../lib/format';

/**
 * Stock counts over the live inventory; taka spent on intakes today, this week and this month, and what suppliers
 * are still owed (deleted items included).
 */
export function InventoryCards({ summary, costs }: { summary?: InventorySummary; costs?: IntakeTotals }) {
  const count = (value: number | undefined) => (value === undefined ? '—' : value);
  const taka = (value: number | undefined) => (value === undefined ? '—' : formatTaka(value));
  return (
    <div className="mb-6 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Items" value={count(summary?.totalItems)} tone="brand" />
        <StatCard label="In Stock" value={count(summary?.inStock)} tone="green" />
        <StatCard label="Low Stock" value={count(summary?.lowStock)} tone="amber" />
        <StatCard label="Out of Stock" value={count(summary?.outOfStock)} tone="red" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Today's Cost" value={taka(costs?.today)} />
        <StatCard label="This Week's Cost" value={taka(costs?.week)} />
        <StatCard label="This Month's Cost" value={taka(costs?.month)} />
        <StatCard label="Owed to Suppliers" value={taka(summary?.dueTk)} tone="amber" />
      </div>
    </div>
  );
}
