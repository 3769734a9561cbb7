import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  timestamp,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES } from '@dastarkhan/contract/invoices';
import { PAYMENT_METHODS, RECEIPT_PAYMENT_METHODS } from '@dastarkhan/contract/tenders';
import { DISCOUNT_TYPES } from '@dastarkhan/contract/money';
import type { VatLine } from '@dastarkhan/contract/vat';
import { createdAt, money, moneyTotal, oneOf, primaryId, updatedAt } from './columns';
import { customerPayments } from './accounts';
import { customers } from './customers';
import { users } from './users';

export const invoices = pgTable(
  'invoices',
  {
    id: primaryId(),
    invoiceNumber: text('invoice_number').notNull(),
    transactionId: text('transaction_id').notNull(),
    businessName: text('business_name').notNull().default(''),
    businessAddress: text('business_address').notNull().default(''),
    businessAddress2: text('business_address2').notNull().default(''),
    businessCityState: text('business_city_state').notNull().default(''),
    businessPhone: text('business_phone').notNull().default(''),
    merchantId: text('merchant_id').notNull().default(''),
    terminalId: text('terminal_id').notNull().default(''),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerAddress: text('customer_address').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    customerCountry: text('customer_country').notNull().default('Bangladesh'),
    /** The business day of the receipt in the restaurant's time zone; dashboard periods use it. */
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date'),
    time: text('time').notNull().default(''),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull().default('fixed'),
    /** What the user typed: taka for fixed, percent for percent. */
    discountAmount: money('discount_amount').notNull().default('0'),
    /** The taka actually taken off, computed by the server. */
    discount: money('discount').notNull().default('0'),
    subTotal: money('sub_total').notNull(),
    total: money('total').notNull(),
    /**
     * amount_paid, status and payment_method are a cache of the receipt's `invoice_payments`, written in the same
     * transaction as the rows, so the list and the dashboard read them without a join (ADR 0075).
     */
    amountPaid: money('amount_paid').notNull().default('0'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('due'),
    paymentMethod: text('payment_method', { enum: RECEIPT_PAYMENT_METHODS }).notNull().default('Credit'),
    waiter: text('waiter').notNull().default(''),
    /**
     * The held order it was charged from: its table, or its takeaway token, as they were at the charge (the
     * dine-in bill names them). Both null for a sale made at the counter.
     */
    orderTable: text('order_table'),
    orderToken: integer('order_token'),
    additionalNotes: text('additional_notes').notNull().default('THANK YOU FOR YOUR PURCHASE'),
    /** The seller's BIN as it was at the save (a Mushak-6.3 field); empty: printed as a plain receipt. */
    sellerBin: text('seller_bin').notNull().default(''),
    /** The buyer's BIN, when given (Mushak-6.3). */
    buyerBin: text('buyer_bin').notNull().default(''),
    /**
     * The receipt's VAT per rate as computed on its issue date (contract/vat.ts): rate name, percent, inclusive,
     * taxable value and VAT, kept so a later rate change never alters it. Null: made before VAT was recorded.
     */
    vatLines: jsonb('vat_lines').$type<VatLine[]>(),
    serviceCharge: money('service_charge').notNull().default('0'),
    /** The VAT on the service charge, already inside the standard rate's VAT line. */
    serviceChargeVat: money('service_charge_vat').notNull().default('0'),
    /**
     * The service charge's terms at the save (the settings' percent, and whether VAT is charged on it), so an
     * edit after the owner changes them recomputes the receipt on its own terms, as its VAT lines keep their rates.
     */
    serviceChargePercent: numeric('service_charge_percent', { precision: 5, scale: 2 })
      .notNull()
      .default('0'),
    serviceChargeTaxed: boolean('service_charge_taxed').notNull().default(false),
    /**
     * Who saved the receipt. Not a foreign key: its check share-locked the user's row on every save, so one
     * cashier's concurrent saves queued on it; a trigger (migration 0004) still clears it when the user is
     * deleted, as ON DELETE SET NULL did (docs/decisions/0042-hot-path-statements.md).
     */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Set when the receipt is deleted: it leaves every list and answer, but the row, its number and its rows
     * stay, and what it booked is reversed by appended rows (`invoice_voids` says who, when and why; ADR 0155).
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_invoice_number_unique').on(t.invoiceNumber),
    // Plain ascending: scanned backwards it serves ORDER BY created_at DESC, id DESC (whose NULLS FIRST a
    // DESC NULLS LAST index cannot serve, which cost a full sort per list page). Only receipts not voided, as
    // the lists read them: a page skips receipts in the index without visiting the table for the void.
    index('invoices_created_at_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.voidedAt} is null`),
    index('invoices_issue_date_idx').on(t.issueDate),
    index('invoices_customer_id_idx').on(t.customerId),
    // A customer's due receipts oldest first: where a payment is applied, and their balance's ageing (issue 35).
    index('invoices_customer_due_idx')
      .on(t.customerId, t.issueDate, t.invoiceNumber)
      .where(sql`${t.status} = 'due' and ${t.voidedAt} is null`),
    index('invoices_customer_name_lower_idx').on(sql`lower(${t.customerName}) text_pattern_ops`),
    check(
      'invoices_money_check',
      sql`${t.subTotal} >= 0 and ${t.total} >= 0 and ${t.discount} >= 0 and ${t.discountAmount} >= 0 and ${t.amountPaid} >= 0`,
    ),
    check(
      'invoices_discount_percent_check',
      sql`${t.discountType} <> 'percent' or ${t.discountAmount} <= 100`,
    ),
    check('invoices_discount_type_check', oneOf(t.discountType, DISCOUNT_TYPES)),
    check('invoices_status_check', oneOf(t.status, INVOICE_STATUSES)),
    check('invoices_payment_method_check', oneOf(t.paymentMethod, RECEIPT_PAYMENT_METHODS)),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: primaryId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /**
     * The dish sold. Not a foreign key (ADR 0102): its check share-locked the dish's row on every sale, so sales
     * of the same dishes queued on it; a trigger clears it when the dish is deleted, as ON DELETE SET NULL did.
     */
    recipeId: uuid('recipe_id'),
    name: text('name').notNull(),
    /** The dish's Bangla name when it was sold, kept as its name is (issue 36); null: none, the name prints. */
    nameBn: text('name_bn'),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: money('line_total').notNull(),
    image: text('image').notNull().default(''),
    /** Why it was sold off the menu or at another price than the menu's (issue 32); empty for a menu line. */
    priceReason: text('price_reason').notNull().default(''),
    /** The rate the line paid (issue 34), and its VAT after its share of the discount; null: none recorded. */
    taxRate: text('tax_rate'),
    vat: money('vat'),
  },
  (t) => [
    index('invoice_items_invoice_id_idx').on(t.invoiceId, t.position),
    check('invoice_items_amounts_check', sql`${t.price} >= 0 and ${t.quantity} >= 1 and ${t.lineTotal} >= 0`),
  ],
);

/** Who voided a receipt (a spec-style DELETE), when, and why: `reason` is null when none was given (ADR 0155). */
export const invoiceVoids = pgTable('invoice_voids', {
  invoiceId: uuid('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'restrict' }),
  reason: text('reason'),
  byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
  /** The name as it was at the void, so the receipt still says who after the user is renamed or removed. */
  byName: text('by_name').notNull().default(''),
  createdAt: createdAt(),
  /**
   * The `seq` of the receipt's last payment row before the void (null: it had none). The rows after it are the
   * void's reversals, so the receipt as it stood when voided is its rows up to this one (ADR 0155).
   */
  lastPaymentSeq: bigint('last_payment_seq', { mode: 'number' }),
});

/**
 * A receipt's payments, only ever added: a correction is a row with a negative amount (ADR 0075). Credit rows
 * are what was left on the customer's account.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: primaryId(),
    /** The order the payments were taken in: rows saved together share their created_at. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amount: money('amount').notNull(),
    /** bKash/Nagad transaction ID (upper case), a card's last 4 digits, or empty. */
    reference: text('reference').notNull().default(''),
    /** The business day (restaurant time zone) the payment was taken: a transaction ID pays once per day. */
    businessDay: date('business_day').notNull(),
    createdAt: createdAt(),
    /** Who took it. Not a foreign key, like invoices.created_by (ADR 0042); a trigger clears it. */
    createdBy: uuid('created_by'),
    /**
     * The payment received (on the account, or later on this receipt) that this row applies or, positive on
     * Credit, reverses by its void (issue 35). Null: the receipt's own tenders, or a change to them.
     */
    customerPaymentId: uuid('customer_payment_id').references(() => customerPayments.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    index('invoice_payments_invoice_id_idx').on(t.invoiceId, t.seq),
    index('invoice_payments_customer_payment_idx')
      .on(t.customerPaymentId)
      .where(sql`${t.customerPaymentId} is not null`),
    check('invoice_payments_method_check', oneOf(t.method, PAYMENT_METHODS)),
  ],
);

/**
 * Which receipt each bKash/Nagad transaction ID paid, and on which business day. A wallet's ID pays once, ever
 * (ADR 0146): the unique index lets one receipt claim it, so two concurrent saves cannot both use it. Claims
 * that reused an ID on a later day before that rule stay, marked, out of the index. Freed with the receipt.
 */
export const walletReferences = pgTable(
  'wallet_references',
  {
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reference: text('reference').notNull(),
    businessDay: date('business_day').notNull(),
    /** The receipt that claimed it, or (issue 35) the payment received on an account. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    customerPaymentId: uuid('customer_payment_id').references(() => customerPayments.id, {
      onDelete: 'cascade',
    }),
    /** A claim made on a later day for an ID an earlier receipt had claimed, while IDs were unique per day. */
    reusedBeforeRule: boolean('reused_before_rule').notNull().default(false),
  },
  (t) => [
    uniqueIndex('wallet_references_method_reference_key')
      .on(t.method, t.reference)
      .where(sql`not ${t.reusedBeforeRule}`),
    index('wallet_references_invoice_id_idx').on(t.invoiceId),
    index('wallet_references_customer_payment_idx').on(t.customerPaymentId),
    check('wallet_references_holder_check', sql`num_nonnulls(${t.invoiceId}, ${t.customerPaymentId}) = 1`),
  ],
);

/**
 * Sales per business day, so the dashboard sums a handful of rows instead of scanning receipts
 * (docs/decisions/0012-dashboard-figures.md). Receipt writes never update it: each appends its change to
 * `sales_deltas` in its own transaction, and the app folds the deltas into these rows every second
 * (docs/decisions/0042-hot-path-statements.md). Readers use `sales_by_day`, which adds both.
 */
export const dailySales = pgTable(
  'daily_sales',
  {
    day: date('day').primaryKey(),
    sales: moneyTotal('sales').notNull().default('0'),
    orderCount: integer('order_count').notNull().default(0),
  },
  (t) => [check('daily_sales_nonnegative_check', sql`${t.sales} >= 0 and ${t.orderCount} >= 0`)],
);

/**
 * Every day's receipts counted in one row, so the unfiltered receipt list reads its total as a row and the
 * pending deltas, not by summing ten years of days (ADR 0175). A statement trigger on `daily_sales` adds each
 * statement's change to it, in the statement's transaction (only the fold and the bulk rebuild write days, one
 * at a time). Readers use `live_sales_totals`.
 */
export const salesTotals = pgTable(
  'sales_totals',
  {
    single: boolean('single').primaryKey().default(true),
    orderCount: bigint('order_count', { mode: 'number' }).notNull(),
  },
  (t) => [check('sales_totals_single_check', sql`${t.single}`)],
);

/** What the receipt list's total reads: the kept count and the deltas still waiting to be folded. */
export const liveSalesTotals = pgView('live_sales_totals', {
  orderCount: bigint('order_count', { mode: 'number' }).notNull(),
}).as(sql`select order_count from sales_totals union all select order_count from sales_deltas`);

/** Changes to a day's sales not yet folded into `daily_sales`: inserted only, so saves never wait on a row. */
export const salesDeltas = pgTable('sales_deltas', {
  day: date('day').notNull(),
  sales: moneyTotal('sales').notNull(),
  orderCount: integer('order_count').notNull(),
});

/** What readers sum: the folded days and the deltas still waiting to be folded. */
export const salesByDay = pgView('sales_by_day', {
  day: date('day').notNull(),
  sales: moneyTotal('sales').notNull(),
  orderCount: integer('order_count').notNull(),
}).as(
  sql`select day, sales, order_count from daily_sales union all select day, sales, order_count from sales_deltas`,
);

/**
 * What a day's plates of a dish cost by the recipe and the ingredients' average cost at each sale's moment
 * (`sale_usage`, issue 32), and the plates and line totals of the sales that had a recipe to cost them: a dish
 * sold without one is uncovered, never counted at zero cost (ADR 0161).
 */
const dishCostColumns = () => ({
  cost: moneyTotal('cost').notNull().default('0'),
  costedPlates: integer('costed_plates').notNull().default(0),
  costedRevenue: moneyTotal('costed_revenue').notNull().default('0'),
});

/**
 * Plates sold and their line totals per business day and dish (issue 16's food cost report), folded from
 * `dish_sales_deltas` with the day's sales, so a report reads a row per day and dish at any history. Lines
 * whose dish was deleted before the sale are left out; a dish deleted later keeps its rows.
 */
export const dailyDishSales = pgTable(
  'daily_dish_sales',
  {
    day: date('day').notNull(),
    recipeId: uuid('recipe_id').notNull(),
    plates: integer('plates').notNull(),
    revenue: moneyTotal('revenue').notNull(),
    ...dishCostColumns(),
  },
  (t) => [primaryKey({ columns: [t.day, t.recipeId] })],
);

/** Changes to a day's dish sales not yet folded into `daily_dish_sales`: inserted only, with the receipt. */
export const dishSalesDeltas = pgTable(
  'dish_sales_deltas',
  {
    day: date('day').notNull(),
    recipeId: uuid('recipe_id').notNull(),
    plates: integer('plates').notNull(),
    revenue: moneyTotal('revenue').notNull(),
    ...dishCostColumns(),
  },
  (t) => [index('dish_sales_deltas_day_idx').on(t.day)],
);

/** What readers sum: the folded days and the deltas still waiting to be folded. */
export const dishSalesByDay = pgView('dish_sales_by_day', {
  day: date('day').notNull(),
  recipeId: uuid('recipe_id').notNull(),
  plates: integer('plates').notNull(),
  revenue: moneyTotal('revenue').notNull(),
  ...dishCostColumns(),
}).as(
  sql`select day, recipe_id, plates, revenue, cost, costed_plates, costed_revenue from daily_dish_sales union all select day, recipe_id, plates, revenue, cost, costed_plates, costed_revenue from dish_sales_deltas`,
);

/**
 * How many receipts were created on each UTC day, for the receipt list's later pages: summing the days newer
 * than a page finds the day it starts in, so the page skips a day's receipts at most instead of every newer one
 * (docs/decisions/0099-receipt-pages-by-created-day.md). Kept like the sales: triggers on `invoices` append
 * each statement's change to `receipt_day_deltas` in the same transaction (inserts only, so saves never wait on
 * a row), and the sales fold moves them here every second. Readers use `receipts_by_created_day`.
 */
export const receiptDays = pgTable(
  'receipt_days',
  {
    day: date('day').primaryKey(),
    receipts: integer('receipts').notNull(),
  },
  // The days are summed newest first from the index alone, without visiting the table (ADR 0099).
  (t) => [index('receipt_days_day_receipts_idx').on(t.day, t.receipts)],
);

/** Receipts created or deleted on a day and not yet folded into `receipt_days`. */
export const receiptDayDeltas = pgTable(
  'receipt_day_deltas',
  {
    day: date('day').notNull(),
    receipts: integer('receipts').notNull(),
  },
  (t) => [index('receipt_day_deltas_day_receipts_idx').on(t.day, t.receipts)],
);

/** What readers sum per day: the folded days and the deltas still waiting to be folded. */
export const receiptsByCreatedDay = pgView('receipts_by_created_day', {
  day: date('day').notNull(),
  receipts: integer('receipts').notNull(),
}).as(sql`select day, receipts from receipt_days union all select day, receipts from receipt_day_deltas`);

/**
 * How many receipts each second's order number has handed out. Bumped in its own autocommit statement
 * before a receipt's transaction, so saves in the same second never wait for each other's transactions
 * (docs/decisions/0011-invoice-numbers.md).
 */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  base: text('base').primaryKey(),
  issued: integer('issued').notNull(),
});

