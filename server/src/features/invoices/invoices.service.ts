import crypto from 'node:crypto';
import pg from 'pg';
import type {
  CreateInvoiceBody,
  Invoice,
  OrderPlace,
  UpdateInvoiceBody,
} from '@dastarkhan/contract/invoices';
import { toPoisha } from '@dastarkhan/contract/money';
import type { Tender } from '@dastarkhan/contract/tenders';
import type { Role } from '@dastarkhan/contract/common';
import { businessDay } from '@dastarkhan/contract/periods';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { clientTransaction, type ClientDatabase, type Database, type Executor } from '../../db/client';
import { invoiceItems, invoices } from '../../db/schema';
import type { FastifyRequest } from 'fastify';
import { recordApproval } from '../../lib/approvals';
import { changedFields, entryAuthorOf, type EntryAuthor } from '../../lib/audit';
import { currentBusinessDetails } from '../../lib/business-details';
import { currentVatSettings, readVatSettings } from '../../lib/vat-settings';
import { conflict, notFound } from '../../lib/errors';
import { assertCustomerExists, matchOrCreateCustomer } from './customer-link';
import { applySalesChanges } from './daily-sales';
import { applyVatChanges, vatRollRows } from './vat-roll';
import {
  applyBody,
  assertCoherent,
  draftFromRow,
  newDraft,
  assertPaymentsStillFit,
  requestedTenders,
  storedValues,
  type InvoiceDraft,
} from './invoice-draft';
import { toInvoiceJson } from './invoice-json';
import { insertReceipt, type InvoiceRow, type ItemRow } from './receipt-insert';
import {
  assertIssueDate,
  checkDiscount,
  withServerPrices,
  type Actor,
  type DiscountApproval,
} from './receipt-authority';
import { bookReceiptChange, type ReceiptChange } from './receipt-stock';
import {
  addPayments,
  asTender,
  correctingTenders,
  loadPayments,
  newPaymentRows,
  paymentsJson,
  standingTenders,
  takenBy,
  toPaymentJson,
  type NewPaymentRow,
} from './receipt-payments';
import { lockReceiptAccount } from './account-payment';
import { checkCreditLimit, creditIn } from './credit-limit';
import { allocateInvoiceNumber, newTransactionId, orderNumberBase } from './invoice-numbers';

export type InvoiceContext = {
  timeZone: string;
  userId?: string | null;
  /** What the caller may do at the counter: open prices, discounts, other days (issue 32). */
  role: Role;
  /** The save time; injectable so tests can pin the order number and the default business day. */
  now?: Date;
  /** The client's address, which an admin's approval given with the save is recorded from. */
  address?: string | null;
};

const actorOf = (ctx: InvoiceContext): Actor => ({
  role: ctx.role,
  userId: ctx.userId ?? '',
  now: ctx.now ?? new Date(),
  timeZone: ctx.timeZone,
});

/** Where a receipt comes from: the held order it is charged from (its lines were priced when held), if any. */
export type ReceiptSource = OrderPlace & { orderId?: string };

/**
 * A picked customer wins; otherwise a changed customer is matched (or created) by phone, and so is the
 * customer of a receipt without one that an edit puts on Credit (`target`): credit is on an account (issue 35).
 */
async function resolveCustomer(
  tx: Executor,
  draft: InvoiceDraft,
  body: CreateInvoiceBody | UpdateInvoiceBody,
  target?: readonly Tender[],
): Promise<string | null> {
  if (body.customerId) return assertCustomerExists(tx, body.customerId);
  const onCredit = !draft.customerId && target !== undefined && creditIn(target) > 0;
  if (body.customer !== undefined || body.customerId === null || onCredit)
    return matchOrCreateCustomer(tx, draft.customer);
  return draft.customerId;
}

async function insertItems(tx: Executor, invoiceId: string, items: ReturnType<typeof storedValues>['items']) {
  return tx
    .insert(invoiceItems)
    .values(items.map((item) => ({ ...item, invoiceId })))
    .returning();
}

const byPosition = <T extends { position: number }>(rows: T[]) =>
  rows.sort((a, b) => a.position - b.position);

/**
 * A receipt names the seller (NBR's Mushak-6.3 asks for the name at least): until an admin has saved the
 * business details, only a request that brings its own business name makes one (ADR 0060).
 */
const businessDetailsMissing = () =>
  conflict(
    'A receipt must print the business name: an admin enters the business details in Settings before the first receipt.',
  );

/** A new receipt with every value computed and its order number handed out, ready to save. */
export type PreparedReceipt = {
  receipt: Parameters<typeof insertReceipt>[1];
  items: Parameters<typeof insertReceipt>[2];
  payments: NewPaymentRow[];
  linkByPhone: boolean;
  /** An admin's approval of the discount, recorded with the save. */
  approval?: DiscountApproval & {
    requestedBy: string | null;
    address: string | null;
    orderId: string | null;
  };
  /** An admin's approval of a sale past the customer's credit limit (issue 35), recorded with the save. */
  creditApproval?: DiscountApproval & { requestedBy: string | null; address: string | null };
};

