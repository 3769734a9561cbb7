import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { DRAWER_KINDS } from '@dastarkhan/contract/days';
import { costs } from './costs';
import { createdAt, money, moneyTotal, oneOf, primaryId } from './columns';

/**
 * Money put into the drawer or taken out of it (issue 34), only ever appended: a mistake is voided by a row in
 * `drawer_movement_voids`. A pay-out also books an extra cost (`cost_id`), so it reaches every cost figure.
 */
export const drawerMovements = pgTable(
  'drawer_movements',
  {
    id: primaryId(),
    kind: text('kind', { enum: DRAWER_KINDS }).notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    /** The business day (restaurant time zone) it was made on. */
    day: date('day').notNull(),
    costId: uuid('cost_id').references(() => costs.id, { onDelete: 'restrict' }),
    /**
     * A supplier paid from the drawer: the stock item whose supplier was paid, and the `payment` movement that
     * lowered its due (ADR 0177, amended). Such a pay-out books no cost: the intake already did.
     */
    itemId: uuid('item_id'),
    stockMovementId: uuid('stock_movement_id'),
    /** A supplier paid in cash (issue 35): the supplier payment this pay-out is, counted once, voided together. */
    supplierPaymentId: uuid('supplier_payment_id'),
    byId: uuid('by_id'),
    byName: text('by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('drawer_movements_day_idx').on(t.day),
    check('drawer_movements_kind_check', oneOf(t.kind, DRAWER_KINDS)),
    check('drawer_movements_amount_check', sql`${t.amount} > 0`),
    check(
      'drawer_movements_cost_check',
      sql`(${t.kind} = 'pay-out') = (${t.costId} is not null or ${t.stockMovementId} is not null or ${t.supplierPaymentId} is not null)`,
    ),
    check(
      'drawer_movements_supplier_check',
      sql`(${t.stockMovementId} is null or ${t.itemId} is not null) and (${t.costId} is null or (${t.itemId} is null and ${t.supplierPaymentId} is null))`,
    ),
  ],
);

/** Who voided a pay-in or pay-out, when and why: appended, never an update of the movement. */
export const drawerMovementVoids = pgTable('drawer_movement_voids', {
  movementId: uuid('movement_id')
    .primaryKey()
    .references(() => drawerMovements.id, { onDelete: 'restrict' }),
  reason: text('reason').notNull(),
  byId: uuid('by_id'),
  byName: text('by_name').notNull(),
  createdAt: createdAt(),
});

/**
 * Today's opening float set by hand (issue 34: it only defaults to what the last close left in the drawer):
 * appended, the latest row of a day counts.
 */
export const openingFloats = pgTable(
  'opening_floats',
  {
    id: primaryId(),
    day: date('day').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    byId: uuid('by_id'),
    byName: text('by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('opening_floats_day_idx').on(t.day, t.createdAt),
    check('opening_floats_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * A business day closed with its drawer counted: the Z report, numbered and kept with its figures as they were,
 * so it prints the same after any restart. Appended only; an admin's reopening is a row in `day_reopens`, and a
 * later close of the same day is a new Z.
 */
export const dayCloses = pgTable(
  'day_closes',
  {
    id: primaryId(),
    zNumber: bigint('z_number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    day: date('day').notNull(),
    /** The X report's figures at the close (DayFigures). */
    figures: jsonb('figures').notNull().$type<Record<string, unknown>>(),
    /** The counted notes by face value. */
    notes: jsonb('notes').notNull().$type<Record<string, number>>(),
    countedCash: money('counted_cash').notNull(),
    countedBkash: money('counted_bkash').notNull(),
    countedNagad: money('counted_nagad').notNull(),
    /** Counted cash − expected cash. */
    difference: money('difference').notNull(),
    leftInDrawer: money('left_in_drawer').notNull(),
    reason: text('reason'),
    byId: uuid('by_id'),
    byName: text('by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('day_closes_day_idx').on(t.day)],
);

/** An admin's reopening of a close, with why; the day is open again until its next close. */
export const dayReopens = pgTable('day_reopens', {
  closeId: uuid('close_id')
    .primaryKey()
    .references(() => dayCloses.id, { onDelete: 'restrict' }),
  reason: text('reason').notNull(),
  byId: uuid('by_id'),
  byName: text('by_name').notNull(),
  createdAt: createdAt(),
});

/** The days closed now: each close not reopened. The freeze triggers read it. */
export const closedDays = pgView('closed_days', {
  day: date('day').notNull(),
  zNumber: bigint('z_number', { mode: 'number' }).notNull(),
}).as(
  sql`select c.day, c.z_number from day_closes c where not exists (select from day_reopens r where r.close_id = c.id)`,
);

/**
 * The X report's figures per business day (money by tender, change, discounts, voids, approvals, pay-ins and
 * pay-outs), kept like `daily_sales`: triggers append each statement's change to `day_figure_deltas` in its
 * transaction, the sales fold moves them here. Readers use `figures_by_day`.
 */
const dayFigureColumns = () => ({
  day: date('day').notNull(),
  figure: text('figure').notNull(),
  amount: moneyTotal('amount').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
});
export const dayFigures = pgTable('day_figures', dayFigureColumns(), (t) => [
  primaryKey({ columns: [t.day, t.figure] }),
]);
export const dayFigureDeltas = pgTable('day_figure_deltas', dayFigureColumns(), (t) => [
  index('day_figure_deltas_day_idx').on(t.day),
]);
export const figuresByDay = pgView('figures_by_day', dayFigureColumns()).as(
  sql`select day, figure, amount, count from day_figures union all select day, figure, amount, count from day_figure_deltas`,
);
