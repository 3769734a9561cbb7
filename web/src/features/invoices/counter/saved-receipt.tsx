import type { Invoice } from '@dastarkhan/contract/invoices';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BackButton } from '../../../components/ui/back-and-dashboard';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { PrintReceipt } from '../components/print-receipt';
import { TakePayment } from '../components/take-payment';

const NEW_ORDER = '/dashboard/invoices/new';

/**
 * The Receipt view after a save (SPEC §2): Print has the focus, so one key prints, and the next order starts
 * after printing or with New order; Back returns to the receipt's form.
 */
export function SavedReceipt({ invoice: saved, onBack }: { invoice: Invoice; onBack: () => void }) {
  const { t } = useTranslation();
  const [invoice, setInvoice] = useState(saved);
  const navigate = useNavigate();
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
        <TakePayment invoice={invoice} onPaid={setInvoice} />
      </PrintReceipt>
    </section>
  );
}
