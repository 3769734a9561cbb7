import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Deletes a category no item names; the server refuses one in use (409) and says why. */
export async function deleteStockCategory(name: string): Promise<void> {
  await unwrap(api.DELETE('/api/stock-categories/{name}', { params: { path: { name } } }));
}

export function useDeleteStockCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStockCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.stockCategories }),
  });
}
