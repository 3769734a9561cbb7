import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * A stock roll-up row's figures of its day (ADR 0170): what intakes brought and cost, what sales took and cost,
 * what was wasted, and the rest (counts, kitchen use). Each has its running total in `stock_days`, `total_<figure>`.
 */
export const STOCK_FIGURES = [
  'intake_quantity',
  'intake_tk',
  'sold_quantity',
  'sold_tk',
  'waste_quantity',
  'other_quantity',
] as const;
export type StockFigure = (typeof STOCK_FIGURES)[number];

/** Statement text of a list made of each figure. */
const each = (part: (figure: StockFigure) => string) => STOCK_FIGURES.map(part).join(', ');

/**
 * Folds the stock roll-up's pending deltas into `stock_days` in one statement, inside the sales fold's
 * transaction (one folder at a time, ADR 0170). A day's figures are added to its row; its running totals move by
 * every change up to that day, and so do those of each later row of the item, which a movement booked on a past
 * day (a late or back-dated one) reaches. A new row starts from the item's latest row before it. The rows
 * updated and the rows inserted are disjoint, so the one statement sees each as it was.
 */
export async function foldStockDays(tx: Executor): Promise<void> {
  await tx.execute(
    sql.raw(`
    with folded as (delete from stock_day_deltas returning *), changes as (
      select item_id, day, ${each((f) => `sum(${f}) as ${f}`)} from folded group by item_id, day
    ), runs as (
      select *, ${each((f) => `sum(${f}) over running as so_far_${f}`)}
      from changes window running as (partition by item_id order by day)
    ), later as (
      select kept.item_id, kept.day, ${each((f) => `run.so_far_${f}, coalesce(same_day.${f}, 0) as ${f}`)}
      from stock_days kept
      join (select item_id, min(day) as first from changes group by item_id) touched
        on touched.item_id = kept.item_id and kept.day >= touched.first
      cross join lateral (select * from runs where runs.item_id = kept.item_id and runs.day <= kept.day
        order by runs.day desc limit 1) run
      left join changes same_day on same_day.item_id = kept.item_id and same_day.day = kept.day
    ), updated as (
      update stock_days target
      set ${each((f) => `${f} = target.${f} + later.${f}, total_${f} = target.total_${f} + later.so_far_${f}`)}
      from later where target.item_id = later.item_id and target.day = later.day
    )
    insert into stock_days (item_id, day, ${each((f) => `${f}, total_${f}`)})
    select run.item_id, run.day, ${each((f) => `run.${f}, coalesce(before.total_${f}, 0) + run.so_far_${f}`)}
    from runs run
    left join lateral (select * from stock_days kept
      where kept.item_id = run.item_id and kept.day < run.day order by kept.day desc limit 1) before on true
    where not exists (select from stock_days kept where kept.item_id = run.item_id and kept.day = run.day)`),
  );
}

/** Recomputes the whole stock roll-up from the books: for tools that write movements and usage in bulk (seeds). */
export async function rebuildStockDays(db: Executor): Promise<void> {
  await db.execute(sql`select rebuild_stock_days()`);
}

/**
 * A relation `(item_id, total_<figure>…)`: each item's running totals at the close of the day before `day`, as
 * readers see them: the item's latest folded row before that day and the deltas still pending before it. That row
 * is the item's last of the month of the day before (`stock_months`, every item's in one range read) when it lies
 * before `day`, as it does for a period from a month's first or to today; only otherwise (a day inside a month, an
 * item idle that month) is `stock_days` probed backwards, a probe PostgreSQL skips on the gate as a one-time
 * filter. Items with no movement before the day are left out. The stock at that moment is
 * total intakes − sold − wasted + other.
 */
export const totalsBefore = (day: string): SQL => sql`(
  select item.id as item_id, ${sql.raw(
    each(
      (f) => `coalesce(case when gate.month_kept then kept.total_${f} else older.total_${f} end, 0)
        + coalesce(pending.${f}, 0) as total_${f}`,
    ),
  )}
  from inventory_items item
  left join stock_months kept on kept.month = month_of(${day}::date - 1) and kept.item_id = item.id
  cross join lateral (select kept.day < ${day}::date as month_kept) gate
  left join lateral (select * from stock_days
    where (kept.day < ${day}::date) is not true and stock_days.item_id = item.id and stock_days.day < ${day}::date
    order by stock_days.day desc limit 1
  ) older on true
  left join (select item_id, ${sql.raw(each((f) => `sum(${f}) as ${f}`))}
    from stock_day_deltas where day < ${day}::date group by item_id
  ) pending on pending.item_id = item.id
  where gate.month_kept or older.item_id is not null or pending.item_id is not null
)`;
