import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '@dastarkhan/contract/orders';
import { createdAt, money, oneOf, primaryId, updatedAt } from './columns';
import { invoices } from './invoices';
import { recipes } from './recipes';
import { users } from './users';

/**
 * A held (open) order: not a sale, so nothing here reaches the receipts, the sales roll-up or the dashboard
 * until it is charged and becomes a receipt (docs/decisions/0083-held-orders.md). It is for a table or is a
 * takeaway with the day's next token, never both.
 */
export const heldOrders = pgTable(
  'held_orders',
  {
    id: primaryId(),
    tableLabel: text('table_label'),
    token: integer('token'),
    /** The business day the token belongs to (restaurant time zone). */
    tokenDay: date('token_day'),
    waiter: text('waiter').notNull().default(''),
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('open'),
    /** Bumped by every change, in the UPDATE that checks it: a writer that read an older one gets a 409. */
    version: integer('version').notNull().default(1),
    /** The receipt it became. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('held_orders_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('held_orders_token_unique').on(t.tokenDay, t.token),
    check('held_orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check(
      'held_orders_table_or_token_check',
      sql`(${t.tableLabel} is null) <> (${t.token} is null) and (${t.token} is null) = (${t.tokenDay} is null)`,
    ),
  ],
);

export const heldOrderLines = pgTable(
  'held_order_lines',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => heldOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    /** Why it is off the menu or at another price than the menu's (issue 32); empty for a menu line. */
    priceReason: text('price_reason').notNull().default(''),
  },
  (t) => [
    index('held_order_lines_order_id_idx').on(t.orderId, t.position),
    check('held_order_lines_amounts_check', sql`${t.price} >= 0 and ${t.quantity} >= 1`),
  ],
);

/**
 * One round sent to the kitchen (a KOT), only ever added: what an order line has been sent is the sum of its
 * ticket lines. The place and waiter are kept as printed.
 */
export const kitchenTickets = pgTable(
  'kitchen_tickets',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => heldOrders.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    tableLabel: text('table_label'),
    token: integer('token'),
    waiter: text('waiter').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('kitchen_tickets_order_round_unique').on(t.orderId, t.round)],
);

export const kitchenTicketLines = pgTable(
  'kitchen_ticket_lines',
  {
    id: primaryId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => kitchenTickets.id, { onDelete: 'cascade' }),
    /** A line the kitchen was sent is never removed from its order: a void cancels it. */
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => heldOrderLines.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** As printed for the kitchen (issue 36): the line's Bangla name when it was sent; null: none. */
    nameBn: text('name_bn'),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('kitchen_ticket_lines_ticket_id_idx').on(t.ticketId, t.position),
    index('kitchen_ticket_lines_order_line_id_idx').on(t.orderLineId),
    check('kitchen_ticket_lines_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/** A voided order's record for the voids report: who, when, why, and what the kitchen had been sent. */
export const orderVoids = pgTable('order_voids', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => heldOrders.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull().default(''),
  /** The order's lines at the void: [{ name, quantity, sentQuantity }]. */
  lines: jsonb('lines').notNull().$type<{ name: string; quantity: number; sentQuantity: number }[]>(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** The last takeaway token handed out per business day, bumped in the transaction that holds the order. */
export const dailyTokens = pgTable('daily_tokens', {
  day: date('day').primaryKey(),
  last: integer('last').notNull(),
});
