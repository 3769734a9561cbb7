import type { MovementsPage } from '@dastarkhan/contract/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The latest movements shown in the item dialog; the whole history stays available through the API. */
export const MOVEMENTS_SHOWN = 20;

export function getItemMovements(id: string): Promise<MovementsPage> {
  return unwrap(
    api.GET('/api/inventory/{id}/movements', {
      params: { path: { id }, query: { limit: MOVEMENTS_SHOWN } },
    }),
  );
}

export const itemMovementsQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.inventory.movements(id), queryFn: () => getItemMovements(id) });

export function useItemMovements(id: string) {
  return useQuery(itemMovementsQueryOptions(id));
}
