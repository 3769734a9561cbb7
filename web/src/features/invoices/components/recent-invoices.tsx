import type { InvoiceSummary } from '@dastarkhan/contract/invoices';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTaka } from '../../../lib/format';
import { useStepBackFromEmptyPage } from '../../../lib/use-table-params';
import { useDeleteInvoice } from '../api/delete-invoice';
import { INVOICES_PAGE_SIZE, useInvoices } from '../api/get-invoices';
import { StatusBadge } from './status-badge';

/**
 * The dashboard's latest receipts with their real status (SPEC §2 showed every one as Paid, which hid what is
 * owed; issue 12 item 22); delete removes the row first (SPEC §4).
 */
export function RecentInvoices() {
  const [page, setPage] = useState(1);
  const invoices = useInvoices({ page });
  const deleteInvoice = useDeleteInvoice();
  const confirm = useConfirm();
  const total = invoices.data?.total ?? 0;
  useStepBackFromEmptyPage(page, setPage, invoices, (data) => data.invoices.length, INVOICES_PAGE_SIZE);
  useEffect(() => {
    // SPEC §8: dashboard fetch errors are only logged.
    if (invoices.isError) console.error('Could not load recent invoices', invoices.error);
  }, [invoices.isError, invoices.error]);

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
      <DataTable
        caption="Recent Invoices"
        columns={columns}
        rows={invoices.data?.invoices ?? []}
        rowKey={(i) => i._id}
        loading={invoices.isPending}
        empty="No invoices found"
      />
      <Pagination
        variant="compact"
        page={page}
        total={total}
        limit={INVOICES_PAGE_SIZE}
        onPageChange={setPage}
      />
    </section>
  );
}
