import {
  APPROVAL_PATH,
  APPROVAL_REFUSED,
  APPROVAL_TOO_MANY,
  type Approval,
  type ApprovalAction,
} from '@dastarkhan/contract/counter-rules';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Executor } from '../db/client';
import { approvals, users } from '../db/schema';
import { appendEntries } from './audit';
import { AppError } from './errors';
import { dummyPasswordHash, verifyPassword } from './passwords';

/** An admin's approval as checked: who gave it, and how they proved it was them. */
export type Approver = { id: string; name: string; method: 'pin' | 'password' };

/** What a refused request needs: an admin's approval (422 with an `approval` entry the counter opens its dialog on). */
export const approvalRequired = (message: string) =>
  new AppError(422, message, [{ path: APPROVAL_PATH, message }]);

/**
 * Wrong PINs or passwords per requesting user: a 4-digit PIN is 10,000 guesses, so after 5 wrong ones in 15
 * minutes the user's approvals are refused until the window passes (ADR 0142).
 */
const FAILURES_ALLOWED = 5;
const failures = new LRUCache<string, number>({ max: 10_000, ttl: 15 * 60_000 });

async function approverByPin(db: Executor, pin: string): Promise<Approver | undefined> {
  const admins = await db
    .select({ id: users.id, name: users.name, pinHash: users.pinHash })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'Active'), isNotNull(users.pinHash)));
  for (const admin of admins)
    if (await verifyPassword(admin.pinHash!, pin)) return { id: admin.id, name: admin.name, method: 'pin' };
  return undefined;
}

async function approverByPassword(
  db: Executor,
  email: string,
  password: string,
): Promise<Approver | undefined> {
  const [admin] = await db
    .select({
      id: users.id,
      name: users.name,
      passwordHash: users.passwordHash,
      role: users.role,
      status: users.status,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  // The same work whether or not the email is an admin's, so the answer's time tells nothing.
  const valid = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash), password);
  if (!valid || admin?.role !== 'admin' || admin.status !== 'Active') return undefined;
  return { id: admin.id, name: admin.name, method: 'password' };
}

/** The admin who gave `approval`, or a 422 (429 after too many wrong tries by `requesterId`). */
export async function checkApproval(
  db: Executor,
  approval: Approval,
  requesterId: string,
): Promise<Approver> {
  const failed = failures.get(requesterId) ?? 0;
  if (failed >= FAILURES_ALLOWED) throw new AppError(429, APPROVAL_TOO_MANY);
  const approver =
    'pin' in approval
      ? await approverByPin(db, approval.pin)
      : await approverByPassword(db, approval.email, approval.password);
  if (approver) return approver;
  failures.set(requesterId, failed + 1);
  throw new AppError(422, APPROVAL_REFUSED, [{ path: APPROVAL_PATH, message: APPROVAL_REFUSED }]);
}

export type ApprovalRecord = {
  action: ApprovalAction;
  approver: Approver;
  requestedBy: string | null;
  /** Where the approval was given: the address of the request that carried it (the counter's). */
  address: string | null;
  invoiceId?: string | null;
  orderId?: string | null;
  details: Record<string, unknown>;
};

/**
 * Records an approval in the caller's transaction, with what it approved, and its entry in the audit trail by
 * the approving admin from the counter's address (issue 32): the approval and what it approved are saved
 * together or not at all.
 */
export async function recordApproval(tx: Executor, record: ApprovalRecord): Promise<void> {
  const values = {
    action: record.action,
    approvedBy: record.approver.id,
    approverName: record.approver.name,
    method: record.approver.method,
    requestedBy: record.requestedBy,
    invoiceId: record.invoiceId ?? null,
    orderId: record.orderId ?? null,
    details: record.details,
  };
  const [row] = await tx.insert(approvals).values(values).returning({ id: approvals.id });
  await appendEntries(tx, { id: record.approver.id, name: record.approver.name }, record.address, [
    { kind: 'approval', entityId: row!.id, action: 'approve', after: values },
  ]);
}
