import type { Cost, CostsBody } from '@dastarkhan/contract/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function addCosts(body: CostsBody): Promise<{ costs: Cost[] }> {
  return unwrap(api.POST('/api/costs', { body }));
}

export function useAddCosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCosts,
    // The list and the tiles reload after a save (SPEC §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.costs.all }),
  });
}
