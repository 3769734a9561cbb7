import { WALLET_METHODS, type Tender } from '@dastarkhan/contract/tenders';
import { RollRow } from '../../../components/roll/roll-row';
import { useSlipWords } from '../../../components/roll/slip-words';

/** A tender's proof of payment: a wallet's transaction ID, a card's last 4 digits (masked as the slip is). */
export function TenderReference({ tender, className }: { tender: Tender; className?: string }) {
  const { t } = useSlipWords();
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
  const { t, taka } = useSlipWords();
  return (
    <section aria-label={t('receipt.printed.payments')}>
      <p className="font-semibold">{t('receipt.printed.payments')}</p>
      {tenders.map((tender) => (
        <div key={`${tender.method} ${tender.reference}`} data-testid="receipt-tender" className="pl-2">
          <RollRow label={t(`invoices.paymentMethod.${tender.method}`)} value={taka(tender.amount)} />
          <TenderReference tender={tender} className="pl-2 text-[10px]" />
        </div>
      ))}
    </section>
  );
}
