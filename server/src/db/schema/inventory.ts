import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  INVENTORY_UNITS,
  MOVEMENT_KINDS,
  MOVEMENT_REASONS,
  WASTE_REASONS,
} from '@dastarkhan/contract/inventory';
import { createdAt, money, moneyTotal, oneOf, primaryId } from './columns';
import { suppliers } from './suppliers';
import { users } from './users';

/**
 * Stock is counted to the thousandth of its unit: a plate takes 0.025 kg of ghee (issue 16). What people type
 * (intakes, reductions) keeps two decimals; sales by recipe use the third.
 */
const quantity = (name: string) => numeric(name, { precision: 15, scale: 3 });
/** A running total of stock quantities (a day's usage of an item over many receipts). */
const quantityTotal = (name: string) => numeric(name, { precision: 20, scale: 3 });
/** What a day's usage of an item cost at each sale's moment, summed from `sale_usage` (issue 32). */
const usageCost = (name: string) => numeric(name, { precision: 20, scale: 2 }).notNull().default('0');

/** The stock categories, kept by the admin as the menu's are (docs/decisions/0132-stock-categories.md). */
export const stockCategories = pgTable('stock_categories', {
  name: text('name').primaryKey(),
  /** The category as Bangla readers call it (issue 36); null: none given. The English name stays its key. */
  nameBn: text('name_bn'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A stock item. `quantity`, `total_tk` and `due_tk` are cached sums of the item's `inventory_movements`, changed
 * only relatively, in the same statement that appends the movement (docs/decisions/0045-stock-movements.md).
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: primaryId(),
    name: text('name').notNull(),
    /** The item as Bangla readers call it (issue 36); null: none given. Not part of its identity (name+category+unit). */
    nameBn: text('name_bn'),
    /** A rename of the category follows to its items; a category with items, even deleted ones, stays. */
    category: text('category')
      .notNull()
      .references(() => stockCategories.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    quantity: quantity('quantity').notNull(),
    unit: text('unit', { enum: INVENTORY_UNITS }).notNull().default('kg'),
    /** Unit price of the latest intake. */
    price: money('price').notNull(),
    /** Total spent on this item over all intakes. */
    totalTk: money('total_tk').notNull(),
    /** Quantity brought in by all intakes, beside `total_tk`: their ratio is the weighted-average unit cost. */
    intakeQuantity: numeric('intake_quantity', { precision: 16, scale: 3 }).notNull().default('0'),
    threshold: money('threshold').notNull().default('10'),
    /** The supplier's name as shown (SPEC §3's `supplier.name`): its record's, kept with it; 'Not specified' when none. */
    supplierName: text('supplier_name').notNull().default('Not specified'),
    /** The supplier record new intakes of this item owe (issue 35); null for "Not specified". */
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    /** What the item's dues (`supplier_dues`) still owe: a cached sum of its movements' `due_tk` (issue 35). */
    dueTk: money('due_tk').notNull().default('0'),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedByName: text('added_by_name').notNull().default(''),
    createdAt: createdAt(),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Goes up with every movement; an absolute edit must name the version it was read from. */
    version: integer('version').notNull().default(1),
    /** Set when the item is deleted: it leaves the stock list but keeps its history and what it owes. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Who deleted (archived) it, as costs, customers and dishes record (ADR 0157). */
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A deleted item's name is free again: a new intake starts a new item.
    uniqueIndex('inventory_items_identity_unique')
      .on(sql`lower(${t.name})`, t.category, t.unit)
      .where(sql`${t.archivedAt} is null`),
    index('inventory_items_created_at_idx').on(t.createdAt),
    index('inventory_items_category_idx').on(t.category),
    index('inventory_items_supplier_idx').on(t.supplierId),
    check(
      'inventory_items_amounts_check',
      // Stock may go below 0: a sale is never refused for an intake nobody recorded (issue 16).
      sql`${t.price} >= 0 and ${t.totalTk} >= 0 and ${t.threshold} >= 0 and ${t.dueTk} >= 0`,
    ),
    check('inventory_items_unit_check', oneOf(t.unit, INVENTORY_UNITS)),
  ],
);

/** Every change to an item's stock and supplier due, only ever appended (docs/decisions/0045-stock-movements.md). */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: primaryId(),
    /**
     * Not a foreign key, nor is `by_id` (ADR 0102): their checks share-locked the item's and the cashier's rows
     * for each of a sale's movements. Items are never deleted (only archived); triggers keep an item with
     * movements from being deleted and clear `by_id` with the user, as the keys' actions did.
     */
    itemId: uuid('item_id').notNull(),
    kind: text('kind', { enum: MOVEMENT_KINDS }).notNull(),
    /** Why a reduction or waste happened; null for other kinds. */
    reason: text('reason', { enum: MOVEMENT_REASONS }),
    /** Signed change to the quantity. */
    quantity: quantity('quantity').notNull().default('0'),
    /** What an intake cost (summed into the item's total and the intake cost cards). */
    totalTk: money('total_tk').notNull().default('0'),
    /** Signed change to what the supplier is owed. */
    dueTk: money('due_tk').notNull().default('0'),
    note: text('note').notNull().default(''),
    /** The receipt a sale belongs to (no foreign key: a deleted receipt's sale and its reversal stay). */
    invoiceId: uuid('invoice_id'),
    /** The item's version after this row; an edit refused as stale lists the rows after the version it read. */
    itemVersion: integer('item_version').notNull(),
    byId: uuid('by_id'),
    byName: text('by_name').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_movements_item_idx').on(t.itemId, t.at),
    index('inventory_movements_intake_at_idx')
      .on(t.at)
      .where(sql`${t.kind} = 'intake'`),
    // Everything but sales, by time: the food cost report sums these per item over any history (issue 16).
    index('inventory_movements_kept_at_idx')
      .on(t.at, t.itemId)
      .where(sql`${t.kind} <> 'sale'`),
    // The stock counts by time: the kitchen summary finds the latest count and its rows with one probe, however
    // many intakes and wastes came after it (issue 33).
    index('inventory_movements_count_at_idx')
      .on(t.at)
      .where(sql`${t.kind} = 'count'`),
    // An item's intakes in time order: the stock list reads its latest HISTORY_PER_ITEM backwards from the end.
    index('inventory_movements_item_intake_idx')
      .on(t.itemId, t.at, t.id)
      .where(sql`${t.kind} = 'intake'`),
    index('inventory_movements_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
    check('inventory_movements_kind_check', oneOf(t.kind, MOVEMENT_KINDS)),
    check(
      'inventory_movements_reason_check',
      sql`${t.reason} is null or ${oneOf(t.reason, MOVEMENT_REASONS)}`,
    ),
    check(
      'inventory_movements_shape_check',
      sql`case ${t.kind}
        when 'intake' then ${t.quantity} >= 0 and ${t.totalTk} >= 0 and ${t.dueTk} >= 0 and ${t.reason} is null
        when 'reduction' then ${t.quantity} < 0 and ${t.totalTk} = 0 and ${t.dueTk} = 0 and ${t.reason} is not null
        when 'payment' then ${t.quantity} = 0 and ${t.totalTk} = 0 and ${t.dueTk} < 0 and ${t.reason} is null
        when 'sale' then ${t.totalTk} = 0 and ${t.dueTk} = 0 and ${t.reason} is null and ${t.invoiceId} is not null
        when 'waste' then ${t.quantity} < 0 and ${t.totalTk} = 0 and ${t.dueTk} = 0 and ${oneOf(t.reason, WASTE_REASONS)}
        when 'count' then ${t.totalTk} = 0 and ${t.dueTk} = 0 and ${t.reason} is null
        else ${t.reason} is null end`,
    ),
  ],
);

/**
 * What the receipts of each business day took of each item by their recipes (theoretical usage), folded from
 * `usage_deltas` with the day's sales, so a report reads a row per day and item at any history (issue 16).
 */
export const dailyUsage = pgTable(
  'daily_usage',
  {
    day: date('day').notNull(),
    itemId: uuid('item_id').notNull(),
    quantity: quantityTotal('quantity').notNull(),
    costTk: usageCost('cost_tk'),
  },
  (t) => [primaryKey({ columns: [t.day, t.itemId] })],
);

/**
 * Changes to a day's usage not yet folded into `daily_usage`: inserted only, with the receipt that made them.
 * A sale leaves most items' cached quantity alone and marks its deltas `stock_pending`: the fold takes them from
 * the items, and until then readers take them off through `onHand` (docs/decisions/0102-sales-never-wait-for-stock.md).
 */
export const usageDeltas = pgTable(
  'usage_deltas',
  {
    day: date('day').notNull(),
    itemId: uuid('item_id').notNull(),
    quantity: quantityTotal('quantity').notNull(),
    costTk: usageCost('cost_tk'),
    stockPending: boolean('stock_pending').notNull().default(false),
  },
  (t) => [
    index('usage_deltas_day_idx').on(t.day),
    index('usage_deltas_pending_idx')
      .on(t.itemId)
      .where(sql`${t.stockPending}`),
  ],
);

/** What readers sum: the folded days and the deltas still waiting to be folded. */
export const usageByDay = pgView('usage_by_day', {
  day: date('day').notNull(),
  itemId: uuid('item_id').notNull(),
  quantity: quantityTotal('quantity').notNull(),
  costTk: usageCost('cost_tk'),
}).as(
  sql`select day, item_id, quantity, cost_tk from daily_usage union all select day, item_id, quantity, cost_tk from usage_deltas`,
);

/**
 * What each receipt's dishes took of each item, at the recipe and the item's average cost of the sale's moment
 * (issue 32; docs/decisions/0160-a-sale-keeps-its-recipe-and-cost.md). Only ever appended: the sale writes a
 * row per dish and ingredient; an edit that changes a dish's plates appends the difference, and a deletion the
 * reversal, on the business day they are made (`day`), naming the day of the sale they correct (`sale_day`).
 * The first row of a receipt's dish keeps its recipe (`batch_quantity` ÷ `batch_divisor` a plate) and the
 * item's unit cost, so every later difference is taken at them: n plates take round(n × batch_quantity ÷
 * batch_divisor, 3) of the item (saleUsage in the contract) and cost round(that × unit_cost, 2).
 */
export const saleUsage = pgTable(
  'sale_usage',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: uuid('invoice_id').notNull(),
    recipeId: uuid('recipe_id').notNull(),
    itemId: uuid('item_id').notNull(),
    day: date('day').notNull(),
    saleDay: date('sale_day').notNull(),
    plates: integer('plates').notNull(),
    quantity: quantity('quantity').notNull(),
    costTk: money('cost_tk').notNull(),
    /** The batch's quantity in its family's smallest unit × the dish's portion. */
    batchQuantity: numeric('batch_quantity').notNull(),
    /** The item's unit in that smallest unit × the plates the full batch makes. */
    batchDivisor: numeric('batch_divisor').notNull(),
    /** Taka per unit of the item at the sale: the weighted average of its intakes then. */
    unitCost: numeric('unit_cost').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sale_usage_invoice_idx').on(t.invoiceId, t.recipeId, t.id),
    check('sale_usage_batch_check', sql`${t.batchDivisor} > 0 and ${t.batchQuantity} > 0`),
  ],
);

