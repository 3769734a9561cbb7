import type { Invoice } from '@dastarkhan/contract/invoices';
import { poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import {
  laterPaymentProblem,
  laterTenders,
  settlement,
  type LaterPaymentBody,
  type Tender,
} from '@dastarkhan/contract/tenders';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceItems, invoices } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { toInvoiceJson } from './invoice-json';
import { liveReceipt, type InvoiceContext } from './invoices.service';
import { addPayments, asTender, loadPayments, paymentsJson, takenBy } from './receipt-payments';

/**
 * Money received later on a due receipt (ADR 0075), sent as tenders or in the spec's shape (ADR 0145): refused
 * on a paid receipt, and beyond what is owed unless the excess is cash (the change). What it pays comes off the part left on credit first. Runs in `tx`.
 */
export async function recordPayment(
  tx: Executor,
  id: string,
  body: LaterPaymentBody,
  ctx: InvoiceContext,
): Promise<Invoice> {
  const [saved] = await tx.select().from(invoices).where(liveReceipt(id)).for('update');
  if (!saved) throw notFound('Invoice');
  const current = await loadPayments(tx, id);
  const before = settlement(Number(saved.total), current.map(asTender));
  const taken = laterTenders(before.amountDue, body);
  // A paid receipt is refused as paid, whatever the payment's own fault.
  const problem =
    laterPaymentProblem(before.amountDue, typeof taken === 'string' ? [] : taken) ??
    (typeof taken === 'string' ? taken : undefined);
  if (problem || typeof taken === 'string') throw badRequest(problem ?? String(taken));
  const received = taken.reduce((sum, tender) => sum + toPoisha(tender.amount), 0);
  const onCredit = current
    .filter((row) => row.method === 'Credit')
    .reduce((sum, row) => sum + toPoisha(Number(row.amount)), 0);
  const creditSettled = Math.min(onCredit, received, toPoisha(before.amountDue));
  const tenders: Tender[] =
    creditSettled > 0 ? [{ method: 'Credit', amount: -creditSettled / 100, reference: '' }, ...taken] : taken;
  const payments = await addPayments(tx, id, current, tenders, takenBy(ctx));
  const after = settlement(Number(saved.total), payments.map(asTender));
  const [row] = await tx
    .update(invoices)
    .set({
      amountPaid: poishaToDecimalString(toPoisha(after.amountPaid)),
      status: after.status,
      paymentMethod: after.paymentMethod,
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, id))
    .returning();
  const items = await tx
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, id))
    .orderBy(asc(invoiceItems.position));
  return toInvoiceJson(row!, items, paymentsJson(payments));
}
