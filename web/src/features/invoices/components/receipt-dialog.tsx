import type { Invoice } from '@dastarkhan/contract/invoices';
import { Dialog } from '../../../components/ui/dialog';
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

/** The receipt as it prints, and Take payment while it is due (the view follows the payment). */
function OpenedReceipt({ invoice: opened }: { invoice: Invoice }) {
  const [invoice, setInvoice] = useState(opened);
  return (
    <PrintReceipt invoice={invoice}>
      <TakePayment invoice={invoice} onPaid={setInvoice} />
    </PrintReceipt>
  );
}