/**
 * A day's figures of an item in the stock roll-up (docs/decisions/0170-stock-balances-as-roll-ups.md): what its
 * intakes brought and cost, what the sales took and cost by their snapshots (`usage_deltas`), what was wasted and
 * what counts and kitchen use changed, on the business day of each movement (a sale's on its receipt's).
 */
const stockDayFigures = {
  intakeQuantity: quantityTotal('intake_quantity').notNull().default('0'),
  intakeTk: numeric('intake_tk', { precision: 20, scale: 2 }).notNull().default('0'),
  soldQuantity: quantityTotal('sold_quantity').notNull().default('0'),
  soldTk: numeric('sold_tk', { precision: 20, scale: 2 }).notNull().default('0'),
  wasteQuantity: quantityTotal('waste_quantity').notNull().default('0'),
  otherQuantity: quantityTotal('other_quantity').notNull().default('0'),
};

/** An item's running totals of each figure at a day's close, since its first movement. */
const stockRunningTotals = {
  totalIntakeQuantity: quantityTotal('total_intake_quantity').notNull(),
  totalIntakeTk: numeric('total_intake_tk', { precision: 20, scale: 2 }).notNull(),
  totalSoldQuantity: quantityTotal('total_sold_quantity').notNull(),
  totalSoldTk: numeric('total_sold_tk', { precision: 20, scale: 2 }).notNull(),
  totalWasteQuantity: quantityTotal('total_waste_quantity').notNull(),
  totalOtherQuantity: quantityTotal('total_other_quantity').notNull(),
};

