import { SHOPPING_LIST_DAYS, type KitchenSummary } from '@dastarkhan/contract/food-cost';
import type { Period } from '@dastarkhan/contract/common';
import type { InventoryUnit } from '@dastarkhan/contract/inventory';
import { sharePercent, toPoisha } from '@dastarkhan/contract/money';
import { periodBounds } from '@dastarkhan/contract/periods';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { daysLeftOf, recentUsage } from '../../db/item-usage';
import { unitCostOf } from '../../db/plate-usage';
import { onHandOf } from '../../db/stock-on-hand';
import { foodCostThresholdSql } from '../../lib/food-cost';
import { toIso, toMoney } from '../../lib/reply';

type FiguresRow = {
  theoretical_tk: string;
  revenue: string;
  threshold: string;
  count_at: Date | string | null;
  count_variance_tk: string | null;
  count_items: number;
};
type ItemRow = {
  item_id: string;
  name: string;
  unit: InventoryUnit;
  quantity: string;
  supplier: string;
  per_day: string | null;
  days_left: string | null;
};

/**
 * The dashboard's kitchen figures (issue 16): the period's theoretical food cost (its usage roll-up × the
 * items' average cost, rounded per item like the report's rows) against its dishes' revenue (their roll-up), the differences the latest stock count
 * found, every item below 0, and the items that run out within SHOPPING_LIST_DAYS days. Each reads roll-ups
 * or the stock rows, never the receipts.
 */
export async function kitchenSummary(
  db: Executor,
  range: Period,
  timeZone: string,
  now: Date,
): Promise<KitchenSummary> {
  const bounds = periodBounds(range, timeZone, now);
  const [figures, items] = await Promise.all([
    db.execute<FiguresRow>(sql`
      with latest as (
        select max(at) as at from inventory_movements where kind = 'count'
      ), last_count as (
        select latest.at, round(sum(counted.quantity * ${sql.raw(unitCostOf('item'))}), 2)::text as variance_tk,
          count(counted.item_id)::int as items
        from latest left join inventory_movements counted on counted.kind = 'count' and counted.at = latest.at
        left join inventory_items item on item.id = counted.item_id
        group by latest.at
      )
      select
        (select coalesce(sum(round(used.quantity * ${sql.raw(unitCostOf('item'))}, 2)), 0)::text
          from (select item_id, sum(quantity) as quantity from usage_by_day
            where day between ${bounds.startDate}::date and ${bounds.endDate}::date group by item_id) used
          join inventory_items item on item.id = used.item_id) as theoretical_tk,
        (select coalesce(sum(revenue), 0)::text from dish_sales_by_day
          where day between ${bounds.startDate}::date and ${bounds.endDate}::date) as revenue,
        ${foodCostThresholdSql} as threshold,
        last_count.at as count_at, last_count.variance_tk as count_variance_tk, last_count.items as count_items
      from last_count`),
    db.execute<ItemRow>(sql`
      select item_id, name, unit, quantity::text, supplier, round(per_day, 3)::text as per_day, days_left::text
      from (
        select stock.id as item_id, stock.name, stock.unit, stock.supplier_name as supplier, on_hand.quantity,
          used.per_day, ${sql.raw(daysLeftOf('on_hand.quantity', 'used.per_day'))} as days_left
        from inventory_items stock cross join lateral (select ${sql.raw(onHandOf('stock'))} as quantity) on_hand
        left join ${recentUsage(now, timeZone)} used on used.item_id = stock.id
        where stock.archived_at is null
      ) item
      where quantity < 0 or days_left <= ${SHOPPING_LIST_DAYS}
      order by lower(name), item_id`),
  ]);
  const row = figures.rows[0]!;
  const theoreticalTk = toMoney(row.theoretical_tk);
  const revenue = toMoney(row.revenue);
  const shortItem = (item: ItemRow) => ({
    itemId: item.item_id,
    name: item.name,
    unit: item.unit,
    quantity: toMoney(item.quantity),
    supplier: item.supplier,
  });
  return {
    range,
    startDate: bounds.startDate,
    endDate: bounds.endDate,
    foodCost: {
      theoreticalTk,
      revenue,
      percent: sharePercent(toPoisha(theoreticalTk), toPoisha(revenue)),
      thresholdPercent: toMoney(row.threshold),
    },
    lastCount:
      row.count_at === null
        ? null
        : {
            at: toIso(row.count_at) ?? '',
            varianceTk: toMoney(row.count_variance_tk),
            items: row.count_items,
          },
    missingIntake: items.rows.filter((item) => Number(item.quantity) < 0).map(shortItem),
    shoppingList: items.rows
      .filter((item) => item.days_left !== null)
      .map((item) => ({
        ...shortItem(item),
        daysLeft: toMoney(item.days_left),
        usagePerDay: toMoney(item.per_day),
      })),
  };
}
