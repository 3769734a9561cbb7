import type { Cost } from '@dastarkhan/contract/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Deletes the cost as it was read: one changed since is refused (409) instead of deleted unseen. */
export async function deleteCost(cost: Pick<Cost, '_id' | 'version'>): Promise<void> {
  await unwrap(
    api.DELETE('/api/costs/{id}', {
      params: { path: { id: cost._id }, query: { version: cost.version } },
    }),
  );
}

export function useDeleteCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.costs.all }),
  });
}
