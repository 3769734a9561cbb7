import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

export type SalesPoint = { label: string; sales: number };

/** The bars of the sales chart (Recharts): a chunk of its own, most of the dashboard's code. */
export function SalesChartPlot({ points }: { points: SalesPoint[] }) {
  const { t } = useTranslation();
  return (
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
  );
}
