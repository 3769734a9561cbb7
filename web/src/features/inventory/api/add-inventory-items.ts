import type { InventoryIntakeBody, InventoryItem } from '@dastarkhan/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inventoryKeys } from './get-inventory';

export function addInventoryItems(body: InventoryIntakeBody): Promise<{ items: InventoryItem[] }> {
  return api('/inventory', { method: 'POST', body });
}

export function useAddInventoryItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInventoryItems,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
