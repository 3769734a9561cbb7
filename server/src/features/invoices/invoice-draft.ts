import type { CreateInvoiceBody, UpdateInvoiceBody } from '@dastarkhan/contract/invoices';
import {
  DUE_BEFORE_ISSUE,
  INVOICE_DEFAULTS,
  RECEIPT_TOO_LARGE,
  receiptTooLarge,
} from '@dastarkhan/contract/invoices';
import {
  chargeProblem,
  CREDIT_NEEDS_PHONE,
  legacyTenders,
  settlement,
  tendersProblem,
  type PaymentMethod,
  type ReceiptPaymentMethod,
  type Tender,
} from '@dastarkhan/contract/tenders';
import {
  computeInvoiceTotals,
  fromPoisha,
  poishaToDecimalString,
  toPoisha,
  type DiscountType,
} from '@dastarkhan/contract/money';
import { businessDay, formatInZone } from '@dastarkhan/contract/periods';
import {
  RECEIPT_BUSINESS_FIELDS,
  receiptBusinessFields,
  receiptBusinessOf,
  type BusinessDetails,
  type ReceiptBusinessDetails,
} from '@dastarkhan/contract/settings';
import { computeReceiptVat, NO_VAT, vatLinesInTaka, type VatSettings } from '@dastarkhan/contract/vat';
import type { invoiceItems, invoices } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { customerOf } from './invoice-json';

export type DraftItem = {
  name: string;
  /** The dish's Bangla name, set by the server's prices and kept as the name is (issue 36); null: none. */
  nameBn: string | null;
  description: string;
  price: number;
  quantity: number;
  image: string;
  recipeId: string | null;
  /** Why it is off the menu or at another price than the menu's (issue 32); empty for a menu line. */
  priceReason: string;
  /** The dish's tax rate name, set by the server's prices; null: the standard rate (issue 34). */
  taxRate: string | null;
};

/** Every field of a receipt before totals: a fresh one with defaults, or a saved one, with a request on top. */
export type InvoiceDraft = ReceiptBusinessDetails & {
  customerId: string | null;
  customer: { name: string; address: string; phoneNumber: string; country: string };
  issueDate: string;
  dueDate: string | null;
  time: string;
  items: DraftItem[];
  discountType: DiscountType;
  discountAmount: number;
  /** The spec's payment fields: what a body without `payments` is paid with. */
  amountPaid: number;
  paymentMethod: ReceiptPaymentMethod;
  waiter: string;
  additionalNotes: string;
  /** The seller's BIN as the receipt keeps it, and the buyer's when given (Mushak-6.3, issue 34). */
  sellerBin: string;
  buyerBin: string;
  /**
   * The rates and service charge the receipt is computed with: the settings for a new receipt or one made with
   * VAT; none for a receipt made before VAT was recorded, which keeps its totals when edited.
   */
  vatSettings: VatSettings;
};

export function newDraft(
  business: BusinessDetails,
  vatSettings: VatSettings,
  now: Date,
  timeZone: string,
): InvoiceDraft {
  return {
    customerId: null,
    customer: { name: '', address: '', phoneNumber: '', country: INVOICE_DEFAULTS.country },
    issueDate: businessDay(now, timeZone),
    dueDate: null,
    time: formatInZone(now, timeZone, 'HH:mm'),
    items: [],
    discountType: 'fixed',
    discountAmount: 0,
    amountPaid: 0,
    paymentMethod: INVOICE_DEFAULTS.paymentMethod,
    waiter: '',
    additionalNotes: INVOICE_DEFAULTS.additionalNotes,
    sellerBin: vatSettings.bin,
    buyerBin: '',
    vatSettings,
    ...receiptBusinessFields(business),
  };
}

type InvoiceRow = typeof invoices.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;

export function draftFromRow(row: InvoiceRow, items: ItemRow[], vatSettings: VatSettings): InvoiceDraft {
  return {
    customerId: row.customerId,
    customer: customerOf(row),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    time: row.time,
    items: items.map((item) => ({
      name: item.name,
      nameBn: item.nameBn,
      description: item.description,
      price: Number(item.price),
      quantity: item.quantity,
      image: item.image,
      recipeId: item.recipeId,
      priceReason: item.priceReason,
      taxRate: null,
    })),
    discountType: row.discountType,
    discountAmount: Number(row.discountAmount),
    amountPaid: Number(row.amountPaid),
    paymentMethod: row.paymentMethod,
    waiter: row.waiter,
    additionalNotes: row.additionalNotes,
    sellerBin: row.sellerBin,
    buyerBin: row.buyerBin,
    // Rates follow the issue date; the service charge's terms are the receipt's own, kept at its save.
    vatSettings:
      row.vatLines === null
        ? NO_VAT
        : {
            ...vatSettings,
            serviceCharge: { percent: Number(row.serviceChargePercent), taxed: row.serviceChargeTaxed },
          },
    ...receiptBusinessOf(row),
  };
}

