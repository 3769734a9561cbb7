import type { StockCategory } from '@dastarkhan/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Renames a category; its items follow on the server, so the stock lists reload too. */
export async function renameStockCategory({
  from,
  to,
}: {
  from: string;
  to: string;
}): Promise<StockCategory> {
  const answer = await unwrap(
    api.PATCH('/api/stock-categories/{name}', { params: { path: { name: from } }, body: { name: to } }),
  );
  return answer.category;
}

export function useRenameStockCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameStockCategory,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stockCategories }),
        queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
      ]),
  });
}
