import type { Invoice } from '@dastarkhan/contract/invoices';
import { RollRow as Row } from '../../../components/roll/roll-row';
import { useSlipWords } from '../../../components/roll/slip-words';

/** A receipt with the seller's BIN prints as NBR's Mushak-6.3 tax invoice (issue 34); without one, as before. */
export const isTaxInvoice = (invoice: Invoice) => invoice.sellerBin !== '';

/** The tax invoice's title and the seller's BIN, under the business's name and address. */
export function TaxInvoiceHeading({ invoice }: { invoice: Invoice }) {
  const { t } = useSlipWords();
  return (
    <div className="text-center" data-testid="mushak-heading">
      <p className="font-bold">{t('receipt.printed.taxInvoice')}</p>
      <p>{t('receipt.printed.sellerBin', { bin: invoice.sellerBin })}</p>
    </div>
  );
}

/** The buyer's BIN under the buyer's name, when the buyer gave one. */
export function BuyerBin({ invoice }: { invoice: Invoice }) {
  const { t } = useSlipWords();
  return invoice.buyerBin ? <p>{t('receipt.printed.buyerBin', { bin: invoice.buyerBin })}</p> : null;
}

/** A rate's line: its name and percent, and whether menu prices include it; the slip's words. */
function useRateLabel() {
  const { t, number } = useSlipWords();
  return (line: { rateName: string; percent: number; inclusive: boolean }) =>
    t(line.inclusive ? 'receipt.printed.vatIncluded' : 'receipt.printed.vatAdded', {
      name: line.rateName,
      percent: number(line.percent),
    });
}

/**
 * The saved receipt's VAT on the screen, beside the slip (which shows it only on a tax invoice or when VAT is
 * added on top): the service charge, the value without VAT and the VAT per rate as the server stored them, or
 * "VAT not recorded" for a receipt made before VAT was (issue 34). In the slip's words.
 */
export function ReceiptVatSummary({ invoice }: { invoice: Invoice }) {
  const { t, taka } = useSlipWords();
  const rateLabel = useRateLabel();
  const { vat } = invoice;
  if (!vat)
    return (
      <p className="text-center text-sm text-slate-600" data-testid="vat-not-recorded">
        {t('receipt.vatNotRecorded')}
      </p>
    );
  const rows: [string, number][] = [
    ...(vat.serviceCharge > 0
      ? [[t('receipt.printed.serviceCharge'), vat.serviceCharge] as [string, number]]
      : []),
    [t('receipt.printed.valueWithoutVat'), vat.valueWithoutVat],
    ...vat.lines.map((line): [string, number] => [rateLabel(line), line.vat]),
    [t('receipt.printed.vatTotal'), vat.vat],
  ];
  return (
    <dl
      className="mx-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 text-sm text-slate-700"
      data-testid="receipt-vat-summary"
    >
      {rows.map(([label, amount]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{taka(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the total is made of beyond the lines and the discount: the service charge, and on a tax invoice (or
 * when VAT is added on top, so the total adds up on paper) the value without VAT and the VAT per rate.
 */
export function ReceiptVatRows({ invoice }: { invoice: Invoice }) {
  const { t, taka } = useSlipWords();
  const rateLabel = useRateLabel();
  const { vat } = invoice;
  if (!vat) return null;
  const showVat = isTaxInvoice(invoice) || vat.lines.some((line) => !line.inclusive);
  return (
    <div data-testid="receipt-vat">
      {vat.serviceCharge > 0 && (
        <Row label={t('receipt.printed.serviceCharge')} value={taka(vat.serviceCharge)} />
      )}
      {showVat && (
        <>
          <Row label={t('receipt.printed.valueWithoutVat')} value={taka(vat.valueWithoutVat)} />
          {vat.lines.map((line) => (
            <Row key={line.rateName} label={rateLabel(line)} value={taka(line.vat)} />
          ))}
          <Row label={t('receipt.printed.vatTotal')} value={taka(vat.vat)} />
        </>
      )}
    </div>
  );
}
