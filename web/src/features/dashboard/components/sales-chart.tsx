import type { Period } from '@dastarkhan/contract/common';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatTaka } from '../../../lib/format';
import { useSalesSeries } from '../api/get-sales-series';

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/** Sales per day of the range, or per month for the year (Recharts). */
export function SalesChart({ range }: { range: Period }) {
  const series = useSalesSeries(range);
  const format = series.data?.unit === 'month' ? monthLabel : dayLabel;
  const points = (series.data?.points ?? []).map((point) => ({
    ...point,
    label: format.format(new Date(`${point.date}T00:00:00Z`)),
  }));
  return (
    <section
      aria-labelledby="sales-chart-title"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="sales-chart-title" className="mb-3 font-semibold text-slate-800">
        Sales by {series.data?.unit === 'month' ? 'month' : 'day'}
      </h2>
      <div className="h-64" data-testid="sales-chart">
        {series.isError ? (
          <p className="py-10 text-center text-sm text-slate-500">The chart could not be loaded.</p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={points} margin={{ top: 5, right: 10, left: 10, bottom: 5 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
              <YAxis tick={{ fontSize: 12 }} width={70} tickFormatter={(value: number) => `৳${value}`} />
              <Tooltip
                formatter={(value) => [formatTaka(Number(value)), 'Sales']}
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