/**
 * The stock roll-up: a row per item and business day with a movement, with that day's figures and the item's
 * running totals of each of them at the day's close (since its first movement), so any balance (stock, and what
 * intakes brought and cost, for the average cost) and any period's figures are read as two rows, never summed
 * over the history. Written only by the fold, from `stock_day_deltas` (ADR 0170).
 */
export const stockDays = pgTable(
  'stock_days',
  {
    itemId: uuid('item_id').notNull(),
    day: date('day').notNull(),
    ...stockDayFigures,
    ...stockRunningTotals,
  },
  (t) => [primaryKey({ columns: [t.itemId, t.day] }), index('stock_days_day_idx').on(t.day)],
);

/**
 * Each item's last `stock_days` row of each month with a movement, kept by statement triggers on `stock_days` in
 * the fold's own transaction. A balance at a month's start or at today's close is then one row of a single range
 * read (`month`, every item), not a backward probe per item through `stock_days` (ADR 0170, issue 33).
 */
export const stockMonths = pgTable(
  'stock_months',
  {
    month: date('month').notNull(),
    itemId: uuid('item_id').notNull(),
    day: date('day').notNull(),
    ...stockRunningTotals,
  },
  (t) => [primaryKey({ columns: [t.month, t.itemId] })],
);

/**
 * The stock roll-up's changes not yet folded into `stock_days`: appended only, by triggers, in the statement
 * that appends a movement (non-sale kinds) or a sale's usage (`usage_deltas`), so no write waits on a balance.
 */
