import type { Period } from '@dastarkhan/contract/common';
import { useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { lazyComponent } from '../../../components/ui/lazy-component';
import { formatChartDay } from '../../../lib/format';
import { whenIdle } from '../../../lib/idle';
import { useTranslation } from '../../../lib/i18n';
import { useSalesSeries } from '../api/get-sales-series';

const salesChartPlot = lazyComponent(() => import('./sales-chart-plot').then((m) => m.SalesChartPlot));

/** True from the browser's first idle moment after the component mounts. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenIdle().then(() => mounted && setIdle(true));
    return () => {
      mounted = false;
    };
  }, []);
  return idle;
}

/**
 * Sales per day of the range, or per month for the year. The figures above it come first: the chart's code
 * (Recharts, most of the dashboard's script) is fetched in the first idle moment, into a box already its size.
 */
export function SalesChart({ range }: { range: Period }) {
  const { t } = useTranslation();
  const series = useSalesSeries(range);
  const idle = useIdle();
  const unit = series.data?.unit ?? 'day';
  const points = (series.data?.points ?? []).map((point) => ({
    ...point,
    label: formatChartDay(point.date, unit),
  }));
  const failed = <p className="py-10 text-center text-sm text-slate-500">{t('dashboard.chartFailed')}</p>;
  return (
    <section
      aria-labelledby="sales-chart-title"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="sales-chart-title" className="mb-3 font-semibold text-slate-800">
        {unit === 'month' ? t('dashboard.salesByMonth') : t('dashboard.salesByDay')}
      </h2>
      <div className="h-64" data-testid="sales-chart">
        {series.isError ? (
          failed
        ) : (
          <ErrorBoundary fallback={failed}>
            {idle && <salesChartPlot.Component points={points} />}
          </ErrorBoundary>
        )}
      </div>
    </section>
  );
}
