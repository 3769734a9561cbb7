import type { InventoryAddition, InventoryItem, StockStatus } from '@dastarkhan/contract/inventory';
import { sql } from 'drizzle-orm';
import { inventoryItems } from '../../db/schema';
import { onHand } from '../../db/stock-on-hand';
import { toIso, toMoney } from '../../lib/reply';

/** SPEC §4 in SQL, so the status shown, the status filter, the page count and the summary always agree. */
export const stockStatus = sql<StockStatus>`case
  when ${onHand} <= 0 then 'out-of-stock'
  when ${onHand} <= ${inventoryItems.threshold} then 'low-stock'
  else 'in-stock' end`;

/** What an item's JSON is made of: its row, and its status and stock on hand as of every committed sale. */
export const ITEM_COLUMNS = { row: inventoryItems, status: stockStatus, onHand };
export type ItemColumns = {
  row: typeof inventoryItems.$inferSelect;
  status: StockStatus;
  onHand: string;
};

/** An intake movement as the spec's addition history shows it. */
type AdditionRow = { quantity: string; totalTk: string; byName: string; at: Date };

export function toAdditionJson(row: AdditionRow): InventoryAddition {
  return {
    quantity: toMoney(row.quantity),
    totalTk: toMoney(row.totalTk),
    addedBy: { name: row.byName },
    addedAt: toIso(row.at) ?? '',
  };
}

/** An item's usage over the last days: per day, and how many days its stock lasts at that rate. */
export type ItemUsage = { perDay: string; daysLeft: string | null };
export const NO_USAGE: ItemUsage = { perDay: '0', daysLeft: null };

export function toItemJson(
  { row, status, onHand: quantity }: ItemColumns,
  history: InventoryAddition[],
  usage: ItemUsage,
): InventoryItem {
  return {
    _id: row.id,
    name: row.name,
    nameBn: row.nameBn,
    category: row.category,
    quantity: toMoney(quantity),
    unit: row.unit,
    price: toMoney(row.price),
    totalTk: toMoney(row.totalTk),
    threshold: toMoney(row.threshold),
    supplier: { name: row.supplierName },
    dueTk: toMoney(row.dueTk),
    status,
    createdAt: toIso(row.createdAt) ?? '',
    lastUpdated: { at: toIso(row.lastUpdatedAt) ?? '' },
    addedBy: { name: row.addedByName },
    additionHistory: history,
    missingIntake: Number(quantity) < 0,
    usagePerDay: toMoney(usage.perDay),
    daysLeft: usage.daysLeft === null ? null : toMoney(usage.daysLeft),
    version: row.version,
    archivedAt: toIso(row.archivedAt),
  };
}