const SIMPLE_FIELDS = [
  'issueDate',
  'time',
  'discountType',
  'discountAmount',
  'amountPaid',
  'paymentMethod',
  'waiter',
  'additionalNotes',
  'buyerBin',
  ...RECEIPT_BUSINESS_FIELDS,
] as const satisfies readonly (keyof InvoiceDraft & keyof CreateInvoiceBody)[];

/** The draft with every field the request sent laid over it; `customerId` is resolved separately. */
export function applyBody(draft: InvoiceDraft, body: CreateInvoiceBody | UpdateInvoiceBody): InvoiceDraft {
  const next: InvoiceDraft = { ...draft, customer: { ...draft.customer } };
  for (const field of SIMPLE_FIELDS) {
    const value = body[field];
    if (value !== undefined) (next as Record<string, unknown>)[field] = value;
  }
  // SPEC §5: switching the discount type resets the discount, unless the request sends the new amount too.
  if (
    body.discountType !== undefined &&
    body.discountType !== draft.discountType &&
    body.discountAmount === undefined
  )
    next.discountAmount = 0;
  if (body.dueDate !== undefined) next.dueDate = body.dueDate;
  if (body.customer) {
    next.customer = {
      name: body.customer.name,
      address: body.customer.address ?? draft.customer.address,
      phoneNumber: body.customer.phoneNumber ?? draft.customer.phoneNumber,
      country: body.customer.country || draft.customer.country,
    };
  }
  if (body.items) {
    next.items = body.items.map((item) => ({
      name: item.name,
      nameBn: null,
      description: item.description ?? '',
      price: item.price,
      quantity: item.quantity,
      image: item.image ?? '',
      recipeId: item.recipeId ?? null,
      priceReason: item.priceReason ?? '',
      taxRate: null,
    }));
  }
  return next;
}

/** The cross-field rules checked again on the whole receipt, for a PATCH that sent only one side of them. */
export function assertCoherent(draft: InvoiceDraft): void {
  if (receiptTooLarge(draft.items)) throw badRequest(RECEIPT_TOO_LARGE);
  if (draft.dueDate !== null && draft.dueDate < draft.issueDate) throw badRequest(DUE_BEFORE_ISSUE);
}

/** The receipt's totals before VAT, and its VAT and service charge (null: none recorded) on its issue date. */
function draftTotals(draft: InvoiceDraft) {
  const totals = computeInvoiceTotals(draft.items, draft.discountType, draft.discountAmount);
  const lines = draft.items.map((item, at) => ({
    value: toPoisha(totals.lineTotals[at] ?? 0),
    rateName: item.taxRate,
  }));
  const vat = computeReceiptVat(lines, toPoisha(totals.discount), draft.issueDate, draft.vatSettings);
  return { totals, vat, total: vat ? fromPoisha(vat.total) : totals.total };
}

/** What the receipt comes to: after the discount, with VAT on top for exclusive rates and the service charge. */
export const draftTotal = (draft: InvoiceDraft) => draftTotals(draft).total;

const MIXED_NEEDS_PAYMENTS =
  'This receipt was paid by several methods: send its payments, or both amountPaid and paymentMethod.';

/**
 * The reference a spec-shaped body means for `method`: the one it sends, or on an update the one the receipt
 * was already paid with by that method, so a spec client re-sending its form keeps its transaction ID.
 */
function specReference(
  body: CreateInvoiceBody | UpdateInvoiceBody,
  method: ReceiptPaymentMethod,
  received: readonly Tender[],
): string {
  if (body.paymentReference) return body.paymentReference;
  const same = received.filter((tender) => tender.method === method);
  return same.length === 1 ? same[0]!.reference : '';
}

/**
 * The payments the receipt should stand at after this request, or undefined when a PATCH leaves them as they
 * are. A spec-shaped body (amountPaid and paymentMethod, with the receipt's own values for what it leaves out)
 * is first turned into the tenders it names (ADR 0075); then one rule holds for both shapes (`chargeProblem`,
 * ADR 0145): a refusal is a 400 and nothing is saved. `received` is what an updated receipt stands paid
 * with (its payments netted); none when creating. `creditByDefault`: a body that names no method takes the
 * spec's default of Credit, as the spec's own `POST /invoices` and `PATCH` do; elsewhere (a held order's charge)
 * nothing goes on Credit unless named, so an unpaid rest is refused (ADR 0169).
 */
