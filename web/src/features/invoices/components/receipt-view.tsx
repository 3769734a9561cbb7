import { receiptPayment, type Invoice } from '@dastarkhan/contract/invoices';
import { forwardRef, type ReactNode } from 'react';
import { formatDate, formatTaka } from '../../../lib/format';
import { Barcode } from './barcode';
import { cn } from '../../../lib/cn';

function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-2', strong && 'text-[13px] font-bold')}>
      <span>{label}</span>
      <span className="whitespace-nowrap">{value}</span>
    </div>
  );
}

const rule = <hr className="my-1.5 border-0 border-t border-dashed border-black" />;

/**
 * The printed receipt. 72 mm wide: an 80 mm roll prints only its middle 72 mm (576 dots at 203 dpi), so
 * anything wider would be cut off; long item names wrap instead of widening the column.
 */
export const ReceiptView = forwardRef<HTMLDivElement, { invoice: Invoice }>(function ReceiptView(
  { invoice },
  ref,
) {
  // Change is never negative on paper; what is still owed prints as Amount Due.
  const { change, amountDue } = receiptPayment(invoice.total, invoice.paymentMethod, invoice.amountPaid);
  return (
    <div
      ref={ref}
      data-testid="receipt"
      className="receipt mx-auto w-[72mm] overflow-hidden bg-white p-[2mm] font-mono text-[11px] leading-snug text-black"
    >
      <header className="text-center">
        <p className="text-[14px] font-bold">{invoice.businessName}</p>
        {invoice.businessAddress && <p>{invoice.businessAddress}</p>}
        {invoice.businessAddress2 && <p>{invoice.businessAddress2}</p>}
        {invoice.businessCityState && <p>{invoice.businessCityState}</p>}
        {invoice.businessPhone && <p>Phone: {invoice.businessPhone}</p>}
      </header>
      {rule}
      <Row label="Order No" value={invoice.invoiceNumber} />
      <Row label="Date" value={`${formatDate(invoice.issueDate)} ${invoice.time}`} />
      <Row label="Merchant ID" value={invoice.merchantId} />
      <Row label="Terminal ID" value={invoice.terminalId} />
      <Row label="Transaction" value={invoice.transactionId} />
      {rule}
      <p className="break-words">Customer: {invoice.customer.name}</p>
      {invoice.customer.phoneNumber && <p>Phone: {invoice.customer.phoneNumber}</p>}
      {invoice.customer.address && <p className="break-words">Address: {invoice.customer.address}</p>}
      {invoice.waiter && <p>Waiter: {invoice.waiter}</p>}
      {rule}
      <table className="w-full table-fixed border-collapse">
        <thead>
          <tr className="text-left">
            <th className="w-[45%] font-semibold">Item</th>
            <th className="w-[12%] text-right font-semibold">Qty</th>
            <th className="text-right font-semibold">Total</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item) => (
            <tr key={item._id} className="align-top">
              <td className="break-words">
                {item.name}
                <span className="block text-[10px]">@ {formatTaka(item.price)}</span>
              </td>
              <td className="text-right">{item.quantity}</td>
              <td className="text-right whitespace-nowrap">{formatTaka(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rule}
      <Row label="Subtotal" value={formatTaka(invoice.subTotal)} />
      <Row
        label={invoice.discountType === 'percent' ? `Discount (${invoice.discountAmount}%)` : 'Discount'}
        value={`-${formatTaka(invoice.discount)}`}
      />
      <Row label="TOTAL" value={formatTaka(invoice.total)} strong />
      <Row label="Amount Paid" value={formatTaka(invoice.amountPaid)} />
      <Row label="Change Returned" value={formatTaka(change)} />
      {invoice.status === 'due' && <Row label="Amount Due" value={formatTaka(amountDue)} strong />}
      <Row label="Payment Method" value={invoice.paymentMethod} />
      <Row label="Status" value={invoice.status === 'paid' ? 'PAID' : 'DUE'} />
      {rule}
      <p className="my-1 text-center font-semibold break-words">{invoice.additionalNotes}</p>
      <div className="flex justify-center">
        <Barcode value={invoice.invoiceNumber} />
      </div>
    </div>
  );
});