export const stockDayDeltas = pgTable('stock_day_deltas', {
  itemId: uuid('item_id').notNull(),
  day: date('day').notNull(),
  ...stockDayFigures,
});

/** The roll-up's day figures as readers sum them: the folded days and the deltas still waiting. */
export const stockByDay = pgView('stock_by_day', {
  itemId: uuid('item_id').notNull(),
  day: date('day').notNull(),
  ...stockDayFigures,
}).as(
  sql`select item_id, day, intake_quantity, intake_tk, sold_quantity, sold_tk, waste_quantity, other_quantity from stock_days union all select item_id, day, intake_quantity, intake_tk, sold_quantity, sold_tk, waste_quantity, other_quantity from stock_day_deltas`,
);

/** An item's movements counted and summed: what its movements list shows as its total and totals. */
const movementFigures = {
  movements: bigint('movements', { mode: 'number' }).notNull(),
  quantity: quantityTotal('quantity').notNull(),
  dueTk: moneyTotal('due_tk').notNull(),
  totalTk: moneyTotal('total_tk').notNull(),
};

/**
 * Each item's movements counted and summed, so its movements list reads its total and totals as a row or a few,
 * not by summing years of its rows (ADR 0173). Statement triggers on `inventory_movements` append each
 * statement's change to `item_movement_deltas` (appends only, so no write waits on the item's row), and the
 * sales fold adds them here. Readers use `movements_by_item`.
 */
export const itemMovementTotals = pgTable('item_movement_totals', {
  itemId: uuid('item_id').primaryKey(),
  ...movementFigures,
});

/** Movements' counts and sums not yet folded into `item_movement_totals`. */
export const itemMovementDeltas = pgTable(
  'item_movement_deltas',
  { itemId: uuid('item_id').notNull(), ...movementFigures },
  (t) => [index('item_movement_deltas_item_idx').on(t.itemId)],
);

/** What readers sum per item: the folded totals and the changes still waiting. */
export const movementsByItem = pgView('movements_by_item', {
  itemId: uuid('item_id').notNull(),
  ...movementFigures,
}).as(
  sql`select item_id, movements, quantity, due_tk, total_tk from item_movement_totals union all select item_id, movements, quantity, due_tk, total_tk from item_movement_deltas`,
);
