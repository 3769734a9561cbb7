import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  optionalText,
  pageMetaSchema,
  pageQuerySchema,
  requiredText,
} from './common';
import { approvalSchema, priceReasonSchema } from './counter-rules';
import { AMOUNT_MAX, QUANTITY_MAX } from './limits';
import { DISCOUNT_TYPES, toPoisha } from './money';
import { BD_PHONE_MESSAGE, normalizeBdPhone } from './phone';
import { moneyField } from './rows';
import { perReceiptBusinessField } from './settings';
import { binSchema, vatLineSchema } from './receipt-vat';
import {
  MAX_RECEIPT_AMOUNT,
  PAYMENT_METHODS,
  paymentReferenceField,
  paymentSchema,
  paymentsInputSchema,
  RECEIPT_PAYMENT_METHODS,
} from './tenders';

/** What a receipt is: paid in full, or with a balance due. Derived by the server from the total and the payment. */
export const INVOICE_STATUSES = ['paid', 'due'] as const;
/** Statuses a spec-era client may still send (SPEC §3's default is draft); accepted and ignored. */
const SENDABLE_STATUSES = ['draft', 'pending', 'overdue', ...INVOICE_STATUSES] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export {
  MAX_RECEIPT_AMOUNT,
  PAYMENT_METHODS,
  RECEIPT_PAYMENT_METHODS,
  receiptPayment,
  type PaymentMethod,
  type ReceiptPayment,
  type ReceiptPaymentMethod,
} from './tenders';

/** What a receipt gets when the form leaves a field out (SPEC §9; the status is derived, not defaulted). */
export const INVOICE_DEFAULTS = {
  paymentMethod: 'Credit',
  country: 'Bangladesh',
  additionalNotes: 'THANK YOU FOR YOUR PURCHASE',
} as const satisfies { paymentMethod: (typeof PAYMENT_METHODS)[number]; [key: string]: string };

/** The name the books keep for a customer who gave none; the screens and slips show it in their own words. */
export const WALK_IN_NAME = 'Walk-in';

export const RECEIPT_TOO_LARGE = 'A receipt can come to at most ৳1,00,00,000.00 before discount';
export const DUE_BEFORE_ISSUE = 'Due date cannot be before the receipt date';

export const QUANTITY_TOO_SMALL = 'Quantity must be at least 1';
export const NO_ITEMS = 'Add at least one item to the receipt';

/** Empty, or a Bangladeshi mobile number stored in its 01XXXXXXXXX form. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .max(40, BD_PHONE_MESSAGE)
  .refine((value) => value === '' || normalizeBdPhone(value) !== undefined, BD_PHONE_MESSAGE)
  .transform((value) => (value === '' ? '' : normalizeBdPhone(value)!));

export const invoiceCustomerInputSchema = z.object({
  name: requiredText('Customer name', 120),
  address: optionalText(300).optional(),
  phoneNumber: phoneNumberSchema.optional(),
  country: optionalText(60).optional(),
});

export const invoiceItemInputSchema = z.object({
  name: requiredText('Item name', 200),
  description: optionalText(500).optional(),
  price: moneyField('Price'),
  quantity: z
    .number({ message: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, QUANTITY_TOO_SMALL)
    .max(QUANTITY_MAX, `Quantity must be at most ${QUANTITY_MAX}`),
  image: optionalText(2000).optional(),
  /** A menu dish: its price and name are the menu's (a differing price is refused without `priceReason`). */
  recipeId: idSchema.nullish(),
  /** Why the line is off the menu or at another price than the menu's; only a manager or an admin gives one. */
  priceReason: priceReasonSchema.optional(),
});
export type InvoiceItemInput = z.input<typeof invoiceItemInputSchema>;

/** A receipt may name its business itself; what it leaves out comes from the saved details. */
const businessFields = perReceiptBusinessField(({ max }) => optionalText(max).optional());

/** A figure the form sends that the server works out itself: any sane amount is accepted and ignored. */
const ignoredAmount = z.number().min(0).max(AMOUNT_MAX);

/**
 * Every field a receipt form sends. `subTotal`, `discount` and `total` are accepted because the form sends
 * them, but the server recomputes and stores its own from the items and the discount. A held order's charge
 * takes all of them but the items (orders.ts).
 */
export const invoiceFields = {
  customerId: idSchema.nullish(),
  customer: invoiceCustomerInputSchema,
  issueDate: isoDateSchema.optional(),
  dueDate: isoDateSchema.nullish(),
  time: optionalText(20).optional(),
  items: z.array(invoiceItemInputSchema, { message: NO_ITEMS }).min(1, NO_ITEMS).max(200),
  discountType: z.enum(DISCOUNT_TYPES).optional(),
  discountAmount: moneyField('Discount').optional(),
  amountPaid: moneyField('Amount paid', MAX_RECEIPT_AMOUNT).optional(),
  /** Ignored: the server derives paid or due from the total and the amount paid. */
  status: z.enum(SENDABLE_STATUSES).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** With paymentMethod: the bKash/Nagad transaction ID or the card's last 4 digits (ADR 0145). */
  paymentReference: paymentReferenceField,
  /** The tenders, when the receipt is settled by any mix of them; without it, amountPaid + paymentMethod. */
  payments: paymentsInputSchema.optional(),
  waiter: optionalText(100).optional(),
  additionalNotes: optionalText(500).optional(),
  /** The buyer's BIN for a Mushak-6.3 tax invoice, when the buyer gives one (issue 34). */
  buyerBin: binSchema.optional(),
  ...businessFields,
  subTotal: ignoredAmount.optional(),
  discount: ignoredAmount.optional(),
  total: ignoredAmount.optional(),
  /** An admin's approval, for a discount beyond the limits of the caller's role (ADR 0142). */
  approval: approvalSchema.optional(),
};

