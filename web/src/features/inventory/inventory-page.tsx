import type { InventoryItem, InventoryPatch } from '@dastarkhan/contract/inventory';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { errorMessage, failureMessage } from '../../lib/api-client';
import { useDeleteInventoryItem } from './api/delete-inventory-item';
import { useInventory } from './api/get-inventory';
import { useUpdateInventoryItem } from './api/update-inventory-item';
import { InventoryCards } from './components/inventory-cards';
import { InventoryFilters } from './components/inventory-filters';
import { InventoryTable } from './components/inventory-table';
import { ItemDetailDialog, type DetailMode } from './components/item-detail-dialog';
import { useInventoryFilters } from './use-inventory-filters';

export function InventoryPage() {
  const { filters, update } = useInventoryFilters();
  const inventory = useInventory(filters);
  const updateItem = useUpdateInventoryItem();
  const deleteItem = useDeleteInventoryItem();
  const confirm = useConfirm();
  const [selection, setSelection] = useState<{ item: InventoryItem; mode: DetailMode }>();

  const save = (patch: InventoryPatch) => {
    if (!selection) return;
    updateItem.mutate(
      { id: selection.item._id, body: patch },
      {
        onSuccess: ({ item }) => {
          toast.success('Item updated successfully!');
          setSelection({ item, mode: 'view' });
        },
      },
    );
  };

  const remove = async (item: InventoryItem) => {
    if (!(await confirm('Are you sure you want to delete this item?', { confirmLabel: 'Delete' }))) return;
    deleteItem.mutate(item._id, {
      onSuccess: () => toast.success('Item deleted successfully.'),
      onError: (error) => toast.error(`Failed to delete item: ${errorMessage(error, 'Unknown error')}`),
    });
  };

  const data = inventory.data;
  return (
    <>
      <PageHeader
        title="Inventory"
        actions={
          <Link to="/dashboard/add-item" className={buttonClasses()}>
            Add New Item
          </Link>
        }
      >
        Stock on hand, supplier dues and what intakes cost.
      </PageHeader>
      {inventory.isError ? (
        <ErrorPanel
          title="Error loading inventory"
          message={errorMessage(inventory.error, 'Failed to load inventory items')}
          onRetry={() => void inventory.refetch()}
        />
      ) : (
        <>
          <InventoryCards summary={data?.summary} costs={data?.intakeTotals} />
          <InventoryFilters filters={filters} onChange={update} />
          <InventoryTable
            items={data?.inventory ?? []}
            loading={inventory.isPending}
            onView={(item) => setSelection({ item, mode: 'view' })}
            onEdit={(item) => setSelection({ item, mode: 'edit' })}
            onDelete={(item) => void remove(item)}
          />
          {data && (
            <Pagination
              page={filters.page}
              total={data.total}
              limit={data.limit}
              onPageChange={(page) => update({ page })}
            />
          )}
        </>
      )}
      <ItemDetailDialog
        item={selection?.item}
        mode={selection?.mode ?? 'view'}
        saving={updateItem.isPending}
        saveError={failureMessage(updateItem.error, 'Failed to update item')}
        onModeChange={(mode) => {
          updateItem.reset();
          setSelection((current) => current && { ...current, mode });
        }}
        onSave={save}
        onClose={() => {
          updateItem.reset();
          setSelection(undefined);
        }}
      />
    </>
  );
}
