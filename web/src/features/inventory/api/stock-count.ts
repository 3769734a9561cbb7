import { inventoryPageSchema, type InventoryItem, type StockCountBody } from '@dastarkhan/contract/inventory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** The largest page the list serves. */
const PAGE = 100;

/**
 * Every item in the stock list, for a count sheet: page after page of the largest size (a kitchen keeps tens to
 * a few hundred items), sorted by category, then name, the way a store room is walked.
 */
export async function getCountSheet(): Promise<InventoryItem[]> {
  const items: InventoryItem[] = [];
  for (let page = 1; ; page++) {
    const data = await unwrap(api.GET('/api/inventory', { params: { query: { page, limit: PAGE } } }));
    const parsed = inventoryPageSchema.safeParse(data);
    if (!parsed.success) throw new Error(i18n.t('inventory.invalidData'));
    items.push(...parsed.data.inventory);
    if (page * PAGE >= parsed.data.total || parsed.data.inventory.length === 0) break;
  }
  return items.sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
}

export function useCountSheet() {
  return useQuery({ queryKey: queryKeys.inventory.countSheet, queryFn: getCountSheet });
}

/** Records a count: the server writes each item's difference from the books as they stand when it lands. */
export function useRecordCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockCountBody) => unwrap(api.POST('/api/inventory/counts', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
