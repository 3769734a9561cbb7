import type { Cost, CostPatchInput } from '@dastarkhan/contract/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function updateCost({ id, patch }: { id: string; patch: CostPatchInput }): Promise<Cost> {
  return (await unwrap(api.PATCH('/api/costs/{id}', { params: { path: { id } }, body: patch }))).cost;
}

/**
 * The list, the tiles and the dashboard's recent costs reload after a correction, and after a refused one
 * too: a 409 means the cost changed, and the table should show what it holds now.
 */
export function useUpdateCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.costs.all }),
  });
}
