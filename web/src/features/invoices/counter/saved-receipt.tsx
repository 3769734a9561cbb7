import type { Invoice } from '@dastarkhan/contract/invoices';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { BackButton } from '../../../components/ui/back-and-dashboard';
import { useTranslation } from '../../../lib/i18n';
import { PrintReceipt } from '../components/print-receipt';
import { TakePayment } from '../components/take-payment';
import { useState } from 'react';

const NEW_ORDER = '/dashboard/invoices/new';

/**
 * The Receipt view after a save (SPEC §2): Print has the focus, so one key prints, and the next order starts
 * after printing or with New order; Back returns to the receipt's form.
 */
export function SavedReceipt({ invoice: saved, onBack }: { invoice: Invoice; onBack: () => void }) {
  const { t } = useTranslation();
  const [invoice, setInvoice] = useState(saved);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <section aria-labelledby="receipt-view-title">
      <h2 id="receipt-view-title" className="mb-4 text-center text-xl font-semibold text-slate-800">
        {t('receipt.view')}
      </h2>
      <PrintReceipt invoice={invoice} focusPrint onPrinted={() => navigate(NEW_ORDER, { replace: true })}>
        <Button variant="secondary" onClick={() => navigate(NEW_ORDER, { replace: true })}>
          {t('receipt.newOrder')}
        </Button>
        <BackButton
          onClick={() => {
            onBack();
            navigate(location.pathname, { replace: true, state: null });
          }}
        />
        <TakePayment invoice={invoice} onPaid={setInvoice} />
      </PrintReceipt>
    </section>
  );
}