/**
 * Everything a new receipt needs from the pool before it is saved: its values, its checks and its order
 * number. What can refuse the receipt is checked before a number is handed out, except a wallet transaction ID
 * used before: the save's own claim refuses that, at the cost of a gap (ADR 0077). Apart from the save, so a save inside an Idempotency-Key's transaction (ADR 0076) needs no second
 * connection.
 */
export async function prepareReceipt(
  db: Database,
  body: CreateInvoiceBody,
  ctx: InvoiceContext,
  source: ReceiptSource = { table: null, token: null },
): Promise<PreparedReceipt> {
  const now = ctx.now ?? new Date();
  const actor = actorOf({ ...ctx, now });
  const asSent = applyBody(
    {
      ...newDraft(await currentBusinessDetails(db), await currentVatSettings(db), now, ctx.timeZone),
      customerId: body.customerId ?? null,
    },
    body,
  );
  assertIssueDate(asSent.issueDate, actor);
  // A held order's lines were priced when they were held: they keep those prices. Their Bangla names are their
  // dishes', as the held order reads them live (the charge's body has none).
  const held = source.orderId ? asSent.items.map(({ nameBn: _live, ...line }) => line) : [];
  const draft = await withServerPrices(db, asSent, actor, held);
  assertCoherent(draft);
  const discountApproval = await checkDiscount(db, draft, actor, body.approval);
  // The spec's default of Credit is its own call's; a held order's charge names what it puts on Credit (ADR 0169).
  const tenders = requestedTenders(draft, body, { creditByDefault: source.orderId === undefined })!;
  if (!draft.businessName) throw businessDetailsMissing();
  const id = crypto.randomUUID();
  const payments = newPaymentRows(id, tenders, takenBy({ ...ctx, now }));
  if (body.customerId) await assertCustomerExists(db, body.customerId);
  const creditApproval = await checkCreditLimit(
    db,
    { id: draft.customerId, phone: draft.customer.phoneNumber },
    creditIn(tenders),
    actor,
    body.approval,
  );
  const { invoice, items } = storedValues(draft, tenders);
  return {
    receipt: {
      ...invoice,
      id,
      invoiceNumber: await allocateInvoiceNumber(db, orderNumberBase(now, ctx.timeZone)),
      transactionId: newTransactionId(),
      orderTable: source.table,
      orderToken: source.token,
      createdBy: ctx.userId ?? null,
    },
    items,
    payments,
    linkByPhone: body.customer !== undefined,
    ...(discountApproval && {
      approval: {
        ...discountApproval,
        requestedBy: ctx.userId ?? null,
        address: ctx.address ?? null,
        orderId: source.orderId ?? null,
      },
    }),
    ...(creditApproval && {
      creditApproval: { ...creditApproval, requestedBy: ctx.userId ?? null, address: ctx.address ?? null },
    }),
  };
}

/**
 * Saves a prepared receipt, its items and its payments in one statement, on the pool or in a transaction; with
 * `author`, its audit entry in the same statement (ADR 0168).
 */
export async function saveReceipt(
  db: Database | ClientDatabase,
  prepared: PreparedReceipt,
  author?: EntryAuthor,
): Promise<Invoice> {
  const { payments } = prepared;
  const asShown = (row: InvoiceRow, items: ItemRow[]) =>
    toInvoiceJson(
      row,
      items,
      payments.map((payment) => toPaymentJson(payment, row.createdAt)),
    );
  const entry = author && {
    ...author,
    after: (row: InvoiceRow, items: ItemRow[]) => changedFields(null, asShown(row, items)).after,
  };
  const saved = await insertReceipt(
    db,
    prepared.receipt,
    prepared.items,
    payments,
    prepared.linkByPhone,
    entry,
  );
  if (prepared.approval)
    await recordApproval(db, { action: 'discount', invoiceId: saved.row.id, ...prepared.approval });
  if (prepared.creditApproval)
    await recordApproval(db, { action: 'credit-limit', invoiceId: saved.row.id, ...prepared.creditApproval });
  return asShown(saved.row, saved.items);
}

/**
 * Saves a prepared receipt with its audit entry, both or neither (issue 32): POST /api/invoices, and the bench's
 * bare route that weighs the entry (server/bench/bare-server.ts). The receipt's statement writes the entry, so
 * on the pool the save needs no transaction; an admin's approval of its discount is a statement more, so a
 * receipt that has one is saved in a transaction (ADR 0168).
 */
