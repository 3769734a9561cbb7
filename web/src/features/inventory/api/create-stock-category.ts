import type { StockCategory } from '@dastarkhan/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Adds a category at the end of the list. */
export async function createStockCategory(name: string): Promise<StockCategory> {
  return (await unwrap(api.POST('/api/stock-categories', { body: { name } }))).category;
}

export function useCreateStockCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStockCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.stockCategories }),
  });
}
