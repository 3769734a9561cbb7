import { SHOPPING_LIST_DAYS } from '@dastarkhan/contract/food-cost';
import { Icon } from '../../../components/ui/icon';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** An item below 0: sales took more than the books held, so an intake was never recorded (issue 16). */
export function MissingIntake() {
  const { t } = useTranslation();
  return (
    // Wraps within the quantity's column: on one line it widened the table past a tablet's screen.
    <span className="mt-1 flex w-32 items-start gap-1 text-xs font-semibold whitespace-normal text-red-700">
      <Icon name="alert" className="mt-px h-3.5 w-3.5 shrink-0" />
      {t('inventory.missingIntake')}
    </span>
  );
}

/** How many days the stock lasts at the recent usage; red when it is on tomorrow's shopping list. */
export function DaysLeft({ days }: { days: number | null }) {
  const { t } = useTranslation();
  if (days === null) return <span className="text-slate-400">—</span>;
  return (
    <span className={days <= SHOPPING_LIST_DAYS ? 'font-semibold text-red-700' : undefined}>
      {t('inventory.days', { count: days, days: formatNumber(days) })}
    </span>
  );
}
