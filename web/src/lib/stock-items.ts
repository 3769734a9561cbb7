import { inventoryPageSchema, type InventoryItem, type InventoryPage } from '@dastarkhan/contract/inventory';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { i18n } from './i18n';
import { queryKeys } from './query-keys';

/** The largest page the stock list serves. */
const PAGE = 100;

/** One page of the stock list at the largest size, checked against the contract (SPEC §8). */
async function getStockPage(page: number, signal?: AbortSignal): Promise<InventoryPage> {
  const data = await unwrap(api.GET('/api/inventory', { params: { query: { page, limit: PAGE } }, signal }));
  const parsed = inventoryPageSchema.safeParse(data);
  if (!parsed.success) throw new Error(i18n.t('inventory.invalidData'));
  return parsed.data;
}

/**
 * Every item in the stock list (a kitchen keeps tens to a few hundred), in the server's order: the first page,
 * then the rest at once. Read by the stock count sheet and the recipe screen's ingredient picker, each of which
 * orders and narrows it with its own `select`.
 */
export async function getAllStockItems(signal?: AbortSignal): Promise<InventoryItem[]> {
  const first = await getStockPage(1, signal);
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.total / PAGE) - 1 }, (_, index) => getStockPage(index + 2, signal)),
  );
  return [first, ...rest].flatMap((answer) => answer.inventory);
}

/** One cache entry for the whole list, under 'inventory': any stock change reloads it. */
export const allStockItemsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.inventory.everyItem,
    queryFn: ({ signal }) => getAllStockItems(signal),
  });
