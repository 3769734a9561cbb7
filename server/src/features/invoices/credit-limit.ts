import { creditLimitRefused } from '@dastarkhan/contract/accounts';
import { discountLimitsApply, type Approval } from '@dastarkhan/contract/counter-rules';
import { fromPoisha, toPoisha, type Poisha } from '@dastarkhan/contract/money';
import type { Tender } from '@dastarkhan/contract/tenders';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerAccounts, customers } from '../../db/schema';
import { approvalRequired, checkApproval } from '../../lib/approvals';
import type { Actor, DiscountApproval } from './receipt-authority';

/** What a receipt's tenders put on Credit, in poisha. */
export const creditIn = (tenders: readonly Tender[]): Poisha =>
  tenders
    .filter((tender) => tender.method === 'Credit')
    .reduce((sum, tender) => sum + toPoisha(tender.amount), 0);

/** The receipt's customer: the one picked, or the one owning its phone; none for a new phone. */
async function accountOf(db: Executor, customer: { id: string | null; phone: string }) {
  const where = customer.id ? eq(customers.id, customer.id) : eq(customers.phone, customer.phone);
  if (!customer.id && !customer.phone) return undefined;
  const [found] = await db
    .select({ limit: customers.creditLimit, balance: customerAccounts.balance })
    .from(customers)
    .leftJoin(customerAccounts, eq(customerAccounts.customerId, customers.id))
    .where(where);
  return found;
}

/**
 * The credit limit's check (ADR 0185): a receipt that puts more on Credit than it had (`savedCredit`) and so
 * takes the customer's balance past their limit is refused with 422 and an `approval` entry (the counter opens
 * its dialog, as for a discount), unless it carries an admin's approval, which is checked here and recorded with the save. An
 * admin's own sale is not held to it, as their discounts are not. The balance is read before the save: two
 * sales at once may each pass, as two cashiers at once could.
 */
export async function checkCreditLimit(
  db: Executor,
  customer: { id: string | null; phone: string },
  credit: Poisha,
  actor: Actor,
  approval: Approval | undefined,
  savedCredit: Poisha = 0,
): Promise<DiscountApproval | undefined> {
  if (credit <= savedCredit || !discountLimitsApply(actor.role)) return undefined;
  const account = await accountOf(db, customer);
  if (!account || account.limit === null) return undefined;
  const balance = toPoisha(Number(account.balance ?? 0));
  const limit = toPoisha(Number(account.limit));
  const after = balance - savedCredit + credit;
  if (after <= limit) return undefined;
  const message = creditLimitRefused(fromPoisha(limit), fromPoisha(after));
  if (!approval) throw approvalRequired(message);
  const approver = await checkApproval(db, approval, actor.userId);
  const details = {
    balance: fromPoisha(balance),
    creditLimit: fromPoisha(limit),
    amount: fromPoisha(credit - savedCredit),
    balanceAfter: fromPoisha(after),
  };
  return { approver, details };
}
