import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Adds (`sign` 1) or takes back (-1) a saved receipt's plates and line totals per dish on `day`, inside the
 * caller's transaction: an edit takes back the old lines on the old day before they are replaced and adds the
 * new ones on the new day; a deletion takes them back. A new receipt's are written by its own statement.
 */
export async function countDishSales(
  tx: Executor,
  invoiceId: string,
  day: string,
  sign: 1 | -1,
): Promise<void> {
  await tx.execute(sql`
    insert into dish_sales_deltas (day, recipe_id, plates, revenue)
    select ${day}::date, recipe_id, ${sign} * sum(quantity), ${sign} * sum(line_total) from invoice_items
    where invoice_id = ${invoiceId} and recipe_id is not null
    group by recipe_id`);
}
