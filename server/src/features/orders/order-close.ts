import type { CreateInvoiceBody, Invoice, OrderPlace } from '@dastarkhan/contract/invoices';
import { VOID_REASON_MIN } from '@dastarkhan/contract/limits';
import {
  ORDER_NOT_OPEN,
  STALE_ORDER,
  VOID_REASON_REQUIRED,
  type ChargeOrderBody,
  type Order,
  type VoidOrderBody,
} from '@dastarkhan/contract/orders';
import { eq, sql } from 'drizzle-orm';
import {
  mayVoidSentLines,
  VOID_SENT_NEEDS_APPROVAL,
  type Approval,
} from '@dastarkhan/contract/counter-rules';
import type { ClientDatabase, Database, Executor } from '../../db/client';
import { approvalRequired, checkApproval, recordApproval } from '../../lib/approvals';
import { readCounterLimits } from '../../lib/counter-limits';
import { heldOrders, orderVoids } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { lockOpenOrder, orderDay, type OrderContext } from './order-lock';
import { findOrder, linesWithSent, type LineWithSent } from './order-read';

/**
 * How this feature makes a receipt: the receipts feature's own path (checks, tenders, wallet IDs, roll-ups),
 * which the app hands over, since features never import each other (ADR 0083).
 */
export type ReceiptMaker = {
  prepare(
    db: Database,
    body: CreateInvoiceBody,
    ctx: OrderContext,
    place: OrderPlace & { orderId: string },
  ): Promise<{ save(tx: Database | ClientDatabase): Promise<Invoice> }>;
};

/**
 * Voids an open order, keeping who, when, why and what the kitchen had been sent. An order the kitchen never
 * saw may go without a reason; after a kitchen ticket a reason is required (422), and whoever may not void sent
 * food on their own needs an admin's approval (422 with an `approval` entry until then, ADR 0137).
 */
export async function voidOrder(
  db: Executor,
  id: string,
  body: VoidOrderBody,
  ctx: OrderContext,
): Promise<Order> {
  return db.transaction(async (tx) => {
    await lockOpenOrder(tx, id);
    const lines = await linesWithSent(tx, id);
    const reason = body.reason ?? '';
    const sent = lines.some((line) => line.sent > 0);
    if (sent && reason.length < VOID_REASON_MIN) throw new AppError(422, VOID_REASON_REQUIRED);
    if (sent) await approveVoidOfSentFood(tx, { id, reason, lines }, body.approval, ctx);
    await tx
      .update(heldOrders)
      .set({ status: 'void', version: sql`${heldOrders.version} + 1`, updatedAt: sql`now()` })
      .where(eq(heldOrders.id, id));
    await tx.insert(orderVoids).values({
      orderId: id,
      reason,
      lines: lines.map((line) => ({ name: line.name, quantity: line.quantity, sentQuantity: line.sent })),
      createdBy: ctx.userId,
    });
    return findOrder(tx, id, orderDay(ctx));
  });
}

/**
 * Voiding food the kitchen has (ADR 0137): an admin, a manager if the admin's setting lets them, anyone else
 * with an admin's approval, recorded in the void's transaction.
 */
async function approveVoidOfSentFood(
  tx: Executor,
  order: { id: string; reason: string; lines: readonly LineWithSent[] },
  approval: Approval | undefined,
  ctx: OrderContext,
): Promise<void> {
  if (mayVoidSentLines(ctx.role, await readCounterLimits(tx))) return;
  if (!approval) throw approvalRequired(VOID_SENT_NEEDS_APPROVAL);
  const approver = await checkApproval(tx, approval, ctx.userId);
  const lines = order.lines.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    sentQuantity: line.sent,
  }));
  await recordApproval(tx, {
    action: 'void-sent',
    approver,
    requestedBy: ctx.userId,
    address: ctx.address,
    orderId: order.id,
    details: { reason: order.reason, lines },
  });
}

/** The order as it was read, still open and at the version the cashier charges. */
function assertChargeable(order: Order, version: number): void {
  if (order.status !== 'open') throw conflict(ORDER_NOT_OPEN(order.status));
  if (order.version !== version) throw conflict(STALE_ORDER);
}

/** The receipt a charge makes: the charge body with the order's dishes, and its customer and waiter by default. */
function receiptBody(order: Order, body: ChargeOrderBody): CreateInvoiceBody {
  const { version: _version, customer, waiter, ...receipt } = body;
  const orderCustomer = order.customer.name
    ? { name: order.customer.name, phoneNumber: order.customer.phoneNumber }
    : undefined;
  if (!customer && !orderCustomer) throw badRequest('Customer name is required');
  return {
    ...receipt,
    customer: (customer ?? orderCustomer)!,
    waiter: waiter ?? order.waiter,
    items: order.lines.map((line) => ({
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      recipeId: line.recipeId,
      priceReason: line.priceReason,
    })),
  };
}

/**
 * Charges an open order in two steps, as `answerOnce` runs them (ADR 0076): `prepare`, on the pool, makes the
 * receipt from the order as read (every receipt check, and its number); `save`, in the transaction, locks the
 * order, checks it is still open at that version, saves the receipt and marks the order charged with it.
 */
export async function prepareCharge(
  db: Database,
  receipts: ReceiptMaker,
  id: string,
  body: ChargeOrderBody,
  ctx: OrderContext,
) {
  const order = await findOrder(db, id, orderDay(ctx));
  assertChargeable(order, body.version);
  // The bill names the table or token it is for (SPEC's receipt has no place of its own; issue 31).
  const sale = await receipts.prepare(db, receiptBody(order, body), ctx, {
    table: order.table,
    token: order.token,
    orderId: id,
  });
  return {
    /** Inside the transaction `answerOnce` opens (the route asks for one): the receipt and the order, or neither. */
    async save(tx: Database | ClientDatabase): Promise<Invoice> {
      await lockOpenOrder(tx, id, body.version);
      const invoice = await sale.save(tx);
      await tx
        .update(heldOrders)
        .set({
          status: 'charged',
          invoiceId: invoice._id,
          version: sql`${heldOrders.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(heldOrders.id, id));
      return invoice;
    },
  };
}
