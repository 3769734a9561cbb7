import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

export type DueChange = {
  itemId: string;
  /** `payment`: the supplier was paid, the due falls, never below 0; `correction`: such a payment undone. */
  kind: 'payment' | 'correction';
  /** Exact 2-decimal text of a positive amount. */
  amount: string;
  note: string;
  actor: { id: string; name: string };
};

/**
 * Moves a stock item's supplier due by an appended movement, relative to what is owed when it lands, in the same
 * statement on the locked row: a payment never takes more than is owed (ADR 0150). A deleted item's due can still
 * be paid. Undefined when the guard refused it (or the item does not exist). Shared by the stock list's payment
 * and a supplier paid from the drawer (ADR 0177), so both append the same rows.
 */
export async function moveSupplierDue<Row extends Record<string, unknown>>(
  db: Executor,
  change: DueChange,
  returning: SQL,
): Promise<Row | undefined> {
  const signed = change.kind === 'payment' ? sql`-${change.amount}::numeric` : sql`${change.amount}::numeric`;
  const result = await db.execute<Row>(sql`
    with item as (
      update inventory_items
      set due_tk = due_tk + ${signed}, version = version + 1, last_updated_at = clock_timestamp()
      where id = ${change.itemId} and due_tk + ${signed} >= 0
      returning id, version
    )
    insert into inventory_movements (item_id, kind, quantity, due_tk, note, item_version, by_id, by_name, at)
    select id, ${change.kind}, 0, ${signed}, ${change.note}, version, ${change.actor.id}::uuid, ${change.actor.name},
      clock_timestamp()
    from item
    returning ${returning}`);
  return result.rows[0] as Row | undefined;
}
