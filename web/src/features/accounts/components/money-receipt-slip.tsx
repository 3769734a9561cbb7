import type { AccountPayment } from '@dastarkhan/contract/accounts';
import { forwardRef } from 'react';
import { RollRow } from '../../../components/roll/roll-row';
import { useBusinessDetails } from '../../../lib/business-details';
import { formatDate, formatDateTime, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/**
 * The money receipt of a payment on account, as printed on the 80 mm roll (72 mm of content): who paid, how,
 * what they owed before and now, and the receipts it paid, each with its status after.
 */
export const MoneyReceiptSlip = forwardRef<HTMLDivElement, { payment: AccountPayment }>(
  function MoneyReceiptSlip({ payment }, ref) {
    const { t } = useTranslation();
    const business = useBusinessDetails().data;
    return (
      <div
        ref={ref}
        data-testid="money-receipt"
        className="receipt mx-auto w-[72mm] space-y-2 overflow-hidden bg-white p-[2mm] font-mono text-[11px] leading-snug text-black"
      >
        {business?.name && <p className="text-center text-[13px] font-bold break-words">{business.name}</p>}
        <h2 className="text-center text-[13px] font-bold">{t('accounts.moneyReceipt.heading')}</h2>
        {payment.voided && (
          <p className="text-center font-bold" data-testid="money-receipt-void">
            {t('accounts.moneyReceipt.voided', { reason: payment.voided.reason, by: payment.voided.byName })}
          </p>
        )}
        <RollRow label={t('accounts.moneyReceipt.number')} value={payment.number} />
        <RollRow label={t('accounts.moneyReceipt.day')} value={formatDate(payment.businessDay)} />
        <p className="break-words">
          {t('accounts.moneyReceipt.customer')}: {payment.customerName} · {payment.customerPhone}
        </p>
        <div className="border-t border-dashed border-black" />
        {payment.tenders.map((tender, at) => (
          <RollRow
            key={`${tender.method}-${at}`}
            label={[t(`invoices.paymentMethod.${tender.method}`), tender.reference].filter(Boolean).join(' ')}
            value={formatTaka(tender.amount)}
          />
        ))}
        <RollRow label={t('accounts.moneyReceipt.received')} value={formatTaka(payment.amount)} strong />
        {payment.change > 0 && (
          <RollRow label={t('accounts.moneyReceipt.change')} value={formatTaka(payment.change)} />
        )}
        <RollRow label={t('accounts.moneyReceipt.balanceBefore')} value={formatTaka(payment.balanceBefore)} />
        <RollRow
          label={t('accounts.moneyReceipt.balanceAfter')}
          value={formatTaka(payment.balanceAfter)}
          testId="money-receipt-after"
        />
        <div className="border-t border-dashed border-black" />
        <p>{t('accounts.moneyReceipt.applied')}</p>
        <ul aria-label={t('accounts.moneyReceipt.applied')} data-testid="money-receipt-allocations">
          {payment.allocations.map((allocation) => (
            <li key={allocation.invoiceId}>
              <RollRow
                label={t('accounts.moneyReceipt.receiptLine', {
                  number: allocation.invoiceNumber,
                  status: t(`accounts.moneyReceipt.status.${allocation.status}`),
                })}
                value={formatTaka(allocation.amount)}
              />
            </li>
          ))}
        </ul>
        {payment.note && (
          <p className="break-words">
            {t('accounts.moneyReceipt.note')}: {payment.note}
          </p>
        )}
        <p>
          {t('accounts.moneyReceipt.by')}: {payment.createdByName} · {formatDateTime(payment.createdAt)}
        </p>
      </div>
    );
  },
);
