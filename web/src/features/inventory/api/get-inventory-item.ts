import type { InventoryItem } from '@dastarkhan/contract/inventory';
import { api, unwrap } from '../../../lib/api-client';

/** One item as it is now, e.g. after an edit was refused because it changed meanwhile. */
export async function getInventoryItem(id: string): Promise<InventoryItem> {
  return (await unwrap(api.GET('/api/inventory/{id}', { params: { path: { id } } }))).item;
}
