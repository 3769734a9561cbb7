import {
  inventoryQuerySchema,
  type InventoryItem,
  type InventoryPatch,
} from '@dastarkhan/contract/inventory';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../components/ui/toasts';
import { buttonClasses } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { PagedList } from '../../components/ui/paged-list';
import { ApiError, errorMessage, failureMessage } from '../../lib/api-client';
import { formatTaka } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useListParams } from '../../lib/use-list-params';
import { useDeleteInventoryItem } from './api/delete-inventory-item';
import { useInventory } from './api/get-inventory';
import { getInventoryItem } from './api/get-inventory-item';
import { useRecordMovement, type MovementRequest } from './api/record-movement';
import { useUpdateInventoryItem } from './api/update-inventory-item';
import { InventoryCards } from './components/inventory-cards';
import { InventoryFilters } from './components/inventory-filters';
import { InventoryTable } from './components/inventory-table';
import { ItemDetailDialog, type DetailMode } from './components/item-detail-dialog';

/** The list's filters as the contract's query names them; a value it does not know shows everything. */
const { status, category, period, archived } = inventoryQuerySchema.shape;
const FILTERS = {
  status: status.catch(undefined),
  category: category.catch(undefined),
  period: period.catch(undefined),
  archived: archived.catch(undefined),
};

export function InventoryPage() {
  const { t } = useTranslation();
  const list = useListParams({ filters: FILTERS });
  const inventory = useInventory({
    page: list.page,
    search: list.search || undefined,
    ...list.filters,
    // Only the deleted items, or the list as usual: `archived=false` is the usual list.
    archived: list.filters.archived || undefined,
  });
  const updateItem = useUpdateInventoryItem();
  const recordMovement = useRecordMovement();
  const deleteItem = useDeleteInventoryItem();
  const confirm = useConfirm();
  const [selection, setSelection] = useState<{ item: InventoryItem; mode: DetailMode }>();

  const save = (patch: InventoryPatch) => {
    if (!selection) return;
    const { item } = selection;
    updateItem.mutate(
      { id: item._id, body: patch },
      {
        onSuccess: ({ item: saved }) => {
          toast.success(t('inventory.updated'));
          setSelection({ item: saved, mode: 'view' });
        },
        // The error shows under Save Changes. When someone changed the item meanwhile, the form reopens on the
        // new figures so the admin decides again.
        onError: async (error) => {
          if (error instanceof ApiError && error.status === 409)
            setSelection({ item: await getInventoryItem(item._id), mode: 'edit' });
        },
      },
    );
  };

  const record = (request: MovementRequest, success: string) =>
    recordMovement.mutate(request, {
      onSuccess: ({ item }) => {
        toast.success(success);
        setSelection({ item, mode: 'view' });
      },
    });
  const forgetErrors = () => {
    updateItem.reset();
    recordMovement.reset();
  };

  const remove = async (item: InventoryItem) => {
    // SPEC §8's question, and what deleting leaves owing when the supplier is still due money.
    const question =
      item.dueTk > 0
        ? t('inventory.confirmDeleteOwing', { supplier: item.supplier.name, amount: formatTaka(item.dueTk) })
        : t('inventory.confirmDelete');
    if (!(await confirm(question, { confirmLabel: t('common.delete') }))) return;
    deleteItem.mutate(item._id, {
      onSuccess: () => toast.success(t('inventory.deleted')),
      onError: (error) =>
        toast.error(t('inventory.deleteFailed', { message: errorMessage(error, t('common.unknownError')) })),
    });
  };

  return (
    <>
      <PageHeader
        title={t('inventory.title')}
        actions={
          <>
            <Link to="/dashboard/inventory/categories" className={buttonClasses('secondary')}>
              {t('stockCategories.open')}
            </Link>
            <Link to="/dashboard/inventory/count" className={buttonClasses('secondary')}>
              {t('stockCount.open')}
            </Link>
            <Link to="/dashboard/add-item" className={buttonClasses()}>
              {t('inventory.addNew')}
            </Link>
          </>
        }
      >
        {t('inventory.intro')}
      </PageHeader>
      <PagedList
        query={inventory}
        rowsOf={(data) => data.inventory}
        page={list.page}
        onPageChange={list.setPage}
        failure={{ title: t('inventory.loadError'), fallback: t('inventory.loadFailed') }}
      >
        {(items, loading) => (
          <>
            <InventoryCards summary={inventory.data?.summary} costs={inventory.data?.intakeTotals} />
            <InventoryFilters
              filters={list.filters}
              searchInputProps={list.searchInputProps}
              onChange={list.setFilters}
            />
            <InventoryTable
              items={items}
              loading={loading}
              onView={(item) => setSelection({ item, mode: 'view' })}
              onEdit={(item) => setSelection({ item, mode: 'edit' })}
              onDelete={(item) => void remove(item)}
            />
          </>
        )}
      </PagedList>
      <ItemDetailDialog
        item={selection?.item}
        mode={selection?.mode ?? 'view'}
        saving={updateItem.isPending || recordMovement.isPending}
        saveError={failureMessage(updateItem.error ?? recordMovement.error, t('inventory.updateFailed'))}
        onModeChange={(mode) => {
          forgetErrors();
          setSelection((current) => current && { ...current, mode });
        }}
        onSave={save}
        onReduce={(body) =>
          selection &&
          record({ id: selection.item._id, kind: 'reduction', body }, t('inventory.stockReduced'))
        }
        onWaste={(body) =>
          selection && record({ id: selection.item._id, kind: 'waste', body }, t('inventory.wasteRecorded'))
        }
        onPay={(body) =>
          selection &&
          record({ id: selection.item._id, kind: 'payment', body }, t('inventory.paymentRecorded'))
        }
        onClose={() => {
          forgetErrors();
          setSelection(undefined);
        }}
      />
    </>
  );
}
