import type { Invoice } from '@dastarkhan/contract/invoices';
import { businessDetailsOf } from '@dastarkhan/contract/settings';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useInvoice } from './api/get-invoice';
import { BusinessSummary } from './components/business-summary';
import { blankReceipt, receiptFromInvoice } from './receipt-form';
import { ReceiptEditor } from './receipt-editor';

/** /dashboard/invoices/new and /dashboard/invoices/:id/edit: create mode without an id, edit mode with one. */
export function ReceiptPage() {
  const { id } = useParams();
  const location = useLocation();
  const invoice = useInvoice(id);
  const saved = (location.state as { saved?: Invoice } | null)?.saved;

  const header = (
    <PageHeader
      title={id ? 'Edit Receipt' : 'New Receipt'}
      actions={
        <Link to="/invoices" className="text-sm text-brand-600 hover:underline">
          ← Back to invoices
        </Link>
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
        <Spinner label="Loading receipt..." />
      ) : invoice.isError ? (
        <ErrorPanel
          title="Error loading receipt"
          message={errorMessage(invoice.error, 'Failed to load the receipt')}
          onRetry={() => void invoice.refetch()}
        />
      ) : (
        <ReceiptEditor key={id} id={id} initial={receiptFromInvoice(invoice.data)} saved={saved} />
      )}
    </>
  );
}
