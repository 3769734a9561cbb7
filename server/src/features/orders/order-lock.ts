import { businessDay } from '@dastarkhan/contract/periods';
import type { Role } from '@dastarkhan/contract/common';
import { ORDER_NOT_OPEN, STALE_ORDER } from '@dastarkhan/contract/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { heldOrders } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { OrderRow } from './order-read';

/**
 * Who changes an order (and what their role lets them do at the counter), from which address (as the audit
 * trail records it), and when, in the restaurant's time zone.
 */
export type OrderContext = {
  timeZone: string;
  userId: string;
  role: Role;
  now: Date;
  address: string | null;
};

/** The business day of the request: the day an order would be charged on, which its total is computed for. */
export const orderDay = (ctx: Pick<OrderContext, 'now' | 'timeZone'>): string =>
  businessDay(ctx.now, ctx.timeZone);

/** Why an order could not be changed: gone (404), charged or voided (409), or changed since it was read (409). */
async function refusalFor(tx: Executor, id: string): Promise<Error> {
  const [current] = await tx
    .select({ status: heldOrders.status })
    .from(heldOrders)
    .where(eq(heldOrders.id, id));
  if (!current) return notFound('Order');
  if (current.status !== 'open') return conflict(ORDER_NOT_OPEN(current.status));
  return conflict(STALE_ORDER);
}

/**
 * Bumps an open order's version if it is still the one the writer read, in one UPDATE, so two writers that
 * read the same version cannot both pass; the row stays locked until the transaction ends.
 */
export async function claimVersion(
  tx: Executor,
  id: string,
  version: number,
  set: Partial<Pick<OrderRow, 'waiter' | 'customerName' | 'customerPhone'>> = {},
): Promise<OrderRow> {
  const [row] = await tx
    .update(heldOrders)
    .set({ ...set, version: sql`${heldOrders.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(heldOrders.id, id), eq(heldOrders.status, 'open'), eq(heldOrders.version, version)))
    .returning();
  if (!row) throw await refusalFor(tx, id);
  return row;
}

/** Locks an open order for the rest of the transaction; with `version`, only the one the writer read. */
export async function lockOpenOrder(tx: Executor, id: string, version?: number): Promise<OrderRow> {
  const [row] = await tx.select().from(heldOrders).where(eq(heldOrders.id, id)).for('update');
  if (!row || row.status !== 'open' || (version !== undefined && row.version !== version))
    throw await refusalFor(tx, id);
  return row;
}
