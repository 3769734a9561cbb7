import { z } from 'zod';
import { banglaNameSchema } from './bangla-names';
import { categoryNameSchema, sortOrderSchema } from './categories';
import { idSchema, optionalText, pageMetaSchema, pageQuerySchema, requiredText } from './common';
import { AMOUNT_MAX, STOCK_QUANTITY_MAX, VERSION_MAX } from './limits';
import { formatTaka, fromPoisha, toPoisha } from './money';
import { moneyField, numberedRows, positiveDecimalField, stockQuantityField } from './rows';

/**
 * The spec's stock categories (SPEC §3), which migration 0022 seeds as the starting list; the admin keeps the
 * list from there (`/api/stock-categories`, ADR 0132).
 */
export const STARTING_STOCK_CATEGORIES = ['Meat', 'Vegetable', 'Drinks', 'Desert', 'Mosla'] as const;
export const INVENTORY_UNITS = [
  'kg',
  'g',
  'l',
  'ml',
  'unit',
  'dozen',
  'pack',
  'box',
  'bag',
  'bottle',
  'other',
] as const;
export const DEFAULT_UNIT = 'kg';
export const DEFAULT_THRESHOLD = 10;
export const DEFAULT_SUPPLIER = 'Not specified';
/** Days of usage an item's days-left figure averages over (issue 16). */
export const USAGE_WINDOW_DAYS = 14;
/** Rows one intake request may carry. */
export const MAX_INTAKE_ROWS = 100;

/**
 * A stock category as sent: the server reads it in any letter case or spacing (" meat ") as the listed
 * category's stored spelling ("Meat"), and refuses one that is not listed with 'Choose a listed category'.
 */
export const inventoryCategorySchema = z
  .string({ message: 'Category is required' })
  .trim()
  .min(1, 'Category is required')
  .max(60, 'Choose a listed category');
export const inventoryUnitSchema = z.enum(INVENTORY_UNITS, { message: 'Choose a listed unit' });
export type InventoryUnit = z.infer<typeof inventoryUnitSchema>;

/**
 * SPEC §4: 0 is out of stock; at or below the threshold (and not 0) is low; above it is in stock. Below 0 (sales
 * ahead of a missing intake, issue 16) is out of stock too.
 */
export const STOCK_STATUSES = ['in-stock', 'low-stock', 'out-of-stock'] as const;
export const stockStatusSchema = z.enum(STOCK_STATUSES);
export type StockStatus = z.infer<typeof stockStatusSchema>;

export const INVENTORY_PERIODS = ['today', 'week', 'month'] as const;
export const inventoryPeriodSchema = z.enum(INVENTORY_PERIODS);

/** quantity × price rounded to the poisha, in exact integer arithmetic (BigInt: the product can pass 2^53). */
export function lineTotalTk(quantity: number, price: number): number {
  const product = BigInt(toPoisha(quantity)) * BigInt(toPoisha(price));
  return fromPoisha(Number((product + 50n) / 100n));
}

export const inventoryQuerySchema = pageQuerySchema.extend({
  /** Matches the item's name (English or Bangla) or the supplier name. */
  search: z.string().trim().max(100).optional(),
  status: stockStatusSchema.optional(),
  /** A listed category in any letter case or spacing; one that is not listed matches no item. */
  category: z.string().trim().max(60).optional(),
  /** Items created in this period (restaurant time zone; weeks run Sunday to Saturday). */
  period: inventoryPeriodSchema.optional(),
  /** `true` lists only the deleted (archived) items, e.g. to pay what they still owe. */
  archived: z.stringbool({ message: 'archived must be true or false' }).optional(),
});
export type InventoryQuery = z.infer<typeof inventoryQuerySchema>;

const itemNameBnSchema = banglaNameSchema(100);

