import type { SupplierTender } from '@dastarkhan/contract/suppliers';
import { formatTaka } from '@dastarkhan/contract/money';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict, notFound } from './errors';
import { appendLedger, lockSuppliers, moveItemDue, suppliersOfItem, type Actor } from './supplier-books';
import { toMoney } from './reply';

/** Who is paid: a supplier (all their dues) or one stock item (its dues, whoever they are owed to). */
export type PaymentScope = { supplierId: string } | { itemId: string };

export type PaymentRequest = {
  scope: PaymentScope;
  /** Exact 2-decimal text of a positive amount. */
  amount: string;
  /** null: a payment recorded as a lower due on the stock list, without a tender. */
  method: SupplierTender | null;
  reference?: string;
  note?: string;
  /** What the drawer's pay-out says (a Cash payment is one); the supplier's name when left out. */
  drawerReason?: string;
  actor: Actor;
};

type OpenDue = { id: string; supplier_id: string | null; item_id: string; outstanding: string };

/** The unpaid dues of the scope, oldest first, locked; their suppliers are locked before. */
async function lockOpenDues(tx: Executor, scope: PaymentScope): Promise<OpenDue[]> {
  if ('supplierId' in scope) await lockSuppliers(tx, [scope.supplierId]);
  else await lockSuppliers(tx, await suppliersOfItem(tx, scope.itemId));
  const where =
    'supplierId' in scope ? sql`supplier_id = ${scope.supplierId}` : sql`item_id = ${scope.itemId}`;
  const result = await tx.execute<OpenDue>(sql`
    select id, supplier_id, item_id, outstanding::text from supplier_dues
    where ${where} and outstanding > 0 order by at, id for update`);
  return result.rows;
}

/** Who the scope is, for the messages and the drawer: the supplier's name, or the item's. */
async function scopeName(tx: Executor, scope: PaymentScope): Promise<string> {
  const result =
    'supplierId' in scope
      ? await tx.execute<{ name: string }>(sql`select name from suppliers where id = ${scope.supplierId}`)
      : await tx.execute<{ name: string }>(sql`select name from inventory_items where id = ${scope.itemId}`);
  const [row] = result.rows;
  if (!row) throw notFound('supplierId' in scope ? 'Supplier' : 'Inventory item');
  return row.name;
}

/** Splits `amount` (poisha) over the dues, oldest first. */
function allocate(dues: OpenDue[], amount: bigint): { due: OpenDue; amount: string }[] {
  const taken: { due: OpenDue; amount: string }[] = [];
  let left = amount;
  for (const due of dues) {
    if (left === 0n) break;
    const owed = BigInt(Math.round(Number(due.outstanding) * 100));
    const part = owed < left ? owed : left;
    left -= part;
    taken.push({ due, amount: (Number(part) / 100).toFixed(2) });
  }
  return taken;
}

/** Adds up signed amounts per supplier, to write one statement row each. */
function perSupplier(parts: { due: OpenDue; amount: string }[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const { due, amount } of parts)
    if (due.supplier_id !== null)
      sums.set(due.supplier_id, (sums.get(due.supplier_id) ?? 0) + Math.round(Number(amount) * 100));
  return sums;
}

const decimal = (poisha: number) => (poisha / 100).toFixed(2);

type Part = { due: OpenDue; amount: string };

/**
 * Takes the parts off their dues (`sign` 1: a payment) or puts them back (-1: its void): one movement per item of
 * the parts' sum (a `payment`, or a `correction` putting it back), and an allocation row per due naming it.
 * Returns the movements' ids.
 */
async function applyParts(
  tx: Executor,
  parts: Part[],
  payment: { paymentId: string; day: string; note: string; actor: Actor },
  sign: 1 | -1,
): Promise<string[]> {
  const items = [...new Set(parts.map((part) => part.due.item_id))];
  const movements: string[] = [];
  for (const itemId of items) {
    const mine = parts.filter((part) => part.due.item_id === itemId);
    const sum = mine.reduce((total, part) => total + Math.round(Number(part.amount) * 100), 0);
    const movementId = await moveItemDue(tx, {
      itemId,
      kind: sign === 1 ? 'payment' : 'correction',
      amount: decimal(sum),
      note: payment.note,
      actor: payment.actor,
    });
    movements.push(movementId);
    for (const part of mine) {
      const signed = sign === 1 ? part.amount : `-${part.amount}`;
      await tx.execute(sql`
        update supplier_dues set outstanding = outstanding - ${signed}::numeric where id = ${part.due.id}`);
      await tx.execute(sql`
        insert into supplier_allocations (payment_id, due_id, movement_id, amount, business_day)
        values (${payment.paymentId}, ${part.due.id}, ${movementId}, ${signed}::numeric, ${payment.day})`);
    }
  }
  return movements;
}

/**
 * Pays the scope's oldest unpaid dues first (issue 35): a payment row, an allocation and a `payment` movement on
 * its item per due it reaches, a statement row per supplier, and for Cash a pay-out of the day's drawer (the
 * close counts it once). Never more than is owed: 409 naming what is. Returns the payment's id and
 * its movements (one per item).
 */
