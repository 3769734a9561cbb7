import { DEFAULT_SUPPLIER } from '@dastarkhan/contract/inventory';
import { cleanSupplierName, supplierKey } from '@dastarkhan/contract/suppliers';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * The supplier books (issue 35, ADR 0187): dues raised by intakes on credit and corrections, each supplier's
 * payable and statement. Every write locks the suppliers it touches first (in id order, before any stock item),
 * then changes the cached payable relatively and appends the statement row numbered after the last, in the
 * same transaction: the payable is always the sum of the dues' outstanding and the last statement balance.
 */

export type Actor = { id: string; name: string };
export type LedgerKind = 'intake' | 'correction' | 'payment' | 'payment-void';

/** The SQL key of a supplier's spelling, as the unique index reads it. */
export const SUPPLIER_KEY_SQL = sql.raw(`lower(regexp_replace(btrim(name), '\\s+', ' ', 'g'))`);

/** Locks the suppliers' rows in id order; call before locking any stock item of theirs. */
export async function lockSuppliers(tx: Executor, ids: readonly (string | null)[]): Promise<void> {
  const named = [...new Set(ids.filter((id): id is string => id !== null))].sort();
  if (named.length === 0) return;
  await tx.execute(sql`select from suppliers where id = any(${`{${named.join(',')}}`}::uuid[])
    order by id for no key update`);
}

/**
 * The live supplier a typed name means (case and spaces aside), created when there is none; null for a blank
 * name or the spec's "Not specified".
 */
export async function supplierNamed(
  tx: Executor,
  typed: string | undefined,
): Promise<{ id: string; name: string } | null> {
  const name = cleanSupplierName(typed ?? '');
  if (name === '' || supplierKey(name) === supplierKey(DEFAULT_SUPPLIER)) return null;
  const found = await tx.execute<{ id: string; name: string }>(sql`
    insert into suppliers (name) values (${name})
    on conflict (${SUPPLIER_KEY_SQL}) where archived_at is null do nothing
    returning id, name`);
  if (found.rows[0]) return found.rows[0];
  const existing = await tx.execute<{ id: string; name: string }>(sql`
    select id, name from suppliers where ${SUPPLIER_KEY_SQL} = ${supplierKey(name)} and archived_at is null`);
  return existing.rows[0]!;
}

export type LedgerRow = {
  kind: LedgerKind;
  /** Signed: + raises the payable. */
  amount: string;
  dueId?: string;
  paymentId?: string;
  itemId?: string;
  note?: string;
};

/** Moves the supplier's payable by the row's amount and appends it to the statement with the balance after it. */
export async function appendLedger(tx: Executor, supplierId: string, row: LedgerRow): Promise<void> {
  const paid = row.kind === 'payment';
  await tx.execute(sql`
    with supplier as (
      update suppliers set payable = payable + ${row.amount}::numeric, entries = entries + 1,
        last_payment_day = case when ${paid} then business_day(clock_timestamp()) else last_payment_day end
      where id = ${supplierId}
      returning id, entries, payable
    )
    insert into supplier_ledger (supplier_id, seq, kind, amount, balance, business_day, at, due_id, payment_id,
      item_id, note)
    select id, entries, ${row.kind}, ${row.amount}::numeric, payable, business_day(clock_timestamp()),
      clock_timestamp(), ${row.dueId ?? null}::uuid, ${row.paymentId ?? null}::uuid, ${row.itemId ?? null}::uuid,
      ${row.note ?? ''}
    from supplier`);
}

/**
 * Records what an item's movement (an intake on credit, or a correction raising its due) now owes its supplier:
 * a due with all of it outstanding, and the supplier's statement row. The movement already raised the item's due.
 */
export async function addDue(
  tx: Executor,
  due: {
    supplierId: string | null;
    itemId: string;
    movementId: string;
    amount: string;
    kind: 'intake' | 'correction';
    note?: string;
  },
): Promise<void> {
  const added = await tx.execute<{ id: string }>(sql`
    insert into supplier_dues (supplier_id, item_id, movement_id, business_day, at, amount, outstanding)
    select ${due.supplierId}::uuid, item_id, id, business_day(at), at, ${due.amount}::numeric, ${due.amount}::numeric
    from inventory_movements where id = ${due.movementId}
    returning id`);
  if (due.supplierId === null) return;
  await appendLedger(tx, due.supplierId, {
    kind: due.kind,
    amount: due.amount,
    dueId: added.rows[0]!.id,
    itemId: due.itemId,
    note: due.note,
  });
}

/**
 * Moves a stock item's due by an appended movement (`payment` lowers it, `correction` raises or restores it),
 * relative to what it is when it lands. Returns the movement's id.
 */
export async function moveItemDue(
  tx: Executor,
  change: { itemId: string; kind: 'payment' | 'correction'; amount: string; note: string; actor: Actor },
): Promise<string> {
  const signed = change.kind === 'payment' ? sql`-${change.amount}::numeric` : sql`${change.amount}::numeric`;
  const result = await tx.execute<{ id: string }>(sql`
    with item as (
      update inventory_items
      set due_tk = due_tk + ${signed}, version = version + 1, last_updated_at = clock_timestamp()
      where id = ${change.itemId}
      returning id, version
    )
    insert into inventory_movements (item_id, kind, quantity, due_tk, note, item_version, by_id, by_name, at)
    select id, ${change.kind}, 0, ${signed}, ${change.note}, version, ${change.actor.id}::uuid,
      ${change.actor.name}, clock_timestamp()
    from item
    returning id`);
  const [moved] = result.rows;
  if (!moved) throw new Error(`stock item ${change.itemId} not found for its due`);
  return moved.id;
}

/** The suppliers an item's unpaid dues are owed to, and its own: what a payment of the item's due locks. */
export async function suppliersOfItem(tx: Executor, itemId: string): Promise<(string | null)[]> {
  const result = await tx.execute<{ supplier_id: string | null }>(sql`
    select supplier_id from supplier_dues where item_id = ${itemId} and outstanding > 0
    union select supplier_id from inventory_items where id = ${itemId}`);
  return result.rows.map((row) => row.supplier_id);
}
