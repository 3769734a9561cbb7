import type { Invoice } from '@dastarkhan/contract/invoices';
import { formatNumber, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { RollRow as Row } from '../../../components/roll/roll-row';

/** A receipt with the seller's BIN prints as NBR's Mushak-6.3 tax invoice (issue 34); without one, as before. */
export const isTaxInvoice = (invoice: Invoice) => invoice.sellerBin !== '';

/** The tax invoice's title and the seller's BIN, under the business's name and address. */
export function TaxInvoiceHeading({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  return (
    <div className="text-center" data-testid="mushak-heading">
      <p className="font-bold">{t('receipt.printed.taxInvoice')}</p>
      <p>{t('receipt.printed.sellerBin', { bin: invoice.sellerBin })}</p>
    </div>
  );
}

/** The buyer's BIN under the buyer's name, when the buyer gave one. */
export function BuyerBin({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  return invoice.buyerBin ? <p>{t('receipt.printed.buyerBin', { bin: invoice.buyerBin })}</p> : null;
}

/**
 * What the total is made of beyond the lines and the discount: the service charge, and on a tax invoice (or
 * when VAT is added on top, so the total adds up on paper) the value without VAT and the VAT per rate.
 */
export function ReceiptVatRows({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { vat } = invoice;
  if (!vat) return null;
  const showVat = isTaxInvoice(invoice) || vat.lines.some((line) => !line.inclusive);
  return (
    <div data-testid="receipt-vat">
      {vat.serviceCharge > 0 && (
        <Row label={t('receipt.printed.serviceCharge')} value={formatTaka(vat.serviceCharge)} />
      )}
      {showVat && (
        <>
          <Row label={t('receipt.printed.valueWithoutVat')} value={formatTaka(vat.valueWithoutVat)} />
          {vat.lines.map((line) => (
            <Row
              key={line.rateName}
              label={t(line.inclusive ? 'receipt.printed.vatIncluded' : 'receipt.printed.vatAdded', {
                name: line.rateName,
                percent: formatNumber(line.percent),
              })}
              value={formatTaka(line.vat)}
            />
          ))}
          <Row label={t('receipt.printed.vatTotal')} value={formatTaka(vat.vat)} />
        </>
      )}
    </div>
  );
}
