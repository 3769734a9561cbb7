import type { InvoiceSummary } from '@dastarkhan/contract/invoices';
import type { Column } from '../../../components/ui/data-table';
import { formatDate, formatTaka } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';
import { shownCustomerName } from '../customer-name';

/** The columns every receipt table starts with: number, customer, date and total. */
export const receiptColumns = (t: TFunction): Column<InvoiceSummary>[] => [
  {
    header: t('invoices.columns.number'),
    cell: (i) => <span className="font-mono">{i.invoiceNumber}</span>,
  },
  { header: t('invoices.columns.customer'), cell: (i) => shownCustomerName(t, i.customer.name) },
  {
    header: t('invoices.columns.date'),
    cell: (i) => formatDate(i.issueDate),
    className: 'whitespace-nowrap',
  },
  {
    header: t('invoices.columns.total'),
    cell: (i) => formatTaka(i.total),
    align: 'right',
    className: 'whitespace-nowrap',
  },
];
