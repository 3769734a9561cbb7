import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { InvoiceDraft } from './invoice-draft';

export const CUSTOMER_GONE = 'The chosen customer no longer exists. Pick the customer again.';

export async function assertCustomerExists(tx: Executor, id: string): Promise<string> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.archivedAt)));
  if (!row) throw badRequest(CUSTOMER_GONE);
  return row.id;
}

/**
 * The customer a receipt belongs to when none was picked: the one owning the phone number (phone is the
 * unique identity of a customer), or a new customer when the number is new. Without a phone there is no
 * reliable match, so the receipt stays unlinked (docs/decisions/0010-receipt-customers.md).
 */
export async function matchOrCreateCustomer(
  tx: Executor,
  customer: InvoiceDraft['customer'],
): Promise<string | null> {
  if (!customer.phoneNumber) return null;
  const [created] = await tx
    .insert(customers)
    .values({
      name: customer.name,
      phone: customer.phoneNumber,
      street: customer.address,
      country: customer.country,
    })
    .onConflictDoNothing({ target: customers.phone })
    .returning({ id: customers.id });
  if (created) return created.id;
  // A customer deleted (archived) earlier who comes back with the same phone is back in the list (ADR 0157).
  const [existing] = await tx
    .update(customers)
    .set({ archivedAt: null, archivedBy: null })
    .where(eq(customers.phone, customer.phoneNumber))
    .returning({ id: customers.id });
  return existing?.id ?? null;
}
