import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Folds the X report's pending figure changes into `day_figures` inside the sales fold's transaction (one folder
 * at a time), moving exactly what it deletes, so `figures_by_day` sums the same before and after (issue 34).
 */
export async function foldDayFigures(tx: Executor): Promise<void> {
  await tx.execute(sql`
    with folded as (delete from day_figure_deltas returning day, figure, amount, count)
    insert into day_figures (day, figure, amount, count)
    select day, figure, sum(amount), sum(count) from folded group by day, figure
    on conflict (day, figure) do update set amount = day_figures.amount + excluded.amount,
      count = day_figures.count + excluded.count`);
}
