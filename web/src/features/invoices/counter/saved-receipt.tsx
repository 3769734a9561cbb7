import { allows, ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import type { Invoice } from '@dastarkhan/contract/invoices';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BackButton } from '../../../components/ui/back-and-dashboard';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { NEW_ORDER } from '../../../lib/order-place';
import { useSession } from '../../../lib/session';
import { PrintReceipt } from '../components/print-receipt';
import { TakePayment } from '../components/take-payment';

/**
 * The Receipt view after a save (SPEC §2): Print has the focus, so one key prints, and the next order starts
 * after printing or with New order; Back returns to the receipt's form. A later payment on a due receipt is
 * for those who may change receipts, not a cashier (ADR 0136).
 */
export function SavedReceipt({ invoice: saved, onBack }: { invoice: Invoice; onBack: () => void }) {
  const { t } = useTranslation();
  const [invoice, setInvoice] = useState(saved);
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <section aria-labelledby="receipt-view-title">
      <h2 id="receipt-view-title" className="mb-4 text-center text-xl font-semibold text-slate-800">
        {t('receipt.view')}
      </h2>
      <PrintReceipt invoice={invoice} focusPrint onPrinted={() => navigate(NEW_ORDER, { replace: true })}>
        <Button variant="secondary" onClick={() => navigate(NEW_ORDER, { replace: true })}>
          {t('receipt.newOrder')}
        </Button>
        <BackButton onClick={onBack} />
        {allows(ENDPOINT_ACCESS.invoices, user?.role) && (
          <TakePayment invoice={invoice} onPaid={setInvoice} />
        )}
      </PrintReceipt>
    </section>
  );
}
