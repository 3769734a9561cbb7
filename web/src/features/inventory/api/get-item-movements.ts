import type { MovementsPage } from '@dastarkhan/contract/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { inventoryKeys } from './get-inventory';

/** The latest movements shown in the item dialog; the whole history stays available through the API. */
export const MOVEMENTS_SHOWN = 20;

export const itemMovementsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'movements', id] as const,
    queryFn: () => api<MovementsPage>(withQuery(`/inventory/${id}/movements`, { limit: MOVEMENTS_SHOWN })),
  });

export function useItemMovements(id: string) {
  return useQuery(itemMovementsQueryOptions(id));
}