export async function payDues(
  tx: Executor,
  request: PaymentRequest,
): Promise<{ paymentId: string; movementIds: string[] }> {
  const name = await scopeName(tx, request.scope);
  const dues = await lockOpenDues(tx, request.scope);
  const owed = dues.reduce((sum, due) => sum + BigInt(Math.round(Number(due.outstanding) * 100)), 0n);
  const amount = BigInt(Math.round(Number(request.amount) * 100));
  if (amount > owed)
    throw conflict(
      `Only ${formatTaka(Number(owed) / 100)} is owed ${'supplierId' in request.scope ? 'to' : 'for'} ${name}: a payment of ${formatTaka(toMoney(request.amount))} is more than that.`,
    );
  const scope = request.scope;
  const inserted = await tx.execute<{ id: string; day: string }>(sql`
    insert into supplier_payments (supplier_id, item_id, amount, method, reference, note, business_day, by_id, by_name,
      created_at)
    values (${'supplierId' in scope ? scope.supplierId : null}::uuid, ${'itemId' in scope ? scope.itemId : null}::uuid,
      ${request.amount}::numeric, ${request.method}, ${request.reference ?? ''}, ${request.note ?? ''},
      business_day(clock_timestamp()), ${request.actor.id}::uuid, ${request.actor.name}, clock_timestamp())
    returning id, business_day::text as day`);
  const payment = inserted.rows[0]!;
  const parts = allocate(dues, amount);
  const note = request.note || `Paid to ${name}`;
  const movements = await applyParts(
    tx,
    parts,
    { paymentId: payment.id, day: payment.day, note, actor: request.actor },
    1,
  );
  for (const [supplierId, sum] of perSupplier(parts))
    await appendLedger(tx, supplierId, {
      kind: 'payment',
      amount: decimal(-sum),
      paymentId: payment.id,
      note,
    });
  if (request.method === 'Cash') await payOutOfDrawer(tx, payment.id, request, name, payment.day);
  return { paymentId: payment.id, movementIds: movements };
}

/** A Cash payment is the day's pay-out: one drawer row, no extra cost (the intake is the cost already). */
async function payOutOfDrawer(
  tx: Executor,
  paymentId: string,
  request: PaymentRequest,
  name: string,
  day: string,
) {
  const reason =
    request.drawerReason ?? `Paid to ${name}${request.reference ? ` (${request.reference})` : ''}`;
  const itemId = 'itemId' in request.scope ? request.scope.itemId : null;
  await tx.execute(sql`
    insert into drawer_movements (kind, amount, reason, day, item_id, supplier_payment_id, by_id, by_name)
    values ('pay-out', ${request.amount}::numeric, ${reason}, ${day}, ${itemId}::uuid, ${paymentId},
      ${request.actor.id}::uuid, ${request.actor.name})`);
}

/** The drawer pay-out a payment is (issue 34's made before issue 35 link its stock movement), if any. */
export async function drawerRowOf(tx: Executor, paymentId: string): Promise<string | null> {
  const result = await tx.execute<{ id: string }>(sql`
    select id from drawer_movements where supplier_payment_id = ${paymentId}
       or stock_movement_id in (select movement_id from supplier_allocations where payment_id = ${paymentId})
    limit 1`);
  return result.rows[0]?.id ?? null;
}

/** The supplier payment a drawer pay-out is, if it is one. */
export async function paymentOfDrawerRow(tx: Executor, movementId: string): Promise<string | null> {
  const result = await tx.execute<{ id: string }>(sql`
    select coalesce(d.supplier_payment_id,
      (select a.payment_id from supplier_allocations a where a.movement_id = d.stock_movement_id limit 1)) as id
    from drawer_movements d where d.id = ${movementId}`);
  return result.rows[0]?.id ?? null;
}

type Allocation = { due_id: string; supplier_id: string | null; item_id: string; amount: string };

/**
 * Voids a payment by appended rows (issue 35): its void, a negative allocation and a `correction` movement on its
 * item per due it paid (due again, as before it), a statement row per supplier, and the void of its drawer pay-out.
 * Later payments are not moved.
 */
export async function voidPayment(
  tx: Executor,
  paymentId: string,
  reason: string,
  actor: Actor,
): Promise<void> {
  const found = await tx.execute<{ supplier_id: string | null; item_id: string | null; voided: boolean }>(sql`
    select p.supplier_id, p.item_id, v.payment_id is not null as voided from supplier_payments p
    left join supplier_payment_voids v on v.payment_id = p.id where p.id = ${paymentId}`);
  const [payment] = found.rows;
  if (!payment) throw notFound('Supplier payment');
  if (payment.voided) throw conflict('This payment is already voided.');
  const paid = await tx.execute<Allocation>(sql`
    select a.due_id, d.supplier_id, d.item_id, sum(a.amount)::text as amount from supplier_allocations a
    join supplier_dues d on d.id = a.due_id where a.payment_id = ${paymentId}
    group by a.due_id, d.supplier_id, d.item_id, d.at order by d.at, a.due_id`);
  await lockSuppliers(tx, [payment.supplier_id, ...paid.rows.map((row) => row.supplier_id)]);
  const inserted = await tx.execute<{ day: string }>(sql`
    insert into supplier_payment_voids (payment_id, reason, business_day, by_id, by_name)
    values (${paymentId}, ${reason}, business_day(clock_timestamp()), ${actor.id}::uuid, ${actor.name})
    returning business_day::text as day`);
  const day = inserted.rows[0]!.day;
  const note = `Payment voided: ${reason}`;
  const parts = paid.rows
    .filter((row) => Number(row.amount) > 0)
    .map((row) => ({
      due: { id: row.due_id, supplier_id: row.supplier_id, item_id: row.item_id, outstanding: '0' },
      amount: row.amount,
    }));
  await applyParts(tx, parts, { paymentId, day, note, actor }, -1);
  for (const [supplierId, sum] of perSupplier(parts))
    await appendLedger(tx, supplierId, { kind: 'payment-void', amount: decimal(sum), paymentId, note });
  const drawerRow = await drawerRowOf(tx, paymentId);
  if (drawerRow !== null)
    await tx.execute(sql`
      insert into drawer_movement_voids (movement_id, reason, by_id, by_name)
      values (${drawerRow}, ${reason}, ${actor.id}::uuid, ${actor.name}) on conflict do nothing`);
}
