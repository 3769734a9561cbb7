import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { costOf, DISH_BILLS, usageOf } from '../db/plate-usage';
import { rebuildStockDays } from '../db/stock-days';
import { rebuildDishSales } from '../features/invoices/daily-sales';

const DISHES = 20;
const INGREDIENTS_PER_DISH = 5;

/**
 * Gives the bench's receipts (seedInvoiceVolume) a kitchen, set-based: 40 stock items, 20 dishes of 5
 * ingredients each, every receipt line linked to a dish, and what the food cost report reads written as the
 * sales would have written it: the per-day dish and usage roll-ups with their costs (a day's plates of a dish rounded once), a day's intake of every item, a weekly
 * waste and a monthly count. A day's sales of an item are one sale movement here rather than one per receipt:
 * the books sum the same, and neither the report nor the stock list reads sale movements.
 */
export type KitchenShape = {
  /** Stock items; the dishes' ingredients are drawn from them, the rest are only bought. */
  items: number;
  /** Every item bought once a week (what the week used and a tenth more, or a few units), not every day. */
  weeklyIntakes: boolean;
};

export async function seedKitchenVolume(
  db: Database,
  log: (line: string) => void,
  { items, weeklyIntakes }: KitchenShape = { items: 40, weeklyIntakes: false },
): Promise<void> {
  await db.execute(sql`insert into recipe_categories (name) values ('Bench') on conflict do nothing`);
  await db.execute(sql`
    insert into inventory_items (name, category, quantity, unit, price, total_tk, intake_quantity, added_by_name)
    select 'Bench stock ' || g, 'Meat', 0, case when g % 4 = 0 then 'l' else 'kg' end, 100 + g * 10, 0, 0, 'Bench'
    from generate_series(1, ${items}) g`);
  await db.execute(sql`
    insert into recipes (name, category, price, batch_plates)
    select 'Bench dish ' || g, 'Bench', 200 + g * 20, 40
    from generate_series(1, ${DISHES}) g`);
  await db.execute(sql`
    insert into recipe_ingredients (recipe_id, item_id, position, quantity, unit)
    select dish.id, item.id, slot, 1 + slot, item.unit
    from (select id, row_number() over (order by name) as n from recipes where name like 'Bench dish %') dish
    cross join generate_series(0, ${INGREDIENTS_PER_DISH - 1}) slot
    join (select id, unit, row_number() over (order by name) as n from inventory_items) item
      on item.n = (dish.n * 3 + slot * 7) % ${items} + 1`);
  log('  linking every receipt line to a dish...');
  await db.execute(sql`
    update invoice_items set recipe_id = dish.id
    from (select id, row_number() over (order by name) - 1 as n from recipes where name like 'Bench dish %') dish
    where dish.n = (hashtext(invoice_items.invoice_id::text || invoice_items.position) & 1023) % ${DISHES}`);
  await rebuildDishSales(db);
  await db.execute(sql`
    with used as (
      select sold.day, sold.recipe_id, bill.item_id, usage.quantity,
        ${sql.raw(costOf('usage.quantity', 'bill.unit_cost'))} as cost_tk
      from daily_dish_sales sold join ${sql.raw(DISH_BILLS)} bill on bill.recipe_id = sold.recipe_id
      cross join lateral (select ${sql.raw(usageOf('sold.plates', 'bill'))} as quantity) usage
    ), by_item as (
      insert into daily_usage (day, item_id, quantity, cost_tk)
      select day, item_id, sum(quantity), sum(cost_tk) from used group by day, item_id order by day
    )
    update daily_dish_sales sold set cost = costs.cost, costed_plates = sold.plates, costed_revenue = sold.revenue
    from (select day, recipe_id, sum(cost_tk) as cost from used group by day, recipe_id) costs
    where costs.day = sold.day and costs.recipe_id = sold.recipe_id`);
  log('  writing a day of intakes, sales, weekly waste and monthly counts per item...');
  // Rows go in in time order, as a running shop writes them, so a month's rows lie together on disk at any age.
  // Each day brings in what the day used and a tenth more; the 7th of a week burns a little, the 1st of a
  // month finds the shelf a little short.
  await db.execute(sql`
    insert into inventory_movements (item_id, kind, reason, quantity, total_tk, invoice_id, note, item_version, at)
    select used.item_id, movement.kind, movement.reason, movement.quantity, movement.total_tk, movement.invoice_id,
      '', 1, used.day + movement.at
    from daily_usage used join inventory_items item on item.id = used.item_id
    cross join lateral (values
      ('intake', null, round(used.quantity * 1.1, 3), round(used.quantity * 1.1 * item.price, 2), null::uuid,
        interval '8 hours'),
      ('sale', null, -used.quantity, 0, gen_random_uuid(), interval '22 hours'),
      ('waste', 'spoiled', -round(used.quantity * 0.05, 3), 0, null, interval '23 hours'),
      ('count', null, -round(used.quantity * 0.02, 3), 0, null, interval '23 hours 30 minutes')
    ) as movement (kind, reason, quantity, total_tk, invoice_id, at)
    where movement.kind = 'sale' or movement.kind = 'intake' and not ${weeklyIntakes}
      or movement.kind = 'waste' and extract(dow from used.day) = 6 and used.quantity * 0.05 >= 0.001
      or movement.kind = 'count' and extract(day from used.day) = 1 and used.quantity * 0.02 >= 0.001
    order by used.day + movement.at`);
  if (weeklyIntakes) await seedWeeklyIntakes(db);
  await rebuildStockBooks(db);
  await db.execute(
    sql`vacuum (analyze) inventory_movements, inventory_items, daily_usage, daily_dish_sales, stock_days`,
  );
}

/**
 * Every item's intake on the first day of each week of the receipts' history (that week's usage and a tenth
 * more, or 5 units of an item no dish uses), at the item's price.
 */
async function seedWeeklyIntakes(db: Database): Promise<void> {
  await db.execute(sql`
    with history as (select min(issue_date) as first from invoices),
    weekly as (
      select item_id, first + (day - first) / 7 * 7 as week, sum(quantity) as quantity
      from daily_usage, history group by 1, 2
    )
    insert into inventory_movements (item_id, kind, quantity, total_tk, note, item_version, at)
    select item.id, 'intake', bought.quantity, round(bought.quantity * item.price, 2), '', 1,
      week.day + interval '8 hours'
    from inventory_items item cross join history
    cross join generate_series(first, current_date, interval '7 days') as week (day)
    left join weekly on weekly.item_id = item.id and weekly.week = week.day::date
    cross join lateral (select round(coalesce(weekly.quantity * 1.1, 5), 3) as quantity) bought
    order by week.day`);
}

/**
 * What the app keeps with the movements it writes, rebuilt from them after a bulk insert: each item's quantity,
 * value and bought quantity, and its day roll-ups (ADR 0170), so a seeded shop carries every row the app's own
 * writes would have left.
 */
export async function rebuildStockBooks(db: Database): Promise<void> {
  await db.execute(sql`
    update inventory_items item set quantity = sums.quantity, total_tk = sums.total_tk,
      intake_quantity = sums.intake_quantity
    from (select item_id, sum(quantity) as quantity, sum(total_tk) as total_tk,
            coalesce(sum(quantity) filter (where kind = 'intake'), 0) as intake_quantity
          from inventory_movements group by item_id) sums
    where sums.item_id = item.id`);
  await rebuildStockDays(db);
}
