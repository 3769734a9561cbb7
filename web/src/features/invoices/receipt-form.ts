import { MAX_MONEY } from '@dastarkhan/contract/common';
import { QUANTITY_MAX } from '@dastarkhan/contract/limits';
import type { CreateInvoiceInput, Invoice, ReceiptPayment } from '@dastarkhan/contract/invoices';
import type { Order } from '@dastarkhan/contract/orders';
import {
  INVOICE_DEFAULTS,
  invoiceCustomerInputSchema,
  NO_ITEMS,
  WALK_IN_NAME,
} from '@dastarkhan/contract/invoices';
import {
  computeInvoiceTotals,
  DISCOUNT_TYPES,
  fromPoisha,
  toPoisha,
  type DiscountType,
  type InvoiceTotals,
} from '@dastarkhan/contract/money';
import { businessDay } from '@dastarkhan/contract/periods';
import {
  chargeProblem,
  PAYMENT_METHODS,
  paymentInputSchema,
  receivedTenders,
  settlement,
  type PaymentMethod,
  type ReceiptPaymentMethod,
  type Tender,
} from '@dastarkhan/contract/tenders';
import { computeReceiptVat, type ReceiptVat } from '@dastarkhan/contract/receipt-vat';
import type { VatSettings } from '@dastarkhan/contract/vat';
import { z } from 'zod';
import { RESTAURANT_TIME_ZONE } from '../../lib/format';
import { failureWords, i18n } from '../../lib/i18n';
import { asciiDigits } from '@dastarkhan/contract/digits';

const selectedItemSchema = z.object({
  recipeId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  image: z.string(),
  quantity: z.number(),
  /** A held order's line: its id on the order, and how many of it the kitchen has had. */
  orderLineId: z.string().optional(),
  sent: z.number().optional(),
  /** For the kitchen's ticket ("no chili"); a receipt does not print it. */
  note: z.string().optional(),
});
export type SelectedItem = z.infer<typeof selectedItemSchema>;

/** One payment as the Charge panel edits it; the amount stays text like every amount box. */
const tenderLineSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  amount: z.string(),
  reference: z.string(),
});
export type TenderLine = z.infer<typeof tenderLineSchema>;

/** A new payment line: cash, amount not typed yet. */
export const blankTender = (method: PaymentMethod = 'Cash'): TenderLine => ({
  method,
  amount: '',
  reference: '',
});

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
  /** The buyer's BIN for a Mushak-6.3 tax invoice (issue 34); a draft kept before it has none. */
  buyerBin: z.string().catch(''),
  items: z.array(selectedItemSchema),
  additionalNotes: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountAmount: z.string(),
  /** The tenders typed in the Charge panel, in order; a Credit line puts what they leave on credit (formTenders). */
  payments: z.array(tenderLineSchema).min(1),
  /**
   * A new order's Idempotency-Key, kept with its draft: however often the save is retried (a lost answer, a
   * reload, the server back), the server makes one receipt. Empty when editing a saved receipt.
   */
  orderKey: z.string(),
});
export type ReceiptForm = z.infer<typeof receiptFormSchema>;

/**
 * A new receipt is a walk-in's (ADR 0086): the name the spec requires is filled in, and with no phone the
 * server saves no customer for it. Typing a name or phone replaces it.
 */
export function blankReceipt(now = new Date()): ReceiptForm {
  return {
    customerId: null,
    customerName: i18n.t('receipt.walkIn'),
    address: '',
    phoneNumber: '',
    country: INVOICE_DEFAULTS.country,
    issueDate: businessDay(now, RESTAURANT_TIME_ZONE),
    waiter: '',
    buyerBin: '',
    items: [],
    additionalNotes: INVOICE_DEFAULTS.additionalNotes,
    discountType: 'fixed',
    discountAmount: '0',
    payments: [blankTender()],
    orderKey: crypto.randomUUID(),
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
    buyerBin: invoice.buyerBin,
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
    payments: editableTenders(invoice),
    orderKey: '',
  };
}

/** A held order reopened at the counter: its lines (with what the kitchen has had), customer and waiter. */
export function receiptFromHeldOrder(order: Order): ReceiptForm {
  return {
    ...blankReceipt(),
    customerName: order.customer.name || i18n.t('receipt.walkIn'),
    phoneNumber: order.customer.phoneNumber,
    waiter: order.waiter,
    items: order.lines.map((line) => ({
      recipeId: line.recipeId,
      name: line.name,
      description: '',
      price: line.price,
      image: '',
      quantity: line.quantity,
      orderLineId: line._id,
      sent: line.sentQuantity,
      note: line.note,
    })),
  };
}

/**
 * The customer's name as the books keep it: the counter's "Walk-in" in the reader's language is the books'
 * English one, so a Bangla counter does not write ওয়াক-ইন as a customer's name (issue 36).
 */
function bookedCustomerName(form: ReceiptForm): string {
  const name = form.customerName.trim();
  return name === i18n.t('receipt.walkIn') ? WALK_IN_NAME : name;
}

