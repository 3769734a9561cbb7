import crypto from 'node:crypto';
import type {
  CreateInvoiceBody,
  Invoice,
  OrderPlace,
  UpdateInvoiceBody,
} from '@dastarkhan/contract/invoices';
import { toPoisha } from '@dastarkhan/contract/money';
import { asc, eq, inArray } from 'drizzle-orm';
import type { ClientDatabase, Database, Executor } from '../../db/client';
import { invoiceItems, invoices, recipes } from '../../db/schema';
import { currentBusinessDetails } from '../../lib/business-details';
import { conflict, notFound } from '../../lib/errors';
import { assertCustomerExists, matchOrCreateCustomer } from './customer-link';
import { applySalesChanges } from './daily-sales';
import {
  applyBody,
  assertCoherent,
  draftFromRow,
  newDraft,
  requestedTenders,
  storedValues,
  type InvoiceDraft,
} from './invoice-draft';
import { toInvoiceJson } from './invoice-json';
import { insertReceipt } from './receipt-insert';
import { countDishSales } from './dish-sales';
import { restateReceiptStock } from './receipt-stock';
import {
  addPayments,
  asTender,
  correctingTenders,
  loadPayments,
  newPaymentRows,
  paymentsJson,
  takenBy,
  toPaymentJson,
  type NewPaymentRow,
} from './receipt-payments';
import { allocateInvoiceNumber, newTransactionId, orderNumberBase } from './invoice-numbers';

export type InvoiceContext = {
  timeZone: string;
  userId?: string | null;
  /** The save time; injectable so tests can pin the order number and the default business day. */
  now?: Date;
};

/** A picked customer wins; otherwise a changed customer is matched (or created) by phone. */
async function resolveCustomer(
  tx: Executor,
  draft: InvoiceDraft,
  body: CreateInvoiceBody | UpdateInvoiceBody,
): Promise<string | null> {
  if (body.customerId) return assertCustomerExists(tx, body.customerId);
  if (body.customer !== undefined || body.customerId === null)
    return matchOrCreateCustomer(tx, draft.customer);
  return draft.customerId;
}

/** A menu item deleted while the form was open still sells under its printed name and price. */
async function dropMissingRecipes(tx: Executor, draft: InvoiceDraft): Promise<InvoiceDraft> {
  const ids = [...new Set(draft.items.flatMap((item) => (item.recipeId ? [item.recipeId] : [])))];
  if (ids.length === 0) return draft;
  const found = await tx.select({ id: recipes.id }).from(recipes).where(inArray(recipes.id, ids));
  const known = new Set(found.map((row) => row.id));
  return {
    ...draft,
    items: draft.items.map((item) =>
      item.recipeId && !known.has(item.recipeId) ? { ...item, recipeId: null } : item,
    ),
  };
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
  place: OrderPlace = { table: null, token: null },
): Promise<PreparedReceipt> {
  const now = ctx.now ?? new Date();
  const draft = applyBody(
    { ...newDraft(await currentBusinessDetails(db), now, ctx.timeZone), customerId: body.customerId ?? null },
    body,
  );
  assertCoherent(draft);
  const tenders = requestedTenders(draft, body, true)!;
  if (!draft.businessName) throw businessDetailsMissing();
  const id = crypto.randomUUID();
  const payments = newPaymentRows(id, tenders, takenBy({ ...ctx, now }));
  if (body.customerId) await assertCustomerExists(db, body.customerId);
  const { invoice, items } = storedValues(draft, tenders);
  return {
    receipt: {
      ...invoice,
      id,
      invoiceNumber: await allocateInvoiceNumber(db, orderNumberBase(now, ctx.timeZone)),
      transactionId: newTransactionId(),
      orderTable: place.table,
      orderToken: place.token,
      createdBy: ctx.userId ?? null,
    },
    items,
    payments,
    linkByPhone: body.customer !== undefined,
  };
}

