import type { KitchenTicket, Order, OrderSummary } from '@dastarkhan/contract/orders';
import { computeInvoiceTotals, fromPoisha, toPoisha } from '@dastarkhan/contract/money';
import { computeReceiptVat, type VatSettings } from '@dastarkhan/contract/vat';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  heldOrderLines,
  heldOrders,
  kitchenTicketLines,
  kitchenTickets,
  orderVoids,
  recipes,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toIso, toMoney } from '../../lib/reply';
import { readVatSettings } from '../../lib/vat-settings';

export type OrderRow = typeof heldOrders.$inferSelect;

/** An order line with how many of it the kitchen tickets sent (their lines are only ever added). */
export function linesWithSent(db: Executor, orderId: string) {
  return db
    .select({
      ...getTableColumns(heldOrderLines),
      // Spelled out: Drizzle leaves the columns of a one-table select unqualified, which the subquery would
      // read as its own.
      sent: sql<number>`coalesce((select sum(sent.quantity) from kitchen_ticket_lines sent
        where sent.order_line_id = held_order_lines.id), 0)::int`,
      taxRate: recipes.taxRate,
      // The dish's Bangla name as it stands, as its rate is: a kitchen ticket keeps the one it printed (issue 36).
      nameBn: recipes.nameBn,
    })
    .from(heldOrderLines)
    .leftJoin(recipes, eq(recipes.id, heldOrderLines.recipeId))
    .where(eq(heldOrderLines.orderId, orderId))
    .orderBy(asc(heldOrderLines.position));
}
export type LineWithSent = Awaited<ReturnType<typeof linesWithSent>>[number];

const place = (row: { tableLabel: string | null; token: number | null }) => ({
  table: row.tableLabel,
  token: row.token,
});

/** The lines' totals before any discount (given when charging), in poisha through the receipts' own sums. */
const totalsOf = (lines: readonly { price: string; quantity: number }[]) =>
  computeInvoiceTotals(
    lines.map((line) => ({ price: toMoney(line.price), quantity: line.quantity })),
    'fixed',
    0,
  );

/** An order line as its total needs it: its price and quantity, and its dish's tax rate (null: the standard). */
type PricedOrderLine = { price: string; quantity: number; taxRate: string | null };

/**
 * What the order's receipt comes to when charged on `day` without a discount: with VAT added on top for rates
 * not in the menu price and the service charge, by the contract's one computation the charge itself uses
 * (contract/src/vat.ts), so the held order, the counter and the receipt agree to the poisha (issue 34).
 */
function orderTotal(lines: readonly PricedOrderLine[], vat: OrderVat): number {
  const totals = totalsOf(lines);
  const vatLines = lines.map((line, at) => ({
    value: toPoisha(totals.lineTotals[at] ?? 0),
    rateName: line.taxRate,
  }));
  const receiptVat = computeReceiptVat(vatLines, 0, vat.day, vat.settings);
  return receiptVat ? fromPoisha(receiptVat.total) : totals.total;
}

/** The VAT settings and the business day an order's total is computed on (today's: the day it would be charged). */
type OrderVat = { settings: VatSettings; day: string };
const orderVatOn = async (db: Executor, day: string): Promise<OrderVat> => ({
  settings: await readVatSettings(db),
  day,
});

function summaryOf(row: OrderRow, lines: readonly PricedOrderLine[], vat: OrderVat): OrderSummary {
  return {
    _id: row.id,
    status: row.status,
    ...place(row),
    waiter: row.waiter,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: orderTotal(lines, vat),
    version: row.version,
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
  };
}

