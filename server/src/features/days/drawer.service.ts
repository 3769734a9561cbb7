import {
  SUPPLIER_PAY_IN,
  type DrawerMovement,
  type DrawerMovementInput,
  type OpeningFloatInput,
  type SupplierDue,
} from '@dastarkhan/contract/days';
import { poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { costs, drawerMovements, drawerMovementVoids, inventoryItems, openingFloats } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toIso, toMoney } from '../../lib/reply';
import { drawerRowOf, payDues, paymentOfDrawerRow, voidPayment } from '../../lib/supplier-payments';

export type Actor = { id: string; name: string };

type MovementRow = typeof drawerMovements.$inferSelect & {
  itemName: string | null;
  supplierName: string | null;
  voidReason: string | null;
  voidBy: string | null;
  voidAt: Date | null;
};

const movementColumns = {
  id: drawerMovements.id,
  kind: drawerMovements.kind,
  amount: drawerMovements.amount,
  reason: drawerMovements.reason,
  day: drawerMovements.day,
  costId: drawerMovements.costId,
  itemId: drawerMovements.itemId,
  stockMovementId: drawerMovements.stockMovementId,
  supplierPaymentId: drawerMovements.supplierPaymentId,
  itemName: inventoryItems.name,
  supplierName: inventoryItems.supplierName,
  byId: drawerMovements.byId,
  byName: drawerMovements.byName,
  createdAt: drawerMovements.createdAt,
  voidReason: drawerMovementVoids.reason,
  voidBy: drawerMovementVoids.byName,
  voidAt: drawerMovementVoids.createdAt,
};

function toMovementJson(row: MovementRow): DrawerMovement {
  return {
    _id: row.id,
    kind: row.kind,
    amount: toMoney(row.amount),
    reason: row.reason,
    day: row.day,
    by: row.byName,
    at: toIso(row.createdAt) ?? '',
    costId: row.costId,
    supplier:
      row.itemId === null
        ? null
        : { itemId: row.itemId, item: row.itemName ?? '', name: row.supplierName ?? '' },
    voided:
      row.voidAt === null
        ? null
        : { reason: row.voidReason ?? '', by: row.voidBy ?? '', at: toIso(row.voidAt) ?? '' },
  };
}

const readMovements = (db: Executor) =>
  db
    .select(movementColumns)
    .from(drawerMovements)
    .leftJoin(drawerMovementVoids, eq(drawerMovementVoids.movementId, drawerMovements.id))
    .leftJoin(inventoryItems, eq(inventoryItems.id, drawerMovements.itemId));

/** The day's pay-ins and pay-outs, newest first, voided ones with who voided them and why. */
export async function listMovements(db: Executor, day: string): Promise<DrawerMovement[]> {
  const rows = await readMovements(db)
    .where(eq(drawerMovements.day, day))
    .orderBy(desc(drawerMovements.createdAt));
  return rows.map(toMovementJson);
}

/** Books a pay-out's extra cost with its reason and amount, held by whoever took the money out. */
async function bookCost(tx: Executor, reason: string, amount: string, actor: Actor): Promise<string> {
  const [cost] = await tx
    .insert(costs)
    .values({
      reason,
      amount,
      holderName: actor.name,
      addedBy: actor.id,
      addedByName: actor.name,
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: costs.id });
  return cost!.id;
}

/**
 * Pays a stock item's supplier from the drawer (ADR 0177): a Cash supplier payment of the item's dues, which is
 * itself the day's pay-out (issue 35: one path, counted once). Returns the drawer row's id.
 */
async function paySupplier(tx: Executor, itemId: string, amount: string, reason: string, actor: Actor) {
  const { paymentId } = await payDues(tx, {
    scope: { itemId },
    amount,
    method: 'Cash',
    note: `Paid from the drawer: ${reason}`,
    drawerReason: reason,
    actor,
  });
  return (await drawerRowOf(tx, paymentId))!;
}

