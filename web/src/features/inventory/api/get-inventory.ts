import { inventoryPageSchema, type InventoryPage, type InventoryQuery } from '@dastarkhan/contract/inventory';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

export type InventoryFilters = Partial<Omit<InventoryQuery, 'limit'>> & { page: number };

export const INVALID_DATA_FORMAT = 'Invalid data format received from server';

/** Checked against the contract: a wrong shape is reported as such, not as a crash further down (SPEC §8). */
export async function getInventory(filters: InventoryFilters): Promise<InventoryPage> {
  const data = await api<unknown>(withQuery('/inventory', { ...filters, limit: 10 }));
  const parsed = inventoryPageSchema.safeParse(data);
  if (!parsed.success) throw new Error(INVALID_DATA_FORMAT);
  return parsed.data;
}

export const inventoryKeys = {
  all: ['inventory'] as const,
  list: (filters: InventoryFilters) => ['inventory', 'list', filters] as const,
};

export const inventoryQueryOptions = (filters: InventoryFilters) =>
  queryOptions({
    queryKey: inventoryKeys.list(filters),
    queryFn: () => getInventory(filters),
    placeholderData: keepPreviousData,
  });

export function useInventory(filters: InventoryFilters) {
  return useQuery(inventoryQueryOptions(filters));
}