const intakeRowSchema = z
  .object({
    name: requiredText('Name', 100),
    /** The item in Bangla (issue 36). Left out: none for a new item; a re-intake keeps the item's. */
    nameBn: itemNameBnSchema.optional(),
    category: inventoryCategorySchema,
    quantity: stockQuantityField('Quantity', { zero: true }),
    unit: inventoryUnitSchema.default(DEFAULT_UNIT),
    price: moneyField('Price'),
    /** Left out, blank or 'Not specified': 'Not specified' for a new item; a re-intake keeps the item's. */
    supplier: z.object({ name: z.string().trim().max(100, 'Supplier name is too long') }).optional(),
    /** Left out: 10 for a new item; a re-intake keeps the item's threshold. */
    threshold: stockQuantityField('Minimum quantity', { zero: true }).optional(),
    /** Owed to the supplier for this intake; added to the item's due. */
    dueTk: moneyField('Due amount').default(0),
    /** Left out: quantity × price. */
    totalTk: moneyField('Total').optional(),
  })
  .transform((row, ctx) => {
    const totalTk = row.totalTk ?? lineTotalTk(row.quantity, row.price);
    if (totalTk > AMOUNT_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['totalTk'],
        message: `Total must be at most ${formatTaka(AMOUNT_MAX)}`,
      });
      return z.NEVER;
    }
    const supplier = row.supplier?.name;
    return {
      ...row,
      supplierName: supplier && supplier !== DEFAULT_SUPPLIER ? supplier : undefined,
      totalTk,
    };
  });
export type InventoryIntake = z.output<typeof intakeRowSchema>;

/** One item object or an array of them; all are saved in one transaction or none. */
export const inventoryIntakeBodySchema = numberedRows(intakeRowSchema, 'Item', {
  max: MAX_INTAKE_ROWS,
  acceptSingle: true,
}).meta({ description: 'One intake item, or an array of them (name, category, quantity, unit, price, …)' });
/** What a client sends for one item. */
export type InventoryIntakeRow = z.input<typeof intakeRowSchema>;
export type InventoryIntakeBody = InventoryIntakeRow | InventoryIntakeRow[];

/** Why stock went down: used in the kitchen, wasted, found short at a count, or a correction of a mistake. */
export const REDUCTION_REASONS = ['used', 'wasted', 'counted', 'correction'] as const;
export const reductionReasonSchema = z.enum(REDUCTION_REASONS, {
  message: 'Choose a reason: used, wasted, counted or correction',
});
export type ReductionReason = z.infer<typeof reductionReasonSchema>;

/** Why stock was thrown out or given away (issue 16): recorded waste, apart from what the recipes explain. */
export const WASTE_REASONS = ['spoiled', 'burnt', 'staff-meal', 'given-away', 'returned'] as const;
export const wasteReasonSchema = z.enum(WASTE_REASONS, {
  message: 'Choose a reason: spoiled, burnt, staff-meal, given-away or returned',
});
export type WasteReason = z.infer<typeof wasteReasonSchema>;
/** Every reason a movement row may carry. */
export const MOVEMENT_REASONS = [...REDUCTION_REASONS, ...WASTE_REASONS] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

/**
 * What an item's history is made of. Its quantity, due and total are the sums of these rows: an intake adds
 * stock (and what it cost and still owes), a reduction takes stock away, a payment settles supplier debt, a
 * correction records an admin's absolute edit of the due (or a balance carried over from before the history),
 * a sale is what a charged receipt's dishes took by their recipes (an edit of the receipt adds the
 * difference, its deletion gives it back), waste is stock thrown out or given away with its reason, and a count
 * is the difference a stock count found between the shelf and the books (0 when they agreed).
 */
