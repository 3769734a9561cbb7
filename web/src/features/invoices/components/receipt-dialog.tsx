import type { Invoice } from '@dastarkhan/contract/invoices';
import { Dialog } from '../../../components/ui/dialog';
import { HistoryLink } from '../../../components/ui/history-link';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useState } from 'react';
import { PrintReceipt } from './print-receipt';
import { TakePayment } from './take-payment';

/** Opens a saved receipt as it prints, from the list or from a scanned barcode. */
export function ReceiptDialog({ invoice, onClose }: { invoice: Invoice | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={Boolean(invoice)} title={t('receipt.view')} size="sm" onClose={onClose}>
      {invoice && <OpenedReceipt key={invoice._id} invoice={invoice} />}
    </Dialog>
  );
}

/**
 * The receipt as it prints, and Take payment while it is due (the view follows the payment); who last edited it
 * and when, and its History for an admin (issue 32).
 */
function OpenedReceipt({ invoice: opened }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const [invoice, setInvoice] = useState(opened);
  return (
    <>
      {invoice.edited && (
        <p className="mb-3 text-center text-sm text-slate-600" data-testid="receipt-edited">
          {t('invoices.editedBy', { name: invoice.edited.by, when: formatDateTime(invoice.edited.at) })}
        </p>
      )}
      <PrintReceipt invoice={invoice}>
        <TakePayment invoice={invoice} onPaid={setInvoice} />
        <HistoryLink
          kind="receipt"
          id={invoice._id}
          name={t('receipt.documentTitle', { number: invoice.invoiceNumber })}
        />
      </PrintReceipt>
    </>
  );
}
