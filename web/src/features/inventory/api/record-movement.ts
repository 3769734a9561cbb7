import type {
  InventoryItem,
  Movement,
  PaymentBody,
  ReductionBody,
  WasteBody,
} from '@dastarkhan/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type Recorded = { item: InventoryItem; movement: Movement };

export type MovementRequest =
  | { id: string; kind: 'reduction'; body: ReductionBody }
  | { id: string; kind: 'waste'; body: WasteBody }
  | { id: string; kind: 'payment'; body: PaymentBody };

/** A reduction, waste or a supplier payment: relative to what is there when it lands, so it needs no version. */
export function recordMovement(request: MovementRequest): Promise<Recorded> {
  const params = { path: { id: request.id } };
  switch (request.kind) {
    case 'reduction':
      return unwrap(api.POST('/api/inventory/{id}/reductions', { params, body: request.body }));
    case 'waste':
      return unwrap(api.POST('/api/inventory/{id}/waste', { params, body: request.body }));
    default:
      return unwrap(api.POST('/api/inventory/{id}/payments', { params, body: request.body }));
  }
}

export function useRecordMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMovement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
