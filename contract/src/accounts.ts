import { z } from 'zod';
import { idSchema, isoDateSchema, pageMetaSchema, pageQuerySchema } from './common';
import { formatTaka, fromPoisha, toPoisha, type Poisha } from './money';
import { moneyField } from './rows';
import { paymentsInputSchema, PAYMENT_METHODS, MAX_RECEIPT_AMOUNT, type Tender } from './tenders';

/**
 * Customer credit (baki) accounts (issue 35): a customer's balance is what their live receipts still have on
 * Credit, kept as a ledger with the balance after each line (ADR 0181). Payments are received on the account,
 * applied to the oldest due receipts first, and voided (never edited or deleted).
 */

/** What a customer owes, by business days since each still-due receipt's issue date (restaurant time zone). */
export const ageingSchema = z.object({
  days0to30: z.number(),
  days31to60: z.number(),
  days61to90: z.number(),
  over90: z.number(),
});
export type Ageing = z.infer<typeof ageingSchema>;
export const AGEING_BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'over90'] as const;

/** The bucket of a receipt `days` business days old: 0–30, 31–60, 61–90, over 90. */
export function ageingBucket(days: number): (typeof AGEING_BUCKETS)[number] {
  if (days <= 30) return 'days0to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

/** `GET /customers/:id/account`: the counter's and the customer page's look at what they owe. */
export const accountSchema = z.object({
  customerId: idSchema,
  name: z.string(),
  phone: z.string(),
  balance: z.number(),
  /** Taka; null: no limit. */
  creditLimit: z.number().nullable(),
  /** Business day (YYYY-MM-DD) of the latest payment not voided, or null. */
  lastPaymentDay: z.string().nullable(),
  ageing: ageingSchema,
});
export type Account = z.infer<typeof accountSchema>;
export const accountResponseSchema = z.object({ account: accountSchema });

/** An optional credit limit on the customer form and PATCH: taka 0 or more, null for none. */
export const creditLimitField = moneyField('Credit limit', MAX_RECEIPT_AMOUNT).nullable().optional();

export const STATEMENT_KINDS = ['sale', 'sale-change', 'sale-void', 'payment', 'payment-void'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** One line of a statement: a credit sale, a change to one, a payment, or a void; oldest first. */
export const statementEntrySchema = z.object({
  /** The account's own line number: 1, 2, 3… */
  seq: z.number().int(),
  at: z.string(),
  businessDay: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  invoiceId: idSchema.nullable(),
  invoiceNumber: z.string().nullable(),
  paymentId: idSchema.nullable(),
  paymentNumber: z.string().nullable(),
  /** What the line adds to what they owe: a sale is positive, a payment negative. */
  amount: z.number(),
  /** What they owed after this line. */
  balance: z.number(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementQuerySchema = pageQuerySchema.extend({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementSchema = z.object({
  customer: z.object({ _id: idSchema, name: z.string(), phone: z.string() }),
  /** The period asked for; null: from the first line, or to the latest. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** What they owed before the period's first line, and after its last. */
  openingBalance: z.number(),
  closingBalance: z.number(),
  entries: z.array(statementEntrySchema),
});
export type Statement = z.infer<typeof statementSchema>;
/** The statement and its page, in the shape of every paged list (page, limit, total lines in the period). */
export const statementPageSchema = pageMetaSchema.extend({ statement: statementSchema });
export type StatementPage = z.infer<typeof statementPageSchema>;

/** Tenders a customer pays with: money received, so never Credit (ADR 0182). */
export const ACCOUNT_PAYMENT_METHODS = PAYMENT_METHODS.filter((method) => method !== 'Credit');

export const NOTE_MAX = 200;
/** `POST /customers/:id/payments`: the tenders (as at the counter), and an optional note. */
export const accountPaymentBodySchema = z.strictObject({
  tenders: paymentsInputSchema,
  note: z.string().trim().max(NOTE_MAX, `A note is at most ${NOTE_MAX} characters`).optional(),
});
export type AccountPaymentBody = z.input<typeof accountPaymentBodySchema>;
export type AccountPaymentInput = z.output<typeof accountPaymentBodySchema>;

export const allocationSchema = z.object({
  invoiceId: idSchema,
  invoiceNumber: z.string(),
  amount: z.number(),
  /** The receipt's status after the payment (or after its void). */
  status: z.enum(['paid', 'due']),
});
export type Allocation = z.infer<typeof allocationSchema>;

export const paymentTenderSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  reference: z.string(),
});

/** A payment received on an account (a money receipt, MR-000123), or on one receipt with no customer. */
export const accountPaymentSchema = z.object({
  _id: idSchema,
  number: z.string(),
  /** Null only for a later payment on an old receipt that has no customer. */
  customerId: idSchema.nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  /** What it took off the balance: the tenders less the change. */
  amount: z.number(),
  tenders: z.array(paymentTenderSchema),
  /** Cash handed back beyond what was owed. */
  change: z.number(),
  note: z.string(),
  allocations: z.array(allocationSchema),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  businessDay: z.string(),
  createdAt: z.string(),
  createdBy: idSchema.nullable(),
  createdByName: z.string(),
  voided: z.object({ reason: z.string(), byName: z.string(), at: z.string() }).nullable(),
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;
export const accountPaymentResponseSchema = z.object({ payment: accountPaymentSchema });

export const VOID_REASON_MIN = 3;
export const paymentVoidBodySchema = z.strictObject({
  reason: z
    .string({ message: 'Say why the payment is voided' })
    .trim()
    .min(VOID_REASON_MIN, 'Say why the payment is voided')
    .max(NOTE_MAX, `A reason is at most ${NOTE_MAX} characters`),
});
export type PaymentVoidBody = z.infer<typeof paymentVoidBodySchema>;

/** `GET /dues`: customers who owe, the largest balance first. */
export const duesQuerySchema = pageQuerySchema.extend({ search: z.string().trim().max(100).optional() });
export type DuesQuery = z.infer<typeof duesQuerySchema>;
export const dueSchema = z.object({
  customerId: idSchema,
  name: z.string(),
  phone: z.string(),
  balance: z.number(),
  ageing: ageingSchema,
  lastPaymentDay: z.string().nullable(),
});
export type Due = z.infer<typeof dueSchema>;
/** The page, and what every customer owes together (kept as a roll-up, the dashboard's total receivable). */
export const duesPageSchema = pageMetaSchema.extend({
  dues: z.array(dueSchema),
  totalReceivable: z.number(),
});
export type DuesPage = z.infer<typeof duesPageSchema>;

/** A money receipt's number as printed: MR-000123. */
export const moneyReceiptNumber = (number: number) => `MR-${String(number).padStart(6, '0')}`;

/** The refusals, letter for letter, so the counter and tests name them. */
export const overpaymentRefused = (balance: number) =>
  `The customer owes ${formatTaka(balance)}: only cash can be more than what is owed (the change handed back).`;
export const NOTHING_OWED = 'This customer owes nothing.';
export const PAYMENT_ALREADY_VOIDED = 'This payment is already voided.';
export const creditLimitRefused = (limit: number, balanceAfter: number) =>
  `This sale takes the customer's balance to ${formatTaka(balanceAfter)}, past their credit limit of ${formatTaka(limit)}: an admin's approval is needed.`;

const sumPoisha = (tenders: readonly { amount: number }[]) =>
  tenders.reduce((sum, tender) => sum + toPoisha(tender.amount), 0);

/**
 * Why a payment on an account owing `balance` is refused, or undefined (ADR 0182): nothing owed takes nothing,
 * Credit is not money received, and only cash may be more than what is owed (the excess is change handed back,
 * never an advance).
 */
export function accountPaymentProblem(balance: number, tenders: readonly Tender[]): string | undefined {
  const owed = toPoisha(balance);
  if (owed <= 0) return NOTHING_OWED;
  if (tenders.some((tender) => tender.method === 'Credit'))
    return 'A payment is money received: Credit is not one.';
  const nonCash = sumPoisha(tenders.filter((tender) => tender.method !== 'Cash'));
  if (nonCash > owed) return overpaymentRefused(balance);
  return undefined;
}

/** What a payment puts on one receipt: the tenders (in taka) that pay it, and what it takes off its Credit. */
export type ReceiptShare = { tenders: Tender[]; paid: Poisha };

/**
 * How a payment's tenders are spread over receipts owing `owed` (poisha, oldest first): each is filled in turn,
 * card and wallet money first and cash last, so that what is left over once every receipt is paid is cash,
 * the change, which stays on the last receipt paid (as a later payment's change stays on its receipt). One
 * share per receipt the payment reaches; the tenders must not be more than owed but for cash.
 */
export function spreadPayment(owed: readonly Poisha[], tenders: readonly Tender[]): ReceiptShare[] {
  // One receipt takes the tenders as they were sent, in their order.
  if (owed.length === 1) return [{ tenders: [...tenders], paid: Math.min(owed[0]!, sumPoisha(tenders)) }];
  const queue = [
    ...tenders.filter((tender) => tender.method !== 'Cash'),
    ...tenders.filter((tender) => tender.method === 'Cash'),
  ].map((tender) => ({ ...tender, left: toPoisha(tender.amount) }));
  const shares: ReceiptShare[] = [];
  for (const due of owed) {
    let needed = due;
    const pieces: Tender[] = [];
    for (const tender of queue) {
      const piece = Math.min(needed, tender.left);
      if (piece <= 0) continue;
      pieces.push({ method: tender.method, reference: tender.reference, amount: fromPoisha(piece) });
      tender.left -= piece;
      needed -= piece;
    }
    if (pieces.length === 0) break;
    shares.push({ tenders: pieces, paid: due - needed });
  }
  const change = queue.reduce((sum, tender) => sum + tender.left, 0);
  const last = shares.at(-1);
  if (last && change > 0) {
    const cash = last.tenders.find((tender) => tender.method === 'Cash');
    if (cash) cash.amount = fromPoisha(toPoisha(cash.amount) + change);
    else last.tenders.push({ method: 'Cash', reference: '', amount: fromPoisha(change) });
  }
  return shares;
}
