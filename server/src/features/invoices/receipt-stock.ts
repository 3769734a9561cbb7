import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { costOf, DISH_BILLS, usageOf } from '../../db/plate-usage';
import { onHandOf } from '../../db/stock-on-hand';
import { conflict, type AppError } from '../../lib/errors';
import { sqlStateOf } from '../../lib/pg-errors';

/** The columns of a `sale_usage` row, in the order the sale and the edits write them. */
export const SNAPSHOT_COLUMNS =
  'invoice_id, recipe_id, item_id, day, sale_day, plates, quantity, cost_tk, batch_quantity, batch_divisor, unit_cost';

/** A receipt line as it was before a change, for what the change moves. */
export type LineBefore = { recipeId: string | null; quantity: number; lineTotal: string };

export type ReceiptChange = {
  id: string;
  invoiceNumber: string;
  /** The receipt's business day: the day of the sale a change corrects. */
  saleDay: string;
  /** The business day the change is made on: its differences are booked on it (ADR 0162). */
  bookedOn: string;
  /** The receipt's lines before the change; its lines now are read from `invoice_items`. */
  before: readonly LineBefore[];
  /** The receipt sells nothing any more (deleted or voided): everything it took comes back. */
  removed?: boolean;
  actorId?: string | null;
};

/** What a dish's plates and line totals changed by: a dish whose lines are as they were is left alone. */
const changedDishes = (change: ReceiptChange) => sql`
before as (
  select recipe_id, sum(quantity)::int as plates, sum(line_total) as revenue
  from jsonb_to_recordset(${linesJson(change.before)}::jsonb) as line(recipe_id uuid, quantity int, line_total numeric)
  where recipe_id is not null group by recipe_id
), after as (
  select recipe_id, sum(quantity)::int as plates, sum(line_total) as revenue from invoice_items
  where invoice_id = ${change.id} and recipe_id is not null and not ${change.removed ?? false}
  group by recipe_id
), changed as (
  select coalesce(after.recipe_id, before.recipe_id) as recipe_id, coalesce(after.plates, 0) as plates,
    coalesce(after.plates, 0) - coalesce(before.plates, 0) as added_plates,
    coalesce(after.revenue, 0) - coalesce(before.revenue, 0) as added_revenue, before.recipe_id is null as new_dish
  from after full join before on before.recipe_id = after.recipe_id
  where after.plates is distinct from before.plates or after.revenue is distinct from before.revenue
)`;

/**
 * The bill each changed dish is taken at: the snapshot its sale kept (its first row per item), or for a dish
 * new to the receipt its recipe and cost now. A dish sold without a recipe keeps none: it stays uncovered.
 */
const dishSnapshots = (change: ReceiptChange) => sql`
booked as (
  select recipe_id, item_id, sum(quantity) as quantity, sum(cost_tk) as cost_tk from sale_usage
  where invoice_id = ${change.id} and recipe_id in (select recipe_id from changed) group by recipe_id, item_id
), kept as (
  select distinct on (recipe_id, item_id) recipe_id, item_id, batch_quantity, batch_divisor, unit_cost
  from sale_usage where invoice_id = ${change.id} and recipe_id in (select recipe_id from changed)
  order by recipe_id, item_id, id
), bills as (
  select * from kept
  union all
  select bill.recipe_id, bill.item_id, bill.batch_quantity, bill.batch_divisor, bill.unit_cost
  from ${sql.raw(DISH_BILLS)} bill join changed on changed.recipe_id = bill.recipe_id and changed.new_dish
  where not exists (select from kept where kept.recipe_id = bill.recipe_id)
), moved as (
  select bills.recipe_id, bills.item_id, bills.batch_quantity, bills.batch_divisor, bills.unit_cost,
    changed.added_plates as plates, usage.quantity - coalesce(booked.quantity, 0) as quantity,
    ${sql.raw(costOf('usage.quantity', 'bills.unit_cost'))} - coalesce(booked.cost_tk, 0) as cost_tk
  from bills join changed on changed.recipe_id = bills.recipe_id
  left join booked on booked.recipe_id = bills.recipe_id and booked.item_id = bills.item_id
  cross join lateral (select ${sql.raw(usageOf('changed.plates', 'bills'))} as quantity) usage
  where changed.added_plates <> 0
)`;

