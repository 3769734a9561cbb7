import type { InventoryItem, StockCountBody } from '@dastarkhan/contract/inventory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { allStockItemsQueryOptions } from '../../../lib/stock-items';

/** A count sheet lists every item sorted by category, then name, the way a store room is walked. */
const inWalkingOrder = (items: InventoryItem[]): InventoryItem[] =>
  [...items].sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));

/** Every item in the stock list, for a count sheet. */
export function useCountSheet() {
  return useQuery({ ...allStockItemsQueryOptions(), select: inWalkingOrder });
}

/** Records a count: the server writes each item's difference from the books as they stand when it lands. */
export function useRecordCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockCountBody) => unwrap(api.POST('/api/inventory/counts', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
