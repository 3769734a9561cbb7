import type {
  InventoryPatch,
  InventoryUnit,
  Movement,
  MovementsPage,
  PaymentBody,
  ReductionBody,
  StockCountBody,
  StockCountResult,
  WasteBody,
} from '@dastarkhan/contract/inventory';
import type { PageQuery } from '@dastarkhan/contract/common';
import { formatTaka, poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lockStock, onHandOf } from '../../db/stock-on-hand';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { toIso, toMoney } from '../../lib/reply';
import { addDue, lockSuppliers, moveItemDue, suppliersOfItem } from '../../lib/supplier-books';
import { payDues } from '../../lib/supplier-payments';
import { offsetOf } from '../../lib/sql';
import { numeric, type Actor } from './movement-sql';

/** Stock on hand as of every committed sale, for statements over `inventory_items` (ADR 0102). */
const ON_HAND = sql.raw(onHandOf('inventory_items'));

type MovementRow = {
  id: string;
  kind: Movement['kind'];
  reason: Movement['reason'];
  quantity: string;
  total_tk: string;
  due_tk: string;
  note: string;
  item_version: number;
  by_name: string;
  at: Date | string;
};

const MOVEMENT_COLUMNS = sql.raw(
  'id, kind, reason, quantity::text, total_tk::text, due_tk::text, note, item_version, by_name, at',
);

function toMovementJson(row: MovementRow): Movement {
  return {
    _id: row.id,
    kind: row.kind,
    reason: row.reason,
    quantity: toMoney(row.quantity),
    totalTk: toMoney(row.total_tk),
    dueTk: toMoney(row.due_tk),
    note: row.note,
    by: { name: row.by_name },
    at: toIso(row.at) ?? '',
    itemVersion: row.item_version,
  };
}

type ItemState = {
  name: string;
  unit: string;
  quantity: number;
  dueTk: number;
  version: number;
  archived: boolean;
};

async function itemState(db: Executor, id: string): Promise<ItemState> {
  const result = await db.execute<{
    name: string;
    unit: string;
    quantity: string;
    due_tk: string;
    version: number;
    archived: boolean;
  }>(sql`select name, unit, ${ON_HAND}::text as quantity, due_tk::text, version, archived_at is not null as archived
    from inventory_items where id = ${id}`);
  const [row] = result.rows;
  if (!row) throw notFound('Inventory item');
  return { ...row, quantity: toMoney(row.quantity), dueTk: toMoney(row.due_tk) };
}

const ARCHIVED = 'This item was deleted; only a payment of what it still owes can be recorded.';

/**
 * Takes `amount` off the item's stock on hand (a reduction or waste) relative to what is there when it lands, and
 * appends the movement in the same statement, on the locked row: none takes more than is there (ADR 0150),
 * whatever lands in between. Undefined when the guard refused it.
 */
async function takeAway(
  db: Executor,
  id: string,
  movement: { kind: 'reduction' | 'waste'; reason: string },
  amount: number,
  note: string | undefined,
  actor: Actor,
): Promise<Movement | undefined> {
  const value = numeric(amount);
  const result = await db.transaction(async (tx) => {
    await lockStock(tx, [id]);
    return tx.execute<MovementRow>(sql`
    with item as (
      update inventory_items
      set quantity = quantity - ${value}::numeric, version = version + 1, last_updated_at = clock_timestamp()
      where id = ${id} and ${ON_HAND} >= ${value}::numeric and archived_at is null
      returning id, version
    )
    insert into inventory_movements (item_id, kind, reason, quantity, due_tk, note, item_version, by_id, by_name, at)
    select id, ${movement.kind}, ${movement.reason}, ${`-${value}`}::numeric, 0, ${note ?? ''}, version,
      ${actor.id}::uuid, ${actor.name}, clock_timestamp()
    from item
    returning ${MOVEMENT_COLUMNS}`);
  });
  const [row] = result.rows;
  return row && toMovementJson(row);
}

/**
 * Takes stock away relative to what is there when it lands: a reduction, or waste (thrown out or given away, with
 * its reason), never more than is on hand. Only sales take stock below 0 (ADR 0101); waste beyond the books waits
 * for the missing intake or a count, so a typo never reaches the food-cost report (ADR 0150).
 */