/**
 * Books a change to a saved receipt's lines, inside the caller's transaction (issue 32, ADR 0162). Only the
 * dishes whose plates or line totals changed move anything, so an edit of the waiter or the customer moves no
 * stock. A dish's new plates are taken at the recipe and cost its sale kept (`sale_usage`), and only the
 * difference from what it took so far moves: a snapshot row, a sale movement per item, and the usage, plates,
 * revenue and cost roll-ups, all on the day the change is made, the snapshot naming the sale's day. A receipt
 * deleted or voided (`removed`) sells nothing, so all of it comes back. Edits are rare, so unlike a sale
 * (ADR 0102) this takes the stock rows at once, locked in id order. An edit that would take a stop-selling
 * dish's ingredient below 0 is refused, as a new sale would be.
 */
export async function bookReceiptChange(tx: Executor, change: ReceiptChange): Promise<void> {
  try {
    await tx.execute(bookingOf(change));
  } catch (error) {
    throw saleRefusalOf(error) ?? error;
  }
}

/** The movement's note: the receipt, and the day it corrects when that is not the day the change is made. */
const noteOf = (change: ReceiptChange) =>
  change.bookedOn === change.saleDay
    ? `Receipt ${change.invoiceNumber}`
    : `Receipt ${change.invoiceNumber}, correction of ${change.saleDay}`;

const linesJson = (lines: readonly LineBefore[]) =>
  JSON.stringify(
    lines.map((line) => ({ recipe_id: line.recipeId, quantity: line.quantity, line_total: line.lineTotal })),
  );

const bookingOf = (change: ReceiptChange) => sql`
with ${changedDishes(change)}, ${dishSnapshots(change)}, snapshots as (
  insert into sale_usage (${sql.raw(SNAPSHOT_COLUMNS)})
  select ${change.id}::uuid, recipe_id, item_id, ${change.bookedOn}::date, ${change.saleDay}::date, plates,
    quantity, cost_tk, batch_quantity, batch_divisor, unit_cost
  from moved
), change as (
  select item_id, sum(quantity) as quantity, sum(cost_tk) as cost_tk from moved group by item_id
), locked as materialized (
  select id, name, ${sql.raw(onHandOf('inventory_items'))} as quantity from inventory_items
  where id in (select item_id from change where quantity <> 0)
  order by id for no key update
), refused as (
  select refuse_sale(dish.name, locked.name)
  from moved join recipes dish on dish.id = moved.recipe_id and dish.stop_when_out
  join change on change.item_id = moved.item_id and change.quantity > 0
  join locked on locked.id = moved.item_id
  where locked.quantity < change.quantity
  limit 1
), stock as (
  update inventory_items set quantity = inventory_items.quantity - change.quantity,
    version = inventory_items.version + 1, last_updated_at = clock_timestamp()
  from locked join change on change.item_id = locked.id
  where inventory_items.id = locked.id
  returning inventory_items.id, inventory_items.version, change.quantity as taken
), movements as (
  insert into inventory_movements (item_id, kind, quantity, invoice_id, note, item_version, by_id, by_name, at)
  select stock.id, 'sale', -stock.taken, ${change.id}::uuid, ${noteOf(change)}, stock.version, actor.id,
    coalesce(actor.name, ''), clock_timestamp()
  from stock left join users actor on actor.id = ${change.actorId ?? null}::uuid
), usage as (
  insert into usage_deltas (day, item_id, quantity, cost_tk)
  select ${change.bookedOn}::date, item_id, quantity, cost_tk from change
  where (quantity <> 0 or cost_tk <> 0) and not exists (select from refused)
)
insert into dish_sales_deltas (day, recipe_id, plates, revenue, cost, costed_plates, costed_revenue)
select ${change.bookedOn}::date, changed.recipe_id, changed.added_plates, changed.added_revenue,
  coalesce(costs.cost, 0), case when covered.recipe_id is null then 0 else changed.added_plates end,
  case when covered.recipe_id is null then 0 else changed.added_revenue end
from changed
left join (select recipe_id, sum(cost_tk) as cost from moved group by recipe_id) costs
  on costs.recipe_id = changed.recipe_id
left join (select distinct recipe_id from bills) covered on covered.recipe_id = changed.recipe_id
where not exists (select from refused)`;

/**
 * The 409 for a sale refused because a dish set to stop selling when an ingredient runs out would take that
 * ingredient below 0 (the `refuse_sale` function raises SQLSTATE DKS01 with the dish and the ingredient).
 */
export function saleRefusalOf(error: unknown): AppError | undefined {
  if (sqlStateOf(error) !== 'DKS01') return undefined;
  const { message: dish, detail: ingredient } = error as { message: string; detail?: string };
  return conflict(`${dish} is not available: ${ingredient ?? 'an ingredient'} has run out.`);
}
