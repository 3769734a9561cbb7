import type { Invoice } from '@dastarkhan/contract/invoices';
import { useRef, type ReactNode } from 'react';
import { useReactToPrint } from 'react-to-print';
import { Button } from '../../../components/ui/button';
import { ReceiptView } from './receipt-view';

/** An 80 mm roll, no margins: the receipt centres its 72 mm inside it. */
export const RECEIPT_PAGE_STYLE = `
  @page { size: 80mm auto; margin: 0; }
  html, body { width: 80mm; margin: 0; padding: 0; background: #fff; }
  body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
`;

type PrintReceiptProps = {
  invoice: Invoice;
  /** Called once the print dialog closes. */
  onPrinted?: () => void;
  /** Extra controls next to Print (Back, Close). */
  children?: ReactNode;
};

/** The receipt as it will print, with the Print button. */
export function PrintReceipt({ invoice, onPrinted, children }: PrintReceiptProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({
    contentRef,
    documentTitle: `Receipt ${invoice.invoiceNumber}`,
    pageStyle: RECEIPT_PAGE_STYLE,
    onAfterPrint: onPrinted,
  });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => print()}>Print</Button>
        {children}
      </div>
      <div className="rounded-lg border border-slate-200 bg-slate-100 py-4">
        <ReceiptView ref={contentRef} invoice={invoice} />
      </div>
    </div>
  );
}
