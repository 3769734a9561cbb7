import { DEFAULT_SUPPLIER, DEFAULT_THRESHOLD, type InventoryIntake } from '@dastarkhan/contract/inventory';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sqlStateOf } from '../../lib/pg-errors';
import { addDue, lockSuppliers, supplierNamed } from '../../lib/supplier-books';
import { numeric, type Actor } from './movement-sql';
import { storedStockCategories } from './stock-categories.service';

const NUMERIC_OVERFLOW = '22003';

const identityKey = (row: InventoryIntake) =>
  `${row.name.toLowerCase()}\u0000${row.category}\u0000${row.unit}`;

/**
 * Adds one intake: a new item, or — when lower(name)+category+unit names a live item — more of that item, added
 * relatively in the same statement (ON CONFLICT … quantity = quantity + excluded.quantity), so concurrent intakes
 * never lose one. The intake is appended to the item's movements. Returns the item id.
 */
async function addIntake(
  db: Executor,
  row: InventoryIntake,
  index: number,
  supplier: Supplier | null,
  actor: Actor,
): Promise<string> {
  // Rows are written in identity order; their times follow the order they were sent in.
  const at = sql`now() + ${index}::int * interval '1 microsecond'`;
  const quantity = numeric(row.quantity);
  const totalTk = numeric(row.totalTk);
  const dueTk = numeric(row.dueTk);
  const threshold = row.threshold === undefined ? null : numeric(row.threshold);
  const result = await db.execute<{ item_id: string; id: string; supplier_id: string | null }>(sql`
    with item as (
      insert into inventory_items as i (name, name_bn, category, quantity, unit, price, total_tk, intake_quantity,
        threshold, supplier_name, supplier_id, due_tk, added_by, added_by_name, created_at, last_updated_at)
      values (${row.name}, ${row.nameBn ?? null}::text, ${row.category}, ${quantity}::numeric, ${row.unit}, ${numeric(row.price)}::numeric,
        ${totalTk}::numeric, ${quantity}::numeric, coalesce(${threshold}::numeric, ${DEFAULT_THRESHOLD}),
        coalesce(${supplier?.name ?? null}::text, ${DEFAULT_SUPPLIER}), ${supplier?.id ?? null}::uuid, ${dueTk}::numeric,
        ${actor.id}::uuid, ${actor.name}, ${at}, ${at})
      on conflict (lower(name), category, unit) where archived_at is null do update set
        quantity = i.quantity + excluded.quantity,
        total_tk = i.total_tk + excluded.total_tk,
        intake_quantity = i.intake_quantity + excluded.intake_quantity,
        due_tk = i.due_tk + excluded.due_tk,
        price = excluded.price,
        name_bn = ${row.nameBn === undefined ? sql`i.name_bn` : sql`excluded.name_bn`},
        threshold = coalesce(${threshold}::numeric, i.threshold),
        supplier_name = coalesce(${supplier?.name ?? null}::text, i.supplier_name),
        supplier_id = coalesce(${supplier?.id ?? null}::uuid, i.supplier_id),
        last_updated_at = excluded.last_updated_at,
        version = i.version + 1
      returning i.id, i.version, i.supplier_id
    )
    insert into inventory_movements (item_id, kind, quantity, total_tk, due_tk, item_version, by_id, by_name, at)
    select id, 'intake', ${quantity}::numeric, ${totalTk}::numeric, ${dueTk}::numeric, version,
      ${actor.id}::uuid, ${actor.name}, ${at}
    from item
    returning item_id, id, (select supplier_id from item)`);
  const [added] = result.rows;
  if (!added) throw new Error('inventory intake returned no row');
  if (row.dueTk > 0)
    await addDue(db, {
      supplierId: added.supplier_id,
      itemId: added.item_id,
      movementId: added.id,
      amount: dueTk,
      kind: 'intake',
    });
  return added.item_id;
}

/**
 * Each row with its category as stored ("meat" → "Meat"), so the merge into an existing item (by lower(name),
 * category and unit) finds it; 400 naming the row when a category is not listed.
 */
async function withStoredCategories(db: Executor, rows: InventoryIntake[]): Promise<InventoryIntake[]> {
  const stored = await storedStockCategories(
    db,
    rows.map((row) => row.category),
  );
  return rows.map((row, index) => {
    const category = stored.get(row.category);
    if (category !== undefined) return { ...row, category };
    const message = `Item ${index + 1}: Choose a listed category`;
    throw badRequest(message, [{ path: `${index}.category`, message }]);
  });
}

type Supplier = { id: string; name: string };

/**
 * Each row's supplier record (issue 35): the one its name means, created when new; null when it names none (a
 * re-intake then keeps the item's). Every supplier the intake may owe is locked, in id order, before any item:
 * the order a payment takes them in, so the two never deadlock.
 */
async function suppliersNamed(tx: Executor, rows: InventoryIntake[]): Promise<(Supplier | null)[]> {
  const named: (Supplier | null)[] = [];
  for (const row of rows) named.push(await supplierNamed(tx, row.supplierName));
  const kept = await tx.execute<{ supplier_id: string | null }>(sql`
    select supplier_id from inventory_items i
    join jsonb_to_recordset(${JSON.stringify(rows.map(({ name, category, unit }) => ({ name, category, unit })))}::jsonb)
      as r(name text, category text, unit text)
      on lower(i.name) = lower(r.name) and i.category = r.category and i.unit = r.unit
    where i.archived_at is null`);
  await lockSuppliers(tx, [
    ...named.map((supplier) => supplier?.id ?? null),
    ...kept.rows.map((row) => row.supplier_id),
  ]);
  return named;
}

/**
 * Saves every intake row in one transaction: all or none. Rows are written in identity order so two
 * multi-item intakes touching the same items lock them in the same order and cannot deadlock.
 * Returns the affected item ids in the order the rows were sent (each once).
 */
export async function addIntakes(db: Executor, sent: InventoryIntake[], actor: Actor): Promise<string[]> {
  const rows = await withStoredCategories(db, sent);
  const order = rows
    .map((_, index) => index)
    .sort((a, b) => {
      const [left, right] = [identityKey(rows[a]!), identityKey(rows[b]!)];
      return left < right ? -1 : left > right ? 1 : a - b;
    });
  const ids = await db.transaction(async (tx) => {
    const named = await suppliersNamed(tx, rows);
    const saved: string[] = new Array<string>(rows.length);
    for (const index of order) {
      try {
        saved[index] = await addIntake(tx, rows[index]!, index, named[index]!, actor);
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
 * Deleting an item archives it: it leaves the stock list, and its history, what it cost and what it still owes
 * stay in every figure (docs/decisions/0045-stock-movements.md).
 */
export async function archiveItem(db: Executor, id: string, actorId: string): Promise<void> {
  const result = await db.execute<{ id: string }>(sql`
    update inventory_items set archived_at = clock_timestamp(), archived_by = ${actorId}, version = version + 1
    where id = ${id} and archived_at is null
    returning id`);
  if (result.rows.length > 0) return;
  const found = await db.execute(sql`select 1 from inventory_items where id = ${id}`);
  if (found.rows.length === 0) throw notFound('Inventory item');
  throw conflict('This item was already deleted.');
}
