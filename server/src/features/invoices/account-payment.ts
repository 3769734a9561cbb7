import { accountPaymentProblem, spreadPayment, type ReceiptShare } from '@dastarkhan/contract/accounts';
import type { Invoice } from '@dastarkhan/contract/invoices';
import { poishaToDecimalString, toPoisha, type Poisha } from '@dastarkhan/contract/money';
import { laterPaymentProblem, settlement, type Tender } from '@dastarkhan/contract/tenders';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerAccounts, customerPayments, customers, invoicePayments, invoices } from '../../db/schema';
import { appendEntries, type EntryAuthor } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { findInvoice, liveReceipt } from './invoices.service';
import {
  asTender,
  claimWalletReferences,
  newPaymentRows,
  takenBy,
  walletClaims,
  type PaymentRow,
  type Taken,
} from './receipt-payments';

/** Who receives a payment, when, in the restaurant's time zone. */
export type PaymentContext = { timeZone: string; userId: string; now?: Date; author: EntryAuthor };

/** What a payment is applied to: a customer's account, or one receipt (the later payment, ADR 0182). */
export type PaymentScope = { customerId: string } | { invoiceId: string };

type InvoiceRow = typeof invoices.$inferSelect;
/** A receipt the payment may reach, locked, with what it still owes and what of that is on Credit. */
type OwingReceipt = { row: InvoiceRow; rows: PaymentRow[]; owed: Poisha; credit: Poisha };

const creditOf = (rows: readonly PaymentRow[]) =>
  rows.filter((row) => row.method === 'Credit').reduce((sum, row) => sum + toPoisha(Number(row.amount)), 0);

/** The receipts' payment rows, by receipt. */
export async function paymentRowsOf(
  tx: Executor,
  ids: readonly string[],
): Promise<Map<string, PaymentRow[]>> {
  const byReceipt = new Map<string, PaymentRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byReceipt;
  const rows = await tx
    .select()
    .from(invoicePayments)
    .where(inArray(invoicePayments.invoiceId, [...ids]))
    .orderBy(asc(invoicePayments.seq));
  for (const row of rows) byReceipt.get(row.invoiceId)!.push(row);
  return byReceipt;
}

/**
 * The customer's row, then their account's, locked: payments and credit sales on one account take their turn
 * on it (the ledger's trigger updates it too), so two payments never apply the same due twice. The customer
 * first, as a sale that finds its customer by phone locks them before its ledger line locks the account: in
 * the same order, neither waits for the other in a circle. Its balance, 0 without a row.
 */
export async function lockAccount(tx: Executor, customerId: string): Promise<Poisha> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  const [account] = await tx
    .select({ balance: customerAccounts.balance })
    .from(customerAccounts)
    .where(eq(customerAccounts.customerId, customerId))
    .for('update');
  return toPoisha(Number(account?.balance ?? 0));
}

/**
 * Locks the account of the receipt's customer, if it has one, before the receipt is locked: the order a payment
 * locks them in, so an edit or a void of the receipt and a payment on the account never wait for each other
 * in a circle.
 */
export async function lockReceiptAccount(tx: Executor, invoiceId: string): Promise<void> {
  const [found] = await tx
    .select({ customerId: invoices.customerId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (found?.customerId) await lockAccount(tx, found.customerId);
}

/** The customer's due receipts, oldest first (issue date, then number), locked, with what each owes on Credit. */
async function owingOnAccount(tx: Executor, customerId: string): Promise<OwingReceipt[]> {
  const due = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.status, 'due'), isNull(invoices.voidedAt)))
    .orderBy(asc(invoices.issueDate), asc(invoices.invoiceNumber))
    .for('update');
  const rows = await paymentRowsOf(
    tx,
    due.map((row) => row.id),
  );
  return due
    .map((row) => {
      const own = rows.get(row.id)!;
      const credit = creditOf(own);
      const amountDue = toPoisha(settlement(Number(row.total), own.map(asTender)).amountDue);
      return { row, rows: own, credit, owed: Math.min(amountDue, credit) };
    })
    .filter((receipt) => receipt.owed > 0);
}

/** One receipt, locked after its customer's account (the order every payment locks in), with what it owes. */
async function owingReceipt(tx: Executor, invoiceId: string): Promise<OwingReceipt> {
  await lockReceiptAccount(tx, invoiceId);
  const [row] = await tx.select().from(invoices).where(liveReceipt(invoiceId)).for('update');
  if (!row) throw notFound('Invoice');
  const own = (await paymentRowsOf(tx, [invoiceId])).get(invoiceId)!;
  const owed = toPoisha(settlement(Number(row.total), own.map(asTender)).amountDue);
  return { row, rows: own, credit: creditOf(own), owed };
}

type Payer = { customerId: string | null; name: string; phone: string; balance: Poisha };

async function payerOf(tx: Executor, scope: PaymentScope, receipts: OwingReceipt[]): Promise<Payer> {
  const customerId = 'customerId' in scope ? scope.customerId : (receipts[0]!.row.customerId ?? null);
  if (customerId === null) {
    const { row, owed } = receipts[0]!;
    return { customerId, name: row.customerName, phone: row.customerPhone, balance: owed };
  }
  const [customer] = await tx
    .select({ name: customers.name, phone: customers.phone, balance: customerAccounts.balance })
    .from(customers)
    .leftJoin(customerAccounts, eq(customerAccounts.customerId, customers.id))
    .where(eq(customers.id, customerId));
  if (!customer) throw notFound('Customer');
  return { customerId, ...customer, balance: toPoisha(Number(customer.balance ?? 0)) };
}

