import { z } from 'zod';
import { idSchema } from './common';
import { AMOUNT_MAX } from './limits';
import { formatTaka, toPoisha, type Poisha } from './money';
import { moneyField } from './rows';

/**
 * The most one receipt may come to: ৳1 crore, far beyond any restaurant bill, so every sum of receipts (a day,
 * a year) stays exact and fits its column. Larger amounts are typos.
 */
export const MAX_RECEIPT_AMOUNT = AMOUNT_MAX;

/** How a receipt is settled. Credit is the part left on the customer's account: owed, not paid. */
export const PAYMENT_METHODS = ['Cash', 'Card', 'bKash', 'Nagad', 'Credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a receipt reads as: its one method, or Mixed when it was settled by several (ADR 0075). */
export const RECEIPT_PAYMENT_METHODS = [...PAYMENT_METHODS, 'Mixed'] as const;
export type ReceiptPaymentMethod = (typeof RECEIPT_PAYMENT_METHODS)[number];

/** Mobile wallets: their transaction ID is the proof of payment, and may pay only one receipt a day. */
export const WALLET_METHODS: readonly PaymentMethod[] = ['bKash', 'Nagad'];
/** Card and mobile wallets are paid in full at the counter unless an amount says otherwise (ADR 0075). */
const PAID_IN_FULL_BY_DEFAULT: readonly ReceiptPaymentMethod[] = ['Card', 'bKash', 'Nagad'];

export const WALLET_REFERENCE_REQUIRED = 'A bKash or Nagad payment needs its transaction ID';
export const CARD_REFERENCE_SHAPE = "A card's reference is its last 4 digits";
export const WALLET_REFERENCE_SHAPE = 'A transaction ID is 6 to 30 letters and digits';
export const REFERENCE_TWICE = 'The same transaction ID is listed twice';

/** One tender as a request sends it. */
export const paymentInputSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    amount: moneyField('Payment amount', MAX_RECEIPT_AMOUNT).refine(
      (amount) => amount > 0,
      'Payment amount must be more than 0',
    ),
    /** bKash/Nagad: the transaction ID (required); Card: the last 4 digits (optional). */
    reference: z.string().trim().max(30).optional(),
  })
  .superRefine((payment, ctx) => {
    const reference = payment.reference ?? '';
    if (WALLET_METHODS.includes(payment.method)) {
      if (reference === '')
        ctx.addIssue({ code: 'custom', path: ['reference'], message: WALLET_REFERENCE_REQUIRED });
      else if (!/^[A-Za-z0-9]{6,30}$/.test(reference))
        ctx.addIssue({ code: 'custom', path: ['reference'], message: WALLET_REFERENCE_SHAPE });
    }
    if (payment.method === 'Card' && reference !== '' && !/^\d{4}$/.test(reference))
      ctx.addIssue({ code: 'custom', path: ['reference'], message: CARD_REFERENCE_SHAPE });
  })
  // A transaction ID is compared as the wallet prints it, whatever case the cashier typed.
  .transform((payment) => ({ ...payment, reference: (payment.reference ?? '').toUpperCase() }));
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type Tender = { method: PaymentMethod; amount: number; reference: string };

