import type { InventoryItem } from '@dastarkhan/contract/inventory';
import { useQuery } from '@tanstack/react-query';
import { allStockItemsQueryOptions } from '../../../lib/stock-items';

export type StockChoice = Pick<InventoryItem, '_id' | 'name' | 'unit'>;

/** What the ingredient picker shows of each item, by name. */
const toChoices = (items: InventoryItem[]): StockChoice[] =>
  items.map(({ _id, name, unit }) => ({ _id, name, unit })).sort((a, b) => a.name.localeCompare(b.name));

/** Every live stock item, by name, for the ingredient picker. */
export function useStockItems() {
  return useQuery({ ...allStockItemsQueryOptions(), select: toChoices });
}