/** A held order's lines, customer and waiter as the orders API takes them (ADR 0083). */
export function heldOrderFields(form: ReceiptForm) {
  const name = bookedCustomerName(form);
  return {
    waiter: form.waiter.trim(),
    customer: {
      name: name === WALK_IN_NAME ? '' : name,
      ...(form.phoneNumber.trim() ? { phoneNumber: form.phoneNumber.trim() } : {}),
    },
    lines: form.items.map((item) => ({
      ...(item.orderLineId ? { _id: item.orderLineId } : {}),
      recipeId: item.recipeId,
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      note: item.note?.trim() ?? '',
    })),
  };
}

/** The money a saved receipt was paid with, as lines to edit; credit is what they leave, so it is not one. */
function editableTenders(invoice: Invoice): TenderLine[] {
  const tenders = receivedTenders(invoice.payments).map((tender) => ({
    method: tender.method,
    amount: String(tender.amount),
    reference: tender.reference,
  }));
  return tenders.length > 0 ? tenders : [blankTender()];
}

const AMOUNT_TEXT = /^\d*(\.\d*)?$/;

/** Whether an amount box holds an amount (or nothing yet): digits with at most one point, nothing else. */
export const isAmountText = (text: string) => AMOUNT_TEXT.test(text.trim());

/** An amount box's value: empty counts as 0, and so does text that is not an amount (the box says so). */
export function amountOf(text: string): number {
  const value = isAmountText(text) ? Number.parseFloat(text) : 0;
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export type AmountField = 'discountAmount' | `payments.${number}.amount`;

/**
 * What an amount box keeps of a typed text, the moment it is typed: an amount with at most 2 decimals (whole
 * poisha, what the server stores), so the form never shows a total it cannot save; further decimals are dropped
 * (`cut`). Letters, a minus or an exponent are kept as typed, so the box shows them and says it holds no amount
 * ("1ooo" is not 1: issue 32 finding 10); more than the largest amount leaves the box as it was.
 */
export function typedAmount(previous: string, typed: string): { text: string; cut: boolean } {
  // Bengali digits, as a Bangla keyboard types them, are kept as the ASCII ones the server reads.
  const text = asciiDigits(typed.trim());
  if (!AMOUNT_TEXT.test(text)) return { text: typed, cut: false };
  const point = text.indexOf('.');
  const kept = point === -1 ? text : text.slice(0, point + 3);
  if (amountOf(kept) > MAX_MONEY) return { text: previous, cut: false };
  return { text: kept, cut: kept !== text };
}

/**
 * A quantity box's text as the line's quantity while it is typed: a whole number from 1 up, or nothing yet (an
 * emptied box, a 0 on its way to 10). Above QUANTITY_MAX it is kept as typed: the line says it is too many.
 */
export function typedQuantity(text: string): number | undefined {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 ? value : undefined;
}

/**
 * What a quantity box keeps when it is left (SPEC §5: at least 1, a whole number): a fraction is rounded
 * down and 0 or less becomes 1; an empty or unreadable box keeps the quantity the line had (ADR 0122).
 */
export function leftQuantity(text: string, previous: number): number {
  const value = Math.floor(Number(text));
  if (text.trim() === '' || !Number.isFinite(value)) return previous;
  return Math.max(1, value);
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

/** Card and wallets pay what is left when their amount is not typed: the usual case at a counter. */
const PAYS_REST: readonly PaymentMethod[] = ['Card', 'bKash', 'Nagad'];

/**
 * The tenders the form's payment lines stand for, against `total`: a card or wallet line with no amount pays
 * what is still owed, and a Credit line, which takes no amount of its own, puts what the others leave on the
 * customer's account. Without a Credit line nothing goes on credit: what is left unpaid stays unpaid, and the
 * Charge panel refuses it (`chargeProblem`, ADR 0147). In poisha.
 */
export function formTenders(total: number, lines: readonly TenderLine[]): Tender[] {
  let owed = toPoisha(total);
  const tenders: Tender[] = [];
  for (const line of lines) {
    if (line.method === 'Credit') continue;
    let poisha = toPoisha(amountOf(line.amount));
    if (poisha === 0 && PAYS_REST.includes(line.method)) poisha = Math.max(0, owed);
    if (poisha === 0) continue;
    tenders.push({ method: line.method, amount: poisha / 100, reference: line.reference.trim() });
    owed -= poisha;
  }
  const creditChosen = lines.some((line) => line.method === 'Credit');
  if (owed > 0 && creditChosen) tenders.push({ method: 'Credit', amount: owed / 100, reference: '' });
  return tenders;
}

/**
 * Why the Charge panel cannot save the order yet, or undefined: an amount box holding no amount, or the server's
 * one rule for tenders (contract/src/tenders.ts), with the phone typed for the customer.
 */
export function chargeFormProblem(form: ReceiptForm, totals: ReceiptTotals): string | undefined {
  if (form.payments.some((line) => !isAmountText(line.amount))) return i18n.t('common.notANumber');
  // The contract words its rule in English, as the server sends it; the reader's language comes by its code.
  const problem = chargeProblem(totals.total, totals.tenders, form.phoneNumber);
  return problem && failureWords({ message: problem });
}

export type ReceiptTotals = InvoiceTotals &
  ReceiptPayment & {
    paymentMethod: ReceiptPaymentMethod;
    tenders: Tender[];
    /** The VAT and service charge as the server will store them; null: none (no rates, or not known yet). */
    vat: ReceiptVat | null;
  };

/** What the counter computes VAT with: the settings, and the rate name each dish pays (null: the standard). */
export type VatContext = { settings: VatSettings; dishRate: (recipeId: string | null) => string | null };

/** The form's VAT on its issue date, by the contract's one computation (contract/src/vat.ts). */
function formVat(form: ReceiptForm, totals: InvoiceTotals, vat: VatContext | undefined): ReceiptVat | null {
  if (!vat) return null;
  const lines = form.items.map((item, at) => ({
    value: toPoisha(totals.lineTotals[at] ?? 0),
    rateName: vat.dishRate(item.recipeId),
  }));
  return computeReceiptVat(lines, toPoisha(totals.discount), form.issueDate, vat.settings);
}

/**
 * The same arithmetic the server stores (contract/src/money.ts, vat.ts and settlement): the totals, the VAT and
 * service charge (with `vat`), the tenders, what counts as paid, whether it is paid or due, and the change (cash
 * only), never negative.
 */
export function receiptTotals(form: ReceiptForm, vat?: VatContext): ReceiptTotals {
  const totals = computeInvoiceTotals(form.items, form.discountType, amountOf(form.discountAmount));
  const receiptVat = formVat(form, totals, vat);
  const total = receiptVat ? fromPoisha(receiptVat.total) : totals.total;
  const tenders = formTenders(total, form.payments);
  return { ...totals, total, vat: receiptVat, ...settlement(total, tenders), tenders };
}

/**
 * What the form checks before it sends (SPEC §5): the customer name by the contract's rule, a date, and at
 * least one item (the contract's message), none of more than the server takes. The server checks the rest and its answer shows beside the button.
 */
export const receiptRulesSchema = receiptFormSchema.extend({
  customerName: invoiceCustomerInputSchema.shape.name,
  issueDate: z.string().min(1, { error: () => i18n.t('receipt.dateRequired') }),
  discountAmount: z.string().refine(isAmountText, { error: () => i18n.t('common.notANumber') }),
  items: z
    .array(
      selectedItemSchema.extend({
        quantity: z.number().max(QUANTITY_MAX, {
          error: () => i18n.t('receipt.quantityTooLarge', { max: QUANTITY_MAX }),
        }),
      }),
    )
    .min(1, NO_ITEMS),
  payments: z.array(
    tenderLineSchema.superRefine((line, ctx) => {
      if (!isAmountText(line.amount))
        ctx.addIssue({ code: 'custom', path: ['amount'], message: i18n.t('common.notANumber') });
      // The contract's rule for a reference, ahead of the amount (a blank wallet amount pays the rest).
      const checked = paymentInputSchema.safeParse({ ...line, amount: 1 });
      for (const issue of checked.error?.issues ?? [])
        if (issue.path[0] === 'reference')
          ctx.addIssue({ code: 'custom', path: ['reference'], message: issue.message });
    }),
  ),
});

/** What POST and PATCH send; the server recomputes the totals, which go along as the spec's client sends them. */
export function receiptBody(form: ReceiptForm, vat?: VatContext): CreateInvoiceInput {
  const totals = receiptTotals(form, vat);
  return {
    customerId: form.customerId,
    customer: {
      name: bookedCustomerName(form),
      address: form.address.trim(),
      phoneNumber: form.phoneNumber.trim(),
      country: form.country,
    },
    issueDate: form.issueDate,
    waiter: form.waiter.trim(),
    ...(form.buyerBin.trim() && { buyerBin: form.buyerBin.trim() }),
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
    // A receipt that comes to nothing has no tender to send: the spec's fields say "nothing paid, cash".
    ...(totals.tenders.length > 0
      ? { payments: totals.tenders }
      : { amountPaid: 0, paymentMethod: 'Cash' as const }),
    subTotal: totals.subTotal,
    discount: totals.discount,
    total: totals.total,
  };
}

/** The notes a cashier is most often handed: the next round ৳100, ৳500 and ৳1000 above what is owed. */
const ROUND_NOTES = [100, 500, 1000];

/** The Charge panel's quick cash amounts for `owed`: exact, then each next round sum above it, once each. */
export function quickAmounts(owed: number): number[] {
  const amounts = [owed];
  for (const note of ROUND_NOTES) {
    const above = (Math.floor(owed / note) + 1) * note;
    if (!amounts.includes(above)) amounts.push(above);
  }
  return owed > 0 ? amounts : [];
}
