import type { InventoryIntakeBody, InventoryItem } from '@dastarkhan/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function addInventoryItems(body: InventoryIntakeBody): Promise<{ items: InventoryItem[] }> {
  return unwrap(api.POST('/api/inventory', { body }));
}

export function useAddInventoryItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInventoryItems,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
