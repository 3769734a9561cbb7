import type { Cost } from '@dastarkhan/contract/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { costsKeys } from './get-costs';

/** Deletes the cost as it was read: one changed since is refused (409) instead of deleted unseen. */
export async function deleteCost(cost: Pick<Cost, '_id' | 'version'>): Promise<void> {
  await api<null>(withQuery(`/costs/${cost._id}`, { version: cost.version }), { method: 'DELETE' });
}

export function useDeleteCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: costsKeys.all }),
  });
}