export async function takeStock(
  db: Executor,
  id: string,
  kind: 'reduction' | 'waste',
  body: ReductionBody | WasteBody,
  actor: Actor,
): Promise<Movement> {
  const movement = await takeAway(db, id, { kind, reason: body.reason }, body.quantity, body.note, actor);
  if (movement) return movement;
  const item = await itemState(db, id);
  if (item.archived) throw conflict(ARCHIVED);
  throw conflict(kind === 'waste' ? tooMuchWaste(item, body.quantity) : tooMuchTaken(item, body.quantity));
}

function tooMuchTaken(item: ItemState, quantity: number): string {
  return `Only ${item.quantity} ${item.unit} of ${item.name} is in stock: ${quantity} ${item.unit} cannot be taken away.`;
}

function tooMuchWaste(item: ItemState, quantity: number): string {
  const held =
    item.quantity > 0
      ? `Only ${item.quantity} ${item.unit} of ${item.name} is in stock`
      : `No ${item.name} is in stock (the books show ${item.quantity} ${item.unit})`;
  return (
    `${held}: ${quantity} ${item.unit} cannot be thrown out. ` +
    'If more is on the shelf, record the missing intake or count it first.'
  );
}

/**
 * A stock count: each counted item gets a `count` movement of the difference between the shelf and the books as
 * they stand when the count lands (its row locked, in id order, so a sale in between is never lost), all at
 * one time. An unknown or deleted item refuses the whole count.
 */
export async function recordCount(
  db: Executor,
  body: StockCountBody,
  actor: Actor,
): Promise<StockCountResult> {
  // The contract allows at most 3 decimals, which a number's own text states exactly.
  const counted = body.counts.map((row) => ({ item_id: row.itemId, quantity: String(row.quantity) }));
  return db.transaction(async (tx) => {
    await lockStock(
      tx,
      counted.map((row) => row.item_id),
    );
    const result = await tx.execute<{
      item_id: string;
      name: string;
      unit: InventoryUnit;
      expected: string;
      counted: string;
      difference: string;
      at: Date | string;
    }>(sql`
      with counted as (
        select * from jsonb_to_recordset(${JSON.stringify(counted)}::jsonb) as c(item_id uuid, quantity numeric)
      ), locked as materialized (
        select id, name, unit, ${ON_HAND} as quantity from inventory_items
        where id in (select item_id from counted) and archived_at is null
        order by id for no key update
      ), item as (
        update inventory_items set quantity = inventory_items.quantity + (counted.quantity - locked.quantity),
          version = inventory_items.version + 1, last_updated_at = clock_timestamp()
        from locked join counted on counted.item_id = locked.id
        where inventory_items.id = locked.id
        returning inventory_items.id, inventory_items.version, locked.name, locked.unit,
          locked.quantity as expected, counted.quantity as counted
      ), moved as (
        insert into inventory_movements (item_id, kind, quantity, note, item_version, by_id, by_name, at)
        select id, 'count', counted - expected, ${body.note ?? ''}, version, ${actor.id}::uuid, ${actor.name}, now()
        from item
      )
      select id as item_id, name, unit, expected::text, counted::text, (counted - expected)::text as difference,
        now() as at
      from item order by lower(name)`);
    if (result.rows.length < counted.length) {
      const found = new Set(result.rows.map((row) => row.item_id));
      const missing = body.counts.findIndex((row) => !found.has(row.itemId));
      throw badRequest('Count only items in the stock list: one of them was deleted or does not exist.', [
        { path: `counts.${missing}.itemId`, message: 'Not in the stock list' },
      ]);
    }
    return {
      counted: result.rows.map((row) => ({
        itemId: row.item_id,
        name: row.name,
        unit: row.unit,
        expected: toMoney(row.expected),
        counted: toMoney(row.counted),
        difference: toMoney(row.difference),
      })),
      at: toIso(result.rows[0]?.at ?? new Date()) ?? '',
    };
  });
}

/**
 * Settles the item's supplier debt, its oldest dues first, never more than is owed when it lands (issue 35: the
 * same payment as the supplier's, limited to this item, without a tender). Answers with the item's movement.
 */
