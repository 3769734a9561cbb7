import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    index('costs_created_at_idx').on(t.createdAt, t.id),
    check('costs_amount_check', sql`${t.amount} >= 0`),
  ],
);
