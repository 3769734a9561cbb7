import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { inventoryItems } from './schema';

/**
 * Statement text of what the sales took from item `itemId` that the fold has not yet taken from its cached
 * quantity (usage deltas marked `stock_pending`, found through their partial index; ADR 0102).
 */
const pendingSalesOf = (itemId: string) =>
  `coalesce((select sum(pending.quantity) from usage_deltas pending
    where pending.item_id = ${itemId} and pending.stock_pending), 0)`;

/**
 * Statement text of the stock on hand of the `inventory_items` row aliased `alias`: its cached quantity less
 * the sales still pending, so a reader sees every committed sale whether the fold has run or not.
 */
export const onHandOf = (alias: string) => `(${alias}.quantity - ${pendingSalesOf(`${alias}.id`)})`;

/** The same for Drizzle queries over `inventory_items` itself. */
export const onHand = sql<string>`(${inventoryItems.quantity} - ${sql.raw(pendingSalesOf('"inventory_items"."id"'))})`;

/**
 * Locks the items, in id order, for a statement that then reads their stock on hand and moves them: call it in
 * the same transaction, before that statement. A statement that locks and reads at once, finding a row the fold
 * changed while it waited, reads that row anew but the pending deltas as they were when it began, taking the
 * folded sales off twice. Locked first, the next statement reads both as they are, and the fold waits (ADR 0102).
 */
export async function lockStock(tx: Executor, ids: readonly string[]): Promise<void> {
  await tx.execute(sql`select from inventory_items where id = any(${`{${ids.join(',')}}`}::uuid[])
    order by id for no key update`);
}
