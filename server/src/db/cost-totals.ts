import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Folds the live costs' pending count and sum changes into `cost_totals`' one row inside the sales fold's
 * transaction (one folder at a time), moving exactly what it deletes, so `live_cost_totals` sums the same before
 * and after (ADR 0174).
 */
export async function foldCostTotals(tx: Executor): Promise<void> {
  await tx.execute(sql`
    with folded as (delete from cost_total_deltas returning costs, amount)
    insert into cost_totals (single, costs, amount)
    select true, sum(costs), sum(amount) from folded having count(*) > 0
    on conflict (single) do update set costs = cost_totals.costs + excluded.costs,
      amount = cost_totals.amount + excluded.amount`);
}
