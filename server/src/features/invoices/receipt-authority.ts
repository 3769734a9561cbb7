import {
  discountBeyondLimits,
  discountLimitsApply,
  discountNeedsApproval,
  discountProblem,
  ISSUE_DATE_ADMIN_ONLY,
  ISSUE_DATE_IN_FUTURE,
  maySetIssueDate,
  type Approval,
} from '@dastarkhan/contract/counter-rules';
import type { Role } from '@dastarkhan/contract/common';
import { computeInvoiceTotals } from '@dastarkhan/contract/money';
import { businessDay } from '@dastarkhan/contract/periods';
import type { Executor } from '../../db/client';
import { approvalRequired, checkApproval, type Approver } from '../../lib/approvals';
import { readCounterLimits } from '../../lib/counter-limits';
import { AppError, badRequest } from '../../lib/errors';
import { priceLines, type KeptLine } from '../../lib/menu-prices';
import type { InvoiceDraft } from './invoice-draft';

/** Who saves a receipt, and when: what they may do at the counter depends on their role (issue 32). */
export type Actor = { role: Role; userId: string; now: Date; timeZone: string };

/**
 * The receipt's business day (ADR 0144): today's unless an admin dates it, never after today. `saved` is the
 * day a receipt being edited already has, which it may keep.
 */
export function assertIssueDate(issueDate: string, actor: Actor, saved?: string): void {
  if (issueDate === saved) return;
  const today = businessDay(actor.now, actor.timeZone);
  if (issueDate > today) throw badRequest(ISSUE_DATE_IN_FUTURE);
  if (issueDate !== today && !maySetIssueDate(actor.role)) throw new AppError(422, ISSUE_DATE_ADMIN_ONLY);
}

/** The draft with the server's prices on its items; `kept` are the lines it already had, at their prices. */
export async function withServerPrices(
  db: Executor,
  draft: InvoiceDraft,
  actor: Actor,
  kept: readonly KeptLine[] = [],
): Promise<InvoiceDraft> {
  return { ...draft, items: await priceLines(db, draft.items, actor.role, kept) };
}

export type DiscountApproval = { approver: Approver; details: Record<string, unknown> };

/**
 * The discount's checks (ADR 0141): never the whole subtotal or more, for anyone; beyond the admin's limits, a
 * non-admin needs an admin's approval, which is checked here and recorded with the save. A discount the receipt
 * already had (`savedDiscount`, in taka) is not asked about again.
 */
export async function checkDiscount(
  db: Executor,
  draft: InvoiceDraft,
  actor: Actor,
  approval: Approval | undefined,
  savedDiscount?: number,
): Promise<DiscountApproval | undefined> {
  const { subTotal, discount } = computeInvoiceTotals(draft.items, draft.discountType, draft.discountAmount);
  const { discountAmount } = draft;
  // What was asked before any cap: a percent of 100 or more is the whole subtotal.
  const asked = draft.discountType === 'fixed' ? discountAmount : discountAmount >= 100 ? subTotal : discount;
  const problem = discountProblem(subTotal, asked);
  if (problem) throw badRequest(problem);
  if (!discountLimitsApply(actor.role) || discount === savedDiscount) return undefined;
  const limits = await readCounterLimits(db);
  if (!discountBeyondLimits(subTotal, discount, limits)) return undefined;
  if (!approval) throw approvalRequired(discountNeedsApproval(limits));
  const approver = await checkApproval(db, approval, actor.userId);
  const details = { discountType: draft.discountType, discountAmount, discount, subTotal, limits };
  return { approver, details };
}
