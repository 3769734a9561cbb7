import { z } from 'zod';
import { categoryKey, idSchema, MAX_MONEY, pageMetaSchema, pageQuerySchema, requiredText } from './common';
import { fromPoisha, toPoisha } from './money';
import { moneyField, numberedRows } from './rows';

export const INVENTORY_CATEGORIES = ['Meat', 'Vegetable', 'Drinks', 'Desert', 'Mosla'] as const;
export const INVENTORY_UNITS = [
  'kg',
  'g',
  'l',
  'ml',
  'unit',
  'pack',
  'box',
  'bag',
  'bottle',
  'other',
] as const;
export const DEFAULT_UNIT = 'kg';
export const DEFAULT_THRESHOLD = 10;
export const DEFAULT_SUPPLIER = 'Not specified';
/** Rows one intake request may carry. */
export const MAX_INTAKE_ROWS = 100;

const inventoryCategoryEnum = z.enum(INVENTORY_CATEGORIES, {
  error: (issue) => (issue.input === undefined ? 'Category is required' : 'Choose a listed category'),
});
const inventoryCategoryByKey = new Map(INVENTORY_CATEGORIES.map((name) => [categoryKey(name), name]));
/** A listed stock category in any letter case or spacing (" meat "), read as its stored spelling ("Meat"). */
export const inventoryCategorySchema = z.preprocess(
  (input) => (typeof input === 'string' ? (inventoryCategoryByKey.get(categoryKey(input)) ?? input) : input),
  inventoryCategoryEnum,
);
export const inventoryUnitSchema = z.enum(INVENTORY_UNITS, { message: 'Choose a listed unit' });
export type InventoryCategory = z.infer<typeof inventoryCategoryEnum>;
export type InventoryUnit = z.infer<typeof inventoryUnitSchema>;

/** SPEC §4: 0 is out of stock; at or below the threshold (and not 0) is low; above it is in stock. */
export const STOCK_STATUSES = ['in-stock', 'low-stock', 'out-of-stock'] as const;
export const stockStatusSchema = z.enum(STOCK_STATUSES);
export type StockStatus = z.infer<typeof stockStatusSchema>;
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  'in-stock': 'In Stock',
  'low-stock': 'Low Stock',
  'out-of-stock': 'Out of Stock',
};

export const INVENTORY_PERIODS = ['today', 'week', 'month'] as const;
export const inventoryPeriodSchema = z.enum(INVENTORY_PERIODS);

/** quantity × price rounded to the poisha, in exact integer arithmetic (BigInt: the product can pass 2^53). */
export function lineTotalTk(quantity: number, price: number): number {
  const product = BigInt(toPoisha(quantity)) * BigInt(toPoisha(price));
  return fromPoisha(Number((product + 50n) / 100n));
}

export const inventoryQuerySchema = pageQuerySchema.extend({
  /** Matches the item name or the supplier name. */
  search: z.string().trim().max(100).optional(),
  status: stockStatusSchema.optional(),
  category: inventoryCategorySchema.optional(),
  /** Items created in this period (restaurant time zone; weeks run Sunday to Saturday). */
  period: inventoryPeriodSchema.optional(),
});
export type InventoryQuery = z.infer<typeof inventoryQuerySchema>;

const intakeRowSchema = z
  .object({
    name: requiredText('Name', 100),
    category: inventoryCategorySchema,
    quantity: moneyField('Quantity'),
    unit: inventoryUnitSchema.default(DEFAULT_UNIT),
    price: moneyField('Price'),
    /** Left out, blank or 'Not specified': 'Not specified' for a new item; a re-intake keeps the item's. */
    supplier: z.object({ name: z.string().trim().max(100, 'Supplier name is too long') }).optional(),
    /** Left out: 10 for a new item; a re-intake keeps the item's threshold. */
    threshold: moneyField('Minimum quantity').optional(),
    /** Owed to the supplier for this intake; added to the item's due. */
    dueTk: moneyField('Due amount').default(0),
    /** Left out: quantity × price. */
    totalTk: moneyField('Total').optional(),
  })
  .transform((row, ctx) => {
    const totalTk = row.totalTk ?? lineTotalTk(row.quantity, row.price);
    if (totalTk > MAX_MONEY) {
      ctx.addIssue({ code: 'custom', path: ['totalTk'], message: 'Total is too large' });
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
export type InventoryIntakeRow = z.input<typeof intakeRowSchema>;
export type InventoryIntakeBody = InventoryIntakeRow | InventoryIntakeRow[];

/** Only quantity (whole, down to 0, never above the current) and dueTk can change; other keys are refused. */
export const inventoryPatchSchema = z
  .strictObject(
    {
      quantity: z
        .number({ message: 'Quantity must be a number' })
        .int('Quantity must be a whole number')
        .min(0, 'Quantity must be 0 or more')
        .max(MAX_MONEY, 'Quantity is too large')
        .optional(),
      dueTk: moneyField('Due amount').optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? 'Only quantity and dueTk can be changed' : undefined,
    },
  )
  .refine((body) => body.quantity !== undefined || body.dueTk !== undefined, 'Send quantity or dueTk');
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
  category: inventoryCategoryEnum,
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
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventorySummarySchema = z.object({
  totalItems: z.number().int(),
  inStock: z.number().int(),
  lowStock: z.number().int(),
  outOfStock: z.number().int(),
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
