import type { InvoiceSummary } from '@dastarkhan/contract/invoices';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { useTranslation } from '../../../lib/i18n';
import { receiptColumns } from './receipt-columns';
import { StatusBadge } from './status-badge';

type InvoicesTableProps = {
  invoices: InvoiceSummary[];
  loading: boolean;
  onOpen: (invoice: InvoiceSummary) => void;
  onDelete: (invoice: InvoiceSummary) => void;
};

export function InvoicesTable({ invoices, loading, onOpen, onDelete }: InvoicesTableProps) {
  const { t } = useTranslation();
  const columns: Column<InvoiceSummary>[] = [
    ...receiptColumns(t),
    { header: t('invoices.columns.payment'), cell: (i) => t(`invoices.paymentMethod.${i.paymentMethod}`) },
    { header: t('invoices.columns.status'), cell: (i) => <StatusBadge status={i.status} /> },
    {
      header: <span className="sr-only">{t('common.actions')}</span>,
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (i) => (
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('invoices.openNumber', { number: i.invoiceNumber })}
            onClick={() => onOpen(i)}
          >
            {t('common.open')}
          </Button>
          <Link
            to={`/dashboard/invoices/${i._id}/edit`}
            aria-label={t('invoices.editNumber', { number: i.invoiceNumber })}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('common.edit')}
          </Link>
          <Button
            variant="danger"
            size="sm"
            aria-label={t('invoices.deleteNumber', { number: i.invoiceNumber })}
            onClick={() => onDelete(i)}
          >
            {t('common.delete')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('invoices.caption')}
      columns={columns}
      rows={invoices}
      rowKey={(i) => i._id}
      loading={loading}
      empty={t('invoices.empty')}
    />
  );
}
