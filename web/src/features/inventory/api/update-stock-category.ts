import type { StockCategory, UpdateStockCategoryBody } from '@dastarkhan/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Renames a category and/or sets its Bangla name; a rename's items follow on the server, and the stock lists
 * show either, so they reload too.
 */
export async function updateStockCategory({
  name,
  changes,
}: {
  name: string;
  changes: UpdateStockCategoryBody;
}): Promise<StockCategory> {
  const answer = await unwrap(
    api.PATCH('/api/stock-categories/{name}', { params: { path: { name } }, body: changes }),
  );
  return answer.category;
}

export function useUpdateStockCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStockCategory,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stockCategories }),
        queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
      ]),
  });
}
