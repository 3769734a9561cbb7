import type { Invoice } from '@dastarkhan/contract/invoices';
import type { InvoiceVoid } from '@dastarkhan/contract/voids';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { ReceiptView } from './receipt-view';
import { ReceiptVatSummary } from './receipt-vat';
import { useRollPrint } from '../../../components/roll/roll-print';

type PrintReceiptProps = {
  invoice: Invoice;
  /** Called once the print dialog closes. */
  onPrinted?: () => void;
  /** Extra controls next to Print (Back, Close). */
  children?: ReactNode;
  /** Print takes the focus, so one key prints (the counter, after Charge). */
  focusPrint?: boolean;
  /** A voided receipt prints with its VOID mark and who voided it (ADR 0156). */
  voided?: InvoiceVoid;
};

/** The receipt as it will print, with the Print button. */
export function PrintReceipt({
  invoice,
  onPrinted,
  children,
  focusPrint = false,
  voided,
}: PrintReceiptProps) {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLDivElement>(null);
  const printRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusPrint) printRef.current?.focus();
  }, [focusPrint]);
  const print = useRollPrint(
    contentRef,
    t('receipt.documentTitle', { number: invoice.invoiceNumber }),
    onPrinted,
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-center gap-2">
        <Button ref={printRef} onClick={() => print()}>
          {t('receipt.print')}
        </Button>
        {children}
      </div>
      <ReceiptVatSummary invoice={invoice} />
      <div className="rounded-lg border border-slate-200 bg-slate-100 py-4">
        <ReceiptView ref={contentRef} invoice={invoice} voided={voided} />
      </div>
    </div>
  );
}
