import type { InventoryItem, InventoryPatch } from '@dastarkhan/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The spec's absolute edit, sent with the version the form was opened at; a newer change answers 409. */
export function updateInventoryItem(id: string, body: InventoryPatch): Promise<{ item: InventoryItem }> {
  return unwrap(api.PATCH('/api/inventory/{id}', { params: { path: { id } }, body }));
}

export function useUpdateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: InventoryPatch }) => updateInventoryItem(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
