import type { InventoryItem, Movement, PaymentBody, ReductionBody } from '@dastarkhan/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inventoryKeys } from './get-inventory';

type Recorded = { item: InventoryItem; movement: Movement };

export type MovementRequest =
  { id: string; kind: 'reduction'; body: ReductionBody } | { id: string; kind: 'payment'; body: PaymentBody };

/** A reduction or a supplier payment: relative to what is there when it lands, so it needs no version. */
export function recordMovement(request: MovementRequest): Promise<Recorded> {
  const path = request.kind === 'reduction' ? 'reductions' : 'payments';
  return api(`/inventory/${request.id}/${path}`, { method: 'POST', body: request.body });
}

export function useRecordMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMovement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
