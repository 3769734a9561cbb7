import { moneyReceiptNumber, type AccountPayment } from '@dastarkhan/contract/accounts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerPayments, customerPaymentVoids, invoices } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toIso, toMoney } from '../../lib/reply';

/** A payment received, as its money receipt prints it: what it paid on each receipt and how each stands now. */
export async function findAccountPayment(db: Executor, id: string): Promise<AccountPayment> {
  const [found] = await db
    .select({ payment: customerPayments, void: customerPaymentVoids })
    .from(customerPayments)
    .leftJoin(customerPaymentVoids, eq(customerPaymentVoids.paymentId, customerPayments.id))
    .where(eq(customerPayments.id, id));
  if (!found) throw notFound('Payment');
  const { payment } = found;
  const ids = payment.allocations.map((allocation) => allocation.invoiceId);
  const statuses = ids.length
    ? await db
        .select({ id: invoices.id, status: invoices.status })
        .from(invoices)
        .where(and(inArray(invoices.id, ids), isNull(invoices.voidedAt)))
    : [];
  return {
    _id: payment.id,
    number: moneyReceiptNumber(payment.number),
    customerId: payment.customerId,
    customerName: payment.customerName,
    customerPhone: payment.customerPhone,
    amount: toMoney(payment.amount),
    tenders: payment.tenders,
    change: toMoney(payment.change),
    note: payment.note,
    allocations: payment.allocations.map((allocation) => ({
      ...allocation,
      // A receipt voided since owes nothing: it reads paid.
      status: statuses.find((row) => row.id === allocation.invoiceId)?.status ?? 'paid',
    })),
    balanceBefore: toMoney(payment.balanceBefore),
    balanceAfter: toMoney(payment.balanceAfter),
    businessDay: payment.businessDay,
    createdAt: toIso(payment.createdAt)!,
    createdBy: payment.createdBy,
    createdByName: payment.createdByName,
    voided: found.void && {
      reason: found.void.reason,
      byName: found.void.byName,
      at: toIso(found.void.createdAt)!,
    },
  };
}
