import type { Customer } from '@dastarkhan/contract/customers';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SearchInput } from '../../../components/ui/field';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteCustomer } from '../api/delete-customer';
import { CUSTOMERS_LOAD_FAILED, useCustomers } from '../api/get-customers';

function addressLine(customer: Customer): string {
  const { street, city } = customer.address;
  return [street, city].filter(Boolean).join(', ') || '—';
}

/** SPEC §2 "Customer Management": search on name, phone and email, 10 a page, add, edit and delete. */
export function CustomerManagement() {
  const table = useListParams({ prefix: 'customer' });
  const customers = useCustomers({ page: table.page, search: table.search });
  const deleteCustomer = useDeleteCustomer();
  const confirm = useConfirm();

  const remove = async (customer: Customer) => {
    const sure = await confirm('Are you sure you want to delete this customer?', { confirmLabel: 'Delete' });
    if (!sure) return;
    try {
      await deleteCustomer.mutateAsync(customer._id);
      toast.success('Customer deleted successfully');
    } catch (error) {
      toast.error(`Failed to delete customer. ${errorMessage(error, '')}`.trim());
    }
  };

  const columns: Column<Customer>[] = [
    { header: 'Name', cell: (c) => <span className="font-medium text-slate-800">{c.name}</span> },
    { header: 'Phone', cell: (c) => c.phone },
    { header: 'Email', cell: (c) => c.email || '—' },
    { header: 'Address', cell: addressLine },
    {
      header: 'Receipts',
      cell: (c) => (
        <span title={c.lastInvoiceDate ? `Last on ${formatDate(c.lastInvoiceDate)}` : undefined}>
          {c.invoiceCount}
        </span>
      ),
    },
    {
      header: <span className="sr-only">Actions</span>,
      className: 'text-right whitespace-nowrap',
      cell: (c) => (
        <div className="flex justify-end gap-2">
          <Link
            to={`/dashboard/customers/${c._id}`}
            aria-label={`Edit ${c.name}`}
            className={buttonClasses('secondary', 'sm')}
          >
            Edit
          </Link>
          <Button variant="danger" size="sm" aria-label={`Delete ${c.name}`} onClick={() => void remove(c)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="customer-management-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="customer-management-heading" className="text-xl font-semibold text-slate-800">
          Customer Management
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <div className="w-80">
            <SearchInput label="Search customers by name, phone or email" {...table.searchInputProps} />
          </div>
          <Link to="/dashboard/customers" className={buttonClasses('primary')}>
            Add New Customer
          </Link>
        </div>
      </div>
      <PagedList
        query={customers}
        rowsOf={(data) => data.customers}
        page={table.page}
        onPageChange={table.setPage}
        failure={{ title: 'Error loading customers', fallback: CUSTOMERS_LOAD_FAILED }}
      >
        {(rows, loading) => (
          <DataTable
            caption="Customers"
            columns={columns}
            rows={rows}
            rowKey={(c) => c._id}
            loading={loading}
            empty={table.search ? 'No customers match your search.' : 'No customers found.'}
          />
        )}
      </PagedList>
    </section>
  );
}
