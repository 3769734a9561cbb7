import type { IntakeTotals, InventorySummary } from '@dastarkhan/contract/inventory';
import { StatCard } from '../../../components/ui/stat-card';
import { formatNumber, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/**
 * Stock counts over the live inventory; taka spent on intakes today, this week and this month, and what suppliers
 * are still owed (deleted items included).
 */
export function InventoryCards({ summary, costs }: { summary?: InventorySummary; costs?: IntakeTotals }) {
  const { t } = useTranslation();
  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));
  const taka = (value: number | undefined) => (value === undefined ? '—' : formatTaka(value));
  return (
    <div className="mb-6 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t('inventory.cards.totalItems')} value={count(summary?.totalItems)} tone="brand" />
        <StatCard label={t('inventory.cards.inStock')} value={count(summary?.inStock)} tone="green" />
        <StatCard label={t('inventory.cards.lowStock')} value={count(summary?.lowStock)} tone="amber" />
        <StatCard label={t('inventory.cards.outOfStock')} value={count(summary?.outOfStock)} tone="red" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t('inventory.cards.todaysCost')} value={taka(costs?.today)} />
        <StatCard label={t('inventory.cards.weeksCost')} value={taka(costs?.week)} />
        <StatCard label={t('inventory.cards.monthsCost')} value={taka(costs?.month)} />
        <StatCard label={t('inventory.cards.owed')} value={taka(summary?.dueTk)} tone="amber" />
      </div>
    </div>
  );
}