async function ticketsOf(db: Executor, orderId: string): Promise<KitchenTicket[]> {
  const tickets = await db
    .select({ ...getTableColumns(kitchenTickets), createdByName: users.name })
    .from(kitchenTickets)
    .leftJoin(users, eq(users.id, kitchenTickets.createdBy))
    .where(eq(kitchenTickets.orderId, orderId))
    .orderBy(asc(kitchenTickets.round));
  if (tickets.length === 0) return [];
  const lines = await db
    .select()
    .from(kitchenTicketLines)
    .where(
      inArray(
        kitchenTicketLines.ticketId,
        tickets.map((ticket) => ticket.id),
      ),
    )
    .orderBy(asc(kitchenTicketLines.position));
  return tickets.map((ticket) => ({
    _id: ticket.id,
    orderId: ticket.orderId,
    round: ticket.round,
    ...place(ticket),
    waiter: ticket.waiter,
    createdAt: toIso(ticket.createdAt)!,
    createdBy: ticket.createdBy,
    createdByName: ticket.createdByName ?? '',
    lines: lines
      .filter((line) => line.ticketId === ticket.id)
      .map((line) => ({
        orderLineId: line.orderLineId,
        name: line.name,
        nameBn: line.nameBn,
        quantity: line.quantity,
        note: line.note,
      })),
  }));
}

async function voidOf(db: Executor, orderId: string): Promise<Order['void']> {
  const [row] = await db
    .select({ ...getTableColumns(orderVoids), createdByName: users.name })
    .from(orderVoids)
    .leftJoin(users, eq(users.id, orderVoids.createdBy))
    .where(eq(orderVoids.orderId, orderId));
  if (!row) return null;
  return {
    reason: row.reason,
    createdAt: toIso(row.createdAt)!,
    createdBy: row.createdBy,
    createdByName: row.createdByName ?? '',
    lines: row.lines,
  };
}

/** The whole order: its lines with what was sent of each, its kitchen tickets and its void, if any. */
/** The order as the API shows it, locked for the rest of the transaction: an audit entry's before state. */
export async function lockedOrder(tx: Executor, id: string, day: string): Promise<Order> {
  await tx.select({ id: heldOrders.id }).from(heldOrders).where(eq(heldOrders.id, id)).for('update');
  return findOrder(tx, id, day);
}

/** The order, its total as charged on `day` (the business day today). */
export async function findOrder(db: Executor, id: string, day: string): Promise<Order> {
  const [row] = await db.select().from(heldOrders).where(eq(heldOrders.id, id));
  if (!row) throw notFound('Order');
  const lines = await linesWithSent(db, id);
  const { lineTotals } = totalsOf(lines);
  return {
    ...summaryOf(row, lines, await orderVatOn(db, day)),
    customer: { name: row.customerName, phoneNumber: row.customerPhone },
    createdBy: row.createdBy,
    invoiceId: row.invoiceId,
    lines: lines.map((line, index) => ({
      _id: line.id,
      recipeId: line.recipeId,
      name: line.name,
      price: toMoney(line.price),
      quantity: line.quantity,
      note: line.note,
      priceReason: line.priceReason,
      sentQuantity: line.sent,
      total: lineTotals[index] ?? 0,
    })),
    tickets: await ticketsOf(db, id),
    void: await voidOf(db, id),
  };
}

/** The open orders, oldest first, with their dish count and total as charged on `day` (today). */
export async function listOpenOrders(db: Executor, day: string): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(heldOrders)
    .where(eq(heldOrders.status, 'open'))
    .orderBy(asc(heldOrders.createdAt), asc(heldOrders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: heldOrderLines.orderId,
      price: heldOrderLines.price,
      quantity: heldOrderLines.quantity,
      taxRate: recipes.taxRate,
    })
    .from(heldOrderLines)
    .leftJoin(recipes, eq(recipes.id, heldOrderLines.recipeId))
    .where(
      inArray(
        heldOrderLines.orderId,
        rows.map((row) => row.id),
      ),
    );
  const vat = await orderVatOn(db, day);
  return rows.map((row) =>
    summaryOf(
      row,
      lines.filter((line) => line.orderId === row.id),
      vat,
    ),
  );
}
