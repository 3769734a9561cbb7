import type { InventoryItem } from '@dastarkhan/contract/inventory';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatStock, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { DaysLeft, MissingIntake } from './stock-outlook';
import { receiveLink } from '../use-receive-draft';
import { StockStatusBadge } from './stock-status-badge';
import { useStockCategoryName } from '../use-stock-category-name';

type Props = {
  items: InventoryItem[];
  loading: boolean;
  onView: (item: InventoryItem) => void;
  onEdit: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
};

export function InventoryTable({ items, loading, onView, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const categoryName = useStockCategoryName();
  const columns: Column<InventoryItem>[] = [
    {
      header: t('inventory.columns.name'),
      // The name opens the item: the row's buttons keep to what changes it, and the table fits a laptop.
      cell: (item) => (
        <button
          type="button"
          className="text-left font-medium text-slate-800 underline-offset-2 hover:underline pointer-coarse:min-h-11 pointer-coarse:min-w-11"
          aria-label={t('common.viewNamed', { name: item.name })}
          onClick={() => onView(item)}
        >
          {item.name}
          {item.nameBn && (
            <span lang="bn" className="block font-normal text-slate-600">
              {item.nameBn}
            </span>
          )}
        </button>
      ),
    },
    { header: t('inventory.columns.category'), cell: (item) => categoryName(item.category) },
    {
      header: t('inventory.columns.quantity'),
      cell: (item) => (
        <>
          {formatStock(t, item.quantity, item.unit)}
          {item.missingIntake && <MissingIntake />}
        </>
      ),
      className: 'whitespace-nowrap',
    },
    {
      header: t('inventory.columns.daysLeft'),
      cell: (item) => <DaysLeft days={item.daysLeft} />,
      className: 'whitespace-nowrap',
    },
    {
      header: t('inventory.columns.total'),
      cell: (item) => formatTaka(item.totalTk),
      className: 'whitespace-nowrap',
    },
    { header: t('inventory.columns.supplier'), cell: (item) => item.supplier.name },
    {
      header: t('inventory.columns.due'),
      cell: (item) => formatTaka(item.dueTk),
      className: 'whitespace-nowrap',
    },
    { header: t('inventory.columns.status'), cell: (item) => <StockStatusBadge status={item.status} /> },
    {
      header: <span className="sr-only">{t('common.actions')}</span>,
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (item) => (
        <div className="flex justify-end gap-1">
          {item.archivedAt === null && (
            <>
              <Link
                to={receiveLink(item)}
                className={buttonClasses('ghost', 'sm')}
                aria-label={t('inventory.receiveNamed', { name: item.name })}
              >
                {t('inventory.receive')}
              </Link>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('common.editNamed', { name: item.name })}
                onClick={() => onEdit(item)}
              >
                {t('common.edit')}
              </Button>
              <Button
                variant="ghost-danger"
                size="sm"
                aria-label={t('common.deleteNamed', { name: item.name })}
                onClick={() => onDelete(item)}
              >
                {t('common.delete')}
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('inventory.caption')}
      columns={columns}
      rows={items}
      rowKey={(item) => item._id}
      empty={t('inventory.empty')}
      loading={loading}
    />
  );
}
