import type { Invoice, InvoiceSummary } from '@dastarkhan/contract/invoices';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../components/ui/toasts';
import { buttonClasses } from '../../components/ui/button';
import { SearchInput } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { PagedList } from '../../components/ui/paged-list';
import { errorMessage } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useListParams } from '../../lib/use-list-params';
import { useDeleteInvoice } from './api/delete-invoice';
import { invoiceQueryOptions } from './api/get-invoice';
import { getInvoices, useInvoices } from './api/get-invoices';
import { InvoicesTable } from './components/invoices-table';
import { ReceiptDialog } from './components/receipt-dialog';
import { useVoidReceiptDialog } from './components/use-void-receipt-dialog';

const NEW_ORDER_KEY = 'n';

/** What a scanner types from a receipt's barcode: the order number. */
const ORDER_NUMBER = /^\d{14}(-\d+)?$/;

/** /dashboard/invoices: search (a scanned barcode opens its receipt), 10 a page, open, edit, delete. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const table = useListParams({ prefix: 'invoice' });
  const invoices = useInvoices({ page: table.page, search: table.search });
  const deleteInvoice = useDeleteInvoice();
  const navigate = useNavigate();
  // N starts a new order from the list, as the counter's keyboard flow begins here.
  useHotkeys(NEW_ORDER_KEY, () => navigate('/dashboard/invoices/new'), { preventDefault: true });
  const [opened, setOpened] = useState<Invoice>();

  const open = async (id: string) => {
    try {
      setOpened(await queryClient.fetchQuery(invoiceQueryOptions(id)));
    } catch (error) {
      toast.error(errorMessage(error, t('receipt.loadFailed')));
    }
  };

  const openScanned = async (text: string) => {
    const number = text.trim();
    if (!ORDER_NUMBER.test(number)) return;
    try {
      const found = (await getInvoices({ page: 1, search: number })).invoices.find(
        (invoice) => invoice.invoiceNumber === number,
      );
      if (found) await open(found._id);
      else toast.error(t('invoices.notFound', { number }));
    } catch (error) {
      toast.error(errorMessage(error, t('invoices.loadFailed')));
    }
  };

  const remove = async (invoice: InvoiceSummary, reason: string) => {
    try {
      await deleteInvoice.mutateAsync({ id: invoice._id, reason });
      toast.success(t('invoices.deleted'));
    } catch (error) {
      toast.error(t('invoices.deleteFailed', { message: errorMessage(error, '') }).trim());
    }
  };
  const voidDialog = useVoidReceiptDialog((invoice, reason) => void remove(invoice, reason));

  return (
    <>
      <PageHeader
        title={t('invoices.title')}
        actions={
          <Link
            to="/dashboard/invoices/new"
            aria-keyshortcuts={NEW_ORDER_KEY}
            className={buttonClasses('primary')}
          >
            {t('invoices.newReceipt')}
          </Link>
        }
      >
        {t('invoices.intro')}
      </PageHeader>
      <div className="mb-4 w-96 max-w-full">
        <SearchInput
          label={t('invoices.search')}
          {...table.searchInputProps}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void openScanned(event.currentTarget.value);
          }}
        />
      </div>
      <PagedList
        query={invoices}
        rowsOf={(data) => data.invoices}
        page={table.page}
        onPageChange={table.setPage}
        failure={{ title: t('invoices.loadError'), fallback: t('invoices.loadFailed') }}
      >
        {(rows, loading) => (
          <InvoicesTable
            invoices={rows}
            loading={loading}
            onOpen={(invoice) => void open(invoice._id)}
            onDelete={(invoice) => voidDialog.ask(invoice)}
          />
        )}
      </PagedList>
      <ReceiptDialog invoice={opened} onClose={() => setOpened(undefined)} />
      {voidDialog.dialog}
    </>
  );
}
