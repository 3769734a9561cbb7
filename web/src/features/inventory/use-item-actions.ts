import type { InventoryItem, InventoryPatch } from '@dastarkhan/contract/inventory';
import type { Dispatch, SetStateAction } from 'react';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toasts';
import { ApiError, errorMessage } from '../../lib/api-client';
import { formatTaka } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDeleteInventoryItem } from './api/delete-inventory-item';
import { getInventoryItem } from './api/get-inventory-item';
import { useRecordMovement, type MovementRequest } from './api/record-movement';
import { useUpdateInventoryItem } from './api/update-inventory-item';
import type { DetailMode } from './components/item-detail-dialog';

/** The item open in its dialog, and how: read, edited, or a movement being recorded. */
export type Selection = { item: InventoryItem; mode: DetailMode };

/**
 * What the inventory screen does to an item: save an edit, record a movement (each opens the item again on
 * what the server answered), delete it after asking.
 */
export function useItemActions(
  selection: Selection | undefined,
  setSelection: Dispatch<SetStateAction<Selection | undefined>>,
) {
  const { t } = useTranslation();
  const updateItem = useUpdateInventoryItem();
  const recordMovement = useRecordMovement();
  const deleteItem = useDeleteInventoryItem();
  const confirm = useConfirm();

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

  return { updateItem, recordMovement, save, record, forgetErrors, remove };
}
