import type { InventoryItem } from '@dastarkhan/contract/inventory';
import { api } from '../../../lib/api-client';

/** One item as it is now, e.g. after an edit was refused because it changed meanwhile. */
export async function getInventoryItem(id: string): Promise<InventoryItem> {
  return (await api<{ item: InventoryItem }>(`/inventory/${id}`)).item;
}
