import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, moneyTotal, primaryId } from './columns';
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
    // The list's order, live costs only as the list shows them, so a deep page skips index keys without
    // visiting each skipped cost to see it is not archived (issue 33).
    index('costs_live_created_at_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    check('costs_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** The live costs counted and summed: what the unfiltered costs list shows as its total and amount. */
const costFigures = {
  costs: bigint('costs', { mode: 'number' }).notNull(),
  amount: moneyTotal('amount').notNull(),
};

/**
 * Every live cost counted and summed in one row, so the costs list without a period reads its total and amount
 * as a row and a few pending changes, not by summing years of costs (ADR 0174). Statement triggers on `costs`
 * append each statement's change to live costs (an insert, an edit of the amount, an archive) to
 * `cost_total_deltas`, appends only; the sales fold adds them here. Readers use `live_cost_totals`.
 */
export const costTotals = pgTable(
  'cost_totals',
  { single: boolean('single').primaryKey().default(true), ...costFigures },
  (t) => [check('cost_totals_single_check', sql`${t.single}`)],
);

/** Changes to the live costs' count and sum not yet folded into `cost_totals`. */
export const costTotalDeltas = pgTable('cost_total_deltas', costFigures);

/** What readers sum: the folded row and the changes still waiting. */
export const liveCostTotals = pgView('live_cost_totals', costFigures).as(
  sql`select costs, amount from cost_totals union all select costs, amount from cost_total_deltas`,
);
