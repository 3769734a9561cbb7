import {
  DEFAULT_SUPPLIER,
  DEFAULT_THRESHOLD,
  type InventoryIntake,
  type InventoryPatch,
} from '@dastarkhan/contract/inventory';
import { poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inventoryItems } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { sqlStateOf } from '../../lib/pg-errors';

export type Actor = { id: string; name: string };

/** Exact numeric text for a validated 2-decimal amount, so no float ever reaches PostgreSQL. */
const numeric = (value: number) => poishaToDecimalString(toPoisha(value));

const NUMERIC_OVERFLOW = '22003';

const identityKey = (row: InventoryIntake) =>
  `${row.name.toLowerCase()}\u0000${row.category}\u0000${row.unit}`;

/**
 * Adds one intake: a new item, or — when lower(name)+category+unit exists — more of that item, added
 * atomically in the same statement (ON CONFLICT … quantity = quantity + excluded.quantity), so concurrent
 * intakes never lose one. The intake is appended to the item's addition history. Returns the item id.
 */
async function addIntake(db: Executor, row: InventoryIntake, index: number, actor: Actor): Promise<string> {
  // Rows are written in identity order; their times follow the order they were sent in.
  const at = sql`now() + ${index}::int * interval '1 microsecond'`;
  const quantity = numeric(row.quantity);
  const totalTk = numeric(row.totalTk);
  const threshold = row.threshold === undefined ? null : numeric(row.threshold);
  const supplier = row.supplierName ?? null;
  const result = await db.execute<{ item_id: string }>(sql`
    with item as (
      insert into inventory_items as i (name, category, quantity, unit, price, total_tk, threshold,
        supplier_name, due_tk, added_by, added_by_name, created_at, last_updated_at)
      values (${row.name}, ${row.category}, ${quantity}::numeric, ${row.unit}, ${numeric(row.price)}::numeric,
        ${totalTk}::numeric, coalesce(${threshold}::numeric, ${DEFAULT_THRESHOLD}),
        coalesce(${supplier}::text, ${DEFAULT_SUPPLIER}), ${numeric(row.dueTk)}::numeric,
        ${actor.id}::uuid, ${actor.name}, ${at}, ${at})
      on conflict (lower(name), category, unit) do update set
        quantity = i.quantity + excluded.quantity,
        total_tk = i.total_tk + excluded.total_tk,
        due_tk = i.due_tk + excluded.due_tk,
        price = excluded.price,
        threshold = coalesce(${threshold}::numeric, i.threshold),
        supplier_name = coalesce(${supplier}::text, i.supplier_name),
        last_updated_at = excluded.last_updated_at
      returning i.id
    )
    insert into inventory_additions (item_id, quantity, total_tk, added_by, added_by_name, added_at)
    select id, ${quantity}::numeric, ${totalTk}::numeric, ${actor.id}::uuid, ${actor.name}, ${at}
    from item
    returning item_id`);
  const [added] = result.rows;
  if (!added) throw new Error('inventory intake returned no row');
  return added.item_id;
}

/**
 * Saves every intake row in one transaction: all or none. Rows are written in identity order so two
 * multi-item intakes touching the same items lock them in the same order and cannot deadlock.
 * Returns the affected item ids in the order the rows were sent (each once).
 */
export async function addIntakes(db: Executor, rows: InventoryIntake[], actor: Actor): Promise<string[]> {
  const order = rows
    .map((_, index) => index)
    .sort((a, b) => {
      const [left, right] = [identityKey(rows[a]!), identityKey(rows[b]!)];
      return left < right ? -1 : left > right ? 1 : a - b;
    });
  const ids = await db.transaction(async (tx) => {
    const saved: string[] = new Array<string>(rows.length);
    for (const index of order) {
      try {
        saved[index] = await addIntake(tx, rows[index]!, index, actor);
      } catch (error) {
        if (sqlStateOf(error) !== NUMERIC_OVERFLOW) throw error;
        throw badRequest(`Item ${index + 1}: The item's quantity or total would become too large`);
      }
    }
    return saved;
  });
  return [...new Set(ids)];
}

/**
 * Sets quantity and/or dueTk. The "never above the current quantity" rule lives in the UPDATE's WHERE,
 * checked against the row as it is when locked, so an edit racing an intake or another edit can never
 * write a stale higher value.
 */
export async function updateItem(db: Executor, id: string, patch: InventoryPatch): Promise<void> {
  const quantity = patch.quantity === undefined ? undefined : numeric(patch.quantity);
  const [updated] = await db
    .update(inventoryItems)
    .set({
      ...(quantity === undefined ? {} : { quantity }),
      ...(patch.dueTk === undefined ? {} : { dueTk: numeric(patch.dueTk) }),
      lastUpdatedAt: sql`clock_timestamp()`,
    })
    .where(
      and(
        eq(inventoryItems.id, id),
        quantity === undefined ? undefined : lte(sql`${quantity}::numeric`, inventoryItems.quantity),
      ),
    )
    .returning({ id: inventoryItems.id });
  if (updated) return;
  const [current] = await db
    .select({ quantity: inventoryItems.quantity })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, id));
  if (!current) throw notFound('Inventory item');
  throw badRequest(
    `Quantity can only be reduced: it cannot be more than the current quantity (${Number(current.quantity)})`,
    [{ path: 'quantity', message: `Must be at most ${Number(current.quantity)}` }],
  );
}

export async function deleteItem(db: Executor, id: string): Promise<void> {
  const [deleted] = await db
    .delete(inventoryItems)
    .where(eq(inventoryItems.id, id))
    .returning({ id: inventoryItems.id });
  if (!deleted) throw notFound('Inventory item');
}