/** The receipts the payment reaches and what it puts on each; refused as the rules of its scope say. */
async function planPayment(tx: Executor, scope: PaymentScope, tenders: readonly Tender[]) {
  let receipts: OwingReceipt[];
  if ('customerId' in scope) {
    const [exists] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, scope.customerId));
    if (!exists) throw notFound('Customer');
    await lockAccount(tx, scope.customerId);
    receipts = await owingOnAccount(tx, scope.customerId);
    const owed = receipts.reduce((sum, receipt) => sum + receipt.owed, 0);
    const problem = accountPaymentProblem(owed / 100, tenders);
    if (problem) throw badRequest(problem);
  } else {
    receipts = [await owingReceipt(tx, scope.invoiceId)];
    const problem = laterPaymentProblem(receipts[0]!.owed / 100, tenders);
    if (problem) throw badRequest(problem);
  }
  const shares = spreadPayment(
    receipts.map((receipt) => receipt.owed),
    tenders,
  );
  return { receipts: receipts.slice(0, shares.length), shares, payer: await payerOf(tx, scope, receipts) };
}

/** The rows a share adds to its receipt: what it pays comes off the receipt's Credit first, then its tenders. */
function shareTenders(receipt: OwingReceipt, share: ReceiptShare): Tender[] {
  const creditSettled = Math.min(receipt.credit, share.paid);
  const credit: Tender[] =
    creditSettled > 0 ? [{ method: 'Credit', amount: -creditSettled / 100, reference: '' }] : [];
  return [...credit, ...share.tenders];
}

/** Brings a receipt's cached amount paid, status and method to what all its rows say (ADR 0075). */
export async function refreshReceipt(tx: Executor, row: InvoiceRow, rows: readonly PaymentRow[]) {
  const after = settlement(Number(row.total), rows.map(asTender));
  await tx
    .update(invoices)
    .set({
      amountPaid: poishaToDecimalString(toPoisha(after.amountPaid)),
      status: after.status,
      paymentMethod: after.paymentMethod,
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, row.id));
}

/** Files an entry per receipt a payment (or its void) changed, under the receipt, as a later payment's (issue 32). */
export async function fileReceiptEntries(
  tx: Executor,
  author: EntryAuthor,
  changes: { id: string; before: Invoice }[],
  action: 'create' | 'void',
  reason?: string,
) {
  const entries = [];
  for (const { id, before } of changes) {
    const after = await findInvoice(tx, id);
    entries.push({ kind: 'payment' as const, entityId: id, action, before, after, reason });
  }
  await appendEntries(tx, author.actor, author.address, entries);
}

const userName = (userId: string) => sql<string>`coalesce((select name from users where id = ${userId}), '')`;

/**
 * Receives a payment (ADR 0182) in `tx`: applied to the scope's due receipts oldest first, it adds to each the
 * rows a later payment adds (a negative Credit row and the tenders), tagged with the payment's id, in one
 * statement so the account's ledger gets one line for it. Returns the payment's id.
 */
export async function receivePayment(
  tx: Executor,
  scope: PaymentScope,
  body: { tenders: readonly Tender[]; note?: string },
  ctx: PaymentContext,
): Promise<string> {
  const { receipts, shares, payer } = await planPayment(tx, scope, body.tenders);
  const before = await Promise.all(receipts.map((receipt) => findInvoice(tx, receipt.row.id)));
  const rows = receipts.map((receipt, index) => shareTenders(receipt, shares[index]!));
  const creditSettled = rows.flat().filter((tender) => tender.method === 'Credit');
  const applied = shares.reduce((sum, share) => sum + share.paid, 0);
  const received = body.tenders.reduce((sum, tender) => sum + toPoisha(tender.amount), 0);
  const taken: Taken = takenBy(ctx);
  const lowered = payer.customerId ? -creditSettled.reduce((sum, t) => sum + toPoisha(t.amount), 0) : applied;
  const [payment] = await tx
    .insert(customerPayments)
    .values({
      customerId: payer.customerId,
      customerName: payer.name,
      customerPhone: payer.phone,
      tenders: [...body.tenders],
      allocations: receipts.map((receipt, index) => ({
        invoiceId: receipt.row.id,
        invoiceNumber: receipt.row.invoiceNumber,
        amount: shares[index]!.paid / 100,
      })),
      amount: poishaToDecimalString(applied),
      change: poishaToDecimalString(received - applied),
      note: body.note ?? '',
      balanceBefore: poishaToDecimalString(payer.balance),
      balanceAfter: poishaToDecimalString(payer.balance - lowered),
      businessDay: taken.businessDay,
      createdBy: ctx.userId,
      createdByName: userName(ctx.userId),
    })
    .returning({ id: customerPayments.id });
  const added = receipts.flatMap((receipt, index) =>
    newPaymentRows(receipt.row.id, rows[index]!, taken, payment!.id),
  );
  const saved = await tx.insert(invoicePayments).values(added).returning();
  const claims = walletClaims(added).map((claim) => ({
    ...claim,
    invoiceId: null,
    customerPaymentId: payment!.id,
  }));
  await claimWalletReferences(tx, uniqueClaims(claims));
  for (const receipt of receipts)
    await refreshReceipt(tx, receipt.row, [
      ...receipt.rows,
      ...saved.filter((row) => row.invoiceId === receipt.row.id),
    ]);
  await fileReceiptEntries(
    tx,
    ctx.author,
    receipts.map((receipt, index) => ({ id: receipt.row.id, before: before[index]! })),
    'create',
  );
  return payment!.id;
}

/** A wallet tender split over two receipts is one claim of its transaction ID. */
const uniqueClaims = <T extends { method: string; reference: string }>(claims: T[]) =>
  claims.filter(
    (claim, index) =>
      claims.findIndex((other) => other.method === claim.method && other.reference === claim.reference) ===
      index,
  );
