import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** Statement text of a stock roll-up row's change to the item's stock (sales and waste take, counts go either way). */
const CHANGE = 'intake_quantity - sold_quantity - waste_quantity + other_quantity';

/**
 * Folds the stock roll-up's pending deltas into `stock_days` in one statement, inside the sales fold's
 * transaction (one folder at a time, ADR 0170). A day's figures are added to its row; its running balance (stock
 * and intakes so far) moves by every change up to that day, and so does each later row of the item, which a
 * movement booked on a past day (a late or back-dated one) reaches. A new row starts from the item's latest row
 * before it. The rows updated and the rows inserted are disjoint, so the one statement sees each as it was.
 */
export async function foldStockDays(tx: Executor): Promise<void> {
  await tx.execute(
    sql.raw(`
    with folded as (delete from stock_day_deltas returning *), changes as (
      select item_id, day, sum(intake_quantity) as intake_quantity, sum(intake_tk) as intake_tk,
        sum(sold_quantity) as sold_quantity, sum(sold_tk) as sold_tk, sum(waste_quantity) as waste_quantity,
        sum(other_quantity) as other_quantity
      from folded group by item_id, day
    ), runs as (
      select *, sum(${CHANGE}) over running as change_so_far, sum(intake_quantity) over running as bought_so_far,
        sum(intake_tk) over running as spent_so_far
      from changes window running as (partition by item_id order by day)
    ), later as (
      select kept.item_id, kept.day, run.change_so_far, run.bought_so_far, run.spent_so_far,
        same_day.intake_quantity, same_day.intake_tk, same_day.sold_quantity, same_day.sold_tk,
        same_day.waste_quantity, same_day.other_quantity
      from stock_days kept
      join (select item_id, min(day) as first from changes group by item_id) touched
        on touched.item_id = kept.item_id and kept.day >= touched.first
      cross join lateral (select * from runs where runs.item_id = kept.item_id and runs.day <= kept.day
        order by runs.day desc limit 1) run
      left join changes same_day on same_day.item_id = kept.item_id and same_day.day = kept.day
    ), updated as (
      update stock_days target set
        intake_quantity = target.intake_quantity + coalesce(later.intake_quantity, 0),
        intake_tk = target.intake_tk + coalesce(later.intake_tk, 0),
        sold_quantity = target.sold_quantity + coalesce(later.sold_quantity, 0),
        sold_tk = target.sold_tk + coalesce(later.sold_tk, 0),
        waste_quantity = target.waste_quantity + coalesce(later.waste_quantity, 0),
        other_quantity = target.other_quantity + coalesce(later.other_quantity, 0),
        closing_quantity = target.closing_quantity + later.change_so_far,
        bought_quantity = target.bought_quantity + later.bought_so_far,
        bought_tk = target.bought_tk + later.spent_so_far
      from later where target.item_id = later.item_id and target.day = later.day
    )
    insert into stock_days (item_id, day, intake_quantity, intake_tk, sold_quantity, sold_tk, waste_quantity,
      other_quantity, closing_quantity, bought_quantity, bought_tk)
    select run.item_id, run.day, run.intake_quantity, run.intake_tk, run.sold_quantity, run.sold_tk,
      run.waste_quantity, run.other_quantity, coalesce(before.closing_quantity, 0) + run.change_so_far,
      coalesce(before.bought_quantity, 0) + run.bought_so_far, coalesce(before.bought_tk, 0) + run.spent_so_far
    from runs run
    left join lateral (select closing_quantity, bought_quantity, bought_tk from stock_days kept
      where kept.item_id = run.item_id and kept.day < run.day order by kept.day desc limit 1) before on true
    where not exists (select from stock_days kept where kept.item_id = run.item_id and kept.day = run.day)`),
  );
}

/** Recomputes the whole stock roll-up from the books: for tools that write movements and usage in bulk (seeds). */
export async function rebuildStockDays(db: Executor): Promise<void> {
  await db.execute(sql`select rebuild_stock_days()`);
}

/**
 * A relation `(item_id, closing_quantity, bought_quantity, bought_tk)`: each item's balance at the close of the
 * day before `day` (stock, and what its intakes brought and cost so far), as readers see it: the item's latest
 * folded row before that day (one row read by its key) and the deltas still pending before it. Items with no
 * movement before the day are left out.
 */
export const balancesBefore = (day: string): SQL => sql`(
  select item.id as item_id,
    coalesce(kept.closing_quantity, 0) + coalesce(pending.change, 0) as closing_quantity,
    coalesce(kept.bought_quantity, 0) + coalesce(pending.bought, 0) as bought_quantity,
    coalesce(kept.bought_tk, 0) + coalesce(pending.spent, 0) as bought_tk
  from inventory_items item
  left join lateral (select closing_quantity, bought_quantity, bought_tk from stock_days
    where stock_days.item_id = item.id and stock_days.day < ${day}::date order by stock_days.day desc limit 1
  ) kept on true
  left join (select item_id, sum(${sql.raw(CHANGE)}) as change, sum(intake_quantity) as bought,
    sum(intake_tk) as spent from stock_day_deltas where day < ${day}::date group by item_id
  ) pending on pending.item_id = item.id
  where kept.closing_quantity is not null or pending.item_id is not null
)`;
