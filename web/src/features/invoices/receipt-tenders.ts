import type { Invoice } from '@dastarkhan/contract/invoices';
import { receivedTenders, type Tender } from '@dastarkhan/contract/tenders';

/**
 * How a receipt shows what paid it (ADR 0081): a receipt paid by one tender keeps the spec's rows (Amount
 * Paid, Payment Method) and adds that tender's reference, if it has one; a receipt paid by several, or by one
 * other than the method it reads as (cash paid on a credit sale), lists each tender with its amount and
 * reference above Amount Paid.
 */
export type ReceiptTenders = { kind: 'single'; tender?: Tender } | { kind: 'list'; tenders: Tender[] };

export function receiptTenders(invoice: Pick<Invoice, 'payments' | 'paymentMethod'>): ReceiptTenders {
  const tenders = receivedTenders(invoice.payments);
  const [only] = tenders;
  if (tenders.length > 1 || (only && only.method !== invoice.paymentMethod)) return { kind: 'list', tenders };
  return { kind: 'single', tender: only };
}
