import type { DayFigures } from '@dastarkhan/contract/days';
import { PAYMENT_METHODS } from '@dastarkhan/contract/tenders';
import { RollRow } from '../../../components/roll/roll-row';
import { formatNumber, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** The X report's figures, a line each: on the day's screen, and on the Z report as it was at the close. */
export function FigureRows({ figures }: { figures: DayFigures }) {
  const { t } = useTranslation();
  const counted = ({ count, amount }: { count: number; amount: number }) =>
    t('days.x.countOf', { count, amount: formatTaka(amount) });
  return (
    <div className="space-y-1" data-testid="x-report">
      <h3 className="font-semibold">{t('days.x.salesByTender')}</h3>
      {PAYMENT_METHODS.map((method) => (
        <RollRow
          key={method}
          label={t(`days.tenders.${method}`)}
          value={formatTaka(figures.salesByTender[method])}
          testId={`sale-${method}`}
        />
      ))}
      <h3 className="pt-2 font-semibold">{t('days.x.laterPayments')}</h3>
      {PAYMENT_METHODS.map((method) => (
        <RollRow
          key={method}
          label={t(`days.tenders.${method}`)}
          value={formatTaka(figures.laterPayments[method])}
        />
      ))}
      <div className="border-t border-dashed border-slate-400 pt-2" />
      <RollRow label={t('days.x.changeGiven')} value={formatTaka(figures.changeGiven)} />
      <RollRow label={t('days.x.voidedReceipts')} value={counted(figures.voidedReceipts)} />
      <RollRow
        label={t('days.x.voidedOrders')}
        value={counted(figures.voidedOrders)}
        testId="voided-orders"
      />
      <RollRow label={t('days.x.discounts')} value={counted(figures.discounts)} />
      <RollRow label={t('days.x.approvals')} value={figures.discounts.approvals} />
      <RollRow label={t('days.x.receipts')} value={figures.receipts} />
      <RollRow label={t('days.x.sales')} value={formatTaka(figures.sales)} />
      <RollRow label={t('days.x.averageBill')} value={formatTaka(figures.averageBill)} />
      {figures.vat.rates.map((rate) => (
        <RollRow
          key={`${rate.rateName}-${rate.percent}-${rate.inclusive}`}
          label={t('days.x.vatRate', {
            name: rate.rateName,
            percent: formatNumber(rate.percent),
            taxable: formatTaka(rate.taxable),
          })}
          value={formatTaka(rate.vat)}
        />
      ))}
      <RollRow label={t('days.x.vat')} value={formatTaka(figures.vat.total)} testId="vat" />
      <RollRow
        label={t('days.x.serviceCharge')}
        value={formatTaka(figures.vat.serviceCharge)}
        testId="service-charge"
      />
      <RollRow label={t('days.x.payIns')} value={counted(figures.payIns)} testId="pay-ins" />
      <RollRow label={t('days.x.payOuts')} value={counted(figures.payOuts)} testId="pay-outs" />
      <RollRow
        label={t('days.x.openingFloat')}
        value={formatTaka(figures.openingFloat)}
        testId="opening-float"
      />
      <p className="text-xs text-slate-600" data-testid="opening-float-source">
        {figures.openingFloatSet ? t('days.x.floatSet', figures.openingFloatSet) : t('days.x.floatDefault')}
      </p>
      <RollRow
        label={t('days.x.expectedCash')}
        value={formatTaka(figures.expectedCash)}
        // What the cashier counts against: the line to find at a glance on screen; the slip keeps its 13 px.
        className="mt-1 border-t border-slate-400 pt-2 text-lg font-bold print:text-[13px]"
        testId="expected-cash"
      />
    </div>
  );
}
