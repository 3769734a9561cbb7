import { MAX_MONEY } from '@dastarkhan/contract/common';
import type { CreateInvoiceInput, Invoice, ReceiptPayment } from '@dastarkhan/contract/invoices';
import {
  INVOICE_DEFAULTS,
  invoiceCustomerInputSchema,
  NO_ITEMS,
  RECEIPT_PAYMENT_METHODS,
  receiptPayment,
} from '@dastarkhan/contract/invoices';
import {
  computeInvoiceTotals,
  DISCOUNT_TYPES,
  type DiscountType,
  type InvoiceTotals,
} from '@dastarkhan/contract/money';
import { businessDay } from '@dastarkhan/contract/periods';
import { z } from 'zod';
import { RESTAURANT_TIME_ZONE } from '../../lib/format';
import { i18n } from '../../lib/i18n';

const selectedItemSchema = z.object({
  recipeId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  image: z.string(),
  quantity: z.number(),
});
export type SelectedItem = z.infer<typeof selectedItemSchema>;

/**
 * Everything the receipt form edits, as a schema so a draft read back from storage is checked
 * (use-receipt-draft.ts). Amount inputs stay text so a half-typed "12." is not lost.
 */
export const receiptFormSchema = z.object({
  customerId: z.string().nullable(),
  customerName: z.string(),
  address: z.string(),
  phoneNumber: z.string(),
  country: z.string(),
  issueDate: z.string(),
  waiter: z.string(),
  items: z.array(selectedItemSchema),
  additionalNotes: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountAmount: z.string(),
  amountPaid: z.string(),
  /** Mixed when the receipt was paid by several methods: then the form leaves its payments as they are. */
  paymentMethod: z.enum(RECEIPT_PAYMENT_METHODS),
});
export type ReceiptForm = z.infer<typeof receiptFormSchema>;

export function blankReceipt(now = new Date()): ReceiptForm {
  return {
    customerId: null,
    customerName: '',
    address: '',
    phoneNumber: '',
    country: INVOICE_DEFAULTS.country,
    issueDate: businessDay(now, RESTAURANT_TIME_ZONE),
    waiter: '',
    items: [],
    additionalNotes: INVOICE_DEFAULTS.additionalNotes,
    discountType: 'fixed',
    discountAmount: '0',
    amountPaid: '0',
    paymentMethod: INVOICE_DEFAULTS.paymentMethod,
  };
}

export function receiptFromInvoice(invoice: Invoice): ReceiptForm {
  return {
    customerId: invoice.customerId,
    customerName: invoice.customer.name,
    address: invoice.customer.address,
    phoneNumber: invoice.customer.phoneNumber,
    country: invoice.customer.country || INVOICE_DEFAULTS.country,
    issueDate: invoice.issueDate,
    waiter: invoice.waiter,
    items: invoice.items.map((item) => ({
      recipeId: item.recipeId,
      name: item.name,
      description: item.description,
      price: item.price,
      image: item.image,
      quantity: item.quantity,
    })),
    additionalNotes: invoice.additionalNotes,
    discountType: invoice.discountType,
    discountAmount: String(invoice.discountAmount),
    amountPaid: String(invoice.amountPaid),
    paymentMethod: invoice.paymentMethod,
  };
}

