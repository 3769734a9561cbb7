import type { Invoice } from '@dastarkhan/contract/invoices';
import { businessDetailsOf } from '@dastarkhan/contract/settings';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useInvoice } from './api/get-invoice';
import { BusinessSummary } from './components/business-summary';
import { blankReceipt, receiptFromInvoice } from './receipt-form';
import { ReceiptEditor } from './receipt-editor';
import { OPEN_ORDERS } from './counter/order-place';
import { TEXT_LINK } from '../../components/ui/button';
import { SmallIcon } from '../../components/ui/icon';
import { cn } from '../../lib/cn';

/** /dashboard/invoices/new and /dashboard/invoices/:id/edit: create mode without an id, edit mode with one. */
export function ReceiptPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const invoice = useInvoice(id);
  const saved = (location.state as { saved?: Invoice } | null)?.saved;

  const header = (
    <PageHeader
      title={id ? t('receipt.editTitle') : t('receipt.newTitle')}
      actions={
        <>
          <Link to={OPEN_ORDERS} className={cn(TEXT_LINK, 'text-sm')}>
            {t('orders.title')}
          </Link>
          <Link to="/invoices" className={cn(TEXT_LINK, 'text-sm')}>
            <SmallIcon name="back" />
            {t('receipt.backToInvoices')}
          </Link>
        </>
      }
    >
      <BusinessSummary details={invoice.data && businessDetailsOf(invoice.data)} />
    </PageHeader>
  );

  if (!id) {
    return (
      <>
        {header}
        <ReceiptEditor key="new" initial={blankReceipt()} />
      </>
    );
  }
  return (
    <>
      {header}
      {invoice.isPending ? (
        <Spinner label={t('receipt.loading')} />
      ) : invoice.isError ? (
        <ErrorPanel
          title={t('receipt.loadError')}
          message={errorMessage(invoice.error, t('receipt.loadFailed'))}
          onRetry={() => void invoice.refetch()}
        />
      ) : (
        <ReceiptEditor key={id} id={id} initial={receiptFromInvoice(invoice.data)} saved={saved} />
      )}
    </>
  );
}
