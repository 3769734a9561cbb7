import type { InventoryItem } from '@dastarkhan/contract/inventory';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../components/ui/toasts';
import { i18n } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';
import { useStockCategories } from './api/get-stock-categories';
import { getInventoryItem } from './api/get-inventory-item';
import { BLANK_ITEM, receivedFields, type AddItemsFormValues } from './stock-forms';

const RECEIVE = 'receive';

/** Add Items with its first card filled in to receive more of `item` (issue 31). */
export const receiveLink = (item: Pick<InventoryItem, '_id'>) => `/dashboard/add-item?${RECEIVE}=${item._id}`;

/**
 * Add Items opened by Receive on an item (`?receive=<id>`): its first card starts filled in with the item's name,
 * category, unit and supplier (`values`, which the form takes when they arrive), and the cursor waits in
 * Quantity. The card is filled once the category list has arrived too, so the category select has the item's
 * category to show. An item deleted meanwhile leaves the form blank, with a word why.
 */
export function useReceiveDraft(): {
  /** The filled-in form, once the item (and the category list) has arrived. */
  values: AddItemsFormValues | undefined;
  /** After a save the form is blank again, and so is the address. */
  done: () => void;
} {
  const [params, setParams] = useSearchParams();
  const id = params.get(RECEIVE);
  const item = useQuery({
    queryKey: queryKeys.inventory.receiving(id),
    queryFn: () => getInventoryItem(id!),
    enabled: id !== null,
    retry: false,
    staleTime: Infinity,
  });
  const categoriesLoaded = useStockCategories().isSuccess;
  const received = id === null ? undefined : item.data;
  const gone = item.isError || (received !== undefined && received.archivedAt !== null);
  const values = useMemo(
    () =>
      received && received.archivedAt === null && categoriesLoaded
        ? { items: [{ ...BLANK_ITEM, ...receivedFields(received) }] }
        : undefined,
    [received, categoriesLoaded],
  );
  useEffect(() => {
    if (gone) toast.error(i18n.t('inventory.add.receiveGone'));
  }, [gone]);
  return { values, done: () => id !== null && setParams({}, { replace: true }) };
}
