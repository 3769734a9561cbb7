import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Folds the items' pending movement counts and sums into `item_movement_totals` inside the sales fold's
 * transaction (one folder at a time), moving exactly what it deletes, so `movements_by_item` sums the same
 * before and after (ADR 0173).
 */
export async function foldMovementTotals(tx: Executor): Promise<void> {
  await tx.execute(sql`
    with folded as (delete from item_movement_deltas returning *)
    insert into item_movement_totals (item_id, movements, quantity, due_tk, total_tk)
    select item_id, sum(movements), sum(quantity), sum(due_tk), sum(total_tk) from folded group by item_id
    on conflict (item_id) do update set movements = item_movement_totals.movements + excluded.movements,
      quantity = item_movement_totals.quantity + excluded.quantity,
      due_tk = item_movement_totals.due_tk + excluded.due_tk,
      total_tk = item_movement_totals.total_tk + excluded.total_tk`);
}