export async function paySupplier(
  db: Executor,
  id: string,
  body: PaymentBody,
  actor: Actor,
): Promise<Movement> {
  const paid = await payDues(db, {
    scope: { itemId: id },
    amount: numeric(body.amount),
    method: null,
    note: body.note,
    actor,
  });
  const result = await db.execute<MovementRow>(sql`
    select ${MOVEMENT_COLUMNS} from inventory_movements where id = ${paid.movementIds[0]!}`);
  return toMovementJson(result.rows[0]!);
}

function describe(movement: Movement, unit: string): string {
  const by = movement.by.name ? ` by ${movement.by.name}` : '';
  switch (movement.kind) {
    case 'intake':
      return `${movement.quantity} ${unit} received${movement.dueTk ? ` (${formatTaka(movement.dueTk)} owed)` : ''}${by}`;
    case 'reduction':
      return `${-movement.quantity} ${unit} ${movement.reason === 'counted' ? 'removed at a count' : movement.reason}${by}`;
    case 'payment':
      return `${formatTaka(-movement.dueTk)} paid to the supplier${by}`;
    case 'waste':
      return `${-movement.quantity} ${unit} thrown out (${movement.reason})${by}`;
    case 'count':
      return `counted ${movement.quantity >= 0 ? `${movement.quantity} ${unit} more` : `${-movement.quantity} ${unit} short`}${by}`;
    case 'sale':
      return movement.quantity <= 0
        ? `${-movement.quantity} ${unit} sold on ${movement.note}`
        : `${movement.quantity} ${unit} back from ${movement.note}`;
    default:
      return `the due corrected by ${formatTaka(movement.dueTk)}${by}`;
  }
}

/** "This item changed after you opened it: 30 kg received (৳900.00 owed) by Rahim. It now has …". */
async function staleEditMessage(db: Executor, id: string, item: ItemState, seen: number): Promise<string> {
  const result = await db.execute<MovementRow>(sql`
    select ${MOVEMENT_COLUMNS} from inventory_movements
    where item_id = ${id} and item_version > ${seen} order by at, id limit 6`);
  const changes = result.rows.slice(0, 5).map((row) => describe(toMovementJson(row), item.unit));
  if (result.rows.length > 5) changes.push('and more');
  if (item.archived) changes.push('it was deleted');
  return (
    `This item changed after you opened it: ${changes.join('; ') || 'it was edited'}. ` +
    `It now has ${item.quantity} ${item.unit} in stock and ${formatTaka(item.dueTk)} due. ` +
    'Check the new figures and save again.'
  );
}

export const VERSION_REQUIRED =
  'Send the version of the item you edited (the version field or an If-Match header), so a newer change is never overwritten. Reload the item and try again.';

/** The item as it stands at the version the edit was read from, locked; undefined when it moved on. */
async function lockedAtVersion(tx: Executor, id: string, version: number) {
  const result = await tx.execute<{ quantity: string; due_tk: string; supplier_id: string | null }>(sql`
    select ${ON_HAND}::text as quantity, due_tk::text, supplier_id from inventory_items
    where id = ${id} and archived_at is null and version = ${version} for no key update`);
  return result.rows[0];
}

/** The stock taken off by an absolute edit of the quantity, as a reduction (why: `reason`). */
async function reduceTo(tx: Executor, id: string, change: string, reason: string, actor: Actor) {
  await tx.execute(sql`
    with item as (
      update inventory_items set quantity = quantity + ${change}::numeric, version = version + 1,
        last_updated_at = clock_timestamp()
      where id = ${id} returning id, version
    )
    insert into inventory_movements (item_id, kind, reason, quantity, due_tk, item_version, by_id, by_name, at)
    select id, 'reduction', ${reason}, ${change}::numeric, 0, version, ${actor.id}::uuid, ${actor.name},
      clock_timestamp()
    from item`);
}

/**
 * The due set by an absolute edit (issue 35): never an overwrite. Lower is a payment of the difference on the
 * item's oldest dues; higher, a correction movement and a due of the item's supplier for the difference.
 */
