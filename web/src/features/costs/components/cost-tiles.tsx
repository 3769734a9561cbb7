import { useEffect } from 'react';
import { StatCard } from '../../../components/ui/stat-card';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useCostsTotal } from '../api/get-costs';
import { COST_PERIODS, type CostPeriod } from '../cost-periods';

function CostTile({ period }: { period: CostPeriod }) {
  const { t } = useTranslation();
  const total = useCostsTotal(period);
  // A tile that fails to load is only logged (SPEC §8 Costs); the list reports its own failure.
  useEffect(() => {
    if (total.error) console.error(`Could not load the ${period}'s costs`, total.error);
  }, [total.error, period]);
  return (
    <StatCard
      label={t(`costs.tiles.${period}`)}
      value={total.data === undefined ? '—' : formatTaka(total.data)}
      tone="brand"
    />
  );
}

export function CostTiles() {
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-3">
      {COST_PERIODS.map((period) => (
        <CostTile key={period} period={period} />
      ))}
    </div>
  );
}
