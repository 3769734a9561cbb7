import type { InvoiceSummary } from '@dastarkhan/contract/invoices';
import { toast } from '../../../components/ui/toasts';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteInvoice } from '../api/delete-invoice';
import { INVOICES_PAGE_SIZE, useInvoices } from '../api/get-invoices';
import { receiptColumns } from './receipt-columns';
import { StatusBadge } from './status-badge';
import { useVoidReceiptDialog } from './use-void-receipt-dialog';

/**
 * The dashboard's latest receipts with their real status (SPEC §2 showed every one as Paid, which hid what is
 * owed; issue 12 item 22); delete removes the row first (SPEC §4).
 */
export function RecentInvoices() {
  const { t } = useTranslation();
  const { page, setPage } = useListParams({ prefix: 'recentInvoices' });
  const invoices = useInvoices({ page });
  const deleteInvoice = useDeleteInvoice();
  const voidDialog = useVoidReceiptDialog((invoice, reason) =>
    deleteInvoice.mutate(
      { id: invoice._id, reason },
      {
        onSuccess: () => toast.success(t('invoices.deleted')),
        onError: (error) =>
          toast.error(t('invoices.deleteFailed', { message: errorMessage(error, '') }).trim()),
      },
    ),
  );

  const columns: Column<InvoiceSummary>[] = [
    ...receiptColumns(t),
    { header: t('invoices.columns.status'), cell: (i) => <StatusBadge status={i.status} /> },
    {
      header: <span className="sr-only">{t('common.actions')}</span>,
      align: 'right',
      cell: (i) => (
        <Button
          variant="danger"
          size="sm"
          aria-label={t('invoices.deleteNumber', { number: i.invoiceNumber })}
          onClick={() => voidDialog.ask(i)}
        >
          {t('common.delete')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="recent-invoices-title">
      <h2 id="recent-invoices-title" className="mb-3 text-lg font-semibold text-slate-800">
        {t('invoices.recent')}
      </h2>
      <PagedList
        query={invoices}
        rowsOf={(data) => data.invoices}
        page={page}
        onPageChange={setPage}
        // SPEC §8: dashboard fetch errors are only logged.
        failure={{ log: 'Could not load recent invoices' }}
        variant="compact"
        pageSize={INVOICES_PAGE_SIZE}
      >
        {(rows, loading, placeholderRows) => (
          <DataTable
            caption={t('invoices.recent')}
            columns={columns}
            rows={rows}
            rowKey={(i) => i._id}
            loading={loading}
            placeholderRows={placeholderRows}
            empty={t('invoices.empty')}
          />
        )}
      </PagedList>
      {voidDialog.dialog}
    </section>
  );
}
