import { INVOICE_DEFAULTS, receiptPayment, type Invoice } from '@dastarkhan/contract/invoices';
import type { InvoiceVoid } from '@dastarkhan/contract/voids';
import { forwardRef } from 'react';
import { SlipName, useSlipWords } from '../../../components/roll/slip-words';
import { shownCustomerName } from '../customer-name';
import { receiptTenders } from '../receipt-tenders';
import { Barcode } from './barcode';
import { RollRow as Row } from '../../../components/roll/roll-row';
import { TenderList, TenderReference } from './tender-rows';
import { BuyerBin, isTaxInvoice, ReceiptVatRows, TaxInvoiceHeading } from './receipt-vat';

const rule = <hr className="my-1.5 border-0 border-t border-dashed border-black" />;

/**
 * The business, then the order: its number, date and time, its table or token, the business's merchant and
 * terminal IDs, and the transaction.
 */
function ReceiptHeading({ invoice }: { invoice: Invoice }) {
  const { t, date, digits } = useSlipWords();
  return (
    <>
      <header className="text-center">
        <p className="text-[14px] font-bold">{invoice.businessName}</p>
        {invoice.businessAddress && <p>{invoice.businessAddress}</p>}
        {invoice.businessAddress2 && <p>{invoice.businessAddress2}</p>}
        {invoice.businessCityState && <p>{invoice.businessCityState}</p>}
        {invoice.businessPhone && <p>{t('receipt.printed.phone', { phone: invoice.businessPhone })}</p>}
      </header>
      {isTaxInvoice(invoice) && <TaxInvoiceHeading invoice={invoice} />}
      {rule}
      <Row label={t('receipt.printed.orderNo')} value={invoice.invoiceNumber} />
      <Row
        label={t('receipt.printed.date')}
        value={t('receipt.printed.dateAndTime', {
          date: date(invoice.issueDate),
          time: digits(invoice.time),
        })}
      />
      {/* A dine-in bill names its table, a held takeaway its token; a detail the business left empty prints no line. */}
      {invoice.table !== null && (
        <Row label={t('receipt.printed.table')} value={invoice.table} testId="receipt-place" />
      )}
      {invoice.token !== null && (
        <Row
          label={t('receipt.printed.token')}
          value={digits(String(invoice.token))}
          testId="receipt-place"
        />
      )}
      {invoice.merchantId && <Row label={t('receipt.printed.merchantId')} value={invoice.merchantId} />}
      {invoice.terminalId && <Row label={t('receipt.printed.terminalId')} value={invoice.terminalId} />}
      <Row label={t('receipt.printed.transaction')} value={invoice.transactionId} />
    </>
  );
}

/**
 * The lines: name (in the receipt's language, issue 36) and unit price, quantity, value, and on a tax invoice
 * each line's VAT (Mushak-6.3).
 */
