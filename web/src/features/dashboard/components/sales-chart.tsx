import type { Period } from '@dastarkhan/contract/common';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatChartDay, formatNumber, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSalesSeries } from '../api/get-sales-series';

/** Sales per day of the range, or per month for the year (Recharts). */
export function SalesChart({ range }: { range: Period }) {
  const { t } = useTranslation();
  const series = useSalesSeries(range);
  const unit = series.data?.unit ?? 'day';
  const points = (series.data?.points ?? []).map((point) => ({
    ...point,
    label: formatChartDay(point.date, unit),
  }));
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
          <p className="py-10 text-center text-sm text-slate-500">{t('dashboard.chartFailed')}</p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={points} margin={{ top: 5, right: 10, left: 10, bottom: 5 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
              <YAxis
                tick={{ fontSize: 12 }}
                width={70}
                tickFormatter={(value: number) => t('dashboard.takaTick', { amount: formatNumber(value) })}
              />
              <Tooltip
                formatter={(value) => [formatTaka(Number(value)), t('dashboard.sales')]}
                labelFormatter={(label) => String(label)}
              />
              <Bar dataKey="sales" fill="#b45309" radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        )}
      </div>
    </section>
  );
}