/** The items' subtotal in poisha, exact (BigInt: a typo'd price times a quantity can pass 2^53). */
export function subtotalPoisha(items: readonly { price: number; quantity: number }[]): bigint {
  return items.reduce((sum, item) => sum + BigInt(toPoisha(item.price)) * BigInt(item.quantity), 0n);
}

export const receiptTooLarge = (items: readonly { price: number; quantity: number }[]) =>
  subtotalPoisha(items) > BigInt(MAX_RECEIPT_AMOUNT * 100);

/** The checks that span fields; a PATCH's are made again on the merged receipt by the server. */
export function receiptIsCoherent(
  body: { items?: { price: number; quantity: number }[]; issueDate?: string; dueDate?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (body.items && receiptTooLarge(body.items))
    ctx.addIssue({ code: 'custom', path: ['items'], message: RECEIPT_TOO_LARGE });
  if (body.issueDate && body.dueDate && body.dueDate < body.issueDate)
    ctx.addIssue({ code: 'custom', path: ['dueDate'], message: DUE_BEFORE_ISSUE });
}

export const createInvoiceBodySchema = z.object(invoiceFields).superRefine(receiptIsCoherent);
export type CreateInvoiceBody = z.infer<typeof createInvoiceBodySchema>;
export type CreateInvoiceInput = z.input<typeof createInvoiceBodySchema>;

/** A PATCH may send any subset; what it leaves out keeps its saved value. */
export const updateInvoiceBodySchema = z.object(invoiceFields).partial().superRefine(receiptIsCoherent);
export type UpdateInvoiceBody = z.infer<typeof updateInvoiceBodySchema>;

export const invoiceItemSchema = z.object({
  _id: idSchema,
  recipeId: idSchema.nullable(),
  name: z.string(),
  /** The dish's Bangla name when sold, kept as the name is (issue 36): a Bangla receipt prints it; null: none. */
  nameBn: z.string().nullable(),
  description: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  image: z.string(),
  /** Why it was sold off the menu or at another price than the menu's; empty for a menu line. */
  priceReason: z.string(),
  /** price × quantity, computed by the server. */
  total: z.number(),
  /** The rate the line paid and its VAT after its share of the discount (issue 34); null: none recorded. */
  taxRate: z.string().nullable(),
  vat: z.number().nullable(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoiceSummarySchema = z.object({
  _id: idSchema,
  invoiceNumber: z.string(),
  transactionId: z.string(),
  ...perReceiptBusinessField(() => z.string()),
  customerId: idSchema.nullable(),
  customer: z.object({
    name: z.string(),
    address: z.string(),
    phoneNumber: z.string(),
    country: z.string(),
  }),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  time: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountAmount: z.number(),
  discount: z.number(),
  subTotal: z.number(),
  total: z.number(),
  /** Derived from the payments: every one but credit, change included. */
  amountPaid: z.number(),
  status: z.enum(INVOICE_STATUSES),
  /** Derived from the payments: the one method, or Mixed. */
  paymentMethod: z.enum(RECEIPT_PAYMENT_METHODS),
  waiter: z.string(),
  /** The held order's table it was charged from; null for a takeaway or a sale made at the counter. */
  table: z.string().nullable(),
  /** The held takeaway order's token of the day; null otherwise. */
  token: z.number().int().nullable(),
  additionalNotes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A receipt as listed: everything but its items. */
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** Where a receipt charged from a held order was served: its table, or its takeaway token (orders.ts). */
export type OrderPlace = { table: string | null; token: number | null };

/**
 * A receipt's VAT as computed on its issue date (issue 34): per rate, the service charge and the VAT on it
 * (already inside the standard rate's line), and the value without VAT. Null: made before VAT was recorded.
 */
export const receiptVatSchema = z.object({
  lines: z.array(vatLineSchema),
  serviceCharge: z.number(),
  serviceChargeVat: z.number(),
  /** The service charge's terms at the save: an edit recomputes the receipt on them, not on today's settings. */
  serviceChargeTerms: z.object({ percent: z.number(), taxed: z.boolean() }),
  valueWithoutVat: z.number(),
  vat: z.number(),
});
export type ReceiptVatJson = z.infer<typeof receiptVatSchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  /** The seller's BIN at the save, and the buyer's: with a seller's BIN the receipt prints as Mushak-6.3. */
  sellerBin: z.string(),
  buyerBin: z.string(),
  vat: receiptVatSchema.nullable(),
  items: z.array(invoiceItemSchema),
  /** Every payment row, oldest first. */
  payments: z.array(paymentSchema),
  /** The receipt's latest edit, by whom and when (issue 32): in GET /invoices/:id's answer once it was edited. */
  edited: z.object({ by: z.string(), at: z.string() }).optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceResponseSchema = z.object({ invoice: invoiceSchema });

export const invoicesQuerySchema = pageQuerySchema.extend({
  /** Receipt number or customer name, contains, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  /** Customer name, exact but case-insensitive. */
  customer: z.string().trim().max(120).optional(),
  customerId: idSchema.optional(),
  /** First and last business day (inclusive) of the receipt's issue date. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

export const invoicesPageSchema = pageMetaSchema.extend({ invoices: z.array(invoiceSummarySchema) });
export type InvoicesPage = z.infer<typeof invoicesPageSchema>;