/** Saves a prepared receipt, its items and its payments in one statement, on the pool or in a transaction. */
export async function saveReceipt(
  db: Database | ClientDatabase,
  prepared: PreparedReceipt,
): Promise<Invoice> {
  const { payments } = prepared;
  const saved = await insertReceipt(db, prepared.receipt, prepared.items, payments, prepared.linkByPhone);
  const at = saved.row.createdAt;
  return toInvoiceJson(
    saved.row,
    saved.items,
    payments.map((payment) => toPaymentJson(payment, at)),
  );
}

export async function createInvoice(
  db: Database,
  body: CreateInvoiceBody,
  ctx: InvoiceContext,
): Promise<Invoice> {
  return saveReceipt(db, await prepareReceipt(db, body, ctx));
}

/** The receipt as the API shows it, locked for the rest of the transaction: an audit entry's before state. */
export async function lockedInvoice(tx: Executor, id: string): Promise<Invoice> {
  await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).for('update');
  return findInvoice(tx, id);
}

export async function findInvoice(db: Executor, id: string): Promise<Invoice> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound('Invoice');
  const items = await db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, id))
    .orderBy(asc(invoiceItems.position));
  return toInvoiceJson(row, items, paymentsJson(await loadPayments(db, id)));
}

export async function updateInvoice(
  db: Executor,
  id: string,
  body: UpdateInvoiceBody,
  ctx: InvoiceContext,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const [saved] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!saved) throw notFound('Invoice');
    const savedItems = await tx
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, id))
      .orderBy(asc(invoiceItems.position));
    let draft = applyBody(draftFromRow(saved, savedItems), body);
    assertCoherent(draft);
    const target = requestedTenders(draft, body, false);
    draft = await dropMissingRecipes(tx, { ...draft, customerId: await resolveCustomer(tx, draft, body) });
    const current = await loadPayments(tx, id);
    const payments = target
      ? await addPayments(tx, id, current, correctingTenders(current, target), takenBy(ctx))
      : current;
    const { invoice, items, totalPoisha } = storedValues(draft, payments.map(asTender));
    const [row] = await tx
      .update(invoices)
      .set({ ...invoice, updatedAt: new Date() })
      .where(eq(invoices.id, id))
      .returning();
    await countDishSales(tx, id, saved.issueDate, -1);
    await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, id));
    const itemRows = await insertItems(tx, id, items);
    await countDishSales(tx, id, row!.issueDate, 1);
    await restateReceiptStock(tx, {
      id,
      invoiceNumber: row!.invoiceNumber,
      day: row!.issueDate,
      countedOn: saved.issueDate,
      actorId: ctx.userId,
    });
    await applySalesChanges(tx, [
      { day: saved.issueDate, sales: -toPoisha(Number(saved.total)), orders: -1 },
      { day: row!.issueDate, sales: totalPoisha, orders: 1 },
    ]);
    return toInvoiceJson(row!, byPosition(itemRows), paymentsJson(payments));
  });
}

export async function deleteInvoice(db: Executor, id: string, actorId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ issueDate: invoices.issueDate })
      .from(invoices)
      .where(eq(invoices.id, id))
      .for('update');
    if (existing) await countDishSales(tx, id, existing.issueDate, -1);
    const [removed] = await tx.delete(invoices).where(eq(invoices.id, id)).returning({
      issueDate: invoices.issueDate,
      total: invoices.total,
      invoiceNumber: invoices.invoiceNumber,
    });
    if (!removed) throw notFound('Invoice');
    // What its dishes took comes back to stock.
    await restateReceiptStock(tx, {
      id,
      invoiceNumber: removed.invoiceNumber,
      day: null,
      countedOn: removed.issueDate,
      actorId,
    });
    await applySalesChanges(tx, [
      { day: removed.issueDate, sales: -toPoisha(Number(removed.total)), orders: -1 },
    ]);
  });
}
