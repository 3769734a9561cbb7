import type { RecipeCostSummary } from '@dastarkhan/contract/recipe-costs';
import { Icon } from '../../../components/ui/icon';
import { formatNumber, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

type Figures = Pick<RecipeCostSummary, 'plateCost' | 'foodCostPercent' | 'margin' | 'overThreshold'>;

/**
 * A dish's cost per plate, food-cost % and margin as the server worked them out (the web never recomputes
 * money), with the warning in words, not only colour, when its food cost passes the threshold.
 */
export function RecipeCostFigures({
  figures,
  thresholdPercent,
}: {
  figures: Figures;
  thresholdPercent: number;
}) {
  const { t } = useTranslation();
  const percent =
    figures.foodCostPercent === null
      ? t('recipes.cost.noPercent')
      : t('recipes.cost.percent', { value: formatNumber(figures.foodCostPercent, 1) });
  return (
    <div className="text-sm">
      <dl className="grid grid-cols-3 gap-2">
        <div>
          <dt className="text-xs text-slate-500">{t('recipes.cost.perPlate')}</dt>
          <dd className="font-medium whitespace-nowrap text-slate-800">{formatTaka(figures.plateCost)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('recipes.cost.foodCost')}</dt>
          <dd className={figures.overThreshold ? 'font-semibold text-red-700' : 'font-medium text-slate-800'}>
            {percent}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('recipes.cost.margin')}</dt>
          <dd className="font-medium whitespace-nowrap text-slate-800">{formatTaka(figures.margin)}</dd>
        </div>
      </dl>
      {figures.overThreshold && (
        <p className="mt-2 flex items-center gap-1 rounded-md bg-red-50 px-2 py-1 text-xs font-medium text-red-800">
          <Icon name="alert" className="h-3.5 w-3.5 shrink-0" />
          {t('recipes.cost.over', { threshold: formatNumber(thresholdPercent, 1) })}
        </p>
      )}
    </div>
  );
}
