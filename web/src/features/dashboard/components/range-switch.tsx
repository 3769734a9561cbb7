import { PERIODS, type Period } from '@dastarkhan/contract/common';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';

export function RangeSwitch({ value, onChange }: { value: Period; onChange: (range: Period) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('dashboard.dateRange')}
      className="inline-flex overflow-hidden rounded-md border border-slate-300"
    >
      {PERIODS.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={value === range}
          onClick={() => onChange(range)}
          className={cn(
            // 44 px tall on touch screens, for a finger.
            'px-3 py-1.5 text-sm pointer-coarse:min-h-11',
            value === range ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {t(`period.${range}`)}
        </button>
      ))}
    </div>
  );
}
