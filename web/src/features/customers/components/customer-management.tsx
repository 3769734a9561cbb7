import type { Customer } from '@dastarkhan/contract/customers';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toasts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SearchInput } from '../../../components/ui/field';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomers } from '../api/get-customers';

function addressLine(customer: Customer): string {
  const { street, city } = customer.address;
  return [street, city].filter(Boolean).join(', ') || '—';
}

/** SPEC §2 "Customer Management": search on name, phone and email, 10 a page, add, edit and delete. */
export function CustomerManagement() {
  const { t } = useTranslation();
  const table = useListParams({ prefix: 'customer' });
  const customers = useCustomers({ page: table.page, search: table.search });
  const deleteCustomer = useDeleteCustomer();
  const confirm = useConfirm();

  const remove = async (customer: Customer) => {
    const sure = await confirm(t('customers.confirmDelete'), { confirmLabel: t('common.delete') });
    if (!sure) return;
    try {
      await deleteCustomer.mutateAsync(customer._id);
      toast.success(t('customers.deleted'));
    } catch (error) {
      toast.error(t('customers.deleteFailed', { message: errorMessage(error, '') }).trim());
    }
  };

  const columns: Column<Customer>[] = [
    {
      header: t('customers.columns.name'),
      cell: (c) => <span className="font-medium text-slate-800">{c.name}</span>,
    },
    { header: t('customers.columns.phone'), cell: (c) => c.phone },
    { header: t('customers.columns.email'), cell: (c) => c.email || '—' },
    { header: t('customers.columns.address'), cell: addressLine },
    {
      header: t('customers.columns.receipts'),
      cell: (c) => (
        <span
          title={
            c.lastInvoiceDate ? t('customers.lastOn', { date: formatDate(c.lastInvoiceDate) }) : undefined
          }
        >
          {formatNumber(c.invoiceCount)}
        </span>
      ),
    },
    {
      header: <span className="sr-only">{t('common.actions')}</span>,
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (c) => (
        <div className="flex justify-end gap-2">
          <Link
            to={`/dashboard/customers/${c._id}`}
            aria-label={t('common.editNamed', { name: c.name })}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('common.edit')}
          </Link>
          <Button
            variant="danger"
            size="sm"
            aria-label={t('common.deleteNamed', { name: c.name })}
            onClick={() => void remove(c)}
          >
            {t('common.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="customer-management-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="customer-management-heading" className="text-xl font-semibold text-slate-800">
          {t('customers.heading')}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <div className="w-80">
            <SearchInput label={t('customers.search')} {...table.searchInputProps} />
          </div>
          <Link to="/dashboard/customers" className={buttonClasses('primary')}>
            {t('customers.addNew')}
          </Link>
        </div>
      </div>
      <PagedList
        query={customers}
        rowsOf={(data) => data.customers}
        page={table.page}
        onPageChange={table.setPage}
        failure={{ title: t('customers.loadError'), fallback: t('customers.loadFailed') }}
      >
        {(rows, loading) => (
          <DataTable
            caption={t('customers.caption')}
            columns={columns}
            rows={rows}
            rowKey={(c) => c._id}
            loading={loading}
            empty={table.search ? t('customers.noMatch') : t('customers.empty')}
          />
        )}
      </PagedList>
    </section>
  );
}
