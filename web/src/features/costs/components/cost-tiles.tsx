import { useEffect } from 'react';
import { StatCard } from '../../../components/ui/stat-card';
import { formatTaka } from '../../../lib/format';
import { useCostsTotal } from '../api/get-costs';
import type { CostPeriod } from '../cost-periods';

const TILES: { period: CostPeriod; label: string }[] = [
  { period: 'today', label: "Today's Costs" },
  { period: 'week', label: "This Week's Costs" },
  { period: 'month', label: "This Month's Costs" },
];

function CostTile({ period, label }: { period: CostPeriod; label: string }) {
  const total = useCostsTotal(period);
  // A tile that fails to load is only logged (SPEC §8 Costs); the list reports its own failure.
  useEffect(() => {
    if (total.error) console.error(`Could not load ${label}`, total.error);
  }, [total.error, label]);
  return (
    <StatCard label={label} value={total.data === undefined ? '—' : formatTaka(total.data)} tone="brand" />
  );
}

export function CostTiles() {
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-3">
      {TILES.map((tile) => (
        <CostTile key={tile.period} {...tile} />
      ))}
    </div>
  );
}
