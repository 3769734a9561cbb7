import type { Invoice } from '@dastarkhan/contract/invoices';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/i18n';
import { PrintReceipt } from './print-receipt';

/** Opens a saved receipt as it prints, from the list or from a scanned barcode. */
export function ReceiptDialog({ invoice, onClose }: { invoice: Invoice | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={Boolean(invoice)} title={t('receipt.view')} size="sm" onClose={onClose}>
      {invoice && <PrintReceipt invoice={invoice} />}
    </Dialog>
  );
}