function ReceiptItems({ invoice }: { invoice: Invoice }) {
  const { t, names, taka, number } = useSlipWords();
  const withVat = isTaxInvoice(invoice) && invoice.vat !== null;
  return (
    <table className="w-full table-fixed border-collapse">
      <thead>
        <tr className="text-left">
          <th className={withVat ? 'w-[36%] font-semibold' : 'w-[45%] font-semibold'}>
            {t('receipt.printed.item')}
          </th>
          <th className="w-[10%] text-right font-semibold">{t('receipt.printed.qty')}</th>
          <th className="text-right font-semibold">{t('receipt.printed.total')}</th>
          {withVat && <th className="w-[24%] text-right font-semibold">{t('receipt.printed.vat')}</th>}
        </tr>
      </thead>
      <tbody>
        {invoice.items.map((item) => (
          <tr key={item._id} className="align-top">
            <td className="break-words">
              <SlipName line={item} names={names} />
              <span className="block text-[10px]">
                {t('receipt.printed.unitPrice', { price: taka(item.price) })}
              </span>
            </td>
            <td className="text-right">{number(item.quantity)}</td>
            <td className="text-right whitespace-nowrap">{taka(item.total)}</td>
            {withVat && <td className="text-right whitespace-nowrap">{taka(item.vat ?? 0)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A voided receipt's mark, on screen and on paper: a large VOID across the receipt (drawn over it, inside the
 * 72 mm a thermal head prints) and, at its top, who voided it and when, so the slip never passes for a sale.
 */
function VoidMark({ voided }: { voided: InvoiceVoid }) {
  const { t, dateTime } = useSlipWords();
  return (
    <>
      <p
        data-testid="void-mark"
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-1/3 -rotate-30 text-center text-[56px] leading-none font-black tracking-widest text-black/35"
      >
        {t('invoices.voidMark')}
      </p>
      <p className="mb-1 border border-black p-1 text-center font-bold">
        {t('invoices.voidedBy', { name: voided.voidedBy.name, when: dateTime(voided.voidedAt) })}
      </p>
    </>
  );
}

/**
 * The printed receipt. 72 mm wide: an 80 mm roll prints only its middle 72 mm (576 dots at 203 dpi), so
 * anything wider would be cut off; long item names wrap instead of widening the column.
 */
export const ReceiptView = forwardRef<HTMLDivElement, { invoice: Invoice; voided?: InvoiceVoid }>(
  function ReceiptView({ invoice, voided }, ref) {
    const { t, names, taka, number } = useSlipWords();
    // Change is never negative on paper; what is still owed prints as Amount Due.
    const { change, amountDue } = receiptPayment(invoice.total, invoice.paymentMethod, invoice.amountPaid);
    const tenders = receiptTenders(invoice);
    return (
      <div
        ref={ref}
        data-testid="receipt"
        lang={names === 'en' ? undefined : 'bn'}
        className="receipt relative mx-auto w-[72mm] overflow-hidden bg-white p-[2mm] font-mono text-[11px] leading-snug text-black"
      >
        {voided && <VoidMark voided={voided} />}
        <ReceiptHeading invoice={invoice} />
        {rule}
        <p className="break-words">
          {t('receipt.printed.customer', { name: shownCustomerName(t, invoice.customer.name) })}
        </p>
        <BuyerBin invoice={invoice} />
        {invoice.customer.phoneNumber && (
          <p>{t('receipt.printed.phone', { phone: invoice.customer.phoneNumber })}</p>
        )}
        {invoice.customer.address && (
          <p className="break-words">{t('receipt.printed.address', { address: invoice.customer.address })}</p>
        )}
        {invoice.waiter && <p>{t('receipt.printed.waiter', { name: invoice.waiter })}</p>}
        {rule}
        <ReceiptItems invoice={invoice} />
        {rule}
        <Row label={t('receipt.printed.subtotal')} value={taka(invoice.subTotal)} />
        <Row
          label={
            invoice.discountType === 'percent'
              ? t('receipt.printed.discountPercent', { percent: number(invoice.discountAmount) })
              : t('receipt.printed.discount')
          }
          value={`-${taka(invoice.discount)}`}
        />
        <ReceiptVatRows invoice={invoice} />
        <Row label={t('receipt.printed.grandTotal')} value={taka(invoice.total)} strong />
        {tenders.kind === 'list' && <TenderList tenders={tenders.tenders} />}
        <Row label={t('receipt.printed.amountPaid')} value={taka(invoice.amountPaid)} />
        <Row label={t('receipt.printed.changeReturned')} value={taka(change)} />
        {invoice.status === 'due' && (
          <Row label={t('receipt.printed.amountDue')} value={taka(amountDue)} strong />
        )}
        <Row
          label={t('receipt.printed.paymentMethod')}
          value={t(`invoices.paymentMethod.${invoice.paymentMethod}`)}
        />
        {tenders.kind === 'single' && tenders.tender && <TenderReference tender={tenders.tender} />}
        <Row
          label={t('receipt.printed.status')}
          value={invoice.status === 'paid' ? t('receipt.printed.paid') : t('receipt.printed.due')}
        />
        {rule}
        <p className="my-1 text-center font-semibold break-words">
          {invoice.additionalNotes === INVOICE_DEFAULTS.additionalNotes
            ? t('receipt.printed.thankYou')
            : invoice.additionalNotes}
        </p>
        <div className="flex justify-center">
          <Barcode value={invoice.invoiceNumber} />
        </div>
      </div>
    );
  },
);
