import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { APPROVAL_ACTIONS } from '@dastarkhan/contract/counter-rules';
import { createdAt, oneOf, primaryId } from './columns';
import { users } from './users';

/**
 * An admin's approval given at the counter (ADR 0142): who approved, for whom, what, when, and for which receipt
 * or order. Only ever added, in the transaction of what it approved.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: primaryId(),
    action: text('action', { enum: APPROVAL_ACTIONS }).notNull(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The approver's name as it was, so the record still names them if their account goes. */
    approverName: text('approver_name').notNull(),
    /** How the admin proved it was them: their PIN, or their password. */
    method: text('method', { enum: ['pin', 'password'] }).notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Not foreign keys: an approval outlives what it approved, as a book entry does. */
    invoiceId: uuid('invoice_id'),
    orderId: uuid('order_id'),
    /** What was approved: the discount and the subtotal, or the lines the kitchen had been sent. */
    details: jsonb('details').notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('approvals_invoice_id_idx').on(t.invoiceId),
    index('approvals_order_id_idx').on(t.orderId),
    check('approvals_action_check', oneOf(t.action, APPROVAL_ACTIONS)),
    check('approvals_method_check', sql`${t.method} in ('pin', 'password')`),
    check('approvals_target_check', sql`${t.invoiceId} is not null or ${t.orderId} is not null`),
  ],
);