/** What a day's VAT roll-up row counts per rate as it was charged (issue 34). */
const vatColumns = () => ({
  day: date('day').notNull(),
  /** The rate's name; '' gathers what paid no VAT and the service charge. */
  rateName: text('rate_name').notNull(),
  percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
  inclusive: boolean('inclusive').notNull(),
  taxable: moneyTotal('taxable').notNull(),
  vat: moneyTotal('vat').notNull(),
  serviceCharge: moneyTotal('service_charge').notNull(),
});

/**
 * Sales per business day and rate with their taxable value and VAT, so the VAT register of a month reads a few
 * rows per day at any history (issue 34). Kept like `daily_sales`: each receipt write appends its change to
 * `vat_deltas` in its own transaction (a void or an edit appends the reversal), and the sales fold moves them
 * here. Readers use `vat_by_day`.
 */
export const dailyVat = pgTable('daily_vat', vatColumns(), (t) => [
  primaryKey({ columns: [t.day, t.rateName, t.percent, t.inclusive] }),
]);

/** Changes to a day's VAT not yet folded into `daily_vat`: inserted only, with the receipt. */
export const vatDeltas = pgTable('vat_deltas', vatColumns(), (t) => [index('vat_deltas_day_idx').on(t.day)]);

/** What readers sum: the folded days and the deltas still waiting to be folded. */
export const vatByDay = pgView('vat_by_day', vatColumns()).as(
  sql`select day, rate_name, percent, inclusive, taxable, vat, service_charge from daily_vat union all select day, rate_name, percent, inclusive, taxable, vat, service_charge from vat_deltas`,
);