/** An amount box's value: empty or non-numeric counts as 0, never below 0. */
export function amountOf(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export type AmountField = 'discountAmount' | 'amountPaid';

const AMOUNT_TEXT = /^\d*(\.\d*)?$/;

/**
 * What an amount box keeps of a typed text, the moment it is typed: digits with at most 2 decimals (whole
 * poisha, what the server stores), so the form never shows a total it cannot save. Further decimals are
 * dropped (`cut`); a minus, letters, an exponent or more than the largest amount leave the box as it was.
 */
export function typedAmount(previous: string, typed: string): { text: string; cut: boolean } {
  const text = typed.trim();
  if (!AMOUNT_TEXT.test(text)) return { text: previous, cut: false };
  const point = text.indexOf('.');
  const kept = point === -1 ? text : text.slice(0, point + 3);
  if (amountOf(kept) > MAX_MONEY) return { text: previous, cut: false };
  return { text: kept, cut: kept !== text };
}

/** SPEC §5: quantity minimum 1, anything non-numeric becomes 1. */
export function parseQuantity(text: string): number {
  const value = Math.floor(Number(text));
  return Number.isFinite(value) && value >= 1 ? Math.min(value, 10_000) : 1;
}

/**
 * A typed discount, kept as `typedAmount` keeps it; in percent mode anything above 100 becomes 100 and the
 * caller warns (SPEC §5).
 */
export function typedDiscount(
  type: DiscountType,
  previous: string,
  typed: string,
): { text: string; cut: boolean; capped: boolean } {
  const kept = typedAmount(previous, typed);
  if (type === 'percent' && amountOf(kept.text) > 100) return { text: '100', cut: false, capped: true };
  return { ...kept, capped: false };
}

/**
 * Picking a dish adds it, or adds one more when it is already on the receipt: the line it makes and where the
 * line goes (`items.length` for a new one).
 */
export function lineForDish(
  items: SelectedItem[],
  dish: Omit<SelectedItem, 'quantity'>,
): { index: number; line: SelectedItem } {
  const index = items.findIndex((item) => dish.recipeId !== null && item.recipeId === dish.recipeId);
  if (index === -1) return { index: items.length, line: { ...dish, quantity: 1 } };
  return { index, line: { ...items[index]!, quantity: items[index]!.quantity + 1 } };
}

export type ReceiptTotals = InvoiceTotals & ReceiptPayment;

/**
 * The same arithmetic the server stores (contract/src/money.ts and receiptPayment): the totals, what counts as
 * paid (a card or wallet payment left at 0 pays the total), whether it is paid or due, and the change, never
 * negative.
 */
export function receiptTotals(form: ReceiptForm): ReceiptTotals {
  const totals = computeInvoiceTotals(form.items, form.discountType, amountOf(form.discountAmount));
  return { ...totals, ...receiptPayment(totals.total, form.paymentMethod, amountOf(form.amountPaid)) };
}

/**
 * What the form checks before it sends (SPEC §5): the customer name by the contract's rule, a date, and at
 * least one item (the contract's message). The server checks the rest and its answer shows beside the button.
 */
export const receiptRulesSchema = receiptFormSchema.extend({
  customerName: invoiceCustomerInputSchema.shape.name,
  issueDate: z.string().min(1, { error: () => i18n.t('receipt.dateRequired') }),
  items: receiptFormSchema.shape.items.min(1, NO_ITEMS),
});

/** What POST and PATCH send; the server recomputes the totals, which go along as the spec's client sends them. */
export function receiptBody(form: ReceiptForm): CreateInvoiceInput {
  const totals = receiptTotals(form);
  return {
    customerId: form.customerId,
    customer: {
      name: form.customerName.trim(),
      address: form.address.trim(),
      phoneNumber: form.phoneNumber.trim(),
      country: form.country,
    },
    issueDate: form.issueDate,
    waiter: form.waiter.trim(),
    items: form.items.map((item) => ({
      recipeId: item.recipeId,
      name: item.name,
      description: item.description,
      price: item.price,
      quantity: item.quantity,
      image: item.image,
    })),
    additionalNotes: form.additionalNotes,
    discountType: form.discountType,
    discountAmount: totals.discountAmount,
    // A receipt paid by several methods keeps its payments: this form edits one method and amount.
    ...(form.paymentMethod === 'Mixed'
      ? {}
      : { amountPaid: totals.amountPaid, paymentMethod: form.paymentMethod }),
    subTotal: totals.subTotal,
    discount: totals.discount,
    total: totals.total,
  };
}