export const MOVEMENT_KINDS = [
  'intake',
  'reduction',
  'payment',
  'correction',
  'sale',
  'waste',
  'count',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** A reduction of stock, applied relative to what is there when it lands; never more than is on hand. */
export const reductionBodySchema = z.strictObject({
  quantity: stockQuantityField('Quantity'),
  reason: reductionReasonSchema,
  note: optionalText(200).optional(),
});
export type ReductionBody = z.infer<typeof reductionBodySchema>;

/**
 * Stock thrown out or given away (issue 16), applied relative to what is there when it lands. Like a reduction it
 * is never more than is on hand, so no typo can inflate the food-cost report's waste (ADR 0150): burnt rice of a
 * missed intake is recorded after that intake, or after a count that finds it.
 */
export const wasteBodySchema = z.strictObject({
  quantity: stockQuantityField('Quantity'),
  reason: wasteReasonSchema,
  note: optionalText(200).optional(),
});
export type WasteBody = z.infer<typeof wasteBodySchema>;

/** Items one stock count may carry. */
export const MAX_COUNT_ROWS = 500;

/**
 * A stock count (issue 16): what was found on the shelf for some or all items. Each row records a `count`
 * movement of the difference from the books when it lands (0 when they agree), with who counted and when.
 */
export const stockCountBodySchema = z.strictObject({
  counts: z
    .array(
      z.strictObject({
        itemId: idSchema,
        /** In the item's unit, to the thousandth like the books (0.625 kg). */
        quantity: positiveDecimalField('Counted quantity', 3, STOCK_QUANTITY_MAX, { zero: true }),
      }),
    )
    .min(1, 'Count at least one item')
    .max(MAX_COUNT_ROWS, `A count may list at most ${MAX_COUNT_ROWS} items`)
    .refine(
      (rows) => new Set(rows.map((row) => row.itemId)).size === rows.length,
      'Each item may be counted once',
    ),
  note: optionalText(200).optional(),
});
export type StockCountBody = z.infer<typeof stockCountBodySchema>;

export const stockCountResponseSchema = z.object({
  /** One row per counted item: the books before, what was counted, and the difference recorded. */
  counted: z.array(
    z.object({
      itemId: idSchema,
      name: z.string(),
      unit: inventoryUnitSchema,
      expected: z.number(),
      counted: z.number(),
      difference: z.number(),
    }),
  ),
  at: z.string(),
});
export type StockCountResult = z.infer<typeof stockCountResponseSchema>;

/** A payment to the supplier, applied relative to what is owed when it lands; never more than that. */
export const paymentBodySchema = z.strictObject({
  amount: moneyField('Amount').refine((value) => value > 0, 'Amount must be more than 0'),
  note: optionalText(200).optional(),
});
export type PaymentBody = z.infer<typeof paymentBodySchema>;

/**
 * SPEC §5's edit: the quantity (down to 0, never above the current) and/or dueTk, as absolute values, with the
 * `version` of the item they were read from (or an If-Match header carrying it). An edit read from an older
 * version is refused, so a stale form never overwrites a newer intake or payment. The Bangla name (issue 36) is
 * a label, not a figure of the books: it may change alone, and needs no version.
 */
export const inventoryPatchSchema = z
  .strictObject(
    {
      quantity: stockQuantityField('Quantity', { zero: true }).optional(),
      dueTk: moneyField('Due amount').optional(),
      /** Why a lower quantity is lower; a stock count when left out. */
      reason: reductionReasonSchema.optional(),
      version: z.number({ message: 'Version must be a number' }).int().min(1).max(VERSION_MAX).optional(),
      nameBn: itemNameBnSchema.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only quantity, dueTk and nameBn can be changed (with reason and version)'
          : undefined,
    },
  )
  .refine(
    (body) => body.quantity !== undefined || body.dueTk !== undefined || body.nameBn !== undefined,
    'Send quantity, dueTk or nameBn',
  );
export type InventoryPatch = z.infer<typeof inventoryPatchSchema>;

export const additionSchema = z.object({
  quantity: z.number(),
  totalTk: z.number(),
  addedBy: z.object({ name: z.string() }),
  addedAt: z.string(),
});
export type InventoryAddition = z.infer<typeof additionSchema>;

export const inventoryItemSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The item in Bangla (issue 36); null: none given. */
  nameBn: z.string().nullable(),
  category: z.string(),
  quantity: z.number(),
  unit: inventoryUnitSchema,
  price: z.number(),
  totalTk: z.number(),
  threshold: z.number(),
  supplier: z.object({ name: z.string() }),
  dueTk: z.number(),
  status: stockStatusSchema,
  createdAt: z.string(),
  lastUpdated: z.object({ at: z.string() }),
  addedBy: z.object({ name: z.string() }),
  /** Oldest first; the most recent 50 intakes. */
  additionHistory: z.array(additionSchema),
  /** Below 0: sales took more than the books held, so an intake was not recorded (issue 16). */
  missingIntake: z.boolean(),
  /** What the last 14 days' sales (by recipe), waste and kitchen use took per day, in the item's unit. */
  usagePerDay: z.number(),
  /** Days the stock lasts at that usage (1 decimal; 0 when none is left), or null when nothing was used. */
  daysLeft: z.number().nullable(),
  /** Goes up with every change; an absolute edit sends the version it was read from. */
  version: z.number().int(),
  /** When the item was deleted: it left the stock list but stays in every cost and due figure. */
  archivedAt: z.string().nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventorySummarySchema = z.object({
  totalItems: z.number().int(),
  inStock: z.number().int(),
  lowStock: z.number().int(),
  outOfStock: z.number().int(),
  /** Items below 0, each waiting for the intake nobody recorded (counted within outOfStock). */
  missingIntake: z.number().int(),
  /** Owed to suppliers over every item, deleted ones included. */
  dueTk: z.number(),
});
export type InventorySummary = z.infer<typeof inventorySummarySchema>;

/** Taka spent on intakes (sum of addition-history totalTk) in each period. */
export const intakeTotalsSchema = z.object({ today: z.number(), week: z.number(), month: z.number() });
export type IntakeTotals = z.infer<typeof intakeTotalsSchema>;

export const inventoryPageSchema = pageMetaSchema.extend({
  inventory: z.array(inventoryItemSchema),
  /** Counts over the whole inventory, whatever the filters. */
  summary: inventorySummarySchema,
  intakeTotals: intakeTotalsSchema,
});
export type InventoryPage = z.infer<typeof inventoryPageSchema>;

export const inventoryIntakeResponseSchema = z.object({ items: z.array(inventoryItemSchema) });
export const inventoryItemResponseSchema = z.object({ item: inventoryItemSchema });
export const inventoryDeleteResponseSchema = z.object({ _id: idSchema });

export const movementSchema = z.object({
  _id: idSchema,
  kind: z.enum(MOVEMENT_KINDS),
  reason: z.enum(MOVEMENT_REASONS).nullable(),
  /** Signed: what this row added to (or took from) the quantity. */
  quantity: z.number(),
  /** What an intake cost. */
  totalTk: z.number(),
  /** Signed: what this row added to (or took from) the supplier due. */
  dueTk: z.number(),
  note: z.string(),
  by: z.object({ name: z.string() }),
  at: z.string(),
  /** The item's version this row produced. */
  itemVersion: z.number().int(),
});
export type Movement = z.infer<typeof movementSchema>;

export const movementResponseSchema = z.object({ item: inventoryItemSchema, movement: movementSchema });

/** An item's history, newest first; `totals` sums every row, so it equals the item's quantity, due and total. */
export const movementsPageSchema = pageMetaSchema.extend({
  movements: z.array(movementSchema),
  totals: z.object({ quantity: z.number(), dueTk: z.number(), totalTk: z.number() }),
});
export type MovementsPage = z.infer<typeof movementsPageSchema>;

/** A stock category, in the order the admin keeps the list (ADR 0132). */
export const stockCategorySchema = z.object({
  name: z.string(),
  /** The category in Bangla (issue 36); null: none given. */
  nameBn: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type StockCategory = z.infer<typeof stockCategorySchema>;

/** A category's Bangla name: as long as its English one may be. */
const stockCategoryNameBnSchema = banglaNameSchema(60);

export const createStockCategoryBodySchema = z.object({
  name: categoryNameSchema,
  /** Left out or empty: none. */
  nameBn: stockCategoryNameBnSchema.optional(),
  /** Left out: at the end of the list. */
  sortOrder: sortOrderSchema.optional(),
});
export type CreateStockCategoryBody = z.output<typeof createStockCategoryBodySchema>;

/**
 * A rename (the category's items follow it), a Bangla name (empty clears it) and/or a new place in the list: the
 * Bangla name alone leaves the category's name, its key, as it is.
 */
export const updateStockCategoryBodySchema = z
  .object({ name: categoryNameSchema, nameBn: stockCategoryNameBnSchema, sortOrder: sortOrderSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateStockCategoryBody = z.output<typeof updateStockCategoryBodySchema>;

export const stockCategoriesResponseSchema = z.object({ categories: z.array(stockCategorySchema) });
export const stockCategoryResponseSchema = z.object({ category: stockCategorySchema });
