import '../../lib/i18n/vat-words';
import { businessDay } from '@dastarkhan/contract/periods';
import { vatMonthSchema, type VatRegister, type VatRegisterRate } from '@dastarkhan/contract/vat';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-client';
import { formatDate, formatNumber, formatTaka, RESTAURANT_TIME_ZONE } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useListParams } from '../../lib/use-list-params';
import { downloadVatRegisterCsv, useVatRegister } from './api/vat-register';

/** The month in the URL, so reload and Back keep it; this month's until one is picked. */
const FILTERS = {
  month: vatMonthSchema.catch(() => businessDay(new Date(), RESTAURANT_TIME_ZONE).slice(0, 7)),
};

type Figures = Omit<VatRegister, 'month' | 'days'>;

/** One rate as charged: its name, percent and whether menu prices included it. */
function RateName({ rate }: { rate: VatRegisterRate }) {
  const { t } = useTranslation();
  return (
    <>
      {t('vat.rateLabel', { name: rate.rateName, percent: formatNumber(rate.percent) })}{' '}
      <span className="text-slate-500">{t(rate.inclusive ? 'vat.inclusive' : 'vat.exclusive')}</span>
    </>
  );
}

/** A block of rows: a line per rate, what paid no VAT, and the service charge. */
function FigureRows({ label, figures, strong }: { label: string; figures: Figures; strong?: boolean }) {
  const { t } = useTranslation();
  const rows = [
    ...figures.rates.map((rate) => ({
      key: `${rate.rateName}-${rate.percent}-${rate.inclusive}`,
      name: <RateName rate={rate} />,
      taxable: rate.taxable,
      vat: rate.vat,
    })),
    { key: 'untaxed', name: t('vat.untaxed'), taxable: figures.untaxed, vat: 0 },
    { key: 'service', name: t('vat.serviceCharge'), taxable: figures.serviceCharge, vat: null },
  ];
  return (
    <tbody className={strong ? 'border-t-2 border-slate-400 font-semibold' : 'border-t border-slate-200'}>
      {rows.map((row, index) => (
        <tr key={row.key}>
          {index === 0 && (
            <th scope="rowgroup" rowSpan={rows.length} className="px-3 py-2 text-left align-top">
              {label}
            </th>
          )}
          <td className="px-3 py-1">{row.name}</td>
          <td className="px-3 py-1 text-right tabular-nums">{formatTaka(row.taxable)}</td>
          <td className="px-3 py-1 text-right tabular-nums">{row.vat === null ? '' : formatTaka(row.vat)}</td>
        </tr>
      ))}
    </tbody>
  );
}

/**
 * /dashboard/vat-register (issue 34): a month's sales per rate as charged, with the value without VAT and the
 * VAT, per day and for the month, and the CSV file for the return.
 */
export function VatRegisterPage() {
  const { t } = useTranslation();
  const { filters, setFilters } = useListParams({ filters: FILTERS });
  const register = useVatRegister(filters.month);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadVatRegisterCsv(filters.month);
    } catch {
      toast.error(t('vat.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };
  const data = register.data;
  return (
    <>
      <PageHeader title={t('vat.title')}>{t('vat.intro')}</PageHeader>
      <section
        aria-label={t('vat.monthPicker')}
        className="mb-6 flex flex-wrap items-end gap-4 rounded-lg bg-white p-5 shadow-sm"
      >
        <TextField
          label={t('vat.month')}
          type="month"
          required
          value={filters.month}
          onChange={(event) => event.target.value && setFilters({ month: event.target.value })}
          wrapperClassName="w-48"
        />
        <Button variant="secondary" disabled={downloading} onClick={() => void download()}>
          {downloading ? t('vat.downloading') : t('vat.downloadCsv')}
        </Button>
      </section>
      {register.isError && !data ? (
        <ErrorPanel
          title={t('vat.loadError')}
          message={errorMessage(register.error, t('vat.loadFailed'))}
          onRetry={() => void register.refetch()}
        />
      ) : !data ? (
        <p className="text-slate-600">{t('common.loading')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="p-3 text-left text-slate-600">
              {data.days.length === 0 ? t('vat.empty') : t('vat.caption', { month: data.month })}
            </caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('vat.day')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('vat.rate')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('vat.taxable')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('vat.vat')}
                </th>
              </tr>
            </thead>
            {data.days.map((day) => (
              <FigureRows key={day.day} label={formatDate(day.day)} figures={day} />
            ))}
            <FigureRows label={t('vat.monthTotal')} figures={data} strong />
          </table>
        </div>
      )}
    </>
  );
}
