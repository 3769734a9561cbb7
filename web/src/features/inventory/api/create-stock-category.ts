import type { CreateStockCategoryBody, StockCategory } from '@dastarkhan/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Adds a category, with its Bangla name when given, at the end of the list. */
export async function createStockCategory(body: CreateStockCategoryBody): Promise<StockCategory> {
  return (await unwrap(api.POST('/api/stock-categories', { body }))).category;
}

export function useCreateStockCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStockCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.stockCategories }),
  });
}
