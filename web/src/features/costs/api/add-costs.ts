import type { Cost, CostsBody } from '@dastarkhan/contract/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { costsKeys } from './get-costs';

export function addCosts(body: CostsBody): Promise<{ costs: Cost[] }> {
  return api('/costs', { method: 'POST', body });
}

export function useAddCosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCosts,
    // The list and the tiles reload after a save (SPEC §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: costsKeys.all }),
  });
}
