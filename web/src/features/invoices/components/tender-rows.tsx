import { WALLET_METHODS, type Tender } from '@dastarkhan/contract/tenders';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { RollRow } from '../../../components/roll/roll-row';

/** A tender's proof of payment: a wallet's transaction ID, a card's last 4 digits (masked as the slip is). */
export function TenderReference({ tender, className }: { tender: Tender; className?: string }) {
  const { t } = useTranslation();
  if (tender.reference === '') return null;
  const [label, value] = WALLET_METHODS.includes(tender.method)
    ? [t('receipt.printed.transactionId'), tender.reference]
    : tender.method === 'Card'
      ? [t('receipt.printed.card'), t('receipt.printed.cardLast4', { last4: tender.reference })]
      : [t('receipt.printed.reference'), tender.reference];
  return <RollRow label={label} value={value} className={className} />;
}

/** Each tender of a receipt paid several ways: its method and amount, and its reference under it. */
export function TenderList({ tenders }: { tenders: Tender[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('receipt.printed.payments')}>
      <p className="font-semibold">{t('receipt.printed.payments')}</p>
      {tenders.map((tender) => (
        <div key={`${tender.method} ${tender.reference}`} data-testid="receipt-tender" className="pl-2">
          <RollRow label={t(`invoices.paymentMethod.${tender.method}`)} value={formatTaka(tender.amount)} />
          <TenderReference tender={tender} className="pl-2 text-[10px]" />
        </div>
      ))}
    </section>
  );
}
