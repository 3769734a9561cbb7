import { inventoryQuerySchema } from '@dastarkhan/contract/inventory';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PagedList } from '../../components/ui/paged-list';
import { useTranslation } from '../../lib/i18n';
import { failureMessage } from '../../lib/api-client';
import { useListParams } from '../../lib/use-list-params';
import { useInventory } from './api/get-inventory';
import { InventoryCards } from './components/inventory-cards';
import { InventoryFilters } from './components/inventory-filters';
import { InventoryTable } from './components/inventory-table';
import { ItemDetailDialog } from './components/item-detail-dialog';
import { useItemActions, type Selection } from './use-item-actions';

/** The list's filters as the contract's query names them; a value it does not know shows everything. */
const { status, category, period, archived } = inventoryQuerySchema.shape;
const FILTERS = {
  status: status.catch(undefined),
  category: category.catch(undefined),
  period: period.catch(undefined),
  archived: archived.catch(undefined),
};

/** Where the inventory leads: its categories, the stock count, and Add Items. */
function InventoryLinks() {
  const { t } = useTranslation();
  return (
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
  );
}

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
  const [selection, setSelection] = useState<Selection>();
  const actions = useItemActions(selection, setSelection);
  const { updateItem, recordMovement, record, forgetErrors } = actions;

  return (
    <>
      <PageHeader title={t('inventory.title')} actions={<InventoryLinks />}>
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
              onDelete={(item) => void actions.remove(item)}
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
        onSave={actions.save}
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