/** A receipt's list of tenders; one wallet transaction ID cannot appear twice in it. */
export const paymentsInputSchema = z
  .array(paymentInputSchema, { message: 'Send payments as a list' })
  .min(1, 'Add at least one payment')
  .max(20)
  .superRefine((payments, ctx) => {
    const seen = new Set<string>();
    payments.forEach((payment, index) => {
      if (!WALLET_METHODS.includes(payment.method)) return;
      const key = `${payment.method} ${payment.reference}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [index, 'reference'], message: REFERENCE_TWICE });
      seen.add(key);
    });
  });

/** A payment as stored: rows are only ever added; a correction is a row with a negative amount. */
export const paymentSchema = z.object({
  _id: idSchema,
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  reference: z.string(),
  createdAt: z.string(),
  createdBy: idSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export type ReceiptPayment = {
  amountPaid: number;
  status: 'paid' | 'due';
  /** What is still owed: never negative. */
  amountDue: number;
  /** What goes back to the customer: never negative. */
  change: number;
};

/**
 * How a receipt stands from one method and amount (the spec's fields): a card, bKash or Nagad payment with no
 * amount pays the total; paid when the amount covers the total, otherwise due with the rest owed; change is
 * never negative. In poisha, so the form shows exactly what the server stores.
 */
export function receiptPayment(
  total: number,
  method: ReceiptPaymentMethod,
  amountPaid: number,
): ReceiptPayment {
  const totalPoisha = toPoisha(total);
  const paidPoisha =
    amountPaid === 0 && PAID_IN_FULL_BY_DEFAULT.includes(method) ? totalPoisha : toPoisha(amountPaid);
  return {
    amountPaid: paidPoisha / 100,
    status: paidPoisha >= totalPoisha ? 'paid' : 'due',
    amountDue: Math.max(0, totalPoisha - paidPoisha) / 100,
    change: Math.max(0, paidPoisha - totalPoisha) / 100,
  };
}

/**
 * The tenders a spec-shaped body (`paymentMethod` + `amountPaid`, and our optional `paymentReference`, no
 * `payments`) stands for, before the tender rules run on them as on any other (ADR 0145): a card or wallet with
 * no amount pays the total; Credit is the spec's choice of credit: what is paid of it is cash, the rest goes on
 * account. Any other method takes the amount as sent, so a shortfall is refused like a short list of tenders.
 */
export function legacyTenders(
  total: number,
  method: PaymentMethod,
  amountPaid: number,
  reference = '',
): Tender[] {
  const paid = receiptPayment(total, method, amountPaid);
  // Compared as the wallet prints it (ADR 0146), like a reference sent in `payments`.
  if (method !== 'Credit')
    return [{ method, amount: paid.amountPaid, reference: reference.trim().toUpperCase() }];
  const cash: Tender[] =
    paid.amountPaid > 0 ? [{ method: 'Cash', amount: paid.amountPaid, reference: '' }] : [];
  const owed: Tender[] = paid.amountDue > 0 ? [{ method, amount: paid.amountDue, reference: '' }] : [];
  return [...cash, ...owed];
}

const sumPoisha = (tenders: readonly { amount: number }[]) =>
  tenders.reduce((sum, tender) => sum + toPoisha(tender.amount), 0);

/** Each method's net amount in poisha (a correction row nets against the payment it corrects). */
function netByMethod(tenders: readonly { method: PaymentMethod; amount: number }[]) {
  const net = new Map<PaymentMethod, Poisha>();
  for (const tender of tenders)
    net.set(tender.method, (net.get(tender.method) ?? 0) + toPoisha(tender.amount));
  return net;
}

/** Money handed over, in poisha: every tender but credit (which is owed), change included. */
const tenderedPoisha = (tenders: readonly { method: PaymentMethod; amount: number }[]) =>
  sumPoisha(tenders.filter((tender) => tender.method !== 'Credit'));

/**
 * What a receipt reads as from its payments (oldest first): Credit while money is still on account (a credit
 * sale, partly paid or not, as the spec's paymentMethod says), then the one method with money on it, or
 * Mixed; a receipt with no money on any reads as its latest payment's method (a spec-era "Cash, nothing
 * paid yet"), or Credit.
 */
function derivedPaymentMethod(
  tenders: readonly { method: PaymentMethod; amount: number }[],
): ReceiptPaymentMethod {
  const net = netByMethod(tenders);
  if ((net.get('Credit') ?? 0) > 0) return 'Credit';
  const withMoney = [...net].filter(([, poisha]) => poisha > 0).map(([method]) => method);
  if (withMoney.length > 1) return 'Mixed';
  if (withMoney.length === 1) return withMoney[0]!;
  return tenders.at(-1)?.method ?? 'Credit';
}

/** A receipt as its payments leave it. */
export function settlement(
  total: number,
  tenders: readonly { method: PaymentMethod; amount: number }[],
): ReceiptPayment & { paymentMethod: ReceiptPaymentMethod } {
  const totalPoisha = toPoisha(total);
  const paidPoisha = tenderedPoisha(tenders);
  return {
    amountPaid: paidPoisha / 100,
    status: paidPoisha >= totalPoisha ? 'paid' : 'due',
    amountDue: Math.max(0, totalPoisha - paidPoisha) / 100,
    change: Math.max(0, paidPoisha - totalPoisha) / 100,
    paymentMethod: derivedPaymentMethod(tenders),
  };
}

/**
 * The money a receipt was paid with, as its payment rows leave it: rows of one method and reference net
 * together (a correction against the payment it corrects), in the order first taken; what nets to nothing is
 * dropped, and so is credit, which is owed rather than paid (the receipt's amount due says it). In poisha.
 */
export function receivedTenders(payments: readonly Tender[]): Tender[] {
  const net = new Map<string, Tender & { poisha: Poisha }>();
  for (const payment of payments) {
    if (payment.method === 'Credit') continue;
    const key = `${payment.method} ${payment.reference}`;
    const poisha = (net.get(key)?.poisha ?? 0) + toPoisha(payment.amount);
    net.set(key, { method: payment.method, reference: payment.reference, amount: poisha / 100, poisha });
  }
  return [...net.values()]
    .filter((tender) => tender.poisha > 0)
    .map(({ method, amount, reference }) => ({ method, amount, reference }));
}

/**
 * Why a receipt's tenders don't add up to its total, or undefined when they do (ADR 0145): together they must
 * cover the total; only cash may be more, the excess being change; and credit, being what is left owed, makes
 * the tenders come to the total exactly.
 */
export function tendersProblem(total: number, tenders: readonly Tender[]): string | undefined {
  const totalPoisha = toPoisha(total);
  const nonCash = sumPoisha(tenders.filter((tender) => tender.method !== 'Cash'));
  const credit = sumPoisha(tenders.filter((tender) => tender.method === 'Credit'));
  const all = sumPoisha(tenders);
  const taka = (poisha: Poisha) => formatTaka(poisha / 100);
  if (nonCash > totalPoisha)
    return `Card, bKash, Nagad and credit come to ${taka(nonCash)}, more than the total of ${taka(totalPoisha)}: only cash can be more than the total (the change).`;
  if (all < totalPoisha)
    return `The payments come to ${taka(all)} but the total is ${taka(totalPoisha)}: take the ${taka(totalPoisha - all)} left, or choose Credit for it.`;
  if (credit > 0 && all !== totalPoisha)
    return `Credit is only what the other payments leave owed: ${taka(all - credit)} paid and ${taka(credit)} on Credit come to ${taka(all)}, not the total of ${taka(totalPoisha)}.`;
  return undefined;
}

export const CREDIT_NEEDS_PHONE =
  "Credit needs the customer's phone number: a walk-in pays the whole bill now.";

/** Why a tender breaks the rule of its own method (an amount above 0, a wallet's transaction ID), or undefined. */
function tenderShapeProblem(tenders: readonly Tender[]): string | undefined {
  for (const tender of tenders) {
    if (tender.amount === 0) continue;
    const checked = paymentInputSchema.safeParse(tender);
    if (!checked.success) return checked.error.issues[0]!.message;
  }
  return undefined;
}

/**
 * The one rule for a receipt's tenders, whatever shape the request sent them in (ADR 0145, 0147): each tender
 * right for its method, the tenders adding up (`tendersProblem`), and credit only for a customer with a phone
 * (a walk-in can't be found again to settle it). `customerPhone` is undefined for the spec's bare call, which
 * states no payment and keeps the spec's default of Credit. Undefined when the receipt may be saved.
 */
export function chargeProblem(
  total: number,
  tenders: readonly Tender[],
  customerPhone: string | undefined,
): string | undefined {
  const credit = tenders.some((tender) => tender.method === 'Credit' && tender.amount > 0);
  const walkIn = customerPhone !== undefined && customerPhone.trim() === '';
  return (
    tendersProblem(total, tenders) ??
    tenderShapeProblem(tenders) ??
    (credit && walkIn ? CREDIT_NEEDS_PHONE : undefined)
  );
}

/**
 * Why a later payment on a receipt that owes `due` is refused, or undefined: a paid receipt takes no more, and
 * only cash may be more than what is owed (the change).
 */
export function laterPaymentProblem(due: number, tenders: readonly Tender[]): string | undefined {
  const duePoisha = toPoisha(due);
  if (duePoisha <= 0) return 'This receipt is already paid.';
  if (tenders.some((tender) => tender.method === 'Credit'))
    return 'A later payment is money received: Credit is not one.';
  const nonCash = sumPoisha(tenders.filter((tender) => tender.method !== 'Cash'));
  if (nonCash > duePoisha)
    return `Card, bKash and Nagad come to ${formatTaka(nonCash / 100)}, more than the ${formatTaka(duePoisha / 100)} due: only cash can be more (the change).`;
  return undefined;
}

/** A wallet or card reference as a spec-shaped body may send it beside `paymentMethod` (ADR 0145). */
export const paymentReferenceField = z.string().trim().max(30).optional();

export const LATER_PAYMENT_SHAPE = 'Send the payments, or a paymentMethod with its amountPaid';

/**
 * `POST /invoices/:id/payments`: money received later on a due receipt, as a list of tenders or in the spec's
 * shape (one method, its amount and reference), which becomes one tender before the rules run (ADR 0145).
 */
export const laterPaymentBodySchema = z
  .object({
    payments: paymentsInputSchema.optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
    amountPaid: moneyField('Amount paid', MAX_RECEIPT_AMOUNT).optional(),
    paymentReference: paymentReferenceField,
  })
  .refine((body) => body.payments !== undefined || body.paymentMethod !== undefined, {
    message: LATER_PAYMENT_SHAPE,
    path: ['payments'],
  });
export type LaterPaymentBody = z.infer<typeof laterPaymentBodySchema>;

/**
 * The tenders a later payment stands for against what is `due`: its list, or its one spec-shaped payment (a
 * card or wallet with no amount pays what is due), each checked by the rule of its method. A problem is a
 * message, as the route refuses it.
 */
export function laterTenders(due: number, body: LaterPaymentBody): Tender[] | string {
  if (body.payments) return body.payments;
  const method = body.paymentMethod!;
  const amount = receiptPayment(due, method, body.amountPaid ?? 0).amountPaid;
  const checked = paymentInputSchema.safeParse({ method, amount, reference: body.paymentReference });
  return checked.success ? [checked.data] : checked.error.issues[0]!.message;
}
