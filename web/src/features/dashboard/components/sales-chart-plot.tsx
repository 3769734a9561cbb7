import { cn } from '../../../lib/cn';
import { formatNumber, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

export type SalesPoint = { label: string; sales: number };

/** Horizontal lines above the baseline: the axis reads 0 and four round steps. */
const STEPS = 4;
/** At most this many day labels under the bars on a phone, and on a wider screen, so they never overlap. */
const LABELS = { narrow: 4, wide: 8 };

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value`, so the axis reads in round figures. */
export function roundStep(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].find((multiple) => multiple * power >= value)! * power;
}

/**
 * The bars of the sales chart, drawn with CSS boxes rather than a charting library: Recharts cost the
 * dashboard most of its main-thread time on a phone (docs/decisions/0103-sales-chart-without-recharts.md).
 * Each bar says its day and amount to a screen reader and, on hover, as its title.
 */
export function SalesChartPlot({ points }: { points: SalesPoint[] }) {
  const { t } = useTranslation();
  const step = roundStep(Math.max(0, ...points.map((point) => point.sales)) / STEPS);
  const top = step * STEPS;
  const ticks = Array.from({ length: STEPS + 1 }, (_, index) => index * step);
  // Counted back from the last day, so the range's end is always named.
  const named = (index: number, labels: number) =>
    (points.length - 1 - index) % Math.ceil(points.length / labels) === 0;
  // The last label ends at the axis's end instead of running past it.
  const labelClass = (index: number) =>
    index === points.length - 1
      ? 'text-right'
      : named(index, LABELS.narrow)
        ? 'text-center'
        : named(index, LABELS.wide)
          ? 'invisible text-center md:visible'
          : 'invisible';
  const percent = (value: number) => `${(Math.max(0, value) / top) * 100}%`;
  return (
    <div className="grid h-full grid-cols-[4.5rem_minmax(0,1fr)] grid-rows-[1fr_auto] gap-x-2 text-xs text-slate-500">
      <div aria-hidden className="relative">
        {ticks.map((tick) => (
          <span key={tick} className="absolute right-0 translate-y-1/2" style={{ bottom: percent(tick) }}>
            {t('dashboard.takaTick', { amount: formatNumber(tick) })}
          </span>
        ))}
      </div>
      <div className="relative border-b border-slate-300">
        {ticks.slice(1).map((tick) => (
          <div
            key={tick}
            aria-hidden
            className="absolute inset-x-0 border-t border-dashed border-slate-200"
            style={{ bottom: percent(tick) }}
          />
        ))}
        <ol className="absolute inset-0 flex items-end gap-px px-1">
          {points.map((point) => (
            <li key={point.label} className="flex h-full min-w-0 flex-1 items-end justify-center">
              <div
                className="w-4/5 max-w-12 rounded-t-[3px] bg-brand-600"
                style={{ height: percent(point.sales) }}
                title={`${point.label}: ${formatTaka(point.sales)}`}
              />
              <span className="sr-only">
                {point.label}: {formatTaka(point.sales)}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div />
      <div aria-hidden className="flex gap-px px-1 pt-1">
        {points.map((point, index) => (
          <span
            key={point.label}
            className={cn('min-w-0 flex-1 overflow-visible whitespace-nowrap', labelClass(index))}
          >
            {point.label}
          </span>
        ))}
      </div>
    </div>
  );
}
