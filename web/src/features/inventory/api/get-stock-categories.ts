import type { StockCategory } from '@dastarkhan/contract/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The stock categories the admin keeps, in their order (docs/decisions/0132-stock-categories.md). */
export async function getStockCategories(signal?: AbortSignal): Promise<StockCategory[]> {
  return (await unwrap(api.GET('/api/stock-categories', { signal }))).categories;
}

export const stockCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stockCategories,
    queryFn: ({ signal }) => getStockCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useStockCategories() {
  return useQuery(stockCategoriesQueryOptions());
}
