import { coverageOf, SHOPPING_LIST_DAYS, type KitchenSummary } from '@dastarkhan/contract/food-cost';
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
  uncovered_revenue: string;
  uncovered_dishes: number;
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
 * The dashboard's kitchen figures (issue 16): the period's theoretical food cost (what its sales cost at their
 * moment, from the usage roll-up, as the report's rows) against the revenue of the dishes it covers, with the
 * share of dish sales that is and the dishes sold without a recipe (issue 32), the differences the latest stock count
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
        (select coalesce(sum(cost_tk), 0)::text from usage_by_day
          where day between ${bounds.startDate}::date and ${bounds.endDate}::date) as theoretical_tk,
        sold.revenue::text, sold.uncovered_revenue::text, sold.uncovered_dishes,
        ${foodCostThresholdSql} as threshold,
        last_count.at as count_at, last_count.variance_tk as count_variance_tk, last_count.items as count_items
      from last_count, (
        select coalesce(sum(costed_revenue), 0) as revenue,
          coalesce(sum(revenue - costed_revenue), 0) as uncovered_revenue,
          count(*) filter (where plates <> costed_plates or revenue <> costed_revenue)::int as uncovered_dishes
        from (select recipe_id, sum(revenue) as revenue, sum(costed_revenue) as costed_revenue,
            sum(plates) as plates, sum(costed_plates) as costed_plates
          from dish_sales_by_day where day between ${bounds.startDate}::date and ${bounds.endDate}::date
          group by recipe_id) dish
      ) sold`),
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
  const uncoveredRevenue = toMoney(row.uncovered_revenue);
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
      uncoveredRevenue,
      coveragePercent: coverageOf(revenue, uncoveredRevenue),
      uncoveredDishes: row.uncovered_dishes,
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
