import { PAYMENT_ALREADY_VOIDED } from '@dastarkhan/contract/accounts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  customerPayments,
  customerPaymentVoids,
  invoicePayments,
  invoices,
  walletReferences,
} from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import {
  fileReceiptEntries,
  lockAccount,
  paymentRowsOf,
  refreshReceipt,
  type PaymentContext,
} from './account-payment';
import { findInvoice } from './invoices.service';
import { newPaymentRows, takenBy, type PaymentRow } from './receipt-payments';

const reversalOf = (rows: readonly PaymentRow[]) =>
  rows.map((row) => ({ method: row.method, reference: row.reference, amount: -Number(row.amount) }));

/**
 * Voids a payment received (ADR 0182) in `tx`: who, when and why are kept, and each live receipt it paid gets
 * rows that reverse the payment's own (Credit back up, its tenders taken back), tagged with the payment, so
 * the receipt is due again and the account's ledger has one line for the void. Later payments stay where they
 * were applied. Its wallet transaction IDs are freed, to be received again. A voided payment is a 409.
 */
export async function voidAccountPayment(
  tx: Executor,
  id: string,
  reason: string,
  ctx: PaymentContext,
): Promise<void> {
  const [payment] = await tx.select().from(customerPayments).where(eq(customerPayments.id, id));
  if (!payment) throw notFound('Payment');
  if (payment.customerId) await lockAccount(tx, payment.customerId);
  const ids = payment.allocations.map((allocation) => allocation.invoiceId);
  const receipts = await tx
    .select()
    .from(invoices)
    .where(and(inArray(invoices.id, ids), isNull(invoices.voidedAt)))
    .orderBy(invoices.id)
    .for('update');
  const [voided] = await tx
    .insert(customerPaymentVoids)
    .values({
      paymentId: id,
      reason,
      byId: ctx.userId,
      byName: sql`coalesce((select name from users where id = ${ctx.userId}), '')`,
    })
    .onConflictDoNothing()
    .returning({ paymentId: customerPaymentVoids.paymentId });
  if (!voided) throw conflict(PAYMENT_ALREADY_VOIDED);
  const before = await Promise.all(receipts.map((row) => findInvoice(tx, row.id)));
  const rows = await paymentRowsOf(
    tx,
    receipts.map((row) => row.id),
  );
  const taken = takenBy(ctx);
  const added = receipts.flatMap((row) =>
    newPaymentRows(
      row.id,
      reversalOf(rows.get(row.id)!.filter((own) => own.customerPaymentId === id)),
      taken,
      id,
    ),
  );
  const saved = added.length ? await tx.insert(invoicePayments).values(added).returning() : [];
  for (const row of receipts)
    await refreshReceipt(tx, row, [...rows.get(row.id)!, ...saved.filter((own) => own.invoiceId === row.id)]);
  await tx.delete(walletReferences).where(eq(walletReferences.customerPaymentId, id));
  await fileReceiptEntries(
    tx,
    ctx.author,
    receipts.map((row, index) => ({ id: row.id, before: before[index]! })),
    'void',
    reason,
  );
}
