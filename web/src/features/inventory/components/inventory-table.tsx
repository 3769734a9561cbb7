import type { InventoryItem } from '@dastarkhan/contract/inventory';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatTaka } from '../../../lib/format';
import { StockStatusBadge } from './stock-status-badge';

export const NO_ITEMS_TEXT = 'No items found matching your criteria. Try adjusting your filters.';

type Props = {
  items: InventoryItem[];
  loading: boolean;
  onView: (item: InventoryItem) => void;
  onEdit: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
};

export function InventoryTable({ items, loading, onView, onEdit, onDelete }: Props) {
  const columns: Column<InventoryItem>[] = [
    { header: 'Name', cell: (item) => <span className="font-medium text-slate-800">{item.name}</span> },
    { header: 'Category', cell: (item) => item.category },
    { header: 'Quantity', cell: (item) => `${item.quantity} ${item.unit}`, className: 'whitespace-nowrap' },
    { header: 'Total', cell: (item) => formatTaka(item.totalTk), className: 'whitespace-nowrap' },
    { header: 'Supplier', cell: (item) => item.supplier.name },
    { header: 'Due', cell: (item) => formatTaka(item.dueTk), className: 'whitespace-nowrap' },
    { header: 'Status', cell: (item) => <StockStatusBadge status={item.status} /> },
    {
      header: <span className="sr-only">Actions</span>,
      className: 'whitespace-nowrap text-right',
      cell: (item) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="sm" aria-label={`View ${item.name}`} onClick={() => onView(item)}>
            View
          </Button>
          {item.archivedAt === null && (
            <>
              <Button variant="ghost" size="sm" aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-600 hover:bg-red-50"
                aria-label={`Delete ${item.name}`}
                onClick={() => onDelete(item)}
              >
                Delete
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption="Inventory items"
      columns={columns}
      rows={items}
      rowKey={(item) => item._id}
      empty={NO_ITEMS_TEXT}
      loading={loading}
    />
  );
}
