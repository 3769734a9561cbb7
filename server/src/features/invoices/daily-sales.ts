import { poishaToDecimalString, type Poisha } from '@dastarkhan/contract/money';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dailySales } from '../../db/schema';

export type SalesChange = { day: string; sales: Poisha; orders: number };

/**
 * Applies receipt changes to the per-day roll-up inside the caller's transaction. Changes to the same day
 * are merged and days are touched in order, so two edits moving receipts between the same two days lock
 * the rows in the same order and cannot deadlock.
 */
export async function applySalesChanges(tx: Executor, changes: SalesChange[]): Promise<void> {
  const byDay = new Map<string, SalesChange>();
  for (const change of changes) {
    const known = byDay.get(change.day);
    byDay.set(
      change.day,
      known
        ? { day: change.day, sales: known.sales + change.sales, orders: known.orders + change.orders }
        : change,
    );
  }
  const ordered = [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
  for (const { day, sales, orders } of ordered) {
    if (sales === 0 && orders === 0) continue;
    const amount = poishaToDecimalString(sales);
    if (sales >= 0 && orders >= 0) {
      await tx
        .insert(dailySales)
        .values({ day, sales: amount, orderCount: orders })
        .onConflictDoUpdate({
          target: dailySales.day,
          set: {
            sales: sql`${dailySales.sales} + excluded.sales`,
            orderCount: sql`${dailySales.orderCount} + excluded.order_count`,
          },
        });
    } else {
      // A decrease always has its row (the receipt was counted there); the CHECK >= 0 guards the rest.
      await tx
        .update(dailySales)
        .set({
          sales: sql`${dailySales.sales} + ${amount}::numeric`,
          orderCount: sql`${dailySales.orderCount} + ${orders}`,
        })
        .where(eq(dailySales.day, day));
    }
  }
}
