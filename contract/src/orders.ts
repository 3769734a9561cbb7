import { z } from 'zod';
import { idSchema, optionalText } from './common';
import { approvalSchema } from './counter-rules';
import { ORDER_NOTE_MAX, TABLE_LABEL_MAX, VOID_REASON_MAX, VOID_REASON_MIN } from './limits';
import {
  invoiceFields,
  invoiceItemInputSchema,
  phoneNumberSchema,
  RECEIPT_TOO_LARGE,
  receiptIsCoherent,
  receiptTooLarge,
} from './invoices';

/**
 * A held (open) dine-in or takeaway order: not a sale until it is charged, when it becomes a receipt; or
 * voided, kept with who voided it and why (docs/decisions/0083-held-orders.md).
 */
export const ORDER_STATUSES = ['open', 'charged', 'void'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const NO_DISHES = 'Add at least one dish to the order';
export const LINE_TWICE = 'The same order line is listed twice';
export const NOTHING_TO_SEND =
  'Nothing new to send to the kitchen: every dish on this order was already sent.';
export const VOID_REASON_REQUIRED = `This order already went to the kitchen: give a reason of ${VOID_REASON_MIN} to ${VOID_REASON_MAX} characters to void it.`;
export const STALE_ORDER =
  'This order was changed on another screen since you opened it: reopen it to see the changes, then add yours.';
export const ORDER_NOT_OPEN = (status: Exclude<OrderStatus, 'open'>) =>
  status === 'charged'
    ? 'This order was already charged: it cannot change any more.'
    : 'This order was voided: it cannot change any more.';

/** The order's version as read: a write that sends an older one is refused (409), so no round is lost. */
const versionSchema = z
  .number({ message: 'Send the version of the order you read' })
  .int('Send the version of the order you read')
  .min(1, 'Send the version of the order you read')
  .max(2_147_483_647, 'Send the version of the order you read');

/** A table's label as the restaurant names it ("T4", "12", "Roof 2"). */
const tableLabel = optionalText(TABLE_LABEL_MAX);

const customerSchema = z.object({
  name: optionalText(120).optional(),
  phoneNumber: phoneNumberSchema.optional(),
});

export const orderLineInputSchema = z.object({
  /** A line already on the order, as read; a line without it is new. */
  _id: idSchema.optional(),
  recipeId: idSchema.nullish(),
  name: invoiceItemInputSchema.shape.name,
  price: invoiceItemInputSchema.shape.price,
  quantity: invoiceItemInputSchema.shape.quantity,
  /** For the kitchen: "no chili". */
  note: optionalText(ORDER_NOTE_MAX).optional(),
  priceReason: invoiceItemInputSchema.shape.priceReason,
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/** An order's lines, at most a receipt's worth. */
const linesOf = <Line extends { price: number; quantity: number; _id?: string }>(line: z.ZodType<Line>) =>
  z
    .array(line, { message: NO_DISHES })
    .min(1, NO_DISHES)
    .max(200)
    .superRefine((lines, ctx) => {
      if (receiptTooLarge(lines)) ctx.addIssue({ code: 'custom', message: RECEIPT_TOO_LARGE });
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (line._id === undefined) return;
        if (seen.has(line._id)) ctx.addIssue({ code: 'custom', path: [index, '_id'], message: LINE_TWICE });
        seen.add(line._id);
      });
    });

/** `POST /orders`: a table's label holds it for that table; none (or blank) makes it a takeaway with a token. */
export const createOrderBodySchema = z.object({
  table: tableLabel.optional(),
  waiter: optionalText(100).optional(),
  customer: customerSchema.optional(),
  /** Every line is new. */
  lines: linesOf(orderLineInputSchema.omit({ _id: true })),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/**
 * `PATCH /orders/:id`: the version read, and any of the fields. `lines` is the whole order as it should
 * stand: lines read come back with their `_id`; a line left out is removed, which only an unsent one may be.
 */
export const updateOrderBodySchema = z.object({
  version: versionSchema,
  /** A table order may move to another table; a takeaway keeps its token. */
  table: tableLabel.min(1, 'A table needs a label').optional(),
  waiter: optionalText(100).optional(),
  customer: customerSchema.optional(),
  lines: linesOf(orderLineInputSchema).optional(),
});
export type UpdateOrderBody = z.infer<typeof updateOrderBodySchema>;

/** `POST /orders/:id/kitchen-tickets`: the version read, so the kitchen gets what the cashier sees. */
export const kitchenTicketBodySchema = z.object({ version: versionSchema });

/** `POST /orders/:id/void`: a reason, required once anything went to the kitchen. */
export const voidOrderBodySchema = z.object({
  reason: optionalText(VOID_REASON_MAX).optional(),
  /** An admin's approval, when the caller's role may not void food the kitchen has (ADR 0137). */
  approval: approvalSchema.optional(),
});
export type VoidOrderBody = z.infer<typeof voidOrderBodySchema>;

const { items: _items, customer: receiptCustomer, ...chargeFields } = invoiceFields;

/**
 * `POST /orders/:id/charge`: a receipt's create body without its items, which come from the order, and with
 * the order's version. The customer and the waiter default to the order's.
 */
export const chargeOrderBodySchema = z
  .object({ version: versionSchema, customer: receiptCustomer.optional(), ...chargeFields })
  .superRefine(receiptIsCoherent);
export type ChargeOrderBody = z.infer<typeof chargeOrderBodySchema>;

export const orderLineSchema = z.object({
  _id: idSchema,
  recipeId: idSchema.nullable(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  note: z.string(),
  /** Why it is off the menu or at another price than the menu's; empty for a menu line. */
  priceReason: z.string(),
  /** How many of this line the kitchen tickets sent so far. */
  sentQuantity: z.number().int(),
  /** price × quantity. */
  total: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Where an order goes: its table, or its takeaway token of the business day. */
const placeFields = { table: z.string().nullable(), token: z.number().int().nullable() };

export const kitchenTicketSchema = z.object({
  _id: idSchema,
  orderId: idSchema,
  /** 1 for the first ticket of the order, 2 for the next round, … */
  round: z.number().int(),
  ...placeFields,
  waiter: z.string(),
  createdAt: z.string(),
  createdBy: idSchema.nullable(),
  createdByName: z.string(),
  /** Only what this round sent: no prices. `nameBn`: the dish's Bangla name when sent (issue 36); null: none. */
  lines: z.array(
    z.object({
      orderLineId: idSchema,
      name: z.string(),
      nameBn: z.string().nullable(),
      quantity: z.number().int(),
      note: z.string(),
    }),
  ),
});
export type KitchenTicket = z.infer<typeof kitchenTicketSchema>;

export const orderVoidSchema = z.object({
  reason: z.string(),
  createdAt: z.string(),
  createdBy: idSchema.nullable(),
  createdByName: z.string(),
  /** The order's lines when it was voided, with what the kitchen had been sent. */
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), sentQuantity: z.number().int() })),
});

export const orderSummarySchema = z.object({
  _id: idSchema,
  status: z.enum(ORDER_STATUSES),
  ...placeFields,
  waiter: z.string(),
  /** Dishes on the order: the sum of the quantities. */
  itemCount: z.number().int(),
  /** The lines' total before any discount, which is given when charging. */
  total: z.number(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  customer: z.object({ name: z.string(), phoneNumber: z.string() }),
  createdBy: idSchema.nullable(),
  /** The receipt it became, once charged. */
  invoiceId: idSchema.nullable(),
  lines: z.array(orderLineSchema),
  /** Every kitchen ticket, first round first. */
  tickets: z.array(kitchenTicketSchema),
  void: orderVoidSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
/** The open orders, oldest first. */
export const openOrdersSchema = z.object({ orders: z.array(orderSummarySchema) });
export const kitchenTicketResponseSchema = z.object({ ticket: kitchenTicketSchema, order: orderSchema });
