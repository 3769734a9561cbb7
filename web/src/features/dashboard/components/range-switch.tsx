import type { Period } from '@dastarkhan/contract/common';
import { cn } from '../../../lib/cn';

export const RANGE_LABELS: Record<Period, string> = {
  today: 'Today',
  week: 'This Week',
  month: 'This Month',
  year: 'This Year',
};

export function RangeSwitch({ value, onChange }: { value: Period; onChange: (range: Period) => void }) {
  return (
    <div
      role="group"
      aria-label="Date range"
      className="inline-flex overflow-hidden rounded-md border border-slate-300"
    >
      {(Object.keys(RANGE_LABELS) as Period[]).map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={value === range}
          onClick={() => onChange(range)}
          className={cn(
            'px-3 py-1.5 text-sm',
            value === range ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {RANGE_LABELS[range]}
        </button>
      ))}
    </div>
  );
}
