import type { InvoiceSummary } from '@dastarkhan/contract/invoices';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTaka } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteInvoice } from '../api/delete-invoice';
import { useInvoices } from '../api/get-invoices';
import { StatusBadge } from './status-badge';

/**
 * The dashboard's latest receipts with their real status (SPEC §2 showed every one as Paid, which hid what is
 * owed; issue 12 item 22); delete removes the row first (SPEC §4).
 */
export function RecentInvoices() {
  const { page, setPage } = useListParams({ prefix: 'recentInvoices' });
  const invoices = useInvoices({ page });
  const deleteInvoice = useDeleteInvoice();
  const confirm = useConfirm();

  const remove = async (invoice: InvoiceSummary) => {
    if (!(await confirm('Are you sure you want to delete this invoice?', { confirmLabel: 'Delete' }))) return;
    deleteInvoice.mutate(invoice._id, {
      onSuccess: () => toast.success('Invoice deleted'),
      onError: (error) => toast.error(`Failed to delete invoice. ${errorMessage(error, '')}`.trim()),
    });
  };

  const columns: Column<InvoiceSummary>[] = [
    { header: 'Invoice No', cell: (i) => <span className="font-mono">{i.invoiceNumber}</span> },
    { header: 'Customer', cell: (i) => i.customer.name },
    { header: 'Date', cell: (i) => formatDate(i.issueDate), className: 'whitespace-nowrap' },
    { header: 'Total', cell: (i) => formatTaka(i.total), className: 'whitespace-nowrap' },
    { header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
    {
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (i) => (
        <Button
          variant="danger"
          size="sm"
          aria-label={`Delete ${i.invoiceNumber}`}
          onClick={() => void remove(i)}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="recent-invoices-title">
      <h2 id="recent-invoices-title" className="mb-3 text-lg font-semibold text-slate-800">
        Recent Invoices
      </h2>
      <PagedList
        query={invoices}
        rowsOf={(data) => data.invoices}
        page={page}
        onPageChange={setPage}
        // SPEC §8: dashboard fetch errors are only logged.
        failure={{ log: 'Could not load recent invoices' }}
        variant="compact"
      >
        {(rows, loading) => (
          <DataTable
            caption="Recent Invoices"
            columns={columns}
            rows={rows}
            rowKey={(i) => i._id}
            loading={loading}
            empty="No invoices found"
          />
        )}
      </PagedList>
    </section>
  );
}