export async function saveReceiptWithEntry(
  db: Database | ClientDatabase,
  request: FastifyRequest,
  prepared: PreparedReceipt,
): Promise<Invoice> {
  const author = entryAuthorOf(request);
  if ((prepared.approval || prepared.creditApproval) && db.$client instanceof pg.Pool)
    return clientTransaction(db as Database, (tx) => saveReceipt(tx, prepared, author));
  return saveReceipt(db, prepared, author);
}

export async function createInvoice(
  db: Database,
  body: CreateInvoiceBody,
  ctx: InvoiceContext,
): Promise<Invoice> {
  return saveReceipt(db, await prepareReceipt(db, body, ctx));
}

/** The receipt with this id, unless it was voided: to a client a voided receipt is gone (ADR 0155). */
export const liveReceipt = (id: string) => and(eq(invoices.id, id), isNull(invoices.voidedAt));

/** The receipt as the API shows it, locked for the rest of the transaction: an audit entry's before state. */
export async function lockedInvoice(tx: Executor, id: string): Promise<Invoice> {
  await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).for('update');
  return findInvoice(tx, id);
}

export async function findInvoice(db: Executor, id: string): Promise<Invoice> {
  const [row] = await db.select().from(invoices).where(liveReceipt(id));
  if (!row) throw notFound('Invoice');
  const items = await db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, id))
    .orderBy(asc(invoiceItems.position));
  return toInvoiceJson(row, items, paymentsJson(await loadPayments(db, id)));
}

/**
 * A change to receipt `saved`, whose lines were `before`, booked on the business day it is made (ADR 0162).
 */
export function receiptChange(
  saved: typeof invoices.$inferSelect,
  before: (typeof invoiceItems.$inferSelect)[],
  ctx: InvoiceContext,
): ReceiptChange {
  return {
    id: saved.id,
    invoiceNumber: saved.invoiceNumber,
    saleDay: saved.issueDate,
    bookedOn: businessDay(ctx.now ?? new Date(), ctx.timeZone),
    before,
    actorId: ctx.userId,
  };
}

export async function updateInvoice(
  db: Executor,
  id: string,
  body: UpdateInvoiceBody,
  ctx: InvoiceContext,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    await lockReceiptAccount(tx, id);
    const [saved] = await tx.select().from(invoices).where(liveReceipt(id)).for('update');
    if (!saved) throw notFound('Invoice');
    const savedItems = await tx
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, id))
      .orderBy(asc(invoiceItems.position));
    const before = draftFromRow(saved, savedItems, await readVatSettings(tx));
    const actor = actorOf(ctx);
    assertIssueDate(applyBody(before, body).issueDate, actor, saved.issueDate);
    let draft = await withServerPrices(tx, applyBody(before, body), actor, before.items);
    assertCoherent(draft);
    const discountApproval = await checkDiscount(tx, draft, actor, body.approval, Number(saved.discount));
    const current = await loadPayments(tx, id);
    const standing = standingTenders(current);
    const target = requestedTenders(draft, body, { received: standing });
    if (!target) assertPaymentsStillFit(before, draft, standing);
    draft = { ...draft, customerId: await resolveCustomer(tx, draft, body, target) };
    const creditApproval =
      target &&
      (await checkCreditLimit(
        tx,
        { id: draft.customerId, phone: draft.customer.phoneNumber },
        creditIn(target),
        actor,
        body.approval,
        creditIn(standing),
      ));
    const payments = target
      ? await addPayments(tx, id, current, correctingTenders(current, target), takenBy(ctx))
      : current;
    const { invoice, items, totalPoisha } = storedValues(draft, payments.map(asTender));
    const [row] = await tx
      .update(invoices)
      .set({ ...invoice, updatedAt: new Date() })
      .where(eq(invoices.id, id))
      .returning();
    if (discountApproval)
      await recordApproval(tx, {
        action: 'discount',
        invoiceId: id,
        requestedBy: ctx.userId ?? null,
        address: ctx.address ?? null,
        ...discountApproval,
      });
    if (creditApproval)
      await recordApproval(tx, {
        action: 'credit-limit',
        invoiceId: id,
        requestedBy: ctx.userId ?? null,
        address: ctx.address ?? null,
        ...creditApproval,
      });
    await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, id));
    const itemRows = await insertItems(tx, id, items);
    await bookReceiptChange(tx, receiptChange(saved, savedItems, ctx));
    await applySalesChanges(tx, [
      { day: saved.issueDate, sales: -toPoisha(Number(saved.total)), orders: -1 },
      { day: row!.issueDate, sales: totalPoisha, orders: 1 },
    ]);
    await applyVatChanges(tx, [...vatRollRows(saved, -1), ...vatRollRows(row!, 1)]);
    return toInvoiceJson(row!, byPosition(itemRows), paymentsJson(payments));
  });
}
