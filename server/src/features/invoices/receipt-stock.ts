import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { PLATE_USAGE, USAGE_SCALE } from '../../db/plate-usage';
import { onHandOf } from '../../db/stock-on-hand';
import { conflict, type AppError } from '../../lib/errors';
import { sqlStateOf } from '../../lib/pg-errors';

export type ReceiptStock = {
  id: string;
  invoiceNumber: string;
  /** The receipt's business day now; null once it is deleted. */
  day: string | null;
  /** The day its usage was counted on until now. */
  countedOn: string;
  actorId?: string | null;
};

/**
 * Brings what a saved receipt took from stock in line with its items now, inside the caller's transaction:
 * each item moves by the difference between what the receipt's dishes take by their recipes and the sum of the
 * receipt's sale movements so far (a deleted receipt takes nothing, so all of it comes back). The usage moves
 * from the day it was counted on to the receipt's day now. Edits are rare, so unlike a sale (ADR 0102) this takes
 * the stock rows at once, locked in id order, and its usage deltas are not left pending.
 * An edit that would take a stop-selling dish's ingredient below 0 is refused, as a new sale would be.
 */
export async function restateReceiptStock(tx: Executor, receipt: ReceiptStock): Promise<void> {
  const plates = sql.raw(PLATE_USAGE);
  try {
    await tx.execute(sql`
    with taken_now as (
      select usage.item_id, round(sum(usage.per_plate * item.quantity), ${sql.raw(String(USAGE_SCALE))}) as quantity
      from invoice_items item join ${plates} usage on usage.recipe_id = item.recipe_id
      where item.invoice_id = ${receipt.id} and ${receipt.day}::date is not null
      group by usage.item_id
    ), taken_before as (
      select item_id, -sum(quantity) as quantity from inventory_movements
      where invoice_id = ${receipt.id} and kind = 'sale'
      group by item_id
    ), change as (
      select coalesce(now.item_id, before.item_id) as item_id, coalesce(now.quantity, 0) as now_quantity,
        coalesce(before.quantity, 0) as before_quantity
      from taken_now now full join taken_before before on before.item_id = now.item_id
    ), locked as materialized (
      select id, name, ${sql.raw(onHandOf('inventory_items'))} as quantity from inventory_items
      where id in (select item_id from change where now_quantity <> before_quantity)
      order by id for no key update
    ), refused as (
      select refuse_sale(dish.name, locked.name)
      from invoice_items item join recipes dish on dish.id = item.recipe_id and dish.stop_when_out
      join ${plates} usage on usage.recipe_id = dish.id
      join change on change.item_id = usage.item_id and change.now_quantity > change.before_quantity
      join locked on locked.id = usage.item_id
      where item.invoice_id = ${receipt.id} and locked.quantity < change.now_quantity - change.before_quantity
      limit 1
    ), stock as (
      update inventory_items set quantity = inventory_items.quantity - (change.now_quantity - change.before_quantity),
        version = inventory_items.version + 1, last_updated_at = clock_timestamp()
      from locked join change on change.item_id = locked.id
      where inventory_items.id = locked.id
      returning inventory_items.id, inventory_items.version, change.now_quantity - change.before_quantity as taken
    ), moved as (
      insert into inventory_movements (item_id, kind, quantity, invoice_id, note, item_version, by_id, by_name, at)
      select stock.id, 'sale', -stock.taken, ${receipt.id}::uuid, ${`Receipt ${receipt.invoiceNumber}`},
        stock.version, actor.id, coalesce(actor.name, ''), clock_timestamp()
      from stock left join users actor on actor.id = ${receipt.actorId ?? null}::uuid
    )
    insert into usage_deltas (day, item_id, quantity)
    select ${receipt.countedOn}::date, item_id, -before_quantity from change
    where before_quantity <> 0 and not exists (select from refused)
    union all
    select ${receipt.day}::date, item_id, now_quantity from change
    where now_quantity <> 0 and not exists (select from refused)`);
  } catch (error) {
    throw saleRefusalOf(error) ?? error;
  }
}

/**
 * The 409 for a sale refused because a dish set to stop selling when an ingredient runs out would take that
 * ingredient below 0 (the `refuse_sale` function raises SQLSTATE DKS01 with the dish and the ingredient).
 */
export function saleRefusalOf(error: unknown): AppError | undefined {
  if (sqlStateOf(error) !== 'DKS01') return undefined;
  const { message: dish, detail: ingredient } = error as { message: string; detail?: string };
  return conflict(`${dish} is not available: ${ingredient ?? 'an ingredient'} has run out.`);
}
