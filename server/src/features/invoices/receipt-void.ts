import { toPoisha, poishaToDecimalString } from '@dastarkhan/contract/money';
import { settlement } from '@dastarkhan/contract/tenders';
import {
  RECEIPT_VOIDED_REPLAY,
  type InvoiceVoid,
  type VoidedInvoiceResponse,
} from '@dastarkhan/contract/voids';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceItems, invoices, invoiceVoids, users } from '../../db/schema';
import { placeLabel } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { toIso } from '../../lib/reply';
import { lockReceiptAccount } from './account-payment';
import { applySalesChanges } from './daily-sales';
import { applyVatChanges, vatRollRows } from './vat-roll';
import { toInvoiceJson } from './invoice-json';
import { receiptChange, type InvoiceContext } from './invoices.service';
import { bookReceiptChange } from './receipt-stock';
import {
  addPayments,
  asTender,
  correctingTenders,
  loadPayments,
  paymentsJson,
  takenBy,
  type PaymentRow,
} from './receipt-payments';

/**
 * A first answer stored under an Idempotency-Key that made (or paid) this receipt now answers 410: a client
 * retrying a request whose receipt was voided must not be told, with a 201, that it stands (ADR 0155).
 */
async function retireStoredAnswers(tx: Executor, id: string): Promise<void> {
  const gone = { status: 'fail', message: RECEIPT_VOIDED_REPLAY };
  await tx.execute(sql`
    update idempotency_keys set status_code = 410, body = ${JSON.stringify(gone)}::jsonb
    where body @> ${JSON.stringify({ data: { invoice: { _id: id } } })}::jsonb`);
}

/**
 * The held order charged into this receipt reads voided, kept with the receipt's reason and what the kitchen
 * had been sent, as a void at the counter keeps them. Returns its id, if the receipt came from one.
 */
async function voidHeldOrder(
  tx: Executor,
  id: string,
  reason: string | null,
  actorId: string | null,
): Promise<string | null> {
  const { rows } = await tx.execute<{ order_id: string }>(sql`
    with voided as (
      update held_orders set status = 'void', version = version + 1, updated_at = now()
      where invoice_id = ${id} and status = 'charged'
      returning id
    )
    insert into order_voids (order_id, reason, lines, created_by)
    select voided.id, ${reason ?? ''}, coalesce((
      select jsonb_agg(jsonb_build_object('name', line.name, 'quantity', line.quantity, 'sentQuantity',
        (select coalesce(sum(sent.quantity), 0) from kitchen_ticket_lines sent where sent.order_line_id = line.id))
        order by line.position)
      from held_order_lines line where line.order_id = voided.id), '[]'::jsonb), ${actorId}::uuid
    from voided
    returning order_id`);
  return rows[0]?.order_id ?? null;
}

/**
 * Voids a receipt in one transaction (ADR 0155): it leaves every list, and everything it booked is reversed by
 * appended rows, never removed: a negative payment row per tender, sale movements that give its dishes'
 * stock back, and negative deltas for the day's sales and dish sales. The row, its number and its rows stay;
 * `invoice_voids` says who, when and why. A receipt already voided is a 404, as a deleted one was. Answers
 * with the held order it voided with the receipt, if any, and its table or token.
 */
export async function voidInvoice(
  db: Executor,
  id: string,
  reason: string | null,
  ctx: InvoiceContext,
): Promise<{ orderId: string | null; orderLabel: string | null }> {
  return db.transaction(async (tx) => {
    await lockReceiptAccount(tx, id);
    const [saved] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), isNull(invoices.voidedAt)))
      .for('update');
    if (!saved) throw notFound('Invoice');
    const actorId = ctx.userId ?? null;
    const current = await loadPayments(tx, id);
    // Voided before its reversals are added, so the customer's ledger reads them as the sale's void (issue 35).
    await tx
      .update(invoices)
      .set({ voidedAt: sql`clock_timestamp()` })
      .where(eq(invoices.id, id));
    const payments = await addPayments(tx, id, current, correctingTenders(current, []), takenBy(ctx));
    const after = settlement(Number(saved.total), payments.map(asTender));
    await tx
      .update(invoices)
      .set({
        amountPaid: poishaToDecimalString(toPoisha(after.amountPaid)),
        status: after.status,
        paymentMethod: after.paymentMethod,
      })
      .where(eq(invoices.id, id));
    // Where its own rows end and the void's reversals begin: the voided view shows it as it stood.
    const lastPaymentSeq = current.at(-1)?.seq ?? null;
    await tx.execute(sql`
      insert into invoice_voids (invoice_id, reason, by_id, by_name, created_at, last_payment_seq)
      select ${id}::uuid, ${reason}::text, ${actorId}::uuid,
        coalesce((select name from users where id = ${actorId}::uuid), ''), clock_timestamp(), ${lastPaymentSeq}::bigint`);
    // What its dishes took comes back to stock, booked on the day of the void (ADR 0162).
    const lines = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, id));
    await bookReceiptChange(tx, { ...receiptChange(saved, lines, ctx), removed: true });
    await applySalesChanges(tx, [
      { day: saved.issueDate, sales: -toPoisha(Number(saved.total)), orders: -1 },
    ]);
    await applyVatChanges(tx, vatRollRows(saved, -1));
    const orderId = await voidHeldOrder(tx, id, reason, actorId);
    await retireStoredAnswers(tx, id);
    return { orderId, orderLabel: placeLabel({ table: saved.orderTable, token: saved.orderToken }) };
  });
}

/**
 * The receipt as it stood just before its void: its payment rows up to the void's reversals, and what they paid
 * (the row's cached figures were brought to nothing by the void).
 */
function asItStood(
  row: typeof invoices.$inferSelect,
  rows: readonly PaymentRow[],
  lastPaymentSeq: number | null,
): { row: typeof invoices.$inferSelect; payments: PaymentRow[] } {
  const payments = rows.filter((payment) => lastPaymentSeq !== null && payment.seq <= lastPaymentSeq);
  const stood = settlement(Number(row.total), payments.map(asTender));
  return {
    row: {
      ...row,
      amountPaid: poishaToDecimalString(toPoisha(stood.amountPaid)),
      status: stood.status,
      paymentMethod: stood.paymentMethod,
    },
    payments,
  };
}

/**
 * A voided receipt as it was, with its void: for an admin (the audit trail links here). Its figures are those of
 * just before the void, not the nothing its reversals left. 404 unless voided.
 */
export async function findVoidedInvoice(db: Executor, id: string): Promise<VoidedInvoiceResponse> {
  const [found] = await db
    .select({ row: invoices, void: invoiceVoids, byName: users.name })
    .from(invoices)
    .innerJoin(invoiceVoids, eq(invoiceVoids.invoiceId, invoices.id))
    .leftJoin(users, eq(users.id, invoiceVoids.byId))
    .where(eq(invoices.id, id));
  if (!found) throw notFound('Voided invoice');
  const items = await db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, id))
    .orderBy(asc(invoiceItems.position));
  const voided: InvoiceVoid = {
    voidedAt: toIso(found.void.createdAt)!,
    voidedBy: { name: found.void.byName || found.byName || '' },
    reason: found.void.reason,
  };
  const stood = asItStood(found.row, await loadPayments(db, id), found.void.lastPaymentSeq);
  return { invoice: toInvoiceJson(stood.row, items, paymentsJson(stood.payments)), void: voided };
}
