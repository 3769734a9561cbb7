import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, primaryId } from './columns';
import { users } from './users';

export const costs = pgTable(
  'costs',
  {
    id: primaryId(),
    reason: text('reason').notNull(),
    amount: money('amount').notNull(),
    holderName: text('holder_name').notNull().default('Not specified'),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedByName: text('added_by_name').notNull().default(''),
    createdAt: createdAt(),
    /** Set when the cost is deleted: it leaves every list and picker, and stays in the books (ADR 0157). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('costs_created_at_idx').on(t.createdAt, t.id),
    check('costs_amount_check', sql`${t.amount} >= 0`),
  ],
);
