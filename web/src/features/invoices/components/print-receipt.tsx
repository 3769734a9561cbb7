import '../../../lib/i18n/names-words';
import type { Invoice } from '@dastarkhan/contract/invoices';
import type { InvoiceVoid } from '@dastarkhan/contract/voids';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { usePrintSettings } from '../../../lib/print-settings';
import { ReceiptView } from './receipt-view';
import { ReceiptVatSummary } from './receipt-vat';
import { useRollPrint } from '../../../components/roll/roll-print';
import { SlipWordsProvider, useSlipWordsIn, type SlipWords } from '../../../components/roll/slip-words';

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

/**
 * The receipt as it will print, with the Print button, in the business's receipt language and digits (issue
 * 36): shown once those are known and their words loaded, so what is seen is what prints.
 */
export function PrintReceipt(props: PrintReceiptProps) {
  const { t } = useTranslation();
  const print = usePrintSettings();
  // Settings that cannot be read print as receipts always have: a sale is never left without its receipt.
  const language = print.data?.receiptLanguage ?? (print.isError ? 'en' : undefined);
  const words = useSlipWordsIn(language, print.data?.receiptDigits);
  return words ? (
    <PrintableReceipt {...props} words={words} />
  ) : (
    <Spinner label={t('slips.preparingReceipt')} />
  );
}

function PrintableReceipt({
  invoice,
  onPrinted,
  children,
  focusPrint = false,
  voided,
  words,
}: PrintReceiptProps & { words: SlipWords }) {
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
        <SlipWordsProvider words={words}>
          <ReceiptView ref={contentRef} invoice={invoice} voided={voided} />
        </SlipWordsProvider>
      </div>
    </div>
  );
}
