import type { Period } from '@dastarkhan/contract/common';
import { formatChartDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSalesSeries } from '../api/get-sales-series';
import { SalesChartPlot } from './sales-chart-plot';

/** Sales per day of the range, or per month for the year, in a box of its final size from the start. */
export function SalesChart({ range }: { range: Period }) {
  const { t } = useTranslation();
  const series = useSalesSeries(range);
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
        {series.isError ? failed : series.data && <SalesChartPlot points={points} />}
      </div>
    </section>
  );
}
