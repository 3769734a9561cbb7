import type { InvoiceSummary } from '@dastarkhan/contract/invoices';
import { useState } from 'react';
import { OpenedOnce } from '../../../components/ui/dialog';
import { lazyComponent, usePreloadWhenIdle } from '../../../components/ui/lazy-component';
import type { VoidReceiptDialogProps } from './void-receipt-dialog';

/**
 * The delete dialog's code, with the form library it is drawn with, arrives once the screen is idle: the
 * dashboard's first visit, whose recent receipts each have a Delete, draws no form (15 KB brotli,
 * docs/performance.md#room-for-bangla-on-the-first-downloads).
 */
const voidReceiptDialog = lazyComponent(() =>
  import('./void-receipt-dialog').then((m) => m.VoidReceiptDialog),
);

/** Which receipt the delete dialog is open for, and the dialog itself (mounted once first asked for). */
export function useVoidReceiptDialog(onVoid: VoidReceiptDialogProps['onVoid']) {
  const [invoice, setInvoice] = useState<InvoiceSummary>();
  usePreloadWhenIdle(voidReceiptDialog);
  return {
    ask: setInvoice,
    dialog: (
      <OpenedOnce open={invoice !== undefined}>
        <voidReceiptDialog.Component
          invoice={invoice}
          onClose={() => setInvoice(undefined)}
          onVoid={onVoid}
        />
      </OpenedOnce>
    ),
  };
}
