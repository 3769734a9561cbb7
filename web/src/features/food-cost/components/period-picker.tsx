import { MAX_FOOD_COST_DAYS, type FoodCostQuery } from '@dastarkhan/contract/food-cost';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import { QUICK_PICKS, quickPickOf, type PeriodProblem, type QuickPick } from '../report-period';

type PeriodPickerProps = {
  period: FoodCostQuery;
  problem: PeriodProblem | undefined;
  onChange: (period: Partial<FoodCostQuery>) => void;
  onPick: (pick: QuickPick) => void;
};

/** The report's first and last business day, and the quick picks that set both. */
export function PeriodPicker({ period, problem, onChange, onPick }: PeriodPickerProps) {
  const { t } = useTranslation();
  const picked = quickPickOf(period);
  return (
    <section
      aria-label={t('foodCost.period')}
      className="mb-6 flex flex-wrap items-end gap-4 rounded-lg bg-white p-5 shadow-sm"
    >
      <TextField
        label={t('foodCost.from')}
        type="date"
        required
        value={period.from}
        // A cleared box keeps the date it had: the report always covers some days.
        onChange={(event) => event.target.value && onChange({ from: event.target.value })}
        wrapperClassName="w-44"
      />
      <TextField
        label={t('foodCost.to')}
        type="date"
        required
        value={period.to}
        onChange={(event) => event.target.value && onChange({ to: event.target.value })}
        error={problem && t(`foodCost.problems.${problem}`, { days: MAX_FOOD_COST_DAYS })}
        wrapperClassName="w-44"
      />
      <div role="group" aria-label={t('foodCost.quickPicks')} className="flex flex-wrap gap-2">
        {QUICK_PICKS.map((pick) => (
          <Button
            key={pick}
            variant={picked === pick ? 'primary' : 'secondary'}
            aria-pressed={picked === pick}
            onClick={() => onPick(pick)}
          >
            {t(`foodCost.picks.${pick}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