/** A pay-in, or a pay-out with its extra cost booked. */
async function appendMovement(
  tx: Executor,
  movement: Omit<DrawerMovementInput, 'itemId'>,
  amount: string,
  day: string,
  actor: Actor,
): Promise<string> {
  const costId = movement.kind === 'pay-out' ? await bookCost(tx, movement.reason, amount, actor) : null;
  const [row] = await tx
    .insert(drawerMovements)
    .values({ ...movement, amount, day, costId, byId: actor.id, byName: actor.name })
    .returning({ id: drawerMovements.id });
  return row!.id;
}

/**
 * Appends a pay-in or pay-out on `day`. A pay-out is also an extra cost (ADR 0177): it books a cost with the same
 * reason and amount, so every cost figure counts it; but a supplier paid from the drawer lowers the stock item's
 * due instead, since its intake is the cost already.
 */
export async function addMovement(
  tx: Executor,
  input: DrawerMovementInput,
  actor: Actor,
  day: string,
): Promise<DrawerMovement> {
  const amount = poishaToDecimalString(toPoisha(input.amount));
  const { itemId = null, ...movement } = input;
  if (itemId !== null && input.kind !== 'pay-out')
    throw badRequest(SUPPLIER_PAY_IN, [{ path: 'itemId', message: SUPPLIER_PAY_IN }]);
  const id =
    itemId === null
      ? await appendMovement(tx, movement, amount, day, actor)
      : await paySupplier(tx, itemId, amount, input.reason, actor);
  const [added] = await readMovements(tx).where(eq(drawerMovements.id, id));
  return toMovementJson(added!);
}

/** Voids a pay-in or pay-out by an appended row; a pay-out's cost is archived with it. */
export async function voidMovement(
  tx: Executor,
  id: string,
  reason: string,
  actor: Actor,
): Promise<DrawerMovement> {
  const [found] = await readMovements(tx).where(eq(drawerMovements.id, id)).for('update', {
    of: drawerMovements,
  });
  if (!found) throw notFound('Pay-in or pay-out');
  if (found.voidAt !== null) throw conflict('This pay-in or pay-out is already voided.');
  const paymentId = await paymentOfDrawerRow(tx, id);
  if (paymentId !== null) {
    // A supplier's payment: voided as one, with its allocation, which voids this pay-out too.
    await voidPayment(tx, paymentId, reason, actor);
    const [voidedPayment] = await readMovements(tx).where(eq(drawerMovements.id, id));
    return toMovementJson(voidedPayment!);
  }
  const [voided] = await tx
    .insert(drawerMovementVoids)
    .values({ movementId: id, reason, byId: actor.id, byName: actor.name })
    .returning();
  if (found.costId)
    await tx
      .update(costs)
      .set({ archivedAt: sql`clock_timestamp()`, archivedBy: actor.id })
      .where(and(eq(costs.id, found.costId), sql`${costs.archivedAt} is null`));
  return toMovementJson({
    ...found,
    voidReason: voided!.reason,
    voidBy: voided!.byName,
    voidAt: voided!.createdAt,
  });
}

/** Sets `day`'s opening float by an appended row (the latest counts); a closed day's freeze refuses it. */
export async function setOpeningFloat(
  tx: Executor,
  input: OpeningFloatInput,
  actor: Actor,
  day: string,
): Promise<void> {
  await tx.insert(openingFloats).values({
    day,
    amount: poishaToDecimalString(toPoisha(input.amount)),
    reason: input.reason,
    byId: actor.id,
    byName: actor.name,
  });
}

/** Stock items whose supplier is owed money, by name: what a pay-out may pay from the drawer. */
export async function listSupplierDues(db: Executor): Promise<SupplierDue[]> {
  const rows = await db
    .select({
      itemId: inventoryItems.id,
      item: inventoryItems.name,
      supplier: inventoryItems.supplierName,
      due: inventoryItems.dueTk,
    })
    .from(inventoryItems)
    .where(gt(inventoryItems.dueTk, '0'))
    .orderBy(asc(inventoryItems.name), asc(inventoryItems.id))
    .limit(500);
  return rows.map((row) => ({ ...row, due: toMoney(row.due) }));
}