export function requestedTenders(
  draft: InvoiceDraft,
  body: CreateInvoiceBody | UpdateInvoiceBody,
  { received, creditByDefault = true }: { received?: readonly Tender[]; creditByDefault?: boolean } = {},
): Tender[] | undefined {
  const total = draftTotal(draft);
  let tenders = body.payments;
  if (!tenders) {
    if (received && body.amountPaid === undefined && body.paymentMethod === undefined) return undefined;
    if (draft.paymentMethod === 'Mixed') throw badRequest(MIXED_NEEDS_PAYMENTS);
    const reference = specReference(body, draft.paymentMethod, received ?? []);
    tenders = legacyTenders(total, draft.paymentMethod, draft.amountPaid, reference);
  }
  // Credit is chosen by the tenders or the method a request names; one that names neither keeps the spec's
  // default of Credit (SPEC §3) on the spec's own calls, which the counter never relies on: it always sends its
  // tenders (ADR 0147, 0169).
  const chosen = body.payments !== undefined || body.paymentMethod !== undefined;
  if (!chosen && !creditByDefault) tenders = tenders.filter((tender) => tender.method !== 'Credit');
  // Credit, the spec's default included, is for a customer: one picked, or found or made by the phone (ADR 0186).
  const problem = chargeProblem(total, tenders, draft.customerId ? undefined : draft.customer.phoneNumber);
  if (problem) throw badRequest(problem);
  return tenders;
}

/**
 * A PATCH that leaves the payments as they are but changes what they must cover (the total, or the phone that
 * credit needs) is checked against the payments as they stand (ADR 0147): without credit, they must still pay
 * the total (only cash beyond it); with credit, the rest stays on the credit chosen before, but not for a
 * customer whose phone the PATCH takes away.
 */
export function assertPaymentsStillFit(
  before: InvoiceDraft,
  after: InvoiceDraft,
  standing: readonly Tender[],
): void {
  const total = draftTotal(after);
  const phoneChanged = before.customer.phoneNumber !== after.customer.phoneNumber;
  if (toPoisha(draftTotal(before)) === toPoisha(total) && !phoneChanged) return;
  const onCredit = standing.some((tender) => tender.method === 'Credit');
  const problem = onCredit
    ? phoneChanged && after.customer.phoneNumber === ''
      ? CREDIT_NEEDS_PHONE
      : undefined
    : tendersProblem(total, standing);
  if (problem) throw badRequest(problem);
}

/**
 * The columns to store: every amount recomputed in poisha from the items and the discount, and the payment
 * fields derived from all the receipt's payment rows.
 */
export function storedValues(
  draft: InvoiceDraft,
  payments: readonly { method: PaymentMethod; amount: number }[],
) {
  const { totals, vat, total } = draftTotals(draft);
  const payment = settlement(total, payments);
  const money = (taka: number) => poishaToDecimalString(toPoisha(taka));
  const invoice = {
    ...receiptBusinessOf(draft),
    customerId: draft.customerId,
    customerName: draft.customer.name,
    customerAddress: draft.customer.address,
    customerPhone: draft.customer.phoneNumber,
    customerCountry: draft.customer.country,
    issueDate: draft.issueDate,
    dueDate: draft.dueDate,
    time: draft.time,
    discountType: draft.discountType,
    discountAmount: money(totals.discountAmount),
    discount: money(totals.discount),
    subTotal: money(totals.subTotal),
    total: money(total),
    sellerBin: draft.sellerBin,
    buyerBin: draft.buyerBin,
    vatLines: vat && vatLinesInTaka(vat),
    serviceCharge: poishaToDecimalString(vat?.serviceCharge ?? 0),
    serviceChargeVat: poishaToDecimalString(vat?.serviceChargeVat ?? 0),
    serviceChargePercent: String(draft.vatSettings.serviceCharge.percent),
    serviceChargeTaxed: draft.vatSettings.serviceCharge.taxed,
    amountPaid: money(payment.amountPaid),
    status: payment.status,
    paymentMethod: payment.paymentMethod,
    waiter: draft.waiter,
    additionalNotes: draft.additionalNotes,
  };
  const items = draft.items.map((item, position) => ({
    position,
    recipeId: item.recipeId,
    name: item.name,
    nameBn: item.nameBn,
    description: item.description,
    price: money(item.price),
    quantity: item.quantity,
    lineTotal: money(totals.lineTotals[position] ?? 0),
    image: item.image,
    priceReason: item.priceReason,
    taxRate: vat?.itemRates[position] ?? null,
    vat: vat ? poishaToDecimalString(vat.itemVat[position] ?? 0) : null,
  }));
  return { invoice, items, totalPoisha: toPoisha(total), vat };
}
