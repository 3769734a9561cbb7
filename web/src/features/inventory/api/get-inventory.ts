import { inventoryPageSchema, type InventoryPage, type InventoryQuery } from '@dastarkhan/contract/inventory';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export type InventoryFilters = Partial<Omit<InventoryQuery, 'limit'>> & { page: number };

/** Checked against the contract: a wrong shape is reported as such, not as a crash further down (SPEC §8). */
export async function getInventory(filters: InventoryFilters): Promise<InventoryPage> {
  const { page, search, status, category, period, archived } = filters;
  const query = {
    page,
    search,
    status,
    category,
    period,
    archived: archived === undefined ? undefined : String(archived),
    limit: 10,
  };
  const data = await unwrap(api.GET('/api/inventory', { params: { query } }));
  const parsed = inventoryPageSchema.safeParse(data);
  if (!parsed.success) throw new Error(i18n.t('inventory.invalidData'));
  return parsed.data;
}

export const inventoryQueryOptions = (filters: InventoryFilters) =>
  queryOptions({
    queryKey: queryKeys.inventory.list(filters),
    queryFn: () => getInventory(filters),
    placeholderData: keepPreviousData,
  });

export function useInventory(filters: InventoryFilters) {
  return useQuery(inventoryQueryOptions(filters));
}
