import type { CreateInvoiceInput, Invoice } from '@dastarkhan/contract/invoices';
import type { Order, UpdateOrderBody } from '@dastarkhan/contract/orders';

/** The order's lines, customer and waiter as the orders API takes them (a new line has no `_id`). */
export type OrderFields = Required<Pick<UpdateOrderBody, 'waiter' | 'customer' | 'lines'>>;

/**
 * What the counter (features/invoices) lends the controls beside Charge that hold, send and void its order
 * (features/orders). Neither feature imports the other: the app hands one to the other (ADR 0120).
 */
export type CounterOrder = {
  /** Checks the order's lines as Charge would, showing what to fix; true when they may be held. */
  checkLines(): Promise<boolean>;
  /** The order as it stands, for the orders API. */
  fields(): OrderFields;
  /** Some line holds more than the kitchen has had. */
  hasUnsent: boolean;
  /** Starts over: the screen's starting order, and its draft on this device gone. */
  discard(): void;
  /** The order is on the server now: the counter shows it as stored (if given) and keeps no draft of it. */
  settle(stored?: Order): void;
};

/** One save of a checked order: a new receipt, an edit (`id`), or a held order's charge. */
export type ReceiptSave = { id?: string; body: CreateInvoiceInput; idempotencyKey?: string };

/** How the counter saves; a held order is charged through its own route instead of the receipts' one. */
export type ChargeReceipt = (save: ReceiptSave) => Promise<Invoice>;