async function moveDueTo(
  tx: Executor,
  id: string,
  item: { due_tk: string; supplier_id: string | null },
  dueTk: number,
  actor: Actor,
) {
  const change = toPoisha(dueTk) - toPoisha(toMoney(item.due_tk));
  if (change === 0) return;
  const amount = poishaToDecimalString(Math.abs(change));
  const note = `Due edited from ${formatTaka(toMoney(item.due_tk))} to ${formatTaka(dueTk)}`;
  if (change < 0) {
    await payDues(tx, { scope: { itemId: id }, amount, method: null, note, actor });
    return;
  }
  const movementId = await moveItemDue(tx, { itemId: id, kind: 'correction', amount, note, actor });
  await addDue(tx, {
    supplierId: item.supplier_id,
    itemId: id,
    movementId,
    amount,
    kind: 'correction',
    note,
  });
}

/**
 * The item's Bangla name (issue 36): a label, not a figure of the books, so it appends no movement and leaves
 * the version alone (an edit of the figures read before it still lands). A deleted item keeps the name it had.
 */
async function nameInBangla(db: Executor, id: string, nameBn: string | null): Promise<void> {
  const renamed = await db.execute(sql`
    update inventory_items set name_bn = ${nameBn} where id = ${id} and archived_at is null returning id`);
  if (renamed.rows.length > 0) return;
  if ((await itemState(db, id)).archived) throw conflict(ARCHIVED);
}

/**
 * SPEC §5's absolute edit, accepted only from the current version: the differences it makes are appended as a
 * reduction (why: `reason`, a stock count by default) and a payment or a due correction, never an overwrite.
 * The Bangla name may come with it, or alone (without a version).
 */
export async function editItem(
  db: Executor,
  id: string,
  patch: InventoryPatch,
  version: number | undefined,
  actor: Actor,
): Promise<void> {
  if (patch.nameBn !== undefined) await nameInBangla(db, id, patch.nameBn);
  if (patch.quantity === undefined && patch.dueTk === undefined) return;
  if (version === undefined) throw new AppError(428, VERSION_REQUIRED);
  const changed = await db.transaction(async (tx) => {
    await lockSuppliers(tx, await suppliersOfItem(tx, id));
    await lockStock(tx, [id]);
    const item = await lockedAtVersion(tx, id, version);
    if (!item) return 'stale';
    const current = toMoney(item.quantity);
    if (patch.quantity !== undefined && patch.quantity > current) return 'more';
    if (patch.quantity !== undefined && patch.quantity < current)
      await reduceTo(tx, id, numeric(patch.quantity - current), patch.reason ?? 'counted', actor);
    if (patch.dueTk !== undefined) await moveDueTo(tx, id, item, patch.dueTk, actor);
    return 'done';
  });
  if (changed === 'done') return;
  const item = await itemState(db, id);
  if (changed === 'stale') throw conflict(await staleEditMessage(db, id, item, version));
  throw badRequest(
    `Quantity can only be reduced: it cannot be more than the current quantity (${item.quantity})`,
    [{ path: 'quantity', message: `Must be at most ${item.quantity}` }],
  );
}

/** An item's history, newest first, with the sums of every row (which equal the item's cached figures). */
export async function listMovements(db: Executor, id: string, query: PageQuery): Promise<MovementsPage> {
  await itemState(db, id);
  const [page, totals] = await Promise.all([
    db.execute<MovementRow>(sql`
      select ${MOVEMENT_COLUMNS} from inventory_movements where item_id = ${id}
      order by at desc, id desc limit ${query.limit} offset ${offsetOf(query.page, query.limit)}`),
    // Kept with the movements (ADR 0173): the item's folded row and its pending changes, not years of rows.
    db.execute<{ count: number; quantity: string; due_tk: string; total_tk: string }>(sql`
      select coalesce(sum(movements), 0)::int as count, coalesce(sum(quantity), 0)::text as quantity,
        coalesce(sum(due_tk), 0)::text as due_tk, coalesce(sum(total_tk), 0)::text as total_tk
      from movements_by_item where item_id = ${id}`),
  ]);
  const sums = totals.rows[0]!;
  return {
    movements: page.rows.map(toMovementJson),
    page: query.page,
    limit: query.limit,
    total: sums.count,
    totals: {
      quantity: toMoney(sums.quantity),
      dueTk: toMoney(sums.due_tk),
      totalTk: toMoney(sums.total_tk),
    },
  };
}
