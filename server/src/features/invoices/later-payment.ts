import type { Invoice } from '@dastarkhan/contract/invoices';
import { laterTenders, settlement, type LaterPaymentBody } from '@dastarkhan/contract/tenders';
import type { Executor } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { receivePayment, type PaymentContext } from './account-payment';
import { findInvoice, liveReceipt } from './invoices.service';
import { invoices } from '../../db/schema';
import { loadPayments, asTender } from './receipt-payments';

/**
 * Money received later on a due receipt (ADR 0075), sent as tenders or in the spec's shape (ADR 0145): a
 * payment received limited to this receipt (ADR 0182), the same code as a payment on the customer's account,
 * with the receipt's own refusals: a paid receipt, and beyond what is owed unless the excess is cash (the
 * change). What it pays comes off the part left on credit first. Runs in `tx`.
 */
export async function recordPayment(
  tx: Executor,
  id: string,
  body: LaterPaymentBody,
  ctx: PaymentContext,
): Promise<Invoice> {
  const [saved] = await tx.select().from(invoices).where(liveReceipt(id));
  if (!saved) throw notFound('Invoice');
  const due = settlement(Number(saved.total), (await loadPayments(tx, id)).map(asTender)).amountDue;
  const taken = laterTenders(due, body);
  // A paid receipt is refused as paid, whatever the payment's own fault.
  if (typeof taken === 'string') throw badRequest(due <= 0 ? 'This receipt is already paid.' : taken);
  await receivePayment(tx, { invoiceId: id }, { tenders: taken }, ctx);
  return findInvoice(tx, id);
}
