import type { InventoryItem } from '@dastarkhan/contract/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The most a page of the stock list holds. */
const PAGE = 100;

export type StockChoice = Pick<InventoryItem, '_id' | 'name' | 'unit'>;

/** Every live stock item, by name, for the ingredient picker: the first page, then the rest at once. */
export async function getStockItems(signal?: AbortSignal): Promise<StockChoice[]> {
  const page = (number: number) =>
    unwrap(api.GET('/api/inventory', { params: { query: { page: number, limit: PAGE } }, signal }));
  const first = await page(1);
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.total / PAGE) - 1 }, (_, index) => page(index + 2)),
  );
  return [first, ...rest]
    .flatMap((answer) => answer.inventory)
    .map(({ _id, name, unit }) => ({ _id, name, unit }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function useStockItems() {
  return useQuery(
    queryOptions({ queryKey: queryKeys.inventory.picker, queryFn: ({ signal }) => getStockItems(signal) }),
  );
}
