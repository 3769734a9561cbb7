import { SCREEN_ACCESS } from '@dastarkhan/contract/access';
import type { Invoice } from '@dastarkhan/contract/invoices';
import { businessDetailsOf } from '@dastarkhan/contract/settings';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { TEXT_LINK } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { SmallIcon } from '../../components/ui/icon';
import { lazyComponent, usePreloadWhenIdle } from '../../components/ui/lazy-component';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import type { ChargeReceipt, CounterOrder } from '../../lib/counter-order';
import { useTranslation } from '../../lib/i18n';
import { OPEN_ORDERS } from '../../lib/order-place';
import { useSession } from '../../lib/session';
import { useInvoice } from './api/get-invoice';
import { BusinessSummary } from './components/business-summary';
import { Counter } from './counter/counter';
import { SavedServiceChargeTerms } from './counter/use-counter-vat';
import { blankReceipt, receiptFromInvoice } from './receipt-form';

// The receipt as printed (its barcode, the print page) is its own chunk, fetched once the counter is idle: the
// counter's first screen does not wait for code it needs only after a sale.
const savedReceipt = lazyComponent(() => import('./counter/saved-receipt').then((m) => m.SavedReceipt));

type ReceiptPageProps = {
  /** The controls beside Charge that hold the order (features/orders, handed in by the app). */
  orderControls: (order: CounterOrder) => ReactNode;
  /** How a new order is charged, when not through the receipts API (a cashier's, ADR 0136). */
  charge?: ChargeReceipt;
};

/**
 * /dashboard/invoices/new and /dashboard/invoices/:id/edit: create mode without an id, edit mode with one. A
 * receipt just saved comes with the address's state and shows as the Receipt view (SPEC §2) until Back.
 */
export function ReceiptPage({ orderControls, charge }: ReceiptPageProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  // A cashier has no receipt list to go back to (contract/access.ts).
  const opensInvoices = user !== undefined && SCREEN_ACCESS.invoices.includes(user.role);
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const saved = (location.state as { saved?: Invoice } | null)?.saved;
  usePreloadWhenIdle(savedReceipt);

  const header = (
    <PageHeader
      // The heading says what the screen shows: the receipt just saved, or the form that makes or edits one.
      title={
        saved
          ? t('receipt.savedTitle', { number: saved.invoiceNumber })
          : id
            ? t('receipt.editTitle')
            : t('receipt.newTitle')
      }
      actions={
        <>
          <Link to={OPEN_ORDERS} className={cn(TEXT_LINK, 'text-sm')}>
            {t('orders.title')}
          </Link>
          {opensInvoices && (
            <Link to="/invoices" className={cn(TEXT_LINK, 'text-sm')}>
              <SmallIcon name="back" />
              {t('receipt.backToInvoices')}
            </Link>
          )}
        </>
      }
    >
      <BusinessSummary details={invoice.data && businessDetailsOf(invoice.data)} />
    </PageHeader>
  );

  if (saved)
    return (
      <>
        {header}
        <savedReceipt.Component
          invoice={saved}
          onBack={() => void navigate(location.pathname, { replace: true, state: null })}
        />
      </>
    );
  return (
    <>
      {header}
      {!id ? (
        <Counter key="new" initial={blankReceipt()} charge={charge} orderControls={orderControls} />
      ) : invoice.isPending ? (
        <Spinner label={t('receipt.loading')} />
      ) : invoice.isError ? (
        <ErrorPanel
          title={t('receipt.loadError')}
          message={errorMessage(invoice.error, t('receipt.loadFailed'))}
          onRetry={() => void invoice.refetch()}
        />
      ) : (
        <SavedServiceChargeTerms value={invoice.data.vat?.serviceChargeTerms}>
          <Counter
            key={id}
            id={id}
            draftId={id}
            initial={receiptFromInvoice(invoice.data)}
            orderControls={orderControls}
          />
        </SavedServiceChargeTerms>
      )}
    </>
  );
}
