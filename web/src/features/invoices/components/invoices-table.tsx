import type { InvoiceSummary } from '@dastarkhan/contract/invoices';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDate, formatTaka } from '../../../lib/format';
import { StatusBadge } from './status-badge';

type InvoicesTableProps = {
  invoices: InvoiceSummary[];
  loading: boolean;
  onOpen: (invoice: InvoiceSummary) => void;
  onDelete: (invoice: InvoiceSummary) => void;
};

export function InvoicesTable({ invoices, loading, onOpen, onDelete }: InvoicesTableProps) {
  const columns: Column<InvoiceSummary>[] = [
    { header: 'Invoice No', cell: (i) => <span className="font-mono">{i.invoiceNumber}</span> },
    { header: 'Customer', cell: (i) => i.customer.name },
    { header: 'Date', cell: (i) => formatDate(i.issueDate), className: 'whitespace-nowrap' },
    { header: 'Total', cell: (i) => formatTaka(i.total), className: 'whitespace-nowrap text-right' },
    { header: 'Payment', cell: (i) => i.paymentMethod },
    { header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
    {
      header: <span className="sr-only">Actions</span>,
      className: 'text-right whitespace-nowrap',
      cell: (i) => (
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Open ${i.invoiceNumber}`}
            onClick={() => onOpen(i)}
          >
            Open
          </Button>
          <Link
            to={`/dashboard/invoices/${i._id}/edit`}
            aria-label={`Edit ${i.invoiceNumber}`}
            className={buttonClasses('secondary', 'sm')}
          >
            Edit
          </Link>
          <Button
            variant="danger"
            size="sm"
            aria-label={`Delete ${i.invoiceNumber}`}
            onClick={() => onDelete(i)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption="Invoices"
      columns={columns}
      rows={invoices}
      rowKey={(i) => i._id}
      loading={loading}
      empty="No invoices found"
    />
  );
}
